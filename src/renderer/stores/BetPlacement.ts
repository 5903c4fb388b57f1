import { makeAutoObservable, runInAction } from 'mobx';
import type { BetView, LegCheck } from '@shared/betting/api';
import { acceptedPrice } from '@shared/betting/amounts';
import { isVirtualSport } from '@shared/constants';
import { isMainMarket } from '@shared/feed/layout';
import type { Selection, SelectionSink } from '@shared/market/selection';
import { toMinor } from '@shared/money';
import type { BetApi } from '../api/bet';
import { ApiCallError } from '../api/client';
import type { BetSlipStore, SlipItem } from './BetSlipStore';
import type { InDoubtStorage } from './InDoubtSlip';
import { PlacedBetsStore } from './PlacedBetsStore';
import type { BettingPrefs } from './PreferencesModel';
import { legOf } from './BetSlipRules';

export interface BetPlacementDeps {
  api: () => BetApi;
  /** The logged-in player's account id (null: logged out); a slip in doubt is kept under it. */
  accountId: () => string | null;
  betting: () => BettingPrefs;
  /** Told after a placement so the header balance drops at once. */
  onPlaced: () => void;
  newSlipId?: () => string;
  /** How often a placed bet that waits for acceptance is asked about again (PlacedBetsStore, ms). */
  followEveryMs?: number;
  /** False while the server cannot be reached: nothing is sent and Place bet says why. */
  online?: () => boolean;
  /** True while the push stream tells of the bets' changes (PlacedBetsStore). */
  betsPushed?: () => boolean;
  /** Keeps a slip in doubt across a reload or a new login (InDoubtSlip.ts). */
  inDoubtStorage?: InDoubtStorage;
}

/** Which price list a selection is checked and placed against: virtual or real sports, grid or special markets. */
const checkOptions = (sel: Selection) => ({
  virtual: isVirtualSport(sel.sportId),
  special: !isMainMarket(sel.market),
});
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

/**
 * A selection at the price betcheck answered, or null when there is none to take (a refusal, no price). A moved
 * line or Myanmar quote, or a price the preferences do not accept, must be confirmed by the player.
 */
function requoteOf(
  sel: Selection,
  check: LegCheck,
  prefs: { acceptBetterOdds: boolean; acceptAnyOdds: boolean },
): { selection: Selection; moved: boolean } | null {
  if (check.code || check.price <= 0) return null;
  const lineMoved = check.line !== null && sel.line !== null && check.line !== sel.line;
  const mmoMoved =
    check.mmo !== null &&
    sel.mmo !== null &&
    (check.mmo.body !== sel.mmo.body || check.mmo.pct !== sel.mmo.pct);
  return {
    moved: lineMoved || mmoMoved || acceptedPrice(sel.price, check.price, prefs) === null,
    selection: {
      ...sel,
      price: check.price,
      line: check.line ?? sel.line,
      mmo: check.mmo ?? sel.mmo,
      score: check.score ?? sel.score,
    },
  };
}

/**
 * Sends the bet slip (`BetSlipStore`): the price checks (betcheck) and the odds-changed flow, the confirm step,
 * singles, mix parlay, system parlay and their Myanmar variants, quick bet, the bets placed (`PlacedBetsStore`, which
 * follows their acceptance), and a slip in doubt (a submit that got no answer), resolved by slip id so it can never be placed twice.
 * It is where a pick lands (the `SelectionSink` of `MarketView`): a pick may place at once (quick bet), is
 * refused while the slip is in doubt, and has its price checked.
 */
export class BetPlacement implements SelectionSink {
  /** The bets this slip placed last, followed until a live one is accepted or rejected. */
  readonly placed: PlacedBetsStore;
  /**
   * The slip ids submitted whose outcome is unknown (the answer was lost). While set, the slip is frozen and
   * cannot be placed; `resolveInDoubt` asks the server what they placed and shows it.
   */
  inDoubt: string[] = [];
  private resolving = false;
  private slipId: string;

  constructor(
    private readonly slip: BetSlipStore,
    private readonly deps: BetPlacementDeps,
  ) {
    this.slipId = (deps.newSlipId ?? randomSlipId)();
    this.placed = new PlacedBetsStore({
      api: deps.api,
      loggedIn: () => deps.accountId() !== null,
      onAnswered: deps.onPlaced,
      followEveryMs: deps.followEveryMs,
      pushed: deps.betsPushed,
    });
    makeAutoObservable<this, 'slip' | 'deps' | 'slipId' | 'resolving'>(this, {
      placed: false,
      slip: false,
      deps: false,
      slipId: false,
      resolving: false,
    });
  }

