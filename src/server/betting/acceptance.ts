// Live acceptance (RULES.md section 10 "Live betting"): a waiting bet is rejected and refunded when a goal or a red
// card happened in any of its live matches during the delay, otherwise accepted as running.
import { toSafeInt } from '../db/types';
import { applyLedgerEntry } from '../wallet/wallet';
import type { BettingDeps } from './deps';

interface WaitingLeg {
  bet_id: unknown;
  match_id: unknown;
  score_home: number | null;
  score_away: number | null;
  reds_at_bet: number;
  live: boolean;
}

/**
 * Why a waiting bet is refused, or null to accept it, judged by the stored world (the leader's, or the rows
 * this server read): a finished match by its recorded goals.
 */
async function rejectReason(deps: BettingDeps, legs: WaitingLeg[]): Promise<string | null> {
  const world = deps.odds.world();
  for (const leg of legs) {
    if (!leg.live) continue;
    const matchId = toSafeInt(leg.match_id);
    const m = world.getMatch(matchId);
    const result = m ? null : await deps.odds.resultOf(matchId);
    const goals = m ? m.scoreHome + m.scoreAway : result ? result.scoreHome + result.scoreAway : null;
    const before = (leg.score_home ?? 0) + (leg.score_away ?? 0);
    if (goals !== null && goals !== before) return 'goal';
    if (m && m.redHome + m.redAway !== leg.reds_at_bet) return 'red_card';
  }
  return null;
}

/** Decides every waiting bet whose delay is over; each decision is its own transaction. Returns how many. */
export async function processWaiting(deps: BettingDeps): Promise<number> {
  const { db } = deps.ctx;
  const due = await db.query<{ id: unknown }>(
    `SELECT id FROM bets WHERE status = 'waiting' AND accept_at_ms <= $1 ORDER BY accept_at_ms, id LIMIT 500`,
    [deps.ctx.now()],
  );
  if (due.length === 0) return 0;
  deps.odds.sync();
  // A follower judges by the newest stored rows, not by a copy up to a tick old.
  if (!deps.odds.producing) await deps.odds.replica.refresh();
  let decided = 0;
  for (const { id } of due) {
    const betId = toSafeInt(id);
    const legs = await db.query<WaitingLeg>(
      'SELECT bet_id, match_id, score_home, score_away, reds_at_bet, live FROM bet_legs WHERE bet_id = $1',
      [betId],
    );
    const reason = await rejectReason(deps, legs);
    const done = await db.transaction(async (tx) => {
      // The status guard makes a second decider (timer and a list call at once) a no-op.
      const [bet] = await tx.query<{ account_id: string; risk_minor: unknown; ref_no: string }>(
        `UPDATE bets SET status = $2, reject_reason = $3 WHERE id = $1 AND status = 'waiting'
         RETURNING account_id, risk_minor, ref_no`,
        [betId, reason ? 'rejected' : 'running', reason],
      );
      if (!bet) return false;
      if (reason) {
        const risk = toSafeInt(bet.risk_minor);
        await applyLedgerEntry(tx, {
          accountId: bet.account_id,
          type: 'refund',
          amountMinor: risk,
          ref: bet.ref_no,
          remark: `rejected ${bet.ref_no}: ${reason}`,
          idempotencyKey: `reject:${betId}`,
          platform: 'sportsbook',
        });
        await tx.query(
          'UPDATE wallets SET outstanding_minor = outstanding_minor - $2 WHERE account_id = $1',
          [bet.account_id, risk],
        );
      }
      return true;
    });
    if (done) decided++;
  }
  return decided;
}
