import { makeAutoObservable, runInAction } from 'mobx';
import { betAmounts } from '@shared/betting/amounts';
import { BUILDER_MAX_PICKS, BUILDER_MIN_PICKS, builderSlot, type BuilderPick } from '@shared/betting/builder';
import { ODDS_TYPES } from '@shared/constants';
import { minorToDecimalString, parseAmount, toMinor } from '@shared/money';
import type { BetApi } from '../api/bet';
import { ApiCallError } from '../api/client';
import { errorCode, notLoggedIn } from './storeHelpers';

export interface BetBuilderDeps {
  api: () => BetApi;
  /** False once the player logged out: nothing is asked of the server then. */
  loggedIn: () => boolean;
  /** The player's odds acceptance: a price that moved while they looked is taken if they said so. */
  acceptance: () => { acceptBetterOdds: boolean; acceptAnyOdds: boolean };
  /** Told after a bet is placed: the header balance is read again. */
  onPlaced: () => void;
  newSlipId?: () => string;
}

/** The one price of the selections as the server last quoted it. */
export interface BuilderQuote {
  /** The canonical price (what placing asks for). */
  price: number;
  /** The same as decimal odds, as the server wrote it. */
  odds: string;
}

/** What the last placement did, for the receipt under the builder (amounts in minor units). */
export interface BuilderReceipt {
  refNo: string;
  odds: string;
  stake: number;
  /** What the bet returns if every selection wins. */
  potentialReturn: number;
}

/** What the confirmation shows and Confirm sends (amounts in minor units). */
export interface BuilderConfirmation {
  matchId: number;
  picks: BuilderPick[];
  quote: BuilderQuote;
  stake: number;
  potentialReturn: number;
}