  /** The slip in doubt is the record of what was sent: it changes only once the server has answered. */
  get frozen(): boolean {
    return this.inDoubt.length > 0;
  }

  // ---- what reaches the slip ----

  onPick(selection: Selection): void {
    if (this.frozen) return;
    const betting = this.deps.betting();
    if (betting.quickBet && this.slip.mode === 'single') {
      void this.quickBet(selection, toMinor(String(betting.quickBetAmount)));
      return;
    }
    this.placed.clear();
    this.slip.add(selection);
    void this.recheck();
  }

  /** One click with the quick bet amount (RULES.md section 3): no confirm step. */
  async quickBet(selection: Selection, stakeMinor: number): Promise<void> {
    if (this.frozen) return;
    this.slip.stageQuickBet(selection, stakeMinor);
    await this.confirm();
  }

  /** The parlay generator (`BetSlipStore.fillLucky`), its prices checked like picks. */
  luckyPick(size: number): void {
    if (this.frozen) return;
    this.placed.clear();
    this.slip.fillLucky(size);
    void this.recheck();
  }

  /** Empties the slip, and forgets a slip in doubt here (a logout: its stored copy waits for its player). */
  clear(code: string | null = null): void {
    this.inDoubt = [];
    this.slip.clear(code);
  }

  /**
   * Escape in the slip: steps back out of the confirm step to the stake, or else clears the slip and the
   * keyboard returns to the price it came from. A slip in doubt is kept (it is the record of what was sent).
   */
  escape(): void {
    if (this.slip.phase === 'placing' || this.frozen) return;
    if (this.slip.phase === 'confirming') {
      this.slip.cancelConfirm();
      this.slip.requestStakeFocus();
      return;
    }
    this.slip.clear();
    this.slip.returnToGrid();
  }

  // ---- can it be placed ----

  /**
   * Why Place bet cannot be pressed now, as a code the slip words (betslip.blocked.* or a section 8 code), or
   * null when it can: a disabled button always says why.
   */
  get placeBlocker(): string | null {
    const inSlip = this.slip.contentBlocker;
    if (inSlip === 'blocked.empty') return inSlip;
    if (this.frozen) return 'blocked.inDoubt';
    if (this.slip.phase === 'placing') return 'blocked.placing';
    if (!this.online) return 'blocked.offline';
    return inSlip;
  }

  get online(): boolean {
    return this.deps.online?.() ?? true;
  }

  get canPlace(): boolean {
    return this.placeBlocker === null;
  }

  // ---- server round trips ----

  /** Re-reads prices and limits: a moved price is taken under the preferences, else flagged for a new confirm. */
  async recheck(): Promise<void> {
    if (this.deps.accountId() === null || this.slip.items.length === 0) return;
    const betting = this.deps.betting();
    const prefs = { acceptBetterOdds: betting.acceptBetterOdds, acceptAnyOdds: betting.acceptAnyOdds };
    await Promise.all(
      this.slip.items.map(async (item) => {
        try {
          const { check } = await this.deps.api().check(legOf(item.selection), checkOptions(item.selection));
          runInAction(() => this.applyCheck(item, check, prefs));
        } catch (error) {
          runInAction(() =>
            this.slip.showError(error instanceof ApiCallError ? error.code : 'requestFailed'),
          );
        }
      }),
    );
  }

  private applyCheck(
    item: SlipItem,
    check: LegCheck,
    prefs: { acceptBetterOdds: boolean; acceptAnyOdds: boolean },
  ): void {
    // A pre-match pick whose match went live changed market type: the slip is removed (RULES.md section 4).
    const wentLive = check.live && item.selection.marketGroup !== 3 && !check.code;
    this.slip.setCheck(item, check, wentLive ? null : requoteOf(item.selection, check, prefs));
    if (wentLive) this.clear('marketTypeChanged');
  }

  requestConfirm(): void {
    if (this.frozen) return;
    this.slip.commitStakes();
    this.slip.showError(this.slip.comboViolation);
    if (this.slip.error || !this.canPlace) return;
    this.slip.setPhase('confirming');
  }

