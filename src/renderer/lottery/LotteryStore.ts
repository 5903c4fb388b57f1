import { makeAutoObservable, runInAction } from 'mobx';
import type { LotteryBetRow, LotteryDrawResponse } from '@shared/lottery/api';
import { betCostMinor, checkBet, type LotteryBet, type LotteryBetType } from '@shared/lottery/bets';
import { toMinor } from '@shared/money';
import type { GamesContext } from '../stores/GamesContext';
import { attempt } from '../stores/storeHelpers';

export interface LotteryForm {
  type: LotteryBetType;
  number: string;
  choice: string;
  /** Whole units per line, as typed. */
  stake: string;
}

function slipId(): string {
  return `w4d-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The /w4d page: the open draw, latest results, the bet form's cost, placing and the member's 4D bets. */
export class LotteryStore {
  draw: LotteryDrawResponse | null = null;
  bets: LotteryBetRow[] = [];
  placing = false;
  error: string | null = null;
  lastPlaced: LotteryBetRow[] = [];

  constructor(private readonly ctx: GamesContext) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false });
  }

  get disabled(): boolean {
    return this.ctx.isDisabled('lottery');
  }

  /** The bet the form describes, or the reason it cannot be bought (shared rules, same as the server). */
  describe(form: LotteryForm): { bet: LotteryBet; costMinor: number } | { problem: string } {
    let unitStakeMinor: number;
    try {
      unitStakeMinor = toMinor(form.stake || '0');
    } catch {
      return { problem: 'invalidBetAmount' };
    }
    const game = form.type === 'bigsmall' || form.type === 'oddeven';
    const bet: LotteryBet = {
      type: form.type,
      number: game ? '' : form.number.trim(),
      choice: form.choice,
      unitStakeMinor,
    };
    const problem = checkBet(bet);
    return problem ? { problem } : { bet, costMinor: betCostMinor(bet) };
  }

  async refresh(): Promise<void> {
    const [draw, bets] = await Promise.all([
      attempt(this.ctx, () => this.ctx.apis().lottery.draw()),
      attempt(this.ctx, () => this.ctx.apis().lottery.list()),
    ]);
    runInAction(() => {
      if (draw.ok) this.draw = draw.value;
      else this.error = draw.code;
      if (bets.ok) this.bets = bets.value.bets;
    });
  }

  async place(form: LotteryForm): Promise<boolean> {
    const described = this.describe(form);
    if ('problem' in described) {
      this.error = described.problem;
      return false;
    }
    this.placing = true;
    this.error = null;
    const { bet } = described;
    const res = await attempt(this.ctx, () =>
      this.ctx
        .apis()
        .lottery.bet(slipId(), [
          { bet_type: bet.type, number: bet.number, choice: bet.choice, stake: form.stake },
        ]),
    );
    runInAction(() => {
      this.placing = false;
      if (res.ok) this.lastPlaced = res.value.bets;
      else this.error = res.code;
    });
    if (res.ok) {
      this.ctx.refreshBalance();
      await this.refresh();
    }
    return res.ok;
  }
}
