import { makeAutoObservable, runInAction } from 'mobx';
import type { RouletteBetRow, RouletteSpinRecord, RouletteSpinResponse } from '@shared/roulette/api';
import { checkLines, ROULETTE_MAX_LINES, ROULETTE_MAX_STAKE_MINOR } from '@shared/roulette/rules';
import { toMinor } from '@shared/money';
import type { RouletteApi } from './api';
import type { GamesContext } from '../stores/GamesContext';
import { attempt } from '../stores/storeHelpers';
import { isNetworkFailure } from '../api/client';

/** How long the wheel spins on screen before the pocket of a spin the page watched is shown. */
export const ROULETTE_SPIN_SHOW_MS = 2_500;

function newSlipId(): string {
  return `roul-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export interface SlipLine {
  bet: string;
  /** Whole units. */
  units: number;
}

/**
 * The virtual roulette page (/virtualgames): the open spin and its countdown on the server's clock, the slip of bets
 * (a chip of whole units added per click on the table), placing (one slip id per slip, kept for a re-send after a lost
 * answer so the server answers it as a replay), the wheel spinning when the spin time passes and then its pocket, the
 * results history and the member's roulette slips. It loads with its page, never in the app's first load.
 */
export class RouletteStore {
  spin: RouletteSpinResponse | null = null;
  bets: RouletteBetRow[] = [];
  slip: SlipLine[] = [];
  /** The chip's whole units, as typed. */
  chip = '1';
  placing = false;
  error: string | null = null;
  lastPlaced: RouletteBetRow | null = null;
  private clockOffsetMs = 0;
  now = Date.now();
  /** The spin being shown, and whether the wheel is still turning before its pocket shows. */
  shownSpinNo: number | null = null;
  spinning = false;
  private pendingSlip: { id: string; key: string } | null = null;
  private refreshing = false;

  constructor(
    private readonly ctx: GamesContext,
    private readonly api: RouletteApi,
  ) {
    makeAutoObservable<this, 'ctx' | 'api' | 'pendingSlip' | 'refreshing'>(this, {
      ctx: false,
      api: false,
      pendingSlip: false,
      refreshing: false,
    });
  }

  get disabled(): boolean {
    return this.ctx.isDisabled('virtual_games');
  }

  get serverNow(): number {
    return this.now + this.clockOffsetMs;
  }

  /** Whole seconds until the open spin, never below zero. */
  get secondsToSpin(): number | null {
    const open = this.spin?.open_spin;
    return open ? Math.max(0, Math.ceil((open.spin_at - this.serverNow) / 1000)) : null;
  }

  get shownSpin(): RouletteSpinRecord | null {
    return this.spin?.results.find((s) => s.spin_no === this.shownSpinNo) ?? null;
  }

  get chipMinor(): number | null {
    try {
      const minor = toMinor(this.chip || '0');
      return minor > 0 && minor % 100 === 0 && minor <= ROULETTE_MAX_STAKE_MINOR ? minor : null;
    } catch {
      return null;
    }
  }

  get totalMinor(): number {
    return this.slip.reduce((sum, l) => sum + l.units * 100, 0);
  }

  /** Why the slip cannot be placed (the server's own rules), or null. */
  get problem(): string | null {
    if (this.slip.length === 0) return 'empty';
    return checkLines(this.slip.map((l) => ({ bet: l.bet, stakeMinor: l.units * 100 })));
  }

  unitsOn(bet: string): number {
    return this.slip.find((l) => l.bet === bet)?.units ?? 0;
  }

  setChip(chip: string): void {
    this.chip = chip;
  }

  /** Puts one chip on a bet: a new line, or a bigger stake on a bet already on the slip. */
  add(bet: string): void {
    const minor = this.chipMinor;
    if (minor === null) {
      this.error = 'invalidBetAmount';
      return;
    }
    const units = minor / 100;
    const line = this.slip.find((l) => l.bet === bet);
    if (line) {
      if ((line.units + units) * 100 > ROULETTE_MAX_STAKE_MINOR) {
        this.error = 'betOverMax';
        return;
      }
      this.slip = this.slip.map((l) => (l.bet === bet ? { ...l, units: l.units + units } : l));
    } else if (this.slip.length >= ROULETTE_MAX_LINES) {
      this.error = 'tooMany';
      return;
    } else this.slip = [...this.slip, { bet, units }];
    this.error = null;
  }

  remove(bet: string): void {
    this.slip = this.slip.filter((l) => l.bet !== bet);
  }

  clear(): void {
    this.slip = [];
    this.error = null;
  }

  /** Advances the clock; once the open spin's time has passed, fetches it (the page then spins the wheel). */
  tick(localNow = Date.now()): void {
    this.now = localNow;
    const open = this.spin?.open_spin;
    if (open && this.serverNow >= open.spin_at && !this.refreshing) void this.refresh();
  }

  /** The wheel stops: the shown spin's pocket appears. */
  stopWheel(): void {
    this.spinning = false;
  }

  async refresh(): Promise<void> {
    this.refreshing = true;
    const sentAt = Date.now();
    const [spin, bets] = await Promise.all([
      attempt(this.ctx, () => this.api.spin()),
      attempt(this.ctx, () => this.api.list()),
    ]);
    runInAction(() => {
      this.refreshing = false;
      if (spin.ok) {
        const latest = spin.value.results[0]?.spin_no ?? null;
        // A spin made while the page watched turns the wheel first; the first load shows the last pocket at once.
        if (latest !== null && this.shownSpinNo !== null && latest > this.shownSpinNo) this.spinning = true;
        this.shownSpinNo = latest;
        this.clockOffsetMs = spin.value.server_time - Math.round((sentAt + Date.now()) / 2);
        this.now = Date.now();
        this.spin = spin.value;
      } else this.error = spin.code;
      if (bets.ok) this.bets = bets.value.bets;
    });
    // A slip settled by this spin moved the balance.
    if (spin.ok) this.ctx.refreshBalance();
  }

  async place(): Promise<boolean> {
    if (this.problem) {
      this.error = this.problem;
      return false;
    }
    const lines = this.slip.map((l) => ({ bet: l.bet, stake: `${l.units}.00` }));
    const key = lines.map((l) => `${l.bet}@${l.stake}`).join(',');
    // The same slip sent again after an unanswered attempt keeps its slip id: the server then answers the slip it
    // already placed instead of debiting a second time.
    if (this.pendingSlip?.key !== key) this.pendingSlip = { id: newSlipId(), key };
    const slipId = this.pendingSlip.id;
    this.placing = true;
    this.error = null;
    const res = await attempt(this.ctx, () => this.api.bet(slipId, lines));
    runInAction(() => {
      this.placing = false;
      if (res.ok) {
        this.lastPlaced = res.value.bet;
        this.pendingSlip = null;
        this.slip = [];
      } else {
        this.error = res.code;
        // A refusal is final; only a lost answer (no code from the server) may be the same slip sent again.
        if (!isNetworkFailure(res.code)) this.pendingSlip = null;
      }
    });
    if (res.ok) await this.refresh();
    return res.ok;
  }
}
