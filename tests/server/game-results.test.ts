import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minorToDecimalString } from '../../src/shared/money';
import { startHarness, type Harness } from './harness';

// gameresult (RULES.md section 7) answers each product's own records: provider rounds, 4D bets, tournament money.
let h: Harness;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = { account_id: 'demo01', session_token: await h.login('demo01') };
});
afterAll(() => h.close());

const call = (path: string, body: object) => h.post(path, { ...demo, ...body }).then((r) => r.json());
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const results = (kind: string) =>
  call('gameresult', { kind, start_date: today(), end_date: today(), page_number: 1, page_size: 50 });

describe('gameresult', () => {
  it('lists a slot round with its stake and win/loss, and nothing under live casino', async () => {
    const launched = await call('provider/launchslotgame', { game_id: 'slot-golden-pagoda' });
    expect(launched.status, JSON.stringify(launched)).toBe(1);
    const token = new URLSearchParams(new URL(launched.url as string).hash.slice(1)).get('t');
    const opened = await h.post('provider/game/open', { launch_token: token }).then((r) => r.json());
    const round = await h
      .post('provider/game/round', {
        game_session: opened.game_session,
        round_id: 'gr-slot-1',
        stake: '2.00',
      })
      .then((r) => r.json());
    expect(round.status, JSON.stringify(round)).toBe(1);

    const slots = await results('slots');
    expect(slots).toMatchObject({ status: 1, kind: 'slots', total_count: 1 });
    const [row] = slots.results;
    expect(row).toMatchObject({ description: 'slot-golden-pagoda', stake: '2.00', status: 'settled' });
    const rows = await h.db.query<{ return_minor: unknown }>(
      'SELECT return_minor FROM game_rounds WHERE ref_no = $1',
      [row.ref_no],
    );
    expect(row.win_loss).toBe(minorToDecimalString(Number(rows[0]!.return_minor) - 200));

    expect(await results('livecasino')).toMatchObject({ status: 1, results: [], total_count: 0 });
  });

  it('lists a 4D bet as running until its draw', async () => {
    const placed = await call('osg/lotterybet', {
      slip_id: 'gr-4d-slip-0001',
      bets: [{ bet_type: 'single', number: '8642', choice: 'big', stake: '1.00' }],
    });
    expect(placed.status, JSON.stringify(placed)).toBe(1);
    const lottery = await results('lottery');
    expect(lottery.total_count).toBe(1);
    expect(lottery.results[0]).toMatchObject({ stake: '1.00', win_loss: '0.00', status: 'running' });
    expect(lottery.results[0].description).toContain('8642');
  });

  it('answers every kind with the right shape, even where the member has no records', async () => {
    for (const kind of ['tournament', 'tournament_refund', 'sportsbook', 'esports2', 'summary_sportsbook']) {
      expect(await results(kind)).toMatchObject({ status: 1, kind, results: [], total_count: 0 });
    }
  });
});
