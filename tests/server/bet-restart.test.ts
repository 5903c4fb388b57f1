// The simulator's world is rebuilt on each start, with new match ids. Bets left open on matches of the run
// before will never see a result: the first sweeps after a start refund them as for a cancelled match.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { toSafeInt } from '../../src/server/db/types';
import { HARNESS_TIMEOUT_MS, startHarness, TEST_SECRET, type Harness } from './harness';
import { assertLedgerConsistent, assertOpenStakesConsistent, balanceOf, legOf, matches, session, slip } from './bet-helpers';

let h: Harness;
let restarted: FastifyInstance | undefined;
beforeAll(async () => {
  h = await startHarness();
}, HARNESS_TIMEOUT_MS);
afterAll(async () => {
  await restarted?.close();
  await h?.close();
});

describe('bets left open by a restart', () => {
  it('are refunded once, with the ledger and open stakes in step; bets of the new run are untouched', async () => {
    const demo = await session(h, 'demo01');
    const before = await balanceOf(h, 'demo01');
    const [m1, m2] = matches(h, 'pre');
    if (!m1 || !m2) throw new Error('need two pre-match matches');
    const single = (await h.post('bet/betsingle', { ...demo, leg: legOf(m1, 'hdp', 'h'), stake: '25.00', slip_id: slip() })).json();
    const parlay = (
      await h.post('bet/betparlay', {
        ...demo,
        legs: [legOf(m1, 'ou', 'o'), legOf(m2, 'hdp', 'a')],
        stake: '10.00',
        slip_id: slip(),
      })
    ).json();
    expect([single.statusdesc, parlay.statusdesc]).toEqual(['success', 'success']);
    expect((await balanceOf(h, 'demo01')).outstanding - before.outstanding).toBe(3_500);

    // The server stops before either match finishes and starts again on the same data: a new run.
    await h.app.close();
    restarted = await buildApp({ db: h.db, operatorSecret: TEST_SECRET });
    expect(restarted.odds.firstId).toBeGreaterThan(m2.id);
    // A bet of the new run must not be swept up.
    const login = (await restarted.inject({ method: 'POST', url: '/api/userlogin', payload: { account_id: 'demo01', password: 'Pass1234' } })).json();
    const token = login.member_profile.player_info[0].session_token as string;
    const [fresh] = matches({ app: restarted } as Harness, 'pre');
    if (!fresh) throw new Error('no match in the new run');
    const kept = (
      await restarted.inject({
        method: 'POST',
        url: '/api/bet/betsingle',
        payload: { account_id: 'demo01', session_token: token, leg: legOf(fresh, 'hdp', 'h'), stake: '5.00', slip_id: slip() },
      })
    ).json();
    expect(kept.statusdesc).toBe('success');

    // Through the service's own queue, as its timer runs them, so no sweep overlaps another.
    const app = restarted;
    const sweep = () => app.bets.enqueue(() => app.bets.sweep());
    await sweep();
    await sweep();
    const rows = await h.db.query<{ ref_no: string; status: string; outcome: string | null; return_minor: unknown }>(
      'SELECT ref_no, status, outcome, return_minor FROM bets WHERE ref_no = ANY($1::text[]) ORDER BY id',
      [[single.bet.ref_no, parlay.bet.ref_no, kept.bet.ref_no]],
    );
    expect(rows.map((r) => [r.status, toSafeInt(r.return_minor ?? 0)])).toEqual([
      ['void', 2_500],
      [rows[1]!.status, 1_000],
      ['running', 0],
    ]);
    expect(['void', 'settled']).toContain(rows[1]!.status);
    const after = await balanceOf(h, 'demo01');
    expect(after.balance).toBe(before.balance - 500);
    expect(after.outstanding).toBe(before.outstanding + 500);
    // A third sweep changes nothing: each bet was refunded once.
    await sweep();
    expect(await balanceOf(h, 'demo01')).toEqual(after);
    await assertLedgerConsistent(h, 'demo01');
    await assertOpenStakesConsistent(h);
  });
});