const randomSlipId = () => `bb${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/**
 * The bet builder of one match (RULES.md section 13): the selections the player picked in the match panel, their
 * one price as the server quotes it (asked again whenever the selections or the match's prices change), the stake,
 * and the placing. A quote answered after a newer question is dropped, so the price shown is always that of the
 * selections shown; placing sends that price. A slip id is kept until the bet is answered: a Place repeated after a
 * lost answer is the same bet, which the server debits once.
 */
export class BetBuilderStore {
  /** The match the builder is open on, or null while it is closed. */
  matchId: number | null = null;
  picks: BuilderPick[] = [];
  quote: BuilderQuote | null = null;
  quoting = false;
  /** Why the selections have no price (contradictory, suspended, ...): an error code, or null. */
  quoteError: string | null = null;
  stake = '';
  placing = false;
  /** Why the last Place was refused: an error code, or null. */
  placeError: string | null = null;
  receipt: BuilderReceipt | null = null;
  /** The slip as the confirmation shows it, fixed when it opens: Confirm sends exactly this. */
  confirming: BuilderConfirmation | null = null;
  private slipId: string;
  private asked = 0;

  constructor(private readonly deps: BetBuilderDeps) {
    this.slipId = this.newSlipId();
    makeAutoObservable<this, 'deps' | 'slipId' | 'asked'>(this, { deps: false, slipId: false, asked: false });
  }

  private newSlipId(): string {
    return (this.deps.newSlipId ?? randomSlipId)();
  }

  /** Opens the builder on a match; the selections of another match are dropped, those of this one kept. */
  open(matchId: number): void {
    if (this.matchId !== matchId) this.reset();
    this.matchId = matchId;
  }

  close(): void {
    this.matchId = null;
  }

  reset(): void {
    this.matchId = null;
    this.picks = [];
    this.quote = null;
    this.quoteError = null;
    this.stake = '';
    this.placeError = null;
    this.receipt = null;
    this.confirming = null;
    this.asked += 1;
  }

  isPicked(pick: BuilderPick): boolean {
    return this.picks.some((p) => builderSlot(p) === builderSlot(pick) && p.choice === pick.choice);
  }

  get full(): boolean {
    return this.picks.length >= BUILDER_MAX_PICKS;
  }

  /**
   * Adds a selection, or takes it away when it is picked already; another choice of the same market replaces the
   * earlier one (one selection per market). A seventh selection is refused with the reason, and nothing changes.
   */
  toggle(pick: BuilderPick): void {
    this.placeError = null;
    this.receipt = null;
    // Other selections are another bet: a slip id left by a lost answer is not reused for them.
    this.slipId = this.newSlipId();
    const slot = builderSlot(pick);
    const same = this.picks.findIndex((p) => builderSlot(p) === slot);
    if (same >= 0 && this.picks[same]!.choice === pick.choice) {
      this.picks = this.picks.filter((_, i) => i !== same);
    } else if (same >= 0) {
      this.picks = this.picks.map((p, i) => (i === same ? pick : p));
    } else if (this.full) {
      this.placeError = 'builderPickCount';
      return;
    } else {
      this.picks = [...this.picks, pick];
    }
    // The price of the earlier selections is not theirs: nothing can be placed until the new one is answered.
    this.quote = null;
    this.quoteError = null;
    void this.requote();
  }

  remove(pick: BuilderPick): void {
    if (this.isPicked(pick)) this.toggle(pick);
  }

  /** Asks the server the price of the selections as they are now; fewer than two have none. */
  async requote(): Promise<void> {
    const question = ++this.asked;
    const matchId = this.matchId;
    const picks = this.picks;
    if (matchId === null || picks.length < BUILDER_MIN_PICKS || !this.deps.loggedIn()) {
      this.quote = null;
      this.quoteError = null;
      this.quoting = false;
      return;
    }
    this.quoting = true;
    try {
      const answer = await this.deps.api().builderQuote(matchId, picks);
      runInAction(() => {
        if (question !== this.asked) return;
        this.quote = { price: answer.price, odds: answer.odds };
        this.quoteError = null;
      });
    } catch (error) {
      runInAction(() => {
        if (question !== this.asked || notLoggedIn(error)) return;
        this.quote = null;
        this.quoteError = errorCode(error);
      });
    } finally {
      runInAction(() => {
        if (question === this.asked) this.quoting = false;
      });
    }
  }

  setStake(text: string): void {
    if (text !== this.stake) this.slipId = this.newSlipId();
    this.stake = text;
    this.placeError = null;
    this.receipt = null;
  }

  /** The stake in minor units, or null while the text is not an amount above nothing. */
  private get stakeMinor(): number | null {
    const minor = parseAmount(this.stake);
    return minor !== null && minor > 0 ? minor : null;
  }

  /** Why the stake cannot be sent, checked before the server is asked (it checks the same again). */
  get stakeProblem(): 'invalidBetAmount' | null {
    return this.stake.trim() !== '' && this.stakeMinor === null ? 'invalidBetAmount' : null;
  }

  /** What the stake returns at the price shown if every selection wins (minor units), or null. */
  get potentialReturn(): number | null {
    const stake = this.stakeMinor;
    if (stake === null || !this.quote) return null;
    const { riskMinor, winMinor } = betAmounts(stake, this.quote.price, ODDS_TYPES.DEC);
    return riskMinor + winMinor;
  }

  /**
   * A price being asked again for the same selections (the match's prices moved) leaves Place enabled: the server
   * prices the slip again when it is placed and refuses a price that moved against the player.
   */
  get canPlace(): boolean {
    return !!this.quote && !this.placing && this.stakeMinor !== null;
  }

  /** Opens the confirmation on the selections, price and stake as they are now. */
  askToPlace(): void {
    const quote = this.quote;
    const stake = this.stakeMinor;
    const potentialReturn = this.potentialReturn;
    if (!this.canPlace || !quote || stake === null || this.matchId === null || potentialReturn === null)
      return;
    this.confirming = { matchId: this.matchId, picks: this.picks, quote, stake, potentialReturn };
  }

  cancelPlace(): void {
    this.confirming = null;
  }

  /**
   * Places the confirmed selections at the confirmed price, whatever the builder shows now. A moved price comes
   * back refused (unless the player accepts it), with the new one shown, to place again.
   */
  async place(): Promise<void> {
    const offer = this.confirming;
    this.confirming = null;
    if (!offer || this.placing || !this.deps.loggedIn()) return;
    const { quote, stake } = offer;
    this.placing = true;
    this.placeError = null;
    try {
      const placed = await this.deps.api().betBuilder({
        match_id: offer.matchId,
        picks: offer.picks,
        price: quote.price,
        stake: minorToDecimalString(stake),
        slip_id: this.slipId,
        accept_better_odds: this.deps.acceptance().acceptBetterOdds,
        accept_any_odds: this.deps.acceptance().acceptAnyOdds,
      });
      runInAction(() => {
        this.receipt = {
          refNo: placed.bet.ref_no,
          odds: placed.bet.odds,
          stake,
          potentialReturn: toMinor(placed.bet.max_payout),
        };
        this.picks = [];
        this.quote = null;
        this.stake = '';
        this.slipId = this.newSlipId();
        this.asked += 1;
      });
      this.deps.onPlaced();
    } catch (error) {
      const code = errorCode(error);
      runInAction(() => {
        // A refusal is final for this slip; a lost answer keeps the slip id so the retry is the same bet.
        if (error instanceof ApiCallError && error.kind === 'business') this.slipId = this.newSlipId();
        this.placeError = code;
      });
      if (code === 'oddsIsUpdating') await this.requote();
    } finally {
      runInAction(() => {
        this.placing = false;
      });
    }
  }
}
