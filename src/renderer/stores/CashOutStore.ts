import { makeAutoObservable, runInAction } from 'mobx';
import type { BetView } from '@shared/betting/api';
import { minorToDecimalString, parseAmount, toMinor } from '@shared/money';
import type { BetApi } from '../api/bet';
import { ApiCallError } from '../api/client';
import { errorCode, notLoggedIn } from './storeHelpers';

export interface CashOutDeps {
  api: () => BetApi;
  /** Cash out switched off for the account or the operator (player_info.disabled_products). */
  disabled: () => boolean;
  /** False once the player logged out: nothing is followed then. */
  loggedIn: () => boolean;
  /** The player's accept-any-odds preference: a value that fell while they confirmed is taken all the same. */
  acceptAnyOdds: () => boolean;
  /** Told after a cash out is taken: the header balance and the bet list are read again. */
  onCashedOut: () => void;
  /** True while the push stream tells of every change of the bets: no timer looks for auto cash outs then. */
  pushed?: () => boolean;
  newRequestId?: () => string;
  /** How often bets with an auto cash out are looked at without the push stream (ms). */
  watchEveryMs?: number;
}

/** What the dialog does: cash out the whole bet, a part of its value, or set the value it cashes out at by itself. */
export type CashOutMode = 'full' | 'part' | 'auto';

/** The offer a confirmation shows, fixed when it opens: Confirm asks for exactly this value. */
export interface CashOutConfirmation {
  bet: BetView;
  /** The whole bet's value as offered when the dialog opened (or when the player last saw it change). */
  value: string;
  mode: CashOutMode;
  /** The part to take (`part`), or the value to cash out at (`auto`). */
  amount: string;
  /** What the server answered last, or null; `cashOutValueChanged` comes with the new value already shown. */
  error: string | null;
}

/** What a taken cash out credited, for the receipt the bet list shows. */
export interface CashOutReceipt {
  refNo: string;
  amount: string;
  balance: string;
  /** A partial cash out: the bet runs on with a smaller stake. */
  remainderStake: string | null;
}

/** A running bet's cash out state as last quoted (decimal strings). */
interface BetOffer {
  /** What the whole bet cashes out for now; null while there is no offer (a market suspended). */
  value: string | null;
  /** The most the bet can still return: the highest auto cash out value. */
  maxReturn: string | null;
  /** The value the player set it to cash out at by itself. */
  auto: string | null;
}

/** The bets cash out takes (RULES.md section 12): sportsbook singles and mix parlays, not virtual sports. */
function cashOutKind(bet: BetView): boolean {
  return (
    bet.status === 'running' &&
    !bet.game &&
    !bet.virtual &&
    (bet.bet_type === 'single' || bet.bet_type === 'parlay')
  );
}

/** An amount as the contract carries it (a decimal string or a number), as one decimal string. */
const decimal = (amount: string | number) => minorToDecimalString(toMinor(amount));
const decimalOrNull = (amount: string | number | null) => (amount === null ? null : decimal(amount));

