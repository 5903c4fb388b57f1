// Parlays and system parlays: each leg is marked when its match settles; the ticket pays once its last
// leg is known (RULES.md section 10 mix parlay multipliers; a system parlay is the sum of its independent tickets).
import { settlePick } from './markets';
import type { MatchOutcome } from './markets';
import { BP } from '../../shared/betting/outcome';
import type { Outcome, SettleFactor } from '../../shared/betting/outcome';
import { parlayReturn, systemTickets } from '../../shared/betting/parlay';
import { settleAmounts, settlementMoves } from './settlement';
import type { Settled } from './settlement';
import { toSafeInt, type Queryable } from '../db/types';
import { loadCommission } from './member';
import { postSettlementMoves, writeBetSettlement } from './settlement-records';

/** Bets whose legs are marked one match at a time and paid when the last is known (a bet builder's too). */
export const PARLAY_KINDS = `('parlay', 'system', 'mmo_parlay', 'builder')`;

type Row = Record<string, unknown>;
const int = (v: unknown): number => toSafeInt(v ?? 0);

export function legFactor(l: Row, result: MatchOutcome): SettleFactor {
  const body = l.mmo_body === null || l.mmo_body === undefined ? null : int(l.mmo_body);
  return settlePick(
    {
      market: String(l.market),
      period: int(l.period),
      choice: String(l.choice),
      line: l.line === null ? null : int(l.line),
      scoreAtBet: l.score_home === null ? null : [int(l.score_home), int(l.score_away)],
      mmo:
        body === null ? null : { quote: { body, pct: int(l.mmo_pct) }, giver: int(l.mmo_giver) as 0 | 1 | 2 },
    },
    result,
  );
}

/** The open parlays with a leg on this match still to mark, for marking them one at a time. */
export async function openParlaysOf(q: Queryable, matchId: number): Promise<number[]> {
  const rows = await q.query<Row>(
    `SELECT DISTINCT l.bet_id FROM bet_legs l JOIN bets b ON b.id = l.bet_id
     WHERE l.match_id = $1 AND l.outcome IS NULL AND b.status IN ('waiting', 'running') AND b.kind IN ${PARLAY_KINDS}
     ORDER BY l.bet_id`,
    [matchId],
  );
  return rows.map((r) => int(r.bet_id));
}

/** Marks the legs of open parlays on this match (or of the one bet `betId`) and answers the ids of the bets to look at. */
export async function markParlayLegs(
  tx: Queryable,
  matchId: number,
  result: MatchOutcome,
  betId: number | null = null,
): Promise<number[]> {
  const legs = await tx.query<Row>(
    `SELECT l.* FROM bet_legs l JOIN bets b ON b.id = l.bet_id
     WHERE l.match_id = $1 AND l.outcome IS NULL AND b.status IN ('waiting', 'running') AND b.kind IN ${PARLAY_KINDS}
       AND ($2::bigint IS NULL OR l.bet_id = $2::bigint)`,
    [matchId, betId],
  );
  for (const l of legs) {
    const f = legFactor(l, result);
    await tx.query(
      'UPDATE bet_legs SET outcome = $3, win_bp = $4, lose_bp = $5 WHERE bet_id = $1 AND leg_no = $2',
      [int(l.bet_id), int(l.leg_no), f.outcome, f.winBp, f.loseBp],
    );
  }
  return [...new Set(legs.map((l) => int(l.bet_id)))];
}

const factorOf = (l: Row): SettleFactor => ({
  outcome: l.outcome as Outcome,
  winBp: int(l.win_bp),
  loseBp: int(l.lose_bp),
});

/** The return of a parlay or system parlay from its settled legs (null while a leg is open). */
function parlayTotal(bet: Row, legs: Row[]): { returnMinor: number; allVoid: boolean } | null {
  if (legs.some((l) => l.outcome === null || l.outcome === undefined)) return null;
  const priced = legs.map((l) => ({ price: int(l.price), factor: factorOf(l) }));
  const allVoid = priced.every((l) => l.factor.outcome === 'void');
  if (bet.kind === 'builder')
    return builderTotal(
      bet,
      priced.map((l) => l.factor.outcome),
    );
  if (bet.kind !== 'system') return { returnMinor: parlayReturn(int(bet.stake_minor), priced), allVoid };
  const unit = int(bet.stake_minor) / int(bet.ticket_count);
  const sizes = JSON.parse(String(bet.sizes)) as number[];
  const total = systemTickets(legs.length, sizes).reduce(
    (sum, t) =>
      sum +
      parlayReturn(
        unit,
        t.map((i) => priced[i]!),
      ),
    0,
  );
  return { returnMinor: total, allVoid };
}

/**
 * A bet builder pays its one price when every selection won and nothing when one lost; its selections were priced
 * together, so a void one (a cancelled match) cannot be taken out of the price: without a loss, the stake comes back.
 */
function builderTotal(bet: Row, outcomes: Outcome[]): { returnMinor: number; allVoid: boolean } {
  if (outcomes.some((o) => o !== 'won' && o !== 'void')) return { returnMinor: 0, allVoid: false };
  if (outcomes.some((o) => o === 'void')) return { returnMinor: int(bet.risk_minor), allVoid: true };
  return { returnMinor: int(bet.risk_minor) + int(bet.win_minor), allVoid: false };
}

/** A whole-ticket factor: its outcome label and the shares the commission rules read. */
function ticketFactor(risk: number, ret: number, allVoid: boolean): SettleFactor {
  if (allVoid) return { outcome: 'void', winBp: 0, loseBp: 0 };
  if (ret > risk) return { outcome: 'won', winBp: BP, loseBp: 0 };
  if (ret === risk) return { outcome: 'draw', winBp: 0, loseBp: 0 };
  return { outcome: ret === 0 ? 'lost' : 'lost_part', winBp: 0, loseBp: BP };
}

export async function parlaySettled(
  tx: Queryable,
  bet: Row,
): Promise<{ settled: Settled; factor: SettleFactor } | null> {
  const legs = await tx.query<Row>('SELECT * FROM bet_legs WHERE bet_id = $1 ORDER BY leg_no', [int(bet.id)]);
  const total = parlayTotal(bet, legs);
  if (!total) return null;
  const risk = int(bet.risk_minor);
  const factor = ticketFactor(risk, total.returnMinor, total.allVoid);
  const member = await loadCommission(tx, String(bet.account_id));
  return {
    settled: settleAmounts(risk, total.returnMinor, factor, int(bet.max_payout_minor), member),
    factor,
  };
}

/** Pays one running parlay whose legs are all settled, in the caller's transaction. */
export async function settleParlayBet(tx: Queryable, betId: number): Promise<boolean> {
  const [bet] = await tx.query<Row>(`SELECT * FROM bets WHERE id = $1 AND status = 'running' FOR UPDATE`, [
    betId,
  ]);
  if (!bet) return false;
  const done = await parlaySettled(tx, bet);
  if (!done) return false;
  const { settled, factor } = done;
  const voided = factor.outcome === 'void';
  await writeBetSettlement(tx, betId, factor, settled);
  await postSettlementMoves(tx, bet, 1, settlementMoves(settled, voided));
  await tx.query('UPDATE wallets SET outstanding_minor = outstanding_minor - $2 WHERE account_id = $1', [
    String(bet.account_id),
    int(bet.risk_minor),
  ]);
  return true;
}
