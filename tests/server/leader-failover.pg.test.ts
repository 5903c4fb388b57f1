// PostgreSQL only (included when TEST_DATABASE_URL is set): two API server processes on one database. Players on
// both bet on the same matches; the leader is killed; the other server takes over and settles every bet exactly
// once, and decides the live bets the dead server took. Prints how long the take-over took.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/server/db/open';
import type { Database } from '../../src/server/db/types';
import { toMinor } from '../../src/shared/money';
import { assertLedgerConsistent, assertOpenStakesConsistent } from './bet-helpers';
import { createScratchDatabase, type Harness } from './harness';
import { eventually, startServerProcess, type ServerProcess } from './server-process';

vi.setConfig({ testTimeout: 240_000 });

let dirs: string[] = [];
let scratch: { url: string; drop(): Promise<void> };
let db: Database;
const servers: ServerProcess[] = [];

function env(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-failover-'));
  dirs.push(dir);
  // Both servers sign tokens with one secret, as servers behind one load balancer must.
  return {
    DATA_DIR: dir,
    DATABASE_URL: scratch.url,
    OPERATOR_TOKEN_SECRET: 'failover-test-secret-0123456789abcdef',
    SIM_MATCHES_PER_LEAGUE: '6',
    BET_LIVE_DELAY_MS: '4000',
  };
}

beforeAll(async () => {
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
}, 120_000);
afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL');
  await db?.close();
  await scratch?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

type Row = unknown[];
type Bet = {
  ref_no: string;
  status: string;
  risk: string;
  settled_amount: string;
  commission: string;
  legs: { match_id: number }[];
};

async function feed(s: ServerProcess, market: 'today' | 'live') {
  const answer = await s.post('cache/uxmarket', { sport_id: 1, market, version: 0 });
  return {
    version: answer.version as number,
    rows: (answer.matches as Row[]).filter((row) => row[6] === 1 && row[8] === 0),
  };
}

function runningHdp(row: Row): Row | undefined {
  return (row[16] as Row[]).find((l) => l[0] === 'hdp' && l[1] === 0 && l[6] === 0 && (l[3] as number) > 0);
}

function leg(row: Row, choice: 'h' | 'a') {
  const line = runningHdp(row)!;
  return {
    match_id: row[0],
    market: 'hdp',
    period: 0,
    choice,
    line: line[2],
    price: line[choice === 'h' ? 3 : 4],
    odds_type: 4,
  };
}

async function bets(
  s: ServerProcess,
  who: Record<string, string>,
  list: 'betacceptfulllist' | 'pendingbetlist' | 'betrejectfulllist',
): Promise<Bet[]> {
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const range = list === 'pendingbetlist' ? {} : { start_date: today, end_date: today };
  return (await s.post(`bet/${list}`, { ...who, ...range, page_size: 100 })).bets as Bet[];
}

const balance = async (s: ServerProcess, who: Record<string, string>) =>
  toMinor(String((await s.post('userbalance', who)).account_balance));

