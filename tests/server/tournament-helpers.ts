// Shared set-up of the tournament suites: sessions, a valid-bet source the test controls, room matches
// picked from the simulator, and money read straight from the ledger.
import { toSafeInt } from '../../src/server/db/types';
import type { ValidBetSource } from '../../src/server/tournament/access';
import { createMember } from '../../src/server/accounts/members-admin';
import { acceptCurrentTerms } from '../../src/server/terms/service';
import type { Harness } from './harness';

export interface Member {
  account_id: string;
  session_token: string;
}

/** Grants a valid sportsbook bet to the listed accounts only, so the join rule can be tested both ways. */
export function grantValidBets(h: Harness, accounts: Iterable<string>): Set<string> {
  const allowed = new Set(accounts);
  const source: ValidBetSource = { hasValidBet: async (_q, accountId) => allowed.has(accountId) };
  h.app.tournaments.deps.validBets = source;
  return allowed;
}

export async function member(h: Harness, accountId: string): Promise<Member> {
  return { account_id: accountId, session_token: await h.login(accountId) };
}

export async function newMembers(
  h: Harness,
  prefix: string,
  count: number,
  currency = 'MYR',
): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  await h.db.transaction(async (tx) => {
    for (const accountId of ids) {
      await createMember(tx, {
        accountId,
        password: 'Pass1234',
        currency,
        agentId: 'ag01',
        commissionBp: 25,
        creditMinor: 100_000,
        betLimits: [],
      });
      // As the seeded demo members: these tests are about what the members do once past the terms screen.
      await acceptCurrentTerms(tx, accountId, Date.now());
    }
  });
  return ids;
}

export type Answer = { http: number; status: number; statusdesc: string } & Record<string, unknown>;

export async function call(
  h: Harness,
  who: Member,
  name: string,
  body: Record<string, unknown> = {},
): Promise<Answer> {
  const res = await h.post(`tournament/${name}`, { ...who, ...body });
  return { http: res.statusCode, ...(res.json() as { status: number; statusdesc: string }) };
}

/** A GMT+8 date with at least `n` matches a room can take, and their ids (earliest first). */
export async function pickMatches(
  h: Harness,
  who: Member,
  n = 3,
  virtual = false,
): Promise<{ date: string; ids: number[] }> {
  const now = h.app.odds.simNow();
  for (let day = 0; day < 8; day++) {
    const date = new Date(now + 8 * 3600_000 + day * 86_400_000).toISOString().slice(0, 10);
    const res = await call(h, who, 'roommatchlist', { match_date: date, virtual });
    const open = (res.matches as { match_id: number; open: boolean; live: boolean }[]).filter(
      (m) => m.open && !m.live,
    );
    if (open.length >= n) return { date, ids: open.slice(0, n).map((m) => m.match_id) };
  }
  throw new Error('no date with enough open matches');
}

export async function balanceOf(h: Harness, accountId: string): Promise<number> {
  const [row] = await h.db.query<{ balance_minor: unknown }>(
    'SELECT balance_minor FROM wallets WHERE account_id = $1',
    [accountId],
  );
  return toSafeInt(row?.balance_minor);
}

export async function tournamentLedger(h: Harness, accountId: string) {
  const rows = await h.db.query<{ type: string; amount_minor: unknown; idempotency_key: string }>(
    `SELECT type, amount_minor, idempotency_key FROM ledger WHERE account_id = $1 AND platform = 'tournament' ORDER BY id`,
    [accountId],
  );
  return rows.map((r) => ({ type: r.type, amount: toSafeInt(r.amount_minor), key: r.idempotency_key }));
}

/** Sum of every wallet plus every fee still held by a running room: constant while only tournaments move money. */
export async function moneyInPlay(h: Harness): Promise<number> {
  const [w] = await h.db.query<{ s: unknown }>('SELECT COALESCE(SUM(balance_minor), 0) AS s FROM wallets');
  const [p] = await h.db.query<{ s: unknown }>(
    'SELECT COALESCE(SUM(pool_minor), 0) AS s FROM tournament_rooms WHERE outcome IS NULL',
  );
  return toSafeInt(w?.s) + toSafeInt(p?.s);
}

export function roomBody(date: string, ids: number[], over: Record<string, unknown> = {}) {
  return {
    room_id: `R${Math.floor(Math.random() * 1e8)}`,
    room_type: 1,
    match_date: date,
    matches: ids,
    room_limit: 10,
    room_rate: '50.00',
    ...over,
  };
}
