// Shared by the bet test files: picks real prices from the running simulator and reads money back.
import { randomBytes } from 'node:crypto';
import type { BetLeg } from '../../src/shared/betting/api';
import { LINE_STATE } from '../../src/shared/feed/layout';
import type { MatchOutcome } from '../../src/server/betting/markets';
import type { SimMatch } from '../../src/server/odds/types';
import { toSafeInt } from '../../src/server/db/types';
import type { Harness } from './harness';

export const slip = (): string => randomBytes(8).toString('hex');

/** A soccer result to settle a match with: the full-time and the half-time score. */
export const completed = (home: number, away: number, htHome: number, htAway: number): MatchOutcome => ({
  status: 'completed',
  home,
  away,
  htHome,
  htAway,
  firstGoal: null,
  lastGoal: null,
  placings: [],
});
export const CANCELLED: MatchOutcome = { ...completed(0, 0, 0, 0), status: 'cancelled' };

/** Soccer main matches (no child lines, not outrights) in a state, with a running, priced full-time line of the market. */
export function matches(h: Harness, state: SimMatch['state'], market = 'hdp'): SimMatch[] {
  const sim = h.app.odds.sync();
  return [...sim.matches.values()].filter(
    (m) =>
      m.sport.id === 1 &&
      m.type === 1 &&
      m.parlay &&
      m.state === state &&
      m.lines.some((l) => l[0] === market && l[1] === 0 && l[6] === LINE_STATE.RUNNING && l[3] > 0),
  );
}

const CHOICE_INDEX: Record<string, Record<string, number>> = {
  hdp: { h: 3, a: 4 },
  ou: { o: 3, u: 4 },
  oe: { odd: 3, even: 4 },
  oxt: { '1': 3, x: 4, '2': 5 },
};

/** A slip leg at the match's current price, shown in the given odds type. */
export function legOf(m: SimMatch, market: string, choice: string, oddsType: 1 | 2 | 3 | 4 = 4): BetLeg {
  const line = m.lines.find((l) => l[0] === market && l[1] === 0);
  if (!line) throw new Error(`no ${market} line on ${m.id}`);
  const price = line[CHOICE_INDEX[market]![choice]!] as number;
  return {
    match_id: m.id,
    market,
    period: 0,
    choice,
    line: market === 'hdp' || market === 'ou' ? line[2] : null,
    price,
    odds_type: oddsType,
  };
}

/** A Myanmar handicap leg on the giver's side at the quoted body and percentage, with the quote row it came from. */
export function myanmarLeg(h: Harness) {
  const m = matches(h, 'pre').find((x) => x.mmo.some((r) => r[0] === 'hdp'))!;
  const row = m.mmo.find((r) => r[0] === 'hdp')!;
  const leg = {
    match_id: m.id,
    market: 'hdp',
    period: 0,
    choice: row[2] === 2 ? 'a' : 'h',
    line: null,
    price: 0,
    odds_type: 5,
    mmo: { body: row[3], pct: row[4] },
  };
  return { row, leg };
}

export async function balanceOf(
  h: Harness,
  account: string,
): Promise<{ balance: number; outstanding: number }> {
  const [w] = await h.db.query<{ balance_minor: unknown; outstanding_minor: unknown }>(
    'SELECT balance_minor, outstanding_minor FROM wallets WHERE account_id = $1',
    [account],
  );
  return { balance: toSafeInt(w?.balance_minor), outstanding: toSafeInt(w?.outstanding_minor) };
}

/** The wallet must equal its opening credit plus every ledger row, and every row must chain on the previous. */
export async function assertLedgerConsistent(h: Harness, account: string): Promise<number> {
  const rows = await h.db.query<{
    amount_minor: unknown;
    balance_before_minor: unknown;
    balance_after_minor: unknown;
  }>(
    'SELECT amount_minor, balance_before_minor, balance_after_minor FROM ledger WHERE account_id = $1 ORDER BY id',
    [account],
  );
  let running = 0;
  for (const r of rows) {
    if (toSafeInt(r.balance_before_minor) !== running)
      throw new Error(`ledger chain broken at before=${String(r.balance_before_minor)} expected ${running}`);
    running += toSafeInt(r.amount_minor);
    if (toSafeInt(r.balance_after_minor) !== running) throw new Error('ledger row does not add up');
  }
  const { balance } = await balanceOf(h, account);
  if (balance !== running) throw new Error(`wallet ${balance} != ledger ${running}`);
  return running;
}

export async function session(h: Harness, account: string) {
  return { account_id: account, session_token: await h.login(account) };
}

/** open_stakes (migration 018) must equal the open singles' stakes summed per member, match and market. */
export async function assertOpenStakesConsistent(h: Harness): Promise<void> {
  const drift = await h.db.query<Record<string, unknown>>(
    `WITH truth AS (
       SELECT l.account_id, l.match_key, l.market, SUM(b.stake_minor) AS stake
       FROM bet_legs l JOIN bets b ON b.id = l.bet_id
       WHERE b.status IN ('waiting', 'running') AND b.kind IN ('single', 'mmo_single')
       GROUP BY l.account_id, l.match_key, l.market
     )
     SELECT COALESCE(t.account_id, o.account_id) AS account_id, COALESCE(t.match_key, o.match_key) AS match_key,
            COALESCE(t.market, o.market) AS market, t.stake AS expected, o.stake_minor AS kept
     FROM truth t FULL JOIN open_stakes o USING (account_id, match_key, market)
     WHERE COALESCE(t.stake, 0) <> COALESCE(o.stake_minor, 0)`,
  );
  if (drift.length > 0) throw new Error(`open_stakes drifted: ${JSON.stringify(drift.slice(0, 5))}`);
}
