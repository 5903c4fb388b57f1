import type { Database } from '../db/types';
import { hashPassword } from '../security/password';
import { createMember } from '../accounts/members-admin';
import { ensureUpline } from '../accounts/upline-chain';
import { acceptCurrentTerms } from '../terms/service';
import { defaultBetLimits } from './bet-limits';
import { DEMO_ACCOUNTS, DEMO_MEMBER_COMMISSION_BP, DEMO_PASSWORD, DEMO_UPLINES } from './demo-accounts';

const SEED_KEY = 'seed_version';
const SEED_VERSION = '1';

/** Creates the demo data once; the marker row and the data commit together, so a crash mid-seed retries cleanly. */
export async function seedDemoData(db: Database): Promise<boolean> {
  const marker = await db.query('SELECT value FROM app_meta WHERE key = $1', [SEED_KEY]);
  if (marker.length > 0) return false;
  // Hashing is the slow part; doing it in parallel and outside the transaction keeps the lock short.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [7_204_118]);
    const marker = await tx.query('SELECT value FROM app_meta WHERE key = $1', [SEED_KEY]);
    if (marker.length > 0) return false;
    for (const upline of DEMO_UPLINES) await ensureUpline(tx, upline);
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const existing = await tx.query('SELECT 1 FROM members WHERE account_id = $1', [account.accountId]);
      if (existing.length > 0) continue;
      await createMember(tx, {
        ...account,
        password: DEMO_PASSWORD,
        passwordHash: hashes[index],
        commissionBp: DEMO_MEMBER_COMMISSION_BP,
        betLimits: defaultBetLimits(account.currency),
      });
      if (!account.termsPending) await acceptCurrentTerms(tx, account.accountId, Date.now());
    }
    await tx.query('INSERT INTO app_meta (key, value) VALUES ($1, $2)', [SEED_KEY, SEED_VERSION]);
    return true;
  });
}
