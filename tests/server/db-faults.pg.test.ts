// PostgreSQL only: the database drops the server's connections (an operator's pg_terminate_backend, a restart of
// the cluster) while bets are being placed. The server must live on, answer serviceUnavailable meanwhile,
// come back by itself and keep every bet it answered as placed, debited once.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreUnavailableError, toSafeInt } from '../../src/server/db/types';
import { assertLedgerConsistent, balanceOf, legOf, matches, session, slip } from './bet-helpers';
import { HARNESS_TIMEOUT_MS, startHarness, type Harness } from './harness';
import { createCluster, type PgCluster } from './pg-cluster';

const ACCOUNTS = ['demo01', 'demo02'];
const LIMITS = { requestLimit: { max: 100_000, windowMs: 60_000 } };

/** Errors that escaped every handler: in production each would have ended the process. */
const escaped: unknown[] = [];
const onEscape = (error: unknown): void => {
  escaped.push(error);
};
beforeAll(() => {
  process.on('uncaughtException', onEscape);
  process.on('unhandledRejection', onEscape);
});
afterAll(() => {
  process.off('uncaughtException', onEscape);
  process.off('unhandledRejection', onEscape);
});

type Session = Awaited<ReturnType<typeof session>>;
const sessions = (h: Harness): Promise<Session[]> => Promise.all(ACCOUNTS.map((a) => session(h, a)));

interface Answer {
  account: string;
  slipId: string;
  http: number;
  body: { status: number; statusdesc: string };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await sleep(100);
  }
}

/** Bets in waves of `wave`, `gapMs` apart, so some are always in flight while `fault` runs beside them. */
async function burst(
  h: Harness,
  sessions: Session[],
  waves: number,
  wave: number,
  gapMs: number,
  fault: (done: () => boolean, placed: () => boolean) => Promise<void>,
): Promise<Answer[]> {
  const pool = matches(h, 'pre');
  let finished = false;
  let placedSoFar = 0;
  const bets = (async () => {
    const pending: Promise<Answer>[] = [];
    for (let w = 0; w < waves; w += 1) {
      for (let i = 0; i < wave; i += 1) {
        const s = sessions[(w * wave + i) % sessions.length]!;
        const slipId = slip();
        pending.push(
          h
            .post('bet/betsingle', {
              ...s,
              leg: legOf(pool[i % pool.length]!, 'hdp', 'h', 4),
              stake: '10.00',
              slip_id: slipId,
              accept_any_odds: true,
            })
            .then((r) => {
              const answer: Answer = { account: s.account_id, slipId, http: r.statusCode, body: r.json() };
              if (answer.body.status === 1) placedSoFar += 1;
              return answer;
            }),
        );
      }
      await sleep(gapMs);
    }
    const answers = await Promise.all(pending);
    finished = true;
    return answers;
  })();
  const [answers] = await Promise.all([
    bets,
    fault(
      () => finished,
      () => placedSoFar > 0,
    ),
  ]);
  return answers;
}

/** Every bet answered as placed exists once with its one debit; no bet or debit exists without the other. */
async function assertNoAcknowledgedBetLost(h: Harness, answers: Answer[]): Promise<void> {
  for (const a of answers.filter((x) => x.body.status === 1)) {
    const [bet] = await h.db.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM bets WHERE account_id = $1 AND slip_id = $2',
      [a.account, a.slipId],
    );
    const [debit] = await h.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM ledger WHERE idempotency_key = $1 AND type = 'bet'`,
      [`bet:${a.account}:${a.slipId}`],
    );
    expect([toSafeInt(bet?.n), toSafeInt(debit?.n)]).toEqual([1, 1]);
  }
  for (const account of ACCOUNTS) {
    const [row] = await h.db.query<{ bets: unknown; debits: unknown }>(
      `SELECT (SELECT count(*) FROM bets WHERE account_id = $1) AS bets,
              (SELECT count(*) FROM ledger WHERE account_id = $1 AND type = 'bet') AS debits`,
      [account],
    );
    expect(toSafeInt(row?.bets)).toBe(toSafeInt(row?.debits));
    await assertLedgerConsistent(h, account);
  }
}

function expectOnlyPlacedOrUnavailable(answers: Answer[]): void {
  const other = answers.filter(
    (a) => a.body.status !== 1 && !(a.http === 503 && a.body.statusdesc === 'serviceUnavailable'),
  );
  expect(other.map((a) => `${a.http} ${a.body.statusdesc}`)).toEqual([]);
}

async function placeOneBet(h: Harness, s: Session): Promise<{ http: number; statusdesc: string }> {
  const [m] = matches(h, 'pre');
  const r = await h.post('bet/betsingle', {
    ...s,
    leg: legOf(m!, 'hdp', 'a', 4),
    stake: '10.00',
    slip_id: slip(),
    accept_any_odds: true,
  });
  return { http: r.statusCode, statusdesc: r.json().statusdesc };
}

async function listening(admin: pg.Client, database: string): Promise<number> {
  const [row] = (
    await admin.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN %'`,
      [database],
    )
  ).rows;
  return Number(row?.n ?? 0);
}