  /** The confirm step's button: places the slip once (one idempotency key per slip). */
  async confirm(): Promise<void> {
    const accountId = this.deps.accountId();
    const slip = this.slip;
    if (accountId === null || slip.phase !== 'confirming' || !this.online || this.frozen) return;
    slip.setPhase('placing');
    slip.showError(null);
    const betting = this.deps.betting();
    const common = { accept_better_odds: betting.acceptBetterOdds, accept_any_odds: betting.acceptAnyOdds };
    try {
      const placed: BetView[] = [];
      if (slip.mode === 'single') {
        for (const [i, item] of slip.items.entries()) {
          const body = { ...common, stake: item.stakeText, slip_id: `${this.slipId}-${i}` };
          const opts = checkOptions(item.selection);
          placed.push((await this.deps.api().single(legOf(item.selection), body, opts)).bet);
        }
      } else {
        const legs = slip.items.map((i) => legOf(i.selection));
        const body = { ...common, stake: slip.parlayStake, slip_id: this.slipId };
        const virtual = slip.items.some((i) => isVirtualSport(i.selection.sportId));
        const res =
          slip.mode === 'parlay'
            ? await this.deps
                .api()
                .parlay(legs, { ...body, special: slip.special }, { virtual, mmo: slip.parlayKind === 'mmo' })
            : await this.deps.api().system(legs, slip.sizes, body, virtual);
        placed.push(res.bet);
      }
      runInAction(() => this.showPlaced(placed));
      this.deps.onPlaced();
    } catch (error) {
      if (isInDoubt(error)) {
        runInAction(() => {
          this.inDoubt = this.submittedIds();
          slip.setPhase('editing');
        });
        this.saveInDoubt(accountId);
        // The answer may be one call away (a duplicate, a cut commit); if the line is down, the recovery asks.
        await this.resolveInDoubt();
        return;
      }
      const code = error instanceof ApiCallError ? error.code : 'requestFailed';
      runInAction(() => {
        slip.showError(code);
        slip.setPhase('editing');
        // A new slip id after a refusal: the server answered, nothing was placed, and the fixed slip is a new bet.
        this.slipId = (this.deps.newSlipId ?? randomSlipId)();
      });
      if (code === 'oddsIsUpdating' || code === 'invalidOddsBall') await this.recheck();
    }
  }

  /** The slip ids a confirm of the current slip sends: one per single, one for a parlay or system. */
  private submittedIds(): string[] {
    return this.slip.mode === 'single' ? this.slip.items.map((_, i) => `${this.slipId}-${i}`) : [this.slipId];
  }

  /** The slip was placed: show the bets, empty the slip and take a fresh id for the next one. */
  private showPlaced(placed: BetView[]): void {
    this.slip.emptyAfterPlacement();
    this.placed.show(placed);
    this.slipId = (this.deps.newSlipId ?? randomSlipId)();
  }

  /**
   * Asks the server what the slip ids in doubt placed and shows it: the placed bets (and the slip empties),
   * or "not placed" with the slip kept as it was. The slip id is kept too, so placing it again can never
   * place it twice: should the lost submit still arrive, the second is refused as a duplicate and asked about.
   * A lookup that fails leaves the slip in doubt for the next recovery of the network.
   */
  async resolveInDoubt(): Promise<void> {
    const ids = this.inDoubt;
    if (this.deps.accountId() === null || ids.length === 0 || this.resolving || !this.online) return;
    this.resolving = true;
    try {
      const answers = await Promise.all(ids.map((id) => this.deps.api().bySlip(id)));
      const placed = answers.flatMap((a) => (a.bet ? [a.bet] : []));
      runInAction(() => {
        this.inDoubt = [];
        if (placed.length > 0) this.showPlaced(placed);
        else this.slip.showError('betNotPlaced');
      });
      this.deps.inDoubtStorage?.save(null);
      if (placed.length > 0) this.deps.onPlaced();
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
      ...this.slip.contents(),
    });
  }

  /** Nothing sent or in doubt: a stored slip may take the slip's place. */
  private get restorable(): boolean {
    return !this.frozen && this.slip.phase !== 'placing';
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
      this.slip.restore(record);
      this.slipId = record.slipId;
      this.placed.clear();
      this.inDoubt = record.inDoubt;
    });
    await this.resolveInDoubt();
  }
}
