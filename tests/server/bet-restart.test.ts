// The odds world lives in the database: a server that stops and starts again on the same data resumes the same
// matches, prices and clocks. Open bets stay running and settle once, by their match's result; a match that
// should have ended while the server was down is played to full time on start and its bets are settled.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { toSafeInt } from '../../src/server/db/types';
import { HARNESS_TIMEOUT_MS, startHarness, TEST_SECRET, type Harness } from './harness';
import {
  assertLedgerConsistent,
  assertOpenStakesConsistent,
  balanceOf,
  legOf,
  matches,
  session,
  slip,
} from './bet-helpers';
import { call, grantValidBets, pickMatches, roomBody } from './tournament-helpers';

let h: Harness;
let app: FastifyInstance;
beforeAll(async () => {
  h = await startHarness();
  app = h.app;
}, HARNESS_TIMEOUT_MS);
afterAll(async () => {
  if (app !== h?.app) await app?.close();
  await h?.close();
});

/** Stops the current server and starts another on the same database and clock. */
async function restart(): Promise<FastifyInstance> {
  await app.close();
  app = await buildApp({ db: h.db, operatorSecret: TEST_SECRET, now: () => h.clock.now });
  return app;
}

async function betRows(refs: string[]) {
  const rows = await h.db.query<{ ref_no: string; status: string; return_minor: unknown }>(
    'SELECT ref_no, status, return_minor FROM bets WHERE ref_no = ANY($1::text[]) ORDER BY id',
    [refs],
  );
  return rows.map((r) => [r.status, toSafeInt(r.return_minor ?? 0)]);
}

/** A call to whichever server runs now. */
const post = async (path: string, body: Record<string, unknown>) =>
  (await app.inject({ method: 'POST', url: `/api/${path}`, payload: body })).json();

async function login(accountId: string) {
  const body = await post('userlogin', { account_id: accountId, password: 'Pass1234' });
  return { account_id: accountId, session_token: body.member_profile.player_info[0].session_token as string };
}

/** The harness as seen through whichever server runs now. */
const current = (): Harness => ({
  ...h,
  app,
  post: (path, body) =>
    app.inject({ method: 'POST', url: `/api/${path}`, payload: body as Record<string, unknown> }),
});

/** Soccer pre-match matches of the running server with a priced handicap. */
const preMatches = () => matches({ app } as Harness, 'pre');

const sweep = async (server: FastifyInstance) => server.bets.enqueue(() => server.bets.sweep());