describe('the database drops the connections of a running server', () => {
  let h: Harness;
  let admin: pg.Client;
  let database: string;
  beforeAll(async () => {
    h = await startHarness(LIMITS);
    database = new URL(h.databaseUrl!).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  }, HARNESS_TIMEOUT_MS);
  afterAll(async () => {
    await admin?.end();
    await h?.close();
  });

  it('a connection cut while a transaction waits between statements: the transaction rolls back and answers unavailable', async () => {
    const before = await balanceOf(h, 'demo01');
    const attempt = h.db.transaction(async (tx) => {
      await tx.query(`UPDATE wallets SET balance_minor = balance_minor - 100 WHERE account_id = 'demo01'`);
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND state = 'idle in transaction'`,
        [database],
      );
      // The cut reaches the idle client as an 'error' event before its next statement.
      await sleep(300);
      await tx.query('SELECT 1');
    });
    await expect(attempt).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(await balanceOf(h, 'demo01')).toEqual(before);
    expect(escaped).toEqual([]);
  });

  it(
    'pg_terminate_backend of every connection during a burst of bets: answers serviceUnavailable, recovers, loses no bet',
    { timeout: HARNESS_TIMEOUT_MS },
    async () => {
      let terminated = 0;
      const players = await sessions(h);
      const answers: Answer[] = [];
      // Where every cut happens to fall between statements, reads are retried and no call fails: another round
      // then cuts more often, until some statements in flight are cut.
      for (
        let round = 0;
        round < 4 && !answers.some((a) => a.body.statusdesc === 'serviceUnavailable');
        round += 1
      ) {
        const answered = await burst(h, players, 30, 10, 15, async (done, placed) => {
          // The cuts start once some bets are placed, so the burst has both answers whatever the machine's speed.
          while (!done() && !placed()) await sleep(5);
          while (!done()) {
            const { rows } = await admin.query<{ n: string }>(
              'SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
              [database],
            );
            terminated += Number(rows[0]?.n ?? 0);
            await sleep([25, 10, 5, 2][round]!);
          }
        });
        answers.push(...answered);
      }
      expect(terminated).toBeGreaterThan(0);
      expectOnlyPlacedOrUnavailable(answers);
      expect(answers.some((a) => a.body.statusdesc === 'serviceUnavailable')).toBe(true);
      expect(answers.some((a) => a.body.status === 1)).toBe(true);

      // Back by itself: the next bet is placed, and the listening connection of the session cache is up again.
      expect(await placeOneBet(h, players[0]!)).toEqual({ http: 200, statusdesc: 'success' });
      expect(
        await eventually(
          () => listening(admin, database),
          (n) => n === 1,
        ),
      ).toBe(1);
      await assertNoAcknowledgedBetLost(h, answers);
      expect(escaped).toEqual([]);
    },
  );
});

describe('the database restarts under a running server', () => {
  let cluster: PgCluster;
  let h: Harness;
  beforeAll(async () => {
    cluster = await createCluster();
    await cluster.start();
    h = await startHarness(LIMITS, cluster.url);
  }, HARNESS_TIMEOUT_MS);
  afterAll(async () => {
    await h?.close();
    await cluster?.remove();
  });

  it(
    'stop and start of the cluster during a burst of bets: answers serviceUnavailable while down, recovers, loses no bet',
    { timeout: HARNESS_TIMEOUT_MS },
    async () => {
      let downAnswer: { http: number; statusdesc: string } | null = null;
      let balanceWhileDown: { http: number; statusdesc: string } | null = null;
      let healthWhileDown = 0;
      const players = await sessions(h);
      const token = players[0]!;
      const answers = await burst(h, players, 30, 10, 15, async (done, placed) => {
        // Stopped once some bets are placed, while the rest of the burst is still arriving.
        while (!done() && !placed()) await sleep(5);
        await cluster.stop('fast');
        downAnswer = await placeOneBet(h, token);
        const balance = await h.post('userbalance', token);
        balanceWhileDown = { http: balance.statusCode, statusdesc: balance.json().statusdesc };
        healthWhileDown = (await h.app.inject({ method: 'GET', url: '/api/health' })).statusCode;
        await cluster.start();
      });
      expect(downAnswer).toEqual({ http: 503, statusdesc: 'serviceUnavailable' });
      expect(balanceWhileDown).toEqual({ http: 503, statusdesc: 'serviceUnavailable' });
      expect(healthWhileDown).toBe(503);
      expectOnlyPlacedOrUnavailable(answers);
      expect(answers.some((a) => a.body.status === 1)).toBe(true);

      const after = await eventually(
        () => placeOneBet(h, token),
        (r) => r.statusdesc === 'success',
      );
      expect(after).toEqual({ http: 200, statusdesc: 'success' });
      expect((await h.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await assertNoAcknowledgedBetLost(h, answers);
      expect(escaped).toEqual([]);
    },
  );
});
