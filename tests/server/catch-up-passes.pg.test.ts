// PostgreSQL only (included when TEST_DATABASE_URL is set): the passes that settle on demand (keno and 4D draws
// before their calls, virtual race bets before their list) run on any server, the follower included, and the
// leader's timers run them too. Two servers asking at the same moment, plus two more passes started directly,
// settle every bet exactly once: one credit per winning bet, nothing left running, no money made or lost.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { toSafeInt } from '../../src/server/db/types';
import { kenoNumbersFromSeed } from '../../src/server/keno/draw-source';
import { settleKenoDrawn } from '../../src/server/keno/draws';
import { settleDrawn } from '../../src/server/lottery/draws';
import { HARNESS_TIMEOUT_MS, startHarness, TEST_SECRET, type Harness } from './harness';
import { assertLedgerConsistent } from './bet-helpers';

const LIMITS = { requestLimit: { max: 100_000, windowMs: 60_000 } };
let h: Harness;
let follower: FastifyInstance;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness(LIMITS);
  follower = await buildApp({
    db: h.db,
    config: LIMITS,
    operatorSecret: TEST_SECRET,
    now: () => h.clock.now,
  });
  demo = { account_id: 'demo01', session_token: await h.login('demo01') };
}, HARNESS_TIMEOUT_MS);
afterAll(async () => {
  await follower?.close();
  await h?.close();
});

type Server = FastifyInstance;
const both = (): Server[] => [h.app, follower];
const call = async (app: Server, name: string, body: object = {}) =>
  (await app.inject({ method: 'POST', url: `/api/${name}`, payload: { ...demo, ...body } })).json();

const balance = async (): Promise<number> =>
  toSafeInt(
    (
      await h.db.query<{ b: unknown }>("SELECT balance_minor AS b FROM wallets WHERE account_id = 'demo01'")
    )[0]?.b,
  );

/** Credits and refunds written for each ref no: exactly one row per paid bet, none for a lost one. */
async function paidRows(refs: string[]): Promise<Map<string, number[]>> {
  const rows = await h.db.query<{ ref: string; amount_minor: unknown }>(
    `SELECT ref, amount_minor FROM ledger WHERE ref = ANY($1::text[]) AND type IN ('settle', 'refund') ORDER BY id`,
    [refs],
  );
  const out = new Map<string, number[]>(refs.map((r) => [r, []]));
  for (const r of rows) out.get(r.ref)?.push(toSafeInt(r.amount_minor));
  return out;
}

/** Every bet settled once: its credit rows are its return (one row, or none when it returned nothing). */
async function assertPaidOnce(table: 'keno_bets' | 'lottery_bets' | 'race_bets', refs: string[]) {
  const bets = await h.db.query<{ ref_no: string; status: string; return_minor: unknown }>(
    `SELECT ref_no, status, return_minor FROM ${table} WHERE ref_no = ANY($1::text[])`,
    [refs],
  );
  expect(bets).toHaveLength(refs.length);
  const paid = await paidRows(refs);
  let returned = 0;
  for (const bet of bets) {
    expect(['settled', 'void']).toContain(bet.status);
    const back = toSafeInt(bet.return_minor ?? 0);
    expect(paid.get(bet.ref_no)).toEqual(back > 0 ? [back] : []);
    returned += back;
  }
  return returned;
}

