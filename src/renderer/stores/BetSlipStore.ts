import { makeAutoObservable, runInAction } from 'mobx';
import type { BetLimitEntry } from '@shared/api/account';
import type { BetView, LegCheck } from '@shared/betting/api';
import { acceptedPrice, betAmounts } from '@shared/betting/amounts';
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
import { isVirtualSport, ODDS_TYPES } from '@shared/constants';
import { isMainMarket } from '@shared/feed/layout';
import type { Selection, SelectionSink } from '@shared/market/selection';
import { toMinor } from '@shared/money';
import type { SessionCredentials } from '../api/account';
import type { BetApi } from '../api/bet';
import { ApiCallError } from '../api/client';
import type { InDoubtStorage } from './InDoubtSlip';
import type { BettingPrefs } from './PreferencesModel';
import { betOddsType, legOf, limitTable, luckyPick, parseStake, slipKey, stakeText } from './BetSlipRules';

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

export interface BetSlipDeps {
  api: () => BetApi;
  credentials: () => SessionCredentials | null;
  limits: () => readonly BetLimitEntry[];
  betting: () => BettingPrefs;
  /** Told after a placement so the header balance drops at once. */
  onPlaced: () => void;
  /** Open prices of the page, for the lucky pick. */
  candidates: () => Selection[];
  random?: () => number;
  newSlipId?: () => string;
  /** How often a placed bet that waits for acceptance is asked about again (ms). */
  followEveryMs?: number;
  /** False while the server cannot be reached: nothing is sent and Place bet says why. */
  online?: () => boolean;
  /** Keeps a slip in doubt across a reload or a new login (InDoubtSlip.ts). */
  inDoubtStorage?: InDoubtStorage;
}

/** Live bets wait a few seconds for acceptance; the slip asks this often until the answer comes. */
const FOLLOW_EVERY_MS = 2_000;

/** Which price list a selection is checked and placed against: virtual or real sports, grid or special markets. */
const checkOptions = (sel: Selection) => ({
  virtual: isVirtualSport(sel.sportId),
  special: !isMainMarket(sel.market),
});
/**
 * The slip's word for a parlay rule: a leg the feed marks single-only (races, fights, outrights) is named as
 * such, where the server's matchNotAllowBet would read as if betting on it had closed.
 */
const slipParlayViolation = (code: string | null): string | null =>
  code === 'matchNotAllowBet' ? 'notInParlay' : code;
const randomSlipId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/**
 * Answers after which the server may have placed the bet although the client heard no success: no answer at
 * all (the line dropped, before or after the server took it), or a database cut mid-commit. The slip stays
 * "in doubt" until betbyslip says what its slip id placed.
 */
const isInDoubt = (error: unknown): boolean =>
  error instanceof ApiCallError &&
  (error.kind === 'network' ||
    error.code === 'serviceUnavailable' ||
    error.code === 'duplicate_debit_record');

/** The bet slip of /desktop: singles, mix parlay, system parlay and their Myanmar variants. */
export class BetSlipStore implements SelectionSink {
  mode: SlipMode = 'single';
  items: SlipItem[] = [];
  parlayStake = '';
  parlayNotice: StakeNotice | null = null;
  sizes: number[] = [];
  special = false;
  phase: SlipPhase = 'editing';
  /** A code of RULES.md section 8 or one of the slip's own (specialParlayMinMatches, parlaySameMatch). */
  error: string | null = null;
  placed: BetView[] = [];
  lastStakeMinor: number | null = null;
  /**
   * The slip ids submitted whose outcome is unknown (the answer was lost). While set, the slip is frozen and
   * cannot be placed; `resolveInDoubt` asks the server what they placed and shows it.
   */
  inDoubt: string[] = [];
  /** The stake field takes the keyboard on its next render (a price picked by keyboard). */
  stakeFocusPending = false;
  /** Bumped when the keyboard should go back to the odds table (Escape in the slip, a bet placed). */
  gridFocusRequest = 0;
  private resolving = false;
  private slipId: string;
  /** Bumped by each placement: a follow loop of earlier bets stops when it no longer matches. */
  private followRun = 0;

  constructor(private readonly deps: BetSlipDeps) {
    this.slipId = (deps.newSlipId ?? randomSlipId)();
    makeAutoObservable<this, 'deps' | 'slipId' | 'followRun' | 'resolving'>(this, {
      deps: false,
      slipId: false,
      followRun: false,
      resolving: false,
    });
  }

  // ---- picking ----