describe('a restart on the same database', () => {
  it('resumes the same matches with their prices; open bets stay running and settle once when their match ends', async () => {
    const demo = await session(h, 'demo01');
    const before = await balanceOf(h, 'demo01');
    const [m1, m2] = matches(h, 'pre');
    if (!m1 || !m2) throw new Error('need two pre-match matches');
    const single = (
      await h.post('bet/betsingle', { ...demo, leg: legOf(m1, 'hdp', 'h'), stake: '25.00', slip_id: slip() })
    ).json();
    const parlay = (
      await h.post('bet/betparlay', {
        ...demo,
        legs: [legOf(m1, 'ou', 'o'), legOf(m2, 'hdp', 'a')],
        stake: '10.00',
        slip_id: slip(),
      })
    ).json();
    expect([single.statusdesc, parlay.statusdesc]).toEqual(['success', 'success']);
    const offered = [...h.app.odds.sync().matches.values()]
      .filter((m) => m.state !== 'ended')
      .map((m) => m.id)
      .sort();
    const lines = JSON.stringify(m1.lines);

    const server = await restart();
    // The same ids are offered, with the same prices (the clock has not moved).
    const resumed = [...server.odds.sync().matches.values()]
      .filter((m) => m.state !== 'ended')
      .map((m) => m.id)
      .sort();
    expect(resumed).toEqual(offered);
    expect(JSON.stringify(server.odds.getMatch(m1.id)?.lines)).toBe(lines);
    const feed = (
      await server.inject({
        method: 'POST',
        url: '/api/cache/uxmarket',
        payload: { sport_id: 1, market: 'today', version: 0 },
      })
    ).json();
    expect(feed.matches.map((row: unknown[]) => row[0])).toContain(m1.id);

    // Sweeps after the start refund nothing: the bets are still running, the money still at risk.
    await sweep(server);
    await sweep(server);
    const refs = [single.bet.ref_no, parlay.bet.ref_no];
    expect(await betRows(refs)).toEqual([
      ['running', 0],
      ['running', 0],
    ]);
    expect((await balanceOf(h, 'demo01')).outstanding - before.outstanding).toBe(3_500);

    // Their matches end in the resumed world and settle them, once.
    server.odds.sim.finishMatch(m1.id);
    server.odds.sim.finishMatch(m2.id);
    await server.bets.idle();
    await sweep(server);
    const settled = await betRows(refs);
    expect(settled.every(([status]) => status === 'settled' || status === 'void')).toBe(true);
    const after = await balanceOf(h, 'demo01');
    expect(after.outstanding).toBe(before.outstanding);
    await sweep(server);
    expect(await balanceOf(h, 'demo01')).toEqual(after);
    await assertLedgerConsistent(h, 'demo01');
    await assertOpenStakesConsistent(h);
  });

  it('plays a match that ended while the server was down to full time on start, and settles its bets once', async () => {
    const demo = await login('demo02');
    const next = preMatches().sort((a, b) => a.kickoff - b.kickoff)[0];
    if (!next) throw new Error('no pre-match match');
    const placed = await post('bet/betsingle', {
      ...demo,
      leg: legOf(next, 'hdp', 'a'),
      stake: '12.00',
      slip_id: slip(),
    });
    expect(placed.statusdesc).toBe('success');
    const gone = next.id;

    await app.close();
    // Down for three hours: the match kicks off and ends meanwhile.
    h.clock.now = Math.max(h.clock.now, next.kickoff) + 3 * 3_600_000;
    app = await buildApp({ db: h.db, operatorSecret: TEST_SECRET, now: () => h.clock.now });
    const [result] = await h.db.query<{ status: number; score_home: number; score_away: number }>(
      'SELECT status, score_home, score_away FROM match_results WHERE match_id = $1',
      [gone],
    );
    expect(result).toBeDefined();
    expect(['ended', 'cancelled']).toContain(app.odds.world().getMatch(gone)?.state);
    await sweep(app);
    const [bet] = await betRows([placed.bet.ref_no]);
    expect(['settled', 'void']).toContain(bet![0]);
    const once = await balanceOf(h, 'demo02');
    await sweep(app);
    expect(await balanceOf(h, 'demo02')).toEqual(once);
    expect(once.outstanding).toBe(0);
    await assertLedgerConsistent(h, 'demo02');
  });

  it('keeps a tournament room with its matches and odds; the room ends with them and pays once', async () => {
    const before = current();
    // A room seats one currency: three MYR members.
    grantValidBets(before, ['demo01', 'demo04', 'demo05']);
    const [owner, ...guests] = [await login('demo01'), await login('demo04'), await login('demo05')];
    const day = await pickMatches(before, owner, 3);
    expect(
      (await call(before, owner, 'roomcreate', roomBody(day.date, day.ids, { room_id: 'KEEP01' }))).status,
    ).toBe(1);
    for (const guest of guests)
      expect((await call(before, guest, 'roomjoin', { room_id: 'KEEP01' })).status).toBe(1);

    await restart();
    const after = current();
    const info = await call(after, owner, 'roominfo', { room_id: 'KEEP01' });
    const kept = info.matches as { match_id: number; odds: unknown[] }[];
    expect(kept.map((m) => m.match_id)).toEqual(day.ids);
    expect(kept.every((m) => m.odds.length > 0)).toBe(true);

    for (const id of day.ids) app.odds.sim.finishMatch(id);
    await app.tournaments.idle();
    await app.tournaments.enqueue(() => app.tournaments.sweep());
    const final = await call(after, owner, 'betresultfinal', { room_id: 'KEEP01' });
    expect(final).toMatchObject({ status: 1, final: true, room_status: '3' });
    const prizes = await h.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM ledger WHERE platform = 'tournament' AND idempotency_key LIKE 'tournament:KEEP01:prize%'`,
    );
    await app.tournaments.enqueue(() => app.tournaments.sweep());
    const again = await h.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM ledger WHERE platform = 'tournament' AND idempotency_key LIKE 'tournament:KEEP01:prize%'`,
    );
    expect(Number(prizes[0]?.n)).toBeGreaterThan(0);
    expect(Number(again[0]?.n)).toBe(Number(prizes[0]?.n));
  });
});