describe('two API servers on one PostgreSQL', () => {
  it('share the world; when the leader dies the other takes over, decides its live bets and settles every bet once', async () => {
    const leader = await startServerProcess(env());
    servers.push(leader);
    const follower = await startServerProcess(env());
    servers.push(follower);
    db = await openDatabase({ databaseUrl: scratch.url });
    const asHarness = { db } as Harness;

    // Both servers offer the same matches and prices: the follower's copy is the leader's stored world.
    const ofLeader = await feed(leader, 'today');
    const ofFollower = await eventually(
      () => feed(follower, 'today'),
      (f) => f.version >= ofLeader.version,
    );
    const leaderRows = new Map(ofLeader.rows.map((row) => [row[0], JSON.stringify(row[16])]));
    const same = ofFollower.rows.filter((row) => leaderRows.get(row[0]) === JSON.stringify(row[16]));
    expect(same.length).toBeGreaterThan(ofFollower.rows.length * 0.8);

    // demo01 bets on the leader, demo02 on the follower, on the same pre-match matches.
    const one = await leader.login('demo01');
    const two = await follower.login('demo02');
    const start = { one: await balance(leader, one), two: await balance(follower, two) };
    const pre = ofFollower.rows.filter((row) => row[12] === '' && runningHdp(row)).slice(0, 4);
    expect(pre.length).toBe(4);
    for (const row of pre) {
      for (const [server, who] of [
        [leader, one],
        [follower, two],
      ] as const) {
        const placed = await server.post('bet/betsingle', {
          ...who,
          leg: leg(row, 'h'),
          stake: '20.00',
          slip_id: randomBytes(8).toString('hex'),
          accept_any_odds: true,
        });
        expect(placed.statusdesc).toBe('success');
      }
    }
    // The session copy of each server stays exact while the other writes: the leader sees the follower's debits.
    const debitedTwo = await eventually(
      () => balance(leader, two),
      (b) => b === start.two - 8_000,
      5_000,
    );
    expect(debitedTwo).toBe(start.two - 8_000);

    // Live bets taken by the leader wait for the delay; the leader dies before it decides them.
    const live = (await feed(leader, 'live')).rows.filter((row) => runningHdp(row)).slice(0, 3);
    const waiting: string[] = [];
    for (const row of live) {
      const placed = await leader.post('bet/betsingle', {
        ...one,
        leg: leg(row, 'a'),
        stake: '10.00',
        slip_id: randomBytes(8).toString('hex'),
        accept_any_odds: true,
      });
      if (placed.statusdesc === 'success') waiting.push((placed.bet as Bet).ref_no);
    }
    expect(waiting.length).toBeGreaterThan(0);
    const stillWaiting = async () =>
      Number(
        (await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM bets WHERE status = 'waiting'`))[0]?.n,
      );
    expect(await stillWaiting()).toBe(waiting.length);
    const killedAt = Date.now();
    await leader.stop('SIGKILL');
    servers.splice(servers.indexOf(leader), 1);

    // The follower is elected, resumes the world from the rows and settles: finish the pre-match matches.
    const matchIds = pre.map((row) => row[0] as number);
    await eventually(
      async () =>
        (await follower.post('cache/simcontrol', { action: 'finish', match_id: matchIds[0] })).status,
      (status) => status === 1,
      30_000,
    );
    const electedMs = Date.now() - killedAt;
    for (const id of matchIds.slice(1))
      expect((await follower.post('cache/simcontrol', { action: 'finish', match_id: id })).status).toBe(1);
    const firstSettled = await eventually(
      async () =>
        (await bets(follower, one, 'betacceptfulllist')).some(
          (b) => b.status !== 'running' && b.legs[0]?.match_id === matchIds[0],
        ),
      (done) => done,
      30_000,
    );
    expect(firstSettled).toBe(true);
    const settledMs = Date.now() - killedAt;
    console.log(
      `leader killed: follower elected and producing after ${electedMs} ms, first settlement by it after ${settledMs} ms`,
    );

    // The dead leader's live bets are decided by the new one's acceptance job: nothing stays waiting.
    expect(await eventually(stillWaiting, (n) => n === 0, 30_000)).toBe(0);
    const decided = new Set(
      [
        ...(await bets(follower, one, 'betacceptfulllist')),
        ...(await bets(follower, one, 'betrejectfulllist')),
      ].map((b) => b.ref_no),
    );
    for (const ref of waiting) expect(decided.has(ref)).toBe(true);

    // Every pre-match bet settled exactly once: the wallet is its credit minus risk plus returns and commission.
    for (const [who, opening] of [
      [one, start.one],
      [two, start.two],
    ] as const) {
      const list = await eventually(
        () => bets(follower, who, 'betacceptfulllist'),
        (all) =>
          all.filter((b) => matchIds.includes(b.legs[0]!.match_id)).every((b) => b.status !== 'running'),
        30_000,
      );
      const onPre = list.filter((b) => matchIds.includes(b.legs[0]!.match_id));
      expect(onPre).toHaveLength(4);
      expect(onPre.every((b) => b.status !== 'running')).toBe(true);
      const rejected = await bets(follower, who, 'betrejectfulllist');
      const moved = [...list, ...rejected].reduce(
        (sum, b) =>
          sum -
          toMinor(b.risk) +
          (b.status === 'rejected' ? toMinor(b.risk) : toMinor(b.settled_amount) + toMinor(b.commission)),
        0,
      );
      expect(await balance(follower, who)).toBe(opening + moved);
      await assertLedgerConsistent(asHarness, who.account_id);
    }
    const twice = await db.query(
      `SELECT ref, count(*) FROM ledger WHERE type IN ('settle', 'refund') AND platform = 'sportsbook' GROUP BY ref, type HAVING count(*) > 1`,
    );
    expect(twice).toEqual([]);
    await assertOpenStakesConsistent(asHarness);
  });
});
