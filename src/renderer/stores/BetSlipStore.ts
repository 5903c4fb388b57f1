import { makeAutoObservable } from 'mobx';
import type { BetLimitEntry } from '@shared/api/account';
import type { LegCheck } from '@shared/betting/api';
import { betAmounts } from '@shared/betting/amounts';
import { clampStake, findLimit, limitKey } from '@shared/betting/limits';
import type { StakeLimit, StakeNotice } from '@shared/betting/limits';
import {
  parlayOddsUnits,
  parlayViolation,
  parlayWin,
  systemSizes,
  systemTickets,
  systemViolation,
} from '@shared/betting/parlay';
import type { ParlayKind } from '@shared/betting/parlay';
import { ODDS_TYPES } from '@shared/constants';
import type { Selection } from '@shared/market/selection';
import type { BettingPrefs } from './PreferencesModel';
import { betOddsType, limitTable, luckyPick, parseStake, slipKey, stakeText } from './BetSlipRules';

export type SlipMode = 'single' | 'parlay' | 'system';
/** editing -> confirming (the confirm step) -> placing -> editing again with the placed bets shown. */
export type SlipPhase = 'editing' | 'confirming' | 'placing';

export interface SlipItem {
  key: number;
  selection: Selection;
  stakeText: string;
  notice: StakeNotice | null;
  /** The server's answer to betcheck: current price/line and a refusal code ('' when bettable). */
  check: LegCheck | null;
  /** The price moved and the preferences do not accept it: the player must confirm the new price. */
  moved: boolean;
}

/** What a slip holds, as it is sent and as a slip in doubt is stored (InDoubtSlip.ts) and brought back. */
export interface SlipContents {
  mode: SlipMode;
  items: { selection: Selection; stakeText: string }[];
  parlayStake: string;
  sizes: number[];
  special: boolean;
}

export interface BetSlipDeps {
  limits: () => readonly BetLimitEntry[];
  betting: () => BettingPrefs;
  /** Open prices of the page, for the lucky pick. */
  candidates: () => Selection[];
  random?: () => number;
}

/**
 * The slip's word for a parlay rule: a leg the feed marks single-only (races, fights, outrights) is named as
 * such, where the server's matchNotAllowBet would read as if betting on it had closed.
 */
const slipParlayViolation = (code: string | null): string | null =>
  code === 'matchNotAllowBet' ? 'notInParlay' : code;

const newItem = (selection: Selection, stake: string): SlipItem => ({
  key: slipKey(selection),
  selection,
  stakeText: stake,
  notice: null,
  check: null,
  moved: false,
});

/** A system slip with every size unticked is told what to choose, not that its bet type does not exist. */
function systemSlipViolation(violation: string | null, sizes: readonly number[]): string | null {
  return violation === 'invalidBetType' && sizes.length === 0 ? 'systemSizesNone' : violation;
}
/**
 * The bet slip of /desktop as the player edits it: the selections, their stakes, single / mix parlay / system
 * mode (and the Myanmar variants), the stake limits and combination rules, and what the slip shows. Sending it
 * is `BetPlacement`'s.
 */
export class BetSlipStore {
  mode: SlipMode = 'single';
  items: SlipItem[] = [];
  parlayStake = '';
  parlayNotice: StakeNotice | null = null;
  sizes: number[] = [];
  special = false;
  phase: SlipPhase = 'editing';
  /**
   * The message under the selections, a code of RULES.md section 8 or one of the slip's own
   * (specialParlayMinMatches, parlaySameMatch): a broken rule, or the answer of the last check or placement.
   * The slip shows one at a time, the latest.
   */
  error: string | null = null;
  /** The stake of the last bet placed, for the "last bet" default stake. */
  lastStakeMinor: number | null = null;
  /** The stake field takes the keyboard on its next render (a price picked by keyboard). */
  stakeFocusPending = false;
  /** Bumped when the keyboard should go back to the odds table (Escape in the slip, a bet placed). */
  gridFocusRequest = 0;