  onPick(selection: Selection): void {
    // The slip in doubt is the record of what was sent: it changes only once the server has answered.
    if (this.inDoubt.length > 0) return;
    const betting = this.deps.betting();
    if (betting.quickBet && this.mode === 'single') {
      void this.quickBet(selection, toMinor(String(betting.quickBetAmount)));
      return;
    }
    const key = slipKey(selection);
    const existing = this.items.find((i) => i.key === key);
    this.error = null;
    this.placed = [];
    if (existing) {
      existing.selection = selection;
      existing.check = null;
      existing.moved = false;
    } else {
      if (this.mode === 'single') this.items = [];
      this.items.push({
        key,
        selection,
        stakeText: this.defaultStake(),
        notice: null,
        check: null,
        moved: false,
      });
    }
    this.fillComboStake();
    this.phase = 'editing';
    void this.recheck();
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

  remove(key: number): void {
    this.items = this.items.filter((i) => i.key !== key);
    if (this.items.length === 0) this.phase = 'editing';
  }

  clear(code: string | null = null): void {
    this.inDoubt = [];
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

  // ---- keyboard ----

  requestStakeFocus(): void {
    this.stakeFocusPending = true;
  }

  stakeFocused(): void {
    this.stakeFocusPending = false;
  }

  /**
   * Escape in the slip: steps back out of the confirm step to the stake, or else clears the slip and the
   * keyboard returns to the price it came from. A slip in doubt is kept (it is the record of what was sent).
   */
  escape(): void {
    if (this.phase === 'placing' || this.inDoubt.length > 0) return;
    if (this.phase === 'confirming') {
      this.cancelConfirm();
      this.requestStakeFocus();
      return;
    }
    this.clear();
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
        : systemViolation(legs.length, this.sizes);
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
   * Why Place bet cannot be pressed now, as a code the slip words (betslip.blocked.* or a section 8 code), or
   * null when it can: a disabled button always says why.
   */
  get placeBlocker(): string | null {
    if (this.items.length === 0) return 'blocked.empty';
    if (this.inDoubt.length > 0) return 'blocked.inDoubt';
    if (this.phase === 'placing') return 'blocked.placing';
    if (!this.online) return 'blocked.offline';
    const refused = this.items.find((i) => i.check?.code);
    if (refused?.check) return refused.check.code;
    if (this.mode === 'single')
      return this.items.every((i) => this.amountsOf(i) !== null) ? null : 'blocked.stake';
    const violation = this.comboViolation;
    if (violation) return violation;
    return this.comboAmounts === null ? 'blocked.stake' : null;
  }

  get online(): boolean {
    return this.deps.online?.() ?? true;
  }

  get canPlace(): boolean {
    return this.placeBlocker === null;
  }

  /** Placed bets still waiting for acceptance (live bets), which the slip keeps asking about. */
  get waiting(): boolean {
    return this.placed.some((b) => b.status === 'waiting');
  }

  // ---- server round trips ----

  /** Re-reads prices and limits: a moved price is taken under the preferences, else flagged for a new confirm. */
  async recheck(): Promise<void> {
    const s = this.deps.credentials();
    if (!s || this.items.length === 0) return;
    const betting = this.deps.betting();
    const prefs = { acceptBetterOdds: betting.acceptBetterOdds, acceptAnyOdds: betting.acceptAnyOdds };
    await Promise.all(
      this.items.map(async (item) => {
        try {
          const { check } = await this.deps
            .api()
            .check(s, legOf(item.selection), checkOptions(item.selection));
          runInAction(() => this.applyCheck(item, check, prefs));
        } catch (error) {
          runInAction(() => (this.error = error instanceof ApiCallError ? error.code : 'requestFailed'));
        }
      }),
    );
  }

  private applyCheck(
    item: SlipItem,
    check: LegCheck,
    prefs: { acceptBetterOdds: boolean; acceptAnyOdds: boolean },
  ): void {
    item.check = check;
    const sel = item.selection;
    // A pre-match pick whose match went live changed market type: the slip is removed (RULES.md section 4).
    if (check.live && sel.marketGroup !== 3 && !check.code) {
      this.clear('marketTypeChanged');
      return;
    }
    if (check.code || check.price <= 0) return;
    const lineMoved = check.line !== null && sel.line !== null && check.line !== sel.line;
    const mmoMoved =
      check.mmo !== null &&
      sel.mmo !== null &&
      (check.mmo.body !== sel.mmo.body || check.mmo.pct !== sel.mmo.pct);
    const taken = acceptedPrice(sel.price, check.price, prefs);
    item.moved = item.moved || lineMoved || mmoMoved || taken === null;
    item.selection = {
      ...sel,
      price: check.price,
      line: check.line ?? sel.line,
      mmo: check.mmo ? { body: check.mmo.body, pct: check.mmo.pct } : sel.mmo,
      score: check.score ?? sel.score,
    };
  }

  requestConfirm(): void {
    if (this.inDoubt.length > 0) return;
    for (const item of this.items) this.commitStake(item.key);
    if (this.mode !== 'single') this.commitStake(null);
    this.error = this.comboViolation;
    if (this.error || !this.canPlace) return;
    this.phase = 'confirming';
  }

  cancelConfirm(): void {
    this.phase = 'editing';
  }

  /** The confirm step's button: places the slip once (one idempotency key per slip). */
  async confirm(): Promise<void> {
    const s = this.deps.credentials();
    if (!s || this.phase !== 'confirming' || !this.online || this.inDoubt.length > 0) return;
    this.phase = 'placing';
    this.error = null;
    const betting = this.deps.betting();
    const common = { accept_better_odds: betting.acceptBetterOdds, accept_any_odds: betting.acceptAnyOdds };
    try {
      const placed: BetView[] = [];
      if (this.mode === 'single') {
        for (const [i, item] of this.items.entries()) {
          const body = { ...common, stake: item.stakeText, slip_id: `${this.slipId}-${i}` };
          const opts = checkOptions(item.selection);
          placed.push((await this.deps.api().single(s, legOf(item.selection), body, opts)).bet);
        }
      } else {
        const legs = this.items.map((i) => legOf(i.selection));
        const body = { ...common, stake: this.parlayStake, slip_id: this.slipId };
        const virtual = this.items.some((i) => isVirtualSport(i.selection.sportId));
        const res =
          this.mode === 'parlay'
            ? await this.deps
                .api()
                .parlay(
                  s,
                  legs,
                  { ...body, special: this.special },
                  { virtual, mmo: this.parlayKind === 'mmo' },
                )
            : await this.deps.api().system(s, legs, this.sizes, body, virtual);
        placed.push(res.bet);
      }
      runInAction(() => this.showPlaced(placed));
      this.deps.onPlaced();
      this.follow();
    } catch (error) {
      if (isInDoubt(error)) {
        runInAction(() => {
          this.inDoubt = this.submittedIds();
          this.phase = 'editing';
        });
        this.saveInDoubt(s.account_id);
        // The answer may be one call away (a duplicate, a cut commit); if the line is down, the recovery asks.
        await this.resolveInDoubt();
        return;
      }
      const code = error instanceof ApiCallError ? error.code : 'requestFailed';
      runInAction(() => {
        this.error = code;
        this.phase = 'editing';
        // A new slip id after a refusal: the server answered, nothing was placed, and the fixed slip is a new bet.
        this.slipId = (this.deps.newSlipId ?? randomSlipId)();
      });
      if (code === 'oddsIsUpdating' || code === 'invalidOddsBall') await this.recheck();
    }
  }

  /** The slip ids a confirm of the current slip sends: one per single, one for a parlay or system. */
  private submittedIds(): string[] {
    return this.mode === 'single' ? this.items.map((_, i) => `${this.slipId}-${i}`) : [this.slipId];
  }

  /** The slip was placed: show the bets, empty the slip and take a fresh id for the next one. */
  private showPlaced(placed: BetView[]): void {
    this.lastStakeMinor =
      this.mode === 'single' ? parseStake(this.items[0]?.stakeText ?? '') : parseStake(this.parlayStake);
    this.placed = placed;
    this.items = [];
    this.parlayStake = '';
    this.phase = 'editing';
    this.error = null;
    this.slipId = (this.deps.newSlipId ?? randomSlipId)();
    // The confirm button the keyboard was on is gone: back to the odds for the next bet.
    this.gridFocusRequest++;
  }

  /**
   * Asks the server what the slip ids in doubt placed and shows it: the placed bets (and the slip empties),
   * or "not placed" with the slip kept as it was. The slip id is kept too, so placing it again can never
   * place it twice: should the lost submit still arrive, the second is refused as a duplicate and asked about.
   * A lookup that fails leaves the slip in doubt for the next recovery of the network.
   */
  async resolveInDoubt(): Promise<void> {
    const s = this.deps.credentials();
    const ids = this.inDoubt;
    if (!s || ids.length === 0 || this.resolving || !this.online) return;
    this.resolving = true;
    try {
      const answers = await Promise.all(ids.map((id) => this.deps.api().bySlip(s, id)));
      const placed = answers.flatMap((a) => (a.bet ? [a.bet] : []));
      runInAction(() => {
        this.inDoubt = [];
        if (placed.length > 0) this.showPlaced(placed);
        else this.error = 'betNotPlaced';
      });
      this.deps.inDoubtStorage?.save(null);
      if (placed.length > 0) {
        this.deps.onPlaced();
        this.follow();
      }
    } catch {
      // Still no answer: the slip stays in doubt, and the network's recovery asks again.
    } finally {
      this.resolving = false;
    }
  }

  private saveInDoubt(accountId: string): void {
    this.deps.inDoubtStorage?.save({
      accountId,
      slipId: this.slipId,
      inDoubt: [...this.inDoubt],
      mode: this.mode,
      items: this.items.map((i) => ({ selection: { ...i.selection }, stakeText: i.stakeText })),
      parlayStake: this.parlayStake,
      sizes: [...this.sizes],
      special: this.special,
    });
  }

  /** Nothing sent or in doubt: a stored slip may take the slip's place. */
  private get restorable(): boolean {
    return this.inDoubt.length === 0 && this.phase !== 'placing';
  }

  /**
   * After a reload or a login: a slip of this account left in doubt comes back as it was sent, frozen, with its
   * slip ids, and is resolved with the same `betbyslip` flow (now, or when the network answers again), so it can
   * never be placed twice. Another account's slip stays stored for that account.
   */
  async restoreInDoubt(accountId: string): Promise<void> {
    if (!this.restorable) return;
    const record = await this.deps.inDoubtStorage?.load();
    // A submit or another restore may have started while the record was read.
    if (!record || record.accountId !== accountId || !this.restorable) return;
    runInAction(() => {
      this.mode = record.mode;
      this.items = record.items.map(({ selection, stakeText }) => ({
        key: slipKey(selection),
        selection,
        stakeText,
        notice: null,
        check: null,
        moved: false,
      }));
      this.parlayStake = record.parlayStake;
      this.sizes = record.sizes;
      this.special = record.special;
      this.slipId = record.slipId;
      this.placed = [];
      this.error = null;
      this.phase = 'editing';
      this.inDoubt = record.inDoubt;
    });
    await this.resolveInDoubt();
  }

  /**
   * Follows the bets just placed until none waits: a live bet is accepted (running) or rejected after its
   * delay, and the slip shows that answer instead of leaving "Waiting" on screen.
   */
  private follow(): void {
    const run = ++this.followRun;
    const every = this.deps.followEveryMs ?? FOLLOW_EVERY_MS;
    const beat = async (): Promise<void> => {
      if (run !== this.followRun || !this.waiting || !this.deps.credentials()) return;
      await this.refreshPlaced();
      if (run === this.followRun && this.waiting) setTimeout(() => void beat(), every);
    };
    if (this.waiting) setTimeout(() => void beat(), every);
  }

  /** Reads the waiting list and, for the bets that left it, their answer from the running or rejected list. */
  async refreshPlaced(): Promise<void> {
    const s = this.deps.credentials();
    if (!s || !this.waiting) return;
    const api = this.deps.api();
    try {
      const pending = await api.openList(s, 'pendingbetlist');
      const stillWaiting = new Set(pending.bets.filter((b) => !b.game).map((b) => b.bet_id));
      if (this.placed.every((b) => b.status !== 'waiting' || stillWaiting.has(b.bet_id))) return;
      const [running, rejected] = await Promise.all([
        api.openList(s, 'betacceptlist'),
        api.openList(s, 'betrejectlist'),
      ]);
      const answers = new Map(
        [...running.bets, ...rejected.bets].filter((b) => !b.game).map((b) => [b.bet_id, b]),
      );
      runInAction(() => {
        this.placed = this.placed.map((b) => (b.status === 'waiting' ? (answers.get(b.bet_id) ?? b) : b));
      });
      // A rejected bet is refunded: the header balance follows.
      this.deps.onPlaced();
    } catch {
      // The next beat asks again; a failed read changes nothing on screen.
    }
  }

  /** One click with the quick bet amount (RULES.md section 3): no confirm step. */
  async quickBet(selection: Selection, stakeMinor: number): Promise<void> {
    if (this.inDoubt.length > 0) return;
    this.mode = 'single';
    this.items = [
      {
        key: slipKey(selection),
        selection,
        stakeText: stakeText(stakeMinor),
        notice: null,
        check: null,
        moved: false,
      },
    ];
    this.commitStake(slipKey(selection));
    this.phase = 'confirming';
    await this.confirm();
  }

  /** The parlay generator: a random valid parlay of `size` legs from the open matches on the page. */
  luckyPick(size: number): void {
    if (this.inDoubt.length > 0) return;
    const picks = luckyPick(this.deps.candidates(), size, this.deps.random ?? Math.random);
    this.mode = 'parlay';
    this.error = picks.length < size ? 'parlayMinMatches' : null;
    this.placed = [];
    this.phase = 'editing';
    this.items = picks.map((selection) => ({
      key: slipKey(selection),
      selection,
      stakeText: '',
      notice: null,
      check: null,
      moved: false,
    }));
    this.fillComboStake();
    void this.recheck();
  }
}
