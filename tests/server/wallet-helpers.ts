import { toSafeInt } from '../../src/server/db/types';
import type { Harness } from './harness';

/** The member's wallet balance in minor units, read from the store. */
export async function walletBalance(h: Harness, account: string): Promise<number> {
  return toSafeInt(
    (
      await h.db.query<{ b: unknown }>('SELECT balance_minor AS b FROM wallets WHERE account_id = $1', [
        account,
      ])
    )[0]?.b,
  );
}

/** The sum of every ledger row of the member: what moved the wallet, to compare with the balance's change. */
export async function ledgerTotal(h: Harness, account: string): Promise<number> {
  return toSafeInt(
    (
      await h.db.query<{ s: unknown }>(
        'SELECT COALESCE(SUM(amount_minor), 0) AS s FROM ledger WHERE account_id = $1',
        [account],
      )
    )[0]?.s,
  );
}
