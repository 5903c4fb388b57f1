// Auto cash out (RULES.md section 12): the player sets the value at which a running bet is cashed out without them;
// the leader's job watches the offers of those bets and takes each whose offer reached its value, through the same
// transaction as a cash out the player asks for. A suspended market, a price in its live delay or an account that
// may not move money offers nothing, so nothing is taken then: the job tries again on its next round.
import type { CashOutAutoResponse } from '../../shared/betting/api';
import { minorToDecimalString as dec, toMinor } from '../../shared/money';
import { toSafeInt } from '../db/types';
import { ApiError } from '../http/api-error';
import { SerialJobs } from '../infra/serial-jobs';
import { isProductDisabled } from '../provider/switches';
import { assertMemberMayPlay } from '../provider/transfer';
import { cashOutTakes, maxReturnOf, quoteCashOuts, takeCashOut } from './cash-out';
import type { BettingDeps } from './deps';

type Row = Record<string, unknown>;
const int = (v: unknown): number => toSafeInt(v ?? 0);

/**
 * Sets (or with null clears) the value at which the member's bet is cashed out by itself. The value must be above
 * nothing and at most what the bet can still return; the bet must be one cash out takes, whatever its offer now
 * (a suspended market can be waited out).
 */
export async function setAutoCashOut(
  deps: BettingDeps,
  accountId: string,
  betId: number,
  valueMinor: number | null,
): Promise<CashOutAutoResponse> {
  const { db } = deps.ctx;
  return db.transaction(async (tx) => {
    const [bet] = await tx.query<Row>('SELECT * FROM bets WHERE id = $1 AND account_id = $2 FOR UPDATE', [
      betId,
      accountId,
    ]);
    if (!bet) throw new ApiError('betNotExists');
    if (valueMinor === null) {
      await tx.query('DELETE FROM auto_cash_outs WHERE bet_id = $1', [betId]);
      return { bet_id: betId, auto_value: null };
    }
    if (!cashOutTakes(bet)) throw new ApiError('cashOutUnavailable');
    if (!(valueMinor > 0 && valueMinor <= maxReturnOf(bet))) throw new ApiError('cashOutAmountInvalid');
    await tx.query(
      `INSERT INTO auto_cash_outs (bet_id, account_id, value_minor) VALUES ($1, $2, $3)
       ON CONFLICT (bet_id) DO UPDATE SET value_minor = EXCLUDED.value_minor, set_at = clock_timestamp()`,
      [betId, accountId, valueMinor],
    );
    return { bet_id: betId, auto_value: dec(valueMinor) };
  });
}

/** How often the leader looks at the offers of bets with an auto cash out. */
const EVERY_MS = 1_000;

/** The leader's auto cash out job: one round at a time, never two at once on this server. */
export class AutoCashOutService extends SerialJobs {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running = false;

  constructor(private readonly deps: BettingDeps) {
    super('auto-cash-out', deps.ctx.log);
  }

  start(everyMs = EVERY_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      // A slow round is not queued behind by more rounds: the next tick after it finishes looks again.
      if (this.running) return;
      this.running = true;
      this.fireAndForget(() => this.sweep().finally(() => (this.running = false)));
    }, everyMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One round: drops the values of bets that ended, and takes every bet whose offer reached its value. */
  async sweep(): Promise<number> {
    const { db } = this.deps.ctx;
    await db.query(
      `DELETE FROM auto_cash_outs a USING bets b WHERE b.id = a.bet_id AND b.status <> 'running'`,
    );
    const rows = await db.query<Row>(
      `SELECT bet_id, account_id, value_minor, (extract(epoch FROM set_at) * 1000000)::bigint AS set_us
       FROM auto_cash_outs ORDER BY account_id, bet_id`,
    );
    const byAccount = new Map<string, Row[]>();
    for (const r of rows)
      byAccount.set(String(r.account_id), [...(byAccount.get(String(r.account_id)) ?? []), r]);
    let taken = 0;
    for (const [accountId, autos] of byAccount) {
      if (await isProductDisabled(db, accountId, 'cash_out')) continue;
      try {
        await assertMemberMayPlay(db, accountId);
      } catch {
        continue;
      }
      const { offers } = await quoteCashOuts(
        this.deps,
        accountId,
        autos.map((a) => int(a.bet_id)),
      );
      for (const auto of autos) {
        const betId = int(auto.bet_id);
        const target = int(auto.value_minor);
        const offer = offers.find((o) => o.bet_id === betId);
        if (!offer || offer.value === null || toMinor(offer.value) < target) continue;
        try {
          await takeCashOut(
            this.deps,
            { accountId },
            {
              bet_id: betId,
              // The value the player set: taken only while the offer is at least that, at the offer of the moment.
              value: target,
              // One key per value set: a round repeated after a crash, or by a second leader, credits once. A player's
              // request id has no ':', so it never takes this one.
              request_id: `auto:${betId}:${int(auto.set_us)}`,
              automatic: true,
            },
          );
          taken++;
        } catch (error) {
          // The offer fell or the bet ended between the quote and the taking: the next round looks again.
          if (!(error instanceof ApiError)) throw error;
          this.log.info({ betId, code: error.code }, 'auto cash out not taken');
        }
      }
    }
    return taken;
  }
}
