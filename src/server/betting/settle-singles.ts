// Set-based settlement of the single bets of one match: the outcome is computed once per distinct
// selection in shared code, then a few statements pay every bet, write its ledger rows with running
// balances and move the wallets, all in one transaction. 100,000 bets cost a handful of statements.
import { settlePick } from './markets';
import type { MatchOutcome } from './markets';
import { toSafeInt, type Queryable } from '../db/types';

interface GroupRow {
  market: string;
  period: number;
  choice: string;
  line: number | null;
  score_home: number | null;
  score_away: number | null;
  mmo_body: number | null;
  mmo_pct: number | null;
  mmo_giver: number | null;
}

const SINGLE_KINDS = `('single', 'mmo_single')`;
/** Lines, scores and Myanmar figures are small integers; this one never occurs. */
const NONE = -2147483648;

/** Serialises settlement per match across processes sharing one PostgreSQL (any fixed first key). */
export async function lockMatch(tx: Queryable, matchId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(7204119, ($1::bigint % 2147483647)::int)', [matchId]);
}

/** The running singles of a match, for settling them one at a time when the set cannot be settled at once. */
export async function runningSinglesOf(q: Queryable, matchId: number): Promise<number[]> {
  const rows = await q.query<{ id: unknown }>(
    `SELECT b.id FROM bets b JOIN bet_legs l ON l.bet_id = b.id
     WHERE l.match_id = $1 AND b.status = 'running' AND b.kind IN ${SINGLE_KINDS} ORDER BY b.id`,
    [matchId],
  );
  return rows.map((r) => toSafeInt(r.id));
}

/**
 * Settles every running single of the match, or only the one bet `betId`. The return formula in SQL is
 * shared/betting/outcome.ts singleReturn (win share truncated, loss share rounded up, capped at max payout);
 * tests compare the two.
 */
