import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacementQueue } from '../../src/server/betting/placement-queue';
import { openDatabase } from '../../src/server/db/open';
import { toSafeInt, type Database } from '../../src/server/db/types';
import { adjustCredit } from '../../src/server/accounts/admin';
import { HARNESS_TIMEOUT_MS, startHarness, type Harness } from './harness';
import { assertLedgerConsistent, balanceOf, legOf, matches, session, slip } from './bet-helpers';

// PostgreSQL-only (vitest.config.ts runs *.pg.test.ts in the PostgreSQL pass): another process's writes
// land between a placement batch's read and its write, which PGlite's single connection never allows.

let h: Harness;
let other: Database;

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  // A second pool on the same database stands for another process (the admin CLI adjusting credit).
  other = await openDatabase({ databaseUrl: h.databaseUrl });
}, HARNESS_TIMEOUT_MS);
afterAll(async () => {
  await other.close();
  await h.close();
});

describe('bets placed while another process moves the same wallet', () => {
  it(
    'debit each accepted bet once, and the wallet, the ledger and the bets agree',
    { timeout: HARNESS_TIMEOUT_MS },
    async () => {
      const demo = await session(h, 'demo02');
      const pool = matches(h, 'pre');
      const [before] = await h.db.query<{ n: unknown }>(
        `SELECT count(*) AS n FROM bets WHERE account_id = 'demo02'`,
      );
      const opening = await balanceOf(h, 'demo02');
      // Credits and debits of 1.00 to 40.00 from the other pool while 150 bets of 10.00 are placed.
      const adjustments = Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? 1 : -1) * (100 + 65 * i));
      const [answers] = await Promise.all([
        Promise.all(
          Array.from({ length: 150 }, (_, i) =>
            h
              .post('bet/betsingle', {
                ...demo,
                leg: legOf(pool[i % pool.length]!, 'hdp', 'h', 4),
                stake: '10.00',
                slip_id: slip(),
                accept_any_odds: true,
              })
              .then((r) => r.json()),
          ),
        ),
        (async () => {
          for (const amountMinor of adjustments)
            await adjustCredit(other, {
              accountId: 'demo02',
              amountMinor,
              remark: 'test: racing adjustment',
            });
        })(),
      ]);
      expect(answers.map((a) => a.statusdesc).filter((c) => c !== 'success')).toEqual([]);
      const stats = (h.app.bets.deps.placements as PlacementQueue).stats;
      expect(stats.batches + stats.fallbacks).toBeGreaterThan(0);

      const [after] = await h.db.query<{ n: unknown; risk: unknown }>(
        `SELECT count(*) AS n, SUM(risk_minor) AS risk FROM bets WHERE account_id = 'demo02'`,
      );
      const [debits] = await h.db.query<{ n: unknown }>(
        `SELECT count(*) AS n FROM ledger WHERE account_id = 'demo02' AND type = 'bet'`,
      );
      const placed = toSafeInt(after?.n);
      expect(placed - toSafeInt(before?.n)).toBe(150);
      expect(toSafeInt(debits?.n)).toBe(placed);
      const risk = answers.reduce((sum, a) => sum + Math.round(Number(a.bet.risk) * 100), 0);
      const moved = adjustments.reduce((sum, a) => sum + a, 0);
      const closing = await balanceOf(h, 'demo02');
      expect(closing.balance).toBe(opening.balance - risk + moved);
      await assertLedgerConsistent(h, 'demo02');
    },
  );
});