  constructor(private readonly deps: BetSlipDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  // ---- picking ----

  /** A price picked: a new selection (a single slip holds only the latest), or the new price of one it holds. */
  add(selection: Selection): void {
    const key = slipKey(selection);
    const existing = this.items.find((i) => i.key === key);
    this.error = null;
    if (existing) {
      existing.selection = selection;
      existing.check = null;
      existing.moved = false;
    } else {
      if (this.mode === 'single') this.items = [];
      this.items.push(newItem(selection, this.defaultStake()));
    }
    this.fillComboStake();
    this.phase = 'editing';
  }

  /** Whether the slip holds this very pick (same line, market, period and side): until it is placed or removed. */
  holds(selection: Selection): boolean {
    return this.items.some(
      ({ selection: s }) =>
        s.matchId === selection.matchId &&
        s.market === selection.market &&
        s.period === selection.period &&
        s.choice === selection.choice,
    );
  }

  /** A parlay or system slip starts from the default stake too (one stake for the whole slip). */
  private fillComboStake(): void {
    if (this.mode !== 'single' && this.items.length > 0 && this.parlayStake.trim() === '')
      this.parlayStake = this.defaultStake();
  }

  /** The stake a new selection starts with, from the betting preferences (default stake mode and amount). */
  private defaultStake(): string {
    const b = this.deps.betting();
    if (b.defaultStake === 2) return String(b.defaultStakeAmount);
    if (b.defaultStake === 1 && this.lastStakeMinor !== null) return stakeText(this.lastStakeMinor);
    return '';
  }

  /** The quick bet's slip: one single at `stakeMinor` (clamped to its limits), straight at the confirm step. */
  stageQuickBet(selection: Selection, stakeMinor: number): void {
    this.mode = 'single';
    this.items = [newItem(selection, stakeText(stakeMinor))];
    this.commitStake(slipKey(selection));
    this.phase = 'confirming';
  }

  /** The parlay generator: a random valid parlay of `size` legs from the open matches on the page. */
  fillLucky(size: number): void {
    const picks = luckyPick(this.deps.candidates(), size, this.deps.random ?? Math.random);
    this.mode = 'parlay';
    this.error = picks.length < size ? 'parlayMinMatches' : null;
    this.phase = 'editing';
    this.items = picks.map((selection) => newItem(selection, ''));
    this.fillComboStake();
  }

  remove(key: number): void {
    this.items = this.items.filter((i) => i.key !== key);
    if (this.items.length === 0) this.phase = 'editing';
  }

  clear(code: string | null = null): void {
    this.items = [];
    this.phase = 'editing';
    this.error = code;
    this.parlayStake = '';
    this.parlayNotice = null;
  }

  setMode(mode: SlipMode): void {
    this.mode = mode;
    this.phase = 'editing';
    this.error = null;
    // A single slip holds one selection; keep the latest.
    if (mode === 'single' && this.items.length > 1) this.items = this.items.slice(-1);
    if (mode === 'system') this.sizes = this.sizeOptions.slice(0, 1);
    this.fillComboStake();
  }

  setSpecial(on: boolean): void {
    this.special = on;
  }

  toggleSize(k: number): void {
    this.sizes = this.sizes.includes(k)
      ? this.sizes.filter((s) => s !== k)
      : [...this.sizes, k].sort((a, b) => a - b);
  }

  /** A copy of what the slip holds, kept while its placement is in doubt. */
  contents(): SlipContents {
    return {
      mode: this.mode,
      items: this.items.map((i) => ({ selection: { ...i.selection }, stakeText: i.stakeText })),
      parlayStake: this.parlayStake,
      sizes: [...this.sizes],
      special: this.special,
    };
  }

  /** Shows stored contents as the slip, unchecked and ready to edit. */
  restore(contents: SlipContents): void {
    this.mode = contents.mode;
    this.items = contents.items.map(({ selection, stakeText }) => newItem(selection, stakeText));
    this.parlayStake = contents.parlayStake;
    this.sizes = contents.sizes;
    this.special = contents.special;
    this.error = null;
    this.phase = 'editing';
  }

  // ---- the confirm step and what the slip says ----

  setPhase(phase: SlipPhase): void {
    this.phase = phase;
  }

  cancelConfirm(): void {
    this.phase = 'editing';
  }

  showError(code: string | null): void {
    this.error = code;
  }

  /** The slip was placed: it empties (keeping the stake for the "last bet" default) and the keyboard returns to the odds. */
  emptyAfterPlacement(): void {
    this.lastStakeMinor =
      this.mode === 'single' ? parseStake(this.items[0]?.stakeText ?? '') : parseStake(this.parlayStake);
    this.items = [];
    this.parlayStake = '';
    this.phase = 'editing';
    this.error = null;
    // The confirm button the keyboard was on is gone: back to the odds for the next bet.
    this.gridFocusRequest++;
  }

  /**
   * The server's answer to betcheck for one selection; with `requote`, the selection at its current price, line,
   * Myanmar quote and score, and whether the player must confirm the move (a flag that stays until a new pick).
   */
  setCheck(item: SlipItem, check: LegCheck, requote: { selection: Selection; moved: boolean } | null): void {
    item.check = check;
    if (!requote) return;
    item.moved = item.moved || requote.moved;
    item.selection = requote.selection;
  }

  // ---- keyboard ----

  requestStakeFocus(): void {
    this.stakeFocusPending = true;
  }

  stakeFocused(): void {
    this.stakeFocusPending = false;
  }

  returnToGrid(): void {
    this.gridFocusRequest++;
  }

  // ---- stakes ----

  setStake(key: number, text: string): void {
    const item = this.items.find((i) => i.key === key);
    if (item) {
      item.stakeText = text;
      item.notice = null;
    }
  }

  setParlayStake(text: string): void {
    this.parlayStake = text;
    this.parlayNotice = null;
  }

  get limits(): Map<string, StakeLimit> {
    return limitTable(this.deps.limits());
  }

  limitFor(item: SlipItem | null): StakeLimit | null {
    if (!item) return findLimit(this.limits, 'parlay');
    const sel = item.selection;
    const kind = betOddsType(sel) === ODDS_TYPES.MMO ? 'mmo' : 'single';
    return findLimit(this.limits, limitKey(sel.sportId, sel.market, kind));
  }

  /** Clamps a typed stake to its limits with the MIN/MAX notice (RULES.md section 5). */
  commitStake(key: number | null): void {
    const item = key === null ? null : (this.items.find((i) => i.key === key) ?? null);
    const text = item ? item.stakeText : this.parlayStake;
    const typed = parseStake(text);
    const limit = this.limitFor(item);
    if (typed === null || !limit) return;
    const { stakeMinor, notice } = clampStake(typed, limit);
    if (item) {
      item.stakeText = stakeText(stakeMinor);
      item.notice = notice;
    } else {
      this.parlayStake = stakeText(stakeMinor);
      this.parlayNotice = notice;
    }
  }

  /** Every stake the slip sends, clamped: each single's, or the one stake of a parlay or system. */
  commitStakes(): void {
    for (const item of this.items) this.commitStake(item.key);
    if (this.mode !== 'single') this.commitStake(null);
  }

  // ---- what the slip shows ----

  amountsOf(item: SlipItem): { riskMinor: number; winMinor: number } | null {
    const stake = parseStake(item.stakeText);
    if (stake === null || stake === 0) return null;
    return betAmounts(stake, item.selection.price, betOddsType(item.selection));
  }

  get parlayKind(): ParlayKind {
    if (this.items.some((i) => betOddsType(i.selection) === ODDS_TYPES.MMO)) return 'mmo';
    return this.special ? 'special' : 'normal';
  }

  /** The first broken combination rule, shown before the player tries to place. */
  get comboViolation(): string | null {
    const legs = this.items.map((i) => ({
      matchKey: i.key,
      live: i.selection.marketGroup === 3,
      parlayAllowed: i.selection.parlay,
    }));
    if (this.mode === 'parlay') return slipParlayViolation(parlayViolation(legs, this.parlayKind));
    if (this.mode === 'system')
      return parlayViolation(legs, 'normal') === 'matchNotAllowBet'
        ? slipParlayViolation('matchNotAllowBet')
        : systemSlipViolation(systemViolation(legs.length, this.sizes), this.sizes);
    return null;
  }

  get prices(): number[] {
    return this.items.map((i) => i.selection.price);
  }

  get parlayOdds(): number {
    return this.items.length ? parlayOddsUnits(this.prices) : 0;
  }

  get sizeOptions(): number[] {
    return systemSizes(this.items.length);
  }

  get ticketCount(): number {
    return this.mode === 'system' ? systemTickets(this.items.length, this.sizes).length : 1;
  }

  /** Parlay or system totals: what is debited and the potential win. */
  get comboAmounts(): { riskMinor: number; winMinor: number } | null {
    const unit = parseStake(this.parlayStake);
    if (unit === null || unit === 0 || this.items.length === 0) return null;
    if (this.mode === 'parlay') return { riskMinor: unit, winMinor: parlayWin(unit, this.prices) };
    const tickets = systemTickets(this.items.length, this.sizes);
    return {
      riskMinor: unit * tickets.length,
      winMinor: tickets.reduce(
        (sum, t) =>
          sum +
          parlayWin(
            unit,
            t.map((i) => this.prices[i] as number),
          ),
        0,
      ),
    };
  }

  /**
   * What in the slip itself keeps it from being placed (betslip.blocked.* or a section 8 code), or null: empty,
   * a selection the server refused, a missing stake, a broken combination rule. `BetPlacement.placeBlocker`
   * adds the reasons of the placement.
   */
  get contentBlocker(): string | null {
    if (this.items.length === 0) return 'blocked.empty';
    const refused = this.items.find((i) => i.check?.code);
    if (refused?.check) return refused.check.code;
    if (this.mode === 'single')
      return this.items.every((i) => this.amountsOf(i) !== null) ? null : 'blocked.stake';
    const violation = this.comboViolation;
    if (violation) return violation;
    return this.comboAmounts === null ? 'blocked.stake' : null;
  }
}