describe('on-demand settlement passes run by two servers at once', () => {
  it('keno: both servers list while two more passes run; every winning bet is credited once', async () => {
    expect(h.app.engines.leadership.isLeader).toBe(true);
    expect(follower.engines.leadership.isLeader).toBe(false);
    const before = await balance();
    const open = (await call(h.app, 'osg/kenodraw')).open_draw;
    // The draw is stored from a known seed, so every bet's four picks are all drawn and every bet wins.
    const seed = 'c3'.repeat(32);
    const picks = kenoNumbersFromSeed(seed).slice(0, 4);
    const refs: string[] = [];
    for (let i = 0; i < 12; i++) {
      const placed = await call(both()[i % 2]!, 'osg/kenobet', {
        slip_id: `keno-pass-${i}`,
        picks,
        stake: '1.00',
      });
      expect(placed.status, JSON.stringify(placed)).toBe(1);
      refs.push(placed.bet.ref_no);
    }
    await h.db.query('INSERT INTO keno_draws (draw_no, draw_at_ms, seed, numbers) VALUES ($1, $2, $3, $4)', [
      open.draw_no,
      open.draw_at,
      seed,
      kenoNumbersFromSeed(seed).join(','),
    ]);
    h.clock.now = open.draw_at + 1;

    const [onLeader, onFollower] = await Promise.all([
      call(h.app, 'osg/kenobetlist', { status: 'all' }),
      call(follower, 'osg/kenobetlist', { status: 'all' }),
      settleKenoDrawn(h.db),
      settleKenoDrawn(h.db),
    ]);
    for (const list of [onLeader, onFollower]) expect(list.status, JSON.stringify(list)).toBe(1);
    const returned = await assertPaidOnce('keno_bets', refs);
    expect(returned).toBe(12 * 15_000);
    expect(await balance()).toBe(before - 12 * 100 + returned);
    await assertLedgerConsistent(h, 'demo01');
  });

  it('4D: both servers list while two more passes run; every bet is settled once', async () => {
    const before = await balance();
    const open = (await call(h.app, 'osg/lotterydraw')).open_draw;
    const refs: string[] = [];
    for (let i = 0; i < 12; i++) {
      const placed = await call(both()[i % 2]!, 'osg/lotterybet', {
        slip_id: `fourd-pass-${i}`,
        bets: [
          { bet_type: 'single', number: String(1000 + i * 731).slice(-4), choice: 'big', stake: '1.00' },
        ],
      });
      expect(placed.status, JSON.stringify(placed)).toBe(1);
      refs.push(...placed.bets.map((b: { ref_no: string }) => b.ref_no));
    }
    h.clock.now = open.draw_at + 1;

    await Promise.all([
      call(h.app, 'osg/lotterybetlist', { status: 'all' }),
      call(follower, 'osg/lotterybetlist', { status: 'all' }),
      call(follower, 'osg/lotterydraw'),
      settleDrawn(h.db),
      settleDrawn(h.db),
    ]);
    const [draws] = await h.db.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM lottery_draws WHERE draw_no = $1',
      [open.draw_no],
    );
    expect(toSafeInt(draws?.n)).toBe(1);
    const returned = await assertPaidOnce('lottery_bets', refs);
    expect(await balance()).toBe(before - 12 * 100 + returned);
    await assertLedgerConsistent(h, 'demo01');
  });

  it('virtual races: both servers list while both settle directly; the bet on every runner is paid or refunded once', async () => {
    const before = await balance();
    const events = (await call(h.app, 'osg/virtualschedule')).events as {
      event_id: string;
      kind: string;
      state: string;
      ends_at: number;
      runners: { no: number }[];
    }[];
    const race = events.find((e) => e.kind === 'racing' && e.state === 'open' && e.runners.length >= 6);
    expect(race, 'an open race of six runners or more').toBeDefined();
    const refs: string[] = [];
    const runners = race!.runners.length;
    for (let i = 0; i < runners; i++) {
      const placed = await call(both()[i % 2]!, 'osg/racebet', {
        slip_id: `race-pass-${i}`,
        event_id: race!.event_id,
        bet_type: 'WIN',
        runner: race!.runners[i]!.no,
        stake: '1.00',
      });
      expect(placed.status, JSON.stringify(placed)).toBe(1);
      refs.push(placed.bet.ref_no);
    }
    h.clock.now = race!.ends_at + 1;

    await Promise.all([
      call(h.app, 'osg/racebetlist'),
      call(follower, 'osg/racebetlist'),
      h.app.virtuals.settle(),
      follower.virtuals.settle(),
    ]);
    const returned = await assertPaidOnce('race_bets', refs);
    // Every runner backed to win: one of them won (or the race was void and every stake came back).
    expect(returned).toBeGreaterThan(0);
    expect(await balance()).toBe(before - runners * 100 + returned);
    await assertLedgerConsistent(h, 'demo01');
  });
});