export async function settleSinglesOfMatch(
  tx: Queryable,
  matchId: number,
  result: MatchOutcome,
  betId: number | null = null,
): Promise<number> {
  // The joins, sorts and window below handle every bet of the match at once: with the default 4 MB they
  // spill to temporary files. The setting ends with this transaction.
  await tx.query(`SET LOCAL work_mem = '128MB'`);
  // Every distinct selection on the match (legs of parlays and of settled bets too: a superset is harmless,
  // and reading the legs alone avoids joining 100,000 bets just to list a few dozen selections).
  const groups = await tx.query<GroupRow>(
    `SELECT DISTINCT l.market, l.period, l.choice, l.line, l.score_home, l.score_away, l.mmo_body, l.mmo_pct, l.mmo_giver
     FROM bet_legs l WHERE l.match_id = $1 AND ($2::bigint IS NULL OR l.bet_id = $2::bigint)`,
    [matchId, betId],
  );
  if (groups.length === 0) return 0;
  const factors = groups.map((g) => {
    const f = settlePick(
      {
        market: g.market,
        period: g.period,
        choice: g.choice,
        line: g.line,
        scoreAtBet: g.score_home === null || g.score_away === null ? null : [g.score_home, g.score_away],
        mmo:
          g.mmo_body === null
            ? null
            : { quote: { body: g.mmo_body, pct: g.mmo_pct ?? 0 }, giver: (g.mmo_giver ?? 0) as 0 | 1 | 2 },
      },
      result,
    );
    return { ...g, outcome: f.outcome, w: f.winBp, l: f.loseBp };
  });
  await tx.query(`CREATE TEMP TABLE _settle (
      id BIGINT PRIMARY KEY, account_id TEXT, ref_no TEXT, risk BIGINT, outcome TEXT, w BIGINT, l BIGINT, ret BIGINT, valid BIGINT, comm BIGINT
    ) ON COMMIT DROP`);
  await tx.query(
    `INSERT INTO _settle (id, account_id, ref_no, risk, outcome, w, l, ret, valid, comm)
     SELECT b.id, b.account_id, b.ref_no, b.risk_minor, f.outcome, f.w, f.l,
            LEAST(b.risk_minor + (b.win_minor * f.w) / 10000 - (b.risk_minor * f.l + 9999) / 10000, b.max_payout_minor),
            (b.risk_minor * GREATEST(f.w, f.l)) / 10000,
            CASE WHEN m.comm_type = 'A' OR (m.comm_type = 'B' AND f.l > 0)
                 THEN ((b.risk_minor * GREATEST(f.w, f.l)) / 10000) * m.commission_bp / 10000 ELSE 0 END
     FROM bets b
     JOIN bet_legs l ON l.bet_id = b.id
     JOIN members m ON m.account_id = b.account_id
     JOIN jsonb_to_recordset($2::jsonb) AS f(market TEXT, period INT, choice TEXT, line INT, score_home INT, score_away INT,
            mmo_body INT, mmo_pct INT, mmo_giver INT, outcome TEXT, w BIGINT, l BIGINT)
       -- COALESCE to a value no column holds keeps these plain equalities, so the join can hash.
       ON f.market = l.market AND f.period = l.period AND f.choice = l.choice
      AND COALESCE(f.line, ${NONE}) = COALESCE(l.line, ${NONE})
      AND COALESCE(f.score_home, ${NONE}) = COALESCE(l.score_home, ${NONE}) AND COALESCE(f.score_away, ${NONE}) = COALESCE(l.score_away, ${NONE})
      AND COALESCE(f.mmo_body, ${NONE}) = COALESCE(l.mmo_body, ${NONE}) AND COALESCE(f.mmo_pct, ${NONE}) = COALESCE(l.mmo_pct, ${NONE})
      AND COALESCE(f.mmo_giver, ${NONE}) = COALESCE(l.mmo_giver, ${NONE})
     WHERE l.match_id = $1 AND b.status = 'running' AND b.kind IN ${SINGLE_KINDS}
       AND ($3::bigint IS NULL OR b.id = $3::bigint)`,
    [matchId, JSON.stringify(factors), betId],
  );
  await tx.query(
    `UPDATE bets SET status = CASE WHEN s.outcome = 'void' THEN 'void' ELSE 'settled' END, outcome = s.outcome,
       win_bp = s.w, lose_bp = s.l, return_minor = s.ret, valid_turnover_minor = s.valid, commission_minor = s.comm,
       settled_at = clock_timestamp(), settle_count = settle_count + 1
     FROM _settle s WHERE bets.id = s.id`,
  );
  // A single's outcome lives on its bet row; its leg is not rewritten (100,000 fewer updates per match).
  // Wallet rows are locked in a fixed order before the ledger reads their balances.
  await tx.query(
    'SELECT 1 FROM wallets WHERE account_id IN (SELECT DISTINCT account_id FROM _settle) ORDER BY account_id FOR UPDATE',
  );
  // One ledger row per bet for what it returns, written with running balances per account.
  await tx.query(
    `WITH run AS (
       SELECT s.*, SUM(ret) OVER (PARTITION BY account_id ORDER BY id) AS cum FROM _settle s WHERE ret > 0
     )
     INSERT INTO ledger (account_id, type, amount_minor, balance_before_minor, balance_after_minor, ref, remark, idempotency_key, platform, created_at)
     SELECT r.account_id, CASE WHEN r.outcome = 'void' THEN 'refund' ELSE 'settle' END, r.ret, w.balance_minor + r.cum - r.ret,
            w.balance_minor + r.cum, r.ref_no, CASE WHEN r.outcome = 'void' THEN 'void ' ELSE 'settle ' END || r.ref_no,
            'settle:' || r.id || ':1:0', 'sportsbook', clock_timestamp()
     FROM run r JOIN wallets w ON w.account_id = r.account_id
     ORDER BY r.account_id, r.id`,
  );
  // Commission is kept per bet on its row and credited as one ledger row per member and settlement run:
  // a row per bet would double the ledger writes of a busy match for amounts of a few cents.
  await tx.query(
    `INSERT INTO ledger (account_id, type, amount_minor, balance_before_minor, balance_after_minor, ref, remark, idempotency_key, platform, created_at)
     SELECT t.account_id, 'commission', t.comm, w.balance_minor + t.ret, w.balance_minor + t.ret + t.comm, NULL,
            'commission match ' || $1::text || ' (' || t.n || ' bets)', 'settlecomm:' || $1::text || ':' || t.first_id, 'sportsbook', clock_timestamp()
     FROM (SELECT account_id, SUM(ret) AS ret, SUM(comm) AS comm, count(*) AS n, MIN(id) AS first_id FROM _settle GROUP BY account_id) t
     JOIN wallets w ON w.account_id = t.account_id
     WHERE t.comm > 0
     ORDER BY t.account_id`,
    [matchId],
  );
  await tx.query(
    `UPDATE wallets SET balance_minor = balance_minor + t.credit, outstanding_minor = outstanding_minor - t.risk, updated_at = now()
     FROM (SELECT account_id, SUM(ret + comm) AS credit, SUM(risk) AS risk FROM _settle GROUP BY account_id) t
     WHERE wallets.account_id = t.account_id`,
  );
  const [count] = await tx.query<{ n: unknown }>('SELECT count(*) AS n FROM _settle');
  return toSafeInt(count?.n ?? 0);
}