const randomRequestId = () => `co${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/** Bets with an auto cash out are looked at this often when nothing is pushed. */
const WATCH_EVERY_MS = 5_000;

/**
 * The running bets' cash out offers, the confirmation the player opened and its taking, and the auto cash outs the
 * player set. The offers are read with the running list; the confirmation keeps the value it showed, so Confirm never
 * takes a value the player did not see. A request id is kept until the cash out is answered: a Confirm repeated
 * after a lost answer is the same request, which the server credits once. A bet with an auto cash out is followed
 * until it leaves the running list; if the server cashed it out, the player is told (`autoTaken`).
 */
export class CashOutStore {
  /** Each quoted running bet's offer and auto cash out, by bet id. */
  offers = new Map<number, BetOffer>();
  confirming: CashOutConfirmation | null = null;
  taking = false;
  receipt: CashOutReceipt | null = null;
  /** Auto cash outs the server took, for the notice, oldest first. */
  autoTaken: { refNo: string; amount: string }[] = [];
  /** Ref nos of the bets with an auto cash out, by bet id: followed until they stop running. */
  private watched = new Map<number, string>();
  private requestId: string;
  private watchTimer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly deps: CashOutDeps) {
    this.requestId = this.newId();
    makeAutoObservable<this, 'deps' | 'requestId' | 'watched' | 'watchTimer'>(this, {
      deps: false,
      requestId: false,
      watched: false,
      watchTimer: false,
    });
  }

  private newId(): string {
    return (this.deps.newRequestId ?? randomRequestId)();
  }

  get disabled(): boolean {
    return this.deps.disabled();
  }

  offerOf(betId: number): string | null {
    return this.offers.get(betId)?.value ?? null;
  }

  autoOf(betId: number): string | null {
    return this.offers.get(betId)?.auto ?? null;
  }

  /** Reads the offers on the running bets given; a bet without one shows no button. */
  async quote(bets: readonly BetView[]): Promise<void> {
    const quoted = bets.filter(cashOutKind).slice(0, 100);
    const ids = quoted.map((b) => b.bet_id);
    const replace = (found: Map<number, BetOffer>) => {
      const next = new Map([...this.offers].filter(([id]) => !ids.includes(id)));
      for (const [id, offer] of found) next.set(id, offer);
      this.offers = next;
    };
    if (this.disabled || ids.length === 0) return;
    try {
      const { offers } = await this.deps.api().cashOutQuote(ids);
      runInAction(() => {
        replace(
          new Map(
            offers.map((o) => [
              o.bet_id,
              {
                value: decimalOrNull(o.value),
                maxReturn: decimalOrNull(o.max_return),
                auto: decimalOrNull(o.auto_value),
              },
            ]),
          ),
        );
        for (const b of quoted) if (this.autoOf(b.bet_id) !== null) this.watch(b.bet_id, b.ref_no);
      });
    } catch {
      // No offer is shown rather than an old one: a button must never promise a value the server no longer gives.
      runInAction(() => replace(new Map()));
    }
  }

  /**
   * The running list as read now: its offers are quoted, and a followed bet no longer in it has ended; if the
   * server cashed it out by itself, the player is told what it paid.
   */
  async followRunning(running: readonly BetView[]): Promise<void> {
    const still = new Set(running.map((b) => b.bet_id));
    const ended = [...this.watched].filter(([id]) => !still.has(id));
    for (const [id] of ended) this.watched.delete(id);
    this.stopWatchIfIdle();
    await Promise.all([this.quote(running), ...ended.map(([, refNo]) => this.tellIfAutomatic(refNo))]);
  }

  /** The push stream says the player's bets changed: a followed bet may have been cashed out by itself. */
  betsChanged(): void {
    if (this.watched.size > 0) void this.checkWatched();
  }

  dismissAutoTaken(refNo: string): void {
    this.autoTaken = this.autoTaken.filter((n) => n.refNo !== refNo);
  }

  private watch(betId: number, refNo: string): void {
    this.watched.set(betId, refNo);
    if (this.watchTimer) return;
    this.watchTimer = setInterval(() => {
      if (!this.deps.pushed?.()) void this.checkWatched();
    }, this.deps.watchEveryMs ?? WATCH_EVERY_MS);
  }

  private stopWatchIfIdle(): void {
    if (this.watched.size > 0 || !this.watchTimer) return;
    clearInterval(this.watchTimer);
    this.watchTimer = null;
  }

  private async checkWatched(): Promise<void> {
    if (!this.deps.loggedIn()) return;
    try {
      const { bets } = await this.deps.api().openList('betacceptlist');
      await this.followRunning(bets);
    } catch {
      // The next push or beat looks again.
    }
  }

  private async tellIfAutomatic(refNo: string): Promise<void> {
    try {
      const { bet } = await this.deps.api().ticket(refNo);
      if (!bet || bet.status !== 'cashed_out' || !bet.cash_out?.automatic) return;
      const amount = decimal(bet.cash_out.amount);
      runInAction(() => this.autoTaken.push({ refNo, amount }));
      this.deps.onCashedOut();
    } catch {
      // The bet list still shows it cashed out; only the notice is lost.
    }
  }

  open(bet: BetView): void {
    const value = this.offerOf(bet.bet_id);
    if (this.disabled || value === null) return;
    this.receipt = null;
    this.confirming = { bet, value, mode: 'full', amount: '', error: null };
  }

  cancel(): void {
    this.confirming = null;
    this.requestId = this.newId();
  }

  setMode(mode: CashOutMode): void {
    if (!this.confirming) return;
    // An auto value starts from the one already set, which the player can change or keep.
    const amount = mode === 'auto' ? (this.autoOf(this.confirming.bet.bet_id) ?? '') : '';
    this.confirming = { ...this.confirming, mode, amount, error: null };
  }

  setAmount(amount: string): void {
    if (this.confirming) this.confirming = { ...this.confirming, amount, error: null };
  }

  /**
   * Why the amount typed cannot be sent (the server checks the same): a part must be an amount above nothing and
   * below the value; an auto value above nothing and at most what the bet can still return.
   */
  get amountProblem(): 'cashOutAmountInvalid' | null {
    const c = this.confirming;
    if (!c || c.mode === 'full') return null;
    const minor = parseAmount(c.amount.trim());
    if (minor === null || minor <= 0) return 'cashOutAmountInvalid';
    if (c.mode === 'part') return minor >= toMinor(c.value) ? 'cashOutAmountInvalid' : null;
    const most = this.offers.get(c.bet.bet_id)?.maxReturn;
    return most !== null && most !== undefined && minor > toMinor(most) ? 'cashOutAmountInvalid' : null;
  }

  /** Sends what the confirmation shows: the cash out (whole or a part), or the auto value. Answers whether it was done. */
  async confirm(): Promise<boolean> {
    const c = this.confirming;
    if (!c || this.taking || this.amountProblem) return false;
    this.taking = true;
    try {
      if (c.mode === 'auto') await this.setAuto(c);
      else await this.take(c);
      return true;
    } catch (error) {
      if (notLoggedIn(error)) return false;
      const code = errorCode(error);
      // A refused request took nothing: the next Confirm is a new request. A lost answer keeps its id, so sending
      // it again cannot take the bet twice.
      const refused = error instanceof ApiCallError && error.kind === 'business';
      if (refused) this.requestId = this.newId();
      if (refused) await this.quote([c.bet]);
      runInAction(() => {
        if (this.confirming?.bet.bet_id !== c.bet.bet_id) return;
        const value = this.offerOf(c.bet.bet_id);
        // The dialog shows the value the server gives now; with none left, only the reason.
        this.confirming = { ...this.confirming, value: value ?? this.confirming.value, error: code };
        if (code === 'cashOutValueChanged' && value === null) this.confirming.error = 'cashOutUnavailable';
      });
      return false;
    } finally {
      runInAction(() => (this.taking = false));
    }
  }

  private async take(c: CashOutConfirmation): Promise<void> {
    const res = await this.deps.api().cashOut({
      bet_id: c.bet.bet_id,
      value: c.value,
      ...(c.mode === 'part' ? { amount: minorToDecimalString(parseAmount(c.amount.trim()) ?? 0) } : {}),
      request_id: this.requestId,
      accept_any_odds: this.deps.acceptAnyOdds(),
    });
    runInAction(() => {
      this.receipt = {
        refNo: res.bet.ref_no,
        amount: decimal(res.amount),
        balance: decimal(res.balance),
        remainderStake: res.bet.status === 'running' ? decimal(res.bet.stake) : null,
      };
      this.confirming = null;
      this.offers.delete(c.bet.bet_id);
      this.watched.delete(c.bet.bet_id);
      this.requestId = this.newId();
    });
    this.deps.onCashedOut();
  }

  private async setAuto(c: CashOutConfirmation): Promise<void> {
    const value = minorToDecimalString(parseAmount(c.amount.trim()) ?? 0);
    const res = await this.deps.api().cashOutAuto(c.bet.bet_id, value);
    runInAction(() => {
      this.applyAuto(c.bet, decimalOrNull(res.auto_value));
      this.confirming = null;
    });
  }

  /** Clears the bet's auto cash out. */
  async clearAuto(bet: BetView): Promise<void> {
    try {
      const res = await this.deps.api().cashOutAuto(bet.bet_id, null);
      runInAction(() => this.applyAuto(bet, decimalOrNull(res.auto_value)));
    } catch {
      // The value stays shown as it is on the server; the next read of the list shows it again.
    }
  }

  private applyAuto(bet: BetView, auto: string | null): void {
    const offer = this.offers.get(bet.bet_id) ?? { value: null, maxReturn: null, auto: null };
    this.offers = new Map(this.offers).set(bet.bet_id, { ...offer, auto });
    if (auto === null) {
      this.watched.delete(bet.bet_id);
      this.stopWatchIfIdle();
    } else this.watch(bet.bet_id, bet.ref_no);
  }

  /** A value the dialog can no longer offer: the Confirm button stays off until a new offer comes. */
  get confirmable(): boolean {
    const c = this.confirming;
    return (
      !!c && !this.taking && !this.amountProblem && (c.mode === 'auto' || this.offerOf(c.bet.bet_id) !== null)
    );
  }

  reset(): void {
    this.offers = new Map();
    this.confirming = null;
    this.receipt = null;
    this.autoTaken = [];
    this.watched.clear();
    this.stopWatchIfIdle();
  }
}
