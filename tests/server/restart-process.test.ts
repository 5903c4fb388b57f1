// Restarts of a real server process (src/server/cli.ts) on the same data: a SIGTERM, and a SIGKILL in the middle
// of a burst of bets. Every acknowledged bet is still there with its debit, running bets stay running, the same
// matches are offered with prices, and bets settle exactly once afterwards. On PGlite the data is a temporary
// DATA_DIR; in the PostgreSQL pass it is a scratch database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toMinor } from '../../src/shared/money';
import { createScratchDatabase } from './harness';
import { eventually, startServerProcess, type ServerProcess } from './server-process';

vi.setConfig({ testTimeout: 240_000 });

let dir: string;
let scratch: { url: string; drop(): Promise<void> } | undefined;
let env: Record<string, string>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sportsbook-restart-'));
  scratch = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  // Fewer fixtures keep each start short; live bets wait one second.
  env = {
    DATA_DIR: dir,
    SIM_MATCHES_PER_LEAGUE: '6',
    BET_LIVE_DELAY_MS: '1000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  };
}, 120_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  await scratch?.drop();
  rmSync(dir, { recursive: true, force: true });
});

type Row = unknown[];
type Bet = { ref_no: string; status: string; risk: string; settled_amount: string; commission: string };

/** Soccer main matches open before kick-off with a running full-time handicap, as the feed sends them. */
async function openMatches(s: ServerProcess): Promise<Row[]> {
  const feed = await s.post('cache/uxmarket', { sport_id: 1, market: 'today', version: 0 });
  return (feed.matches as Row[]).filter(
    (row) =>
      row[6] === 1 &&
      row[8] === 0 &&
      row[12] === '' &&
      (row[16] as Row[]).some((l) => l[0] === 'hdp' && l[1] === 0 && l[6] === 0 && (l[3] as number) > 0),
  );
}

function leg(row: Row, choice: 'h' | 'a') {
  const line = (row[16] as Row[]).find((l) => l[0] === 'hdp' && l[1] === 0)!;
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

async function accepted(s: ServerProcess, who: Record<string, string>): Promise<Bet[]> {
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const list = await s.post('bet/betacceptfulllist', {
    ...who,
    start_date: today,
    end_date: today,
    page_size: 100,
  });
  return list.bets as Bet[];
}

async function balanceOf(s: ServerProcess, who: Record<string, string>): Promise<number> {
  const body = await s.post('userbalance', who);
  expect(body.statusdesc).toBe('success');
  return toMinor(String(body.balance));
}

describe('a server process restarted on the same data', () => {
  let demo: Record<string, string>;
  const placed: { ref: string; matchId: number }[] = [];
  let startBalance = 0;

  it('after SIGTERM offers the same matches with prices and keeps every bet running with its debit', async () => {
    server = await startServerProcess(env);
    demo = await server.login('demo03');
    startBalance = await balanceOf(server, demo);
    const open = await openMatches(server);
    expect(open.length).toBeGreaterThan(4);
    for (const row of open.slice(0, 4)) {
      const bet = await server.post('bet/betsingle', {
        ...demo,
        leg: leg(row, 'h'),
        stake: '50.00',
        slip_id: randomBytes(8).toString('hex'),
        accept_any_odds: true,
      });
      expect(bet.statusdesc).toBe('success');
      placed.push({ ref: (bet.bet as Bet).ref_no, matchId: row[0] as number });
    }
    const ids = new Set((await openMatches(server)).map((row) => row[0]));

    expect(await server.stop('SIGTERM')).toBe(0);
    server = await startServerProcess(env);
    // The session, the bets and the matches all outlive the process.
    const again = await openMatches(server);
    const resumed = new Set(again.map((row) => row[0]));
    for (const { matchId } of placed) expect(resumed.has(matchId)).toBe(true);
    expect([...ids].filter((id) => resumed.has(id)).length).toBeGreaterThanOrEqual(ids.size - 2);
    const bets = await accepted(server, demo);
    expect(bets.filter((b) => placed.some((p) => p.ref === b.ref_no)).map((b) => b.status)).toEqual([
      'running',
      'running',
      'running',
      'running',
    ]);
    const risk = bets.reduce((sum, b) => sum + toMinor(b.risk), 0);
    expect(await balanceOf(server, demo)).toBe(startBalance - risk);
  });

  it('after SIGKILL in a burst of bets keeps every acknowledged bet with its debit, and settles each once', async () => {
    const s = server!;
    const open = (await openMatches(s)).slice(0, 10);
    const answers: Promise<Record<string, unknown> | null>[] = [];
    let answered = 0;
    const killed = new Promise<void>((resolve) => {
      for (let i = 0; i < 40; i++) {
        const row = open[i % open.length]!;
        answers.push(
          s
            .post('bet/betsingle', {
              ...demo,
              leg: leg(row, i % 2 ? 'a' : 'h'),
              stake: '10.00',
              slip_id: randomBytes(8).toString('hex'),
              accept_any_odds: true,
            })
            .then((body) => {
              if (++answered === 5) resolve();
              return body;
            })
            .catch(() => null),
        );
      }
    });
    await killed;
    await s.stop('SIGKILL');
    const acknowledged = (await Promise.all(answers))
      .filter((body): body is Record<string, unknown> => body !== null && body.statusdesc === 'success')
      .map((body) => (body.bet as Bet).ref_no);
    const codes = (await Promise.all(answers)).map((body) => body?.statusdesc ?? 'no answer');
    expect(acknowledged.length, codes.join(' ')).toBeGreaterThanOrEqual(5);

    server = await startServerProcess(env);
    const bets = await accepted(server, demo);
    const refs = new Set(bets.map((b) => b.ref_no));
    for (const ref of acknowledged) expect(refs.has(ref)).toBe(true);
    expect(bets.every((b) => b.status === 'running')).toBe(true);
    const risk = bets.reduce((sum, b) => sum + toMinor(b.risk), 0);
    // Every bet stored was debited once, and nothing else moved.
    expect(await balanceOf(server, demo)).toBe(startBalance - risk);

    // The matches end in the resumed world and every bet settles, once.
    const matchIds = [...new Set([...placed.map((p) => p.matchId), ...open.map((row) => row[0] as number)])];
    for (const id of matchIds)
      expect((await server.post('cache/simcontrol', { action: 'finish', match_id: id })).status).toBe(1);
    const settled = await eventually(
      () => accepted(server!, demo),
      (list) => list.every((b) => b.status !== 'running'),
    );
    expect(settled.every((b) => b.status !== 'running')).toBe(true);
    // Each settled bet paid its return and commission once.
    const returned = settled.reduce((sum, b) => sum + toMinor(b.settled_amount) + toMinor(b.commission), 0);
    const final = await balanceOf(server, demo);
    expect(final).toBe(startBalance - risk + returned);

    // A restart after settlement settles nothing again.
    expect(await server.stop('SIGTERM')).toBe(0);
    server = await startServerProcess(env);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await balanceOf(server, demo)).toBe(final);
  });
});
