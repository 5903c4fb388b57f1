import { makeAutoObservable, runInAction } from 'mobx';
import type { BoostView } from '@shared/betting/boost';
import { parseAmount, toMinor } from '@shared/money';
import type { NumericOddsType } from '@shared/odds/price';
import type { BetApi } from '../api/bet';
import { ApiCallError } from '../api/client';

export interface BoostDeps {
  api: () => BetApi;
  /** False once the player logged out: nothing is asked of the server then. */
  loggedIn: () => boolean;
  onPlaced: () => void;
  newSlipId?: () => string;
  /** The booster switched off for the account or the operator (player_info.disabled_products). */
  disabled?: () => boolean;
}

/** Why the stake form cannot be sent, checked before the server is asked (it checks the same again). */
export type BoostStakeProblem = 'invalidBetAmount' | 'betOverMax' | 'boostBudgetExhausted';

export type BoostOutcome =
  | { kind: 'placed'; refNo: string; odds: string; stake: string }
  /** The boost changed or went while the player looked at it: the list now shows the current offer. */
  | { kind: 'changed' }
  | { kind: 'refused'; code: string };

/** The offer a confirmation shows, fixed when it opens: Confirm sends exactly this, whatever the list shows later. */
export interface BoostOffer {
  boost: BoostView;
  stake: string;
}

const randomSlipId = () => `bst${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
const selectionKey = (matchId: number, market: string, period: number, choice: string) =>
  `${matchId}:${market}:${period}:${choice}`;

/**
 * The sportsbook's Booster tab: the boosts on offer, the one whose stake form is open, and its placement. The odds
 * grid asks `boostOf` to mark a boosted selection. A slip id is kept until the bet is answered, so a submit
 * repeated after a lost answer is the same bet (the server answers it as a duplicate and debits once).
 */
export class BoostStore {
  open = false;
  boosts: BoostView[] = [];
  loaded = false;
  activeId: number | null = null;
  stake = '';
  placing = false;
  outcome: BoostOutcome | null = null;
  /** The offer waiting for the player's Confirm, or null when no confirmation is open. */
  confirming: BoostOffer | null = null;
  private slipId: string;

  constructor(private readonly deps: BoostDeps) {
    this.slipId = (deps.newSlipId ?? randomSlipId)();
    makeAutoObservable<this, 'deps' | 'slipId'>(this, { deps: false, slipId: false });
  }

  /** Switched off: no Booster tab, no marks in the grid, nothing asked of the server. */
  get disabled(): boolean {
    return this.deps.disabled?.() ?? false;
  }

  show(): void {
    if (this.disabled) return;
    this.open = true;
    void this.refresh();
  }

  hide(): void {
    this.open = false;
  }

  get count(): number {
    return this.boosts.length;
  }

  private get bySelection(): Map<string, BoostView> {
    return new Map(this.boosts.map((b) => [selectionKey(b.match_id, b.market, b.period, b.choice), b]));
  }

  boostOf(matchId: number, market: string, period: number, choice: string): BoostView | undefined {
    return this.bySelection.get(selectionKey(matchId, market, period, choice));
  }

  get active(): BoostView | undefined {
    return this.boosts.find((b) => b.boost_id === this.activeId);
  }

  async refresh(): Promise<void> {
    if (!this.deps.loggedIn()) return;
    if (this.disabled) {
      this.boosts = [];
      this.open = false;
      return;
    }
    try {
      const { boosts } = await this.deps.api().boosts();
      runInAction(() => {
        this.boosts = boosts;
        this.loaded = true;
      });
    } catch {
      // The list is refreshed again on the next tick; the grid keeps the marks it had.
    }
  }

  /** Opens the stake form of one boost (from its row or from its mark in the odds grid). */
  select(boostId: number): void {
    if (this.activeId !== boostId) {
      this.stake = '';
      this.outcome = null;
    }
    this.activeId = boostId;
    this.open = true;
  }

  closeForm(): void {
    this.activeId = null;
    this.outcome = null;
    this.confirming = null;
  }

  setStake(text: string): void {
    this.stake = text;
    if (this.outcome?.kind !== 'placed') this.outcome = null;
  }

  /** What the player may still stake on a boost: their own room, and never more than the budget left. */
  roomOf(b: BoostView): number {
    return Math.max(0, Math.min(toMinor(b.max_stake) - toMinor(b.staked), toMinor(b.budget_left)));
  }

  get stakeProblem(): BoostStakeProblem | null {
    const b = this.active;
    if (!b || this.stake.trim() === '') return null;
    const minor = parseAmount(this.stake);
    if (minor === null || minor <= 0) return 'invalidBetAmount';
    if (toMinor(b.staked) + minor > toMinor(b.max_stake)) return 'betOverMax';
    if (minor > toMinor(b.budget_left)) return 'boostBudgetExhausted';
    return null;
  }

  get canPlace(): boolean {
    return !!this.active && !this.placing && this.stake.trim() !== '' && this.stakeProblem === null;
  }

  /** Opens the confirmation on the boost and stake as they are now. */
  askToPlace(): void {
    const b = this.active;
    if (!b || !this.canPlace) return;
    this.confirming = { boost: { ...b }, stake: this.stake.trim() };
  }

  cancelPlace(): void {
    this.confirming = null;
  }

  /**
   * Sends the confirmed offer. A boost the operator changed after the confirmation opened is sent at the version
   * and price the player confirmed, so the server refuses it as an odds change rather than placing it at a price
   * the player never saw.
   */
  async place(oddsType: NumericOddsType): Promise<void> {
    const offer = this.confirming;
    this.confirming = null;
    if (!offer || !this.deps.loggedIn() || this.placing) return;
    const b = offer.boost;
    this.placing = true;
    this.outcome = null;
    const stake = offer.stake;
    try {
      const placed = await this.deps.api().betBoost({
        boost_id: b.boost_id,
        version: b.version,
        boosted_price: b.boosted_price,
        odds_type: oddsType,
        stake,
        slip_id: this.slipId,
      });
      runInAction(() => {
        this.outcome = {
          kind: 'placed',
          refNo: placed.bet.ref_no,
          odds: placed.bet.odds,
          stake: String(placed.bet.stake),
        };
        this.stake = '';
        this.slipId = (this.deps.newSlipId ?? randomSlipId)();
      });
      this.deps.onPlaced();
    } catch (error) {
      const code = error instanceof ApiCallError ? error.code : 'requestFailed';
      runInAction(() => {
        // A refusal is final for this slip; a lost answer keeps the slip id so the retry is the same bet.
        if (error instanceof ApiCallError && error.kind === 'business')
          this.slipId = (this.deps.newSlipId ?? randomSlipId)();
        this.outcome = code === 'oddsIsUpdating' ? { kind: 'changed' } : { kind: 'refused', code };
      });
    } finally {
      runInAction(() => {
        this.placing = false;
      });
      await this.refresh();
    }
  }
}
