import { makeAutoObservable, runInAction } from 'mobx';
import type { KenoBetRow, KenoDrawRecord, KenoDrawResponse } from '@shared/keno/api';
import { checkPicks, checkStake, KENO_DRAWN, KENO_MAX_PICKS, KENO_PAYTABLE } from '@shared/keno/rules';
import { toMinor } from '@shared/money';
import type { GamesContext } from '../stores/GamesContext';
import { attempt } from '../stores/storeHelpers';
import { isNetworkFailure } from '../api/client';

/** How long each drawn number takes to appear when a draw is revealed. */
export const KENO_REVEAL_STEP_MS = 250;

function newSlipId(): string {
  return `keno-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The /keno page: the open draw and its countdown on the server's clock, the picks and stake, placing (one slip id
 * per bet, kept for a re-send after a lost answer so the server answers it as a replay instead of debiting again),
 * the draw revealed number by number once its time passes, the results history and the member's keno bets.
 */
export class KenoStore {
  draw: KenoDrawResponse | null = null;
  bets: KenoBetRow[] = [];
  picks: number[] = [];
  /** Whole units, as typed. */
  stake = '1';
  placing = false;
  error: string | null = null;
  lastPlaced: KenoBetRow | null = null;
  /** Server time minus local time, so the countdown follows the server's draw grid. */
  private clockOffsetMs = 0;
  now = Date.now();
  /** The draw being shown and how many of its numbers are visible. */
  shownDrawNo: number | null = null;
  revealed = KENO_DRAWN;
  private pendingSlip: { id: string; key: string } | null = null;
  private refreshing = false;

  constructor(private readonly ctx: GamesContext) {
    makeAutoObservable<this, 'ctx' | 'pendingSlip' | 'refreshing'>(this, {
      ctx: false,
      pendingSlip: false,
      refreshing: false,
    });
  }

  get disabled(): boolean {
    return this.ctx.isDisabled('lottery');
  }

  get serverNow(): number {
    return this.now + this.clockOffsetMs;
  }

  /** Whole seconds until the open draw is made, never below zero. */
  get secondsToDraw(): number | null {
    const open = this.draw?.open_draw;
    return open ? Math.max(0, Math.ceil((open.draw_at - this.serverNow) / 1000)) : null;
  }

  get shownDraw(): KenoDrawRecord | null {
    return this.draw?.results.find((d) => d.draw_no === this.shownDrawNo) ?? null;
  }

  get revealing(): boolean {
    return this.revealed < KENO_DRAWN;
  }

  /** What the stake and picks would buy, or the reason they cannot be bought (the server's own rules). */
  get problem(): string | null {
    if (checkPicks(this.picks)) return 'picks';
    let minor: number;
    try {
      minor = toMinor(this.stake || '0');
    } catch {
      return 'invalidBetAmount';
    }
    return checkStake(minor);
  }

  /** Hits to return per unit for the current pick count, best first. */
  get paytable(): { hits: number; returnX100: number }[] {
    const row = KENO_PAYTABLE[this.picks.length] ?? {};
    return Object.entries(row)
      .map(([hits, returnX100]) => ({ hits: Number(hits), returnX100 }))
      .sort((a, b) => b.hits - a.hits);
  }

  toggle(n: number): void {
    if (this.picks.includes(n)) this.picks = this.picks.filter((p) => p !== n);
    else if (this.picks.length < KENO_MAX_PICKS) this.picks = [...this.picks, n].sort((a, b) => a - b);
  }

  clearPicks(): void {
    this.picks = [];
  }

  setStake(stake: string): void {
    this.stake = stake;
  }

  /** Advances the clock; when the open draw's time has passed, fetches the draw (which the page then reveals). */
  tick(localNow = Date.now()): void {
    this.now = localNow;
    const open = this.draw?.open_draw;
    if (open && this.serverNow >= open.draw_at && !this.refreshing) void this.refresh();
  }

  /** One more number of the shown draw appears. */
  revealStep(): void {
    if (this.revealed < KENO_DRAWN) this.revealed += 1;
  }

  async refresh(): Promise<void> {
    this.refreshing = true;
    const sentAt = Date.now();
    const [draw, bets] = await Promise.all([
      attempt(this.ctx, () => this.ctx.apis().keno.draw()),
      attempt(this.ctx, () => this.ctx.apis().keno.list()),
    ]);
    runInAction(() => {
      this.refreshing = false;
      if (draw.ok) {
        const latest = draw.value.results[0]?.draw_no ?? null;
        // A draw made since the page last looked is revealed number by number; the first load shows it whole.
        if (latest !== null && this.shownDrawNo !== null && latest > this.shownDrawNo) this.revealed = 0;
        this.shownDrawNo = latest;
        this.clockOffsetMs = draw.value.server_time - Math.round((sentAt + Date.now()) / 2);
        this.now = Date.now();
        this.draw = draw.value;
      } else this.error = draw.code;
      if (bets.ok) this.bets = bets.value.bets;
    });
  }

  async place(): Promise<boolean> {
    if (this.problem) {
      this.error = this.problem;
      return false;
    }
    const picks = [...this.picks];
    const stake = `${Number(this.stake)}.00`;
    const key = `${picks.join(',')}@${stake}`;
    // The same bet sent again after an unanswered attempt keeps its slip id: the server then answers the bet it
    // already placed instead of debiting a second time.
    if (this.pendingSlip?.key !== key) this.pendingSlip = { id: newSlipId(), key };
    const slipId = this.pendingSlip.id;
    this.placing = true;
    this.error = null;
    const res = await attempt(this.ctx, () => this.ctx.apis().keno.bet(slipId, picks, stake));
    runInAction(() => {
      this.placing = false;
      if (res.ok) {
        this.lastPlaced = res.value.bet;
        this.pendingSlip = null;
      } else {
        this.error = res.code;
        // A refusal is final; only a lost answer (no code from the server) may be the same bet sent again.
        if (!isNetworkFailure(res.code)) this.pendingSlip = null;
      }
    });
    if (res.ok) {
      this.ctx.refreshBalance();
      await this.refresh();
    }
    return res.ok;
  }
}
