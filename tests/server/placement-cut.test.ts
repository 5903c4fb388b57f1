// A placement batch whose write commits but whose answer never arrives (the connection cut right after COMMIT):
// every bet of the batch answers serviceUnavailable, none is placed a second time by a retry of the batch, and
// sending the slip again is refused as a duplicate instead of debiting twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { StoreUnavailableError, toSafeInt, type Database } from '../../src/server/db/types';
import { assertLedgerConsistent, balanceOf, legOf, matches, slip } from './bet-helpers';
import { HARNESS_TIMEOUT_MS, startHarness, TEST_SECRET, type Harness } from './harness';

let h: Harness;
let app: FastifyInstance;
let cuts = 0;
beforeAll(async () => {
  h = await startHarness();
  // The same database, except that each batch write is carried out and then reported as a cut connection.
  const cutAfterBatchWrite: Database = {
    ...h.db,
    query: async (sql, params) => {
      const rows = await h.db.query(sql, params);
      if (/write_bet_batch_checked/.test(sql)) {
        cuts += 1;
        throw new StoreUnavailableError(new Error('Connection terminated unexpectedly'));
      }
      return rows as never;
    },
  };
  app = await buildApp({
    db: cutAfterBatchWrite,
    config: { requestLimit: { max: 100_000, windowMs: 60_000 } },
    operatorSecret: TEST_SECRET,
  });
}, HARNESS_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
  await h?.close();
});

const post = async (path: string, body: unknown) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: body as Record<string, unknown>,
  });
  return { http: res.statusCode, body: res.json() as { status: number; statusdesc: string } };
};

describe('a placement batch cut off after its write', () => {
  it(
    'answers serviceUnavailable for its bets, writes each once, and a resubmitted slip is a duplicate',
    { timeout: HARNESS_TIMEOUT_MS },
    async () => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/userlogin',
        payload: { account_id: 'demo01', password: 'Pass1234' },
      });
      const session = {
        account_id: 'demo01',
        session_token: login.json().member_profile.player_info[0].session_token as string,
      };
      const pool = matches({ ...h, app } as Harness, 'pre');
      const slips = Array.from({ length: 20 }, () => slip());
      const bet = (slipId: string, i: number) =>
        post('bet/betsingle', {
          ...session,
          leg: legOf(pool[i % pool.length]!, 'hdp', 'h', 4),
          stake: '10.00',
          slip_id: slipId,
          accept_any_odds: true,
        });
      const answers = await Promise.all(slips.map(bet));

      expect(cuts).toBeGreaterThan(0);
      const unavailable = slips.filter((_, i) => answers[i]!.http === 503);
      expect(unavailable.length).toBeGreaterThan(1);
      for (const [i, a] of answers.entries()) {
        expect(
          a.body.status === 1 || (a.http === 503 && a.body.statusdesc === 'serviceUnavailable'),
          `${slips[i]}: ${a.http} ${a.body.statusdesc}`,
        ).toBe(true);
      }
      // Every slip was written, once, with its one debit: the batch's write went through before the cut.
      for (const slipId of slips) {
        const [row] = await h.db.query<{ bets: unknown; debits: unknown }>(
          `SELECT (SELECT count(*) FROM bets WHERE account_id = 'demo01' AND slip_id = $1) AS bets,
                (SELECT count(*) FROM ledger WHERE idempotency_key = $2) AS debits`,
          [slipId, `bet:demo01:${slipId}`],
        );
        expect([toSafeInt(row?.bets), toSafeInt(row?.debits)]).toEqual([1, 1]);
      }
      await assertLedgerConsistent(h, 'demo01');

      // The player, told to check, sends one of them again: refused, nothing debited twice.
      const before = await balanceOf(h, 'demo01');
      const again = await bet(unavailable[0]!, 0);
      expect(again.body).toEqual({ status: 0, statusdesc: 'duplicate_debit_record' });
      expect(await balanceOf(h, 'demo01')).toEqual(before);
    },
  );
});
