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
  /** The player's accept-any-odds preference: a value that fell while they confirmed is taken all the same. */
  acceptAnyOdds: () => boolean;
  /** Told after a cash out is taken: the header balance and the bet list are read again. */
  onCashedOut: () => void;
  newRequestId?: () => string;
}

/** The offer a confirmation shows, fixed when it opens: Confirm asks for exactly this value. */
export interface CashOutConfirmation {
  bet: BetView;
  /** The whole bet's value as offered when the dialog opened (or when the player last saw it change). */
  value: string;
  /** Cash out a part: `amount` of `value`, the rest of the bet running on. */
  part: boolean;
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

const randomRequestId = () => `co${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/**
 * The running bets' cash out offers, the confirmation the player opened and its taking. The offers are read with
 * the running list; the confirmation keeps the value it showed, so Confirm never takes a value the player did not
 * see. A request id is kept until the cash out is answered: a Confirm repeated after a lost answer is the same
 * request, which the server credits once.
 */
export class CashOutStore {
  /** Value (decimal string) of each running bet with an offer now, by bet id. */
  offers = new Map<number, string>();
  confirming: CashOutConfirmation | null = null;
  taking = false;
  receipt: CashOutReceipt | null = null;
  private requestId: string;

  constructor(private readonly deps: CashOutDeps) {
    this.requestId = (deps.newRequestId ?? randomRequestId)();
    makeAutoObservable<this, 'deps' | 'requestId'>(this, { deps: false, requestId: false });
  }

  get disabled(): boolean {
    return this.deps.disabled();
  }

  offerOf(betId: number): string | null {
    return this.offers.get(betId) ?? null;
  }

  /** Reads the offers on the running bets given; a bet without one shows no button. */
  async quote(bets: readonly BetView[]): Promise<void> {
    const ids = bets
      .filter(cashOutKind)
      .map((b) => b.bet_id)
      .slice(0, 100);
    const replace = (found: Map<number, string>) => {
      const next = new Map([...this.offers].filter(([id]) => !ids.includes(id)));
      for (const [id, value] of found) next.set(id, value);
      this.offers = next;
    };
    if (this.disabled || ids.length === 0) return;
    try {
      const { offers } = await this.deps.api().cashOutQuote(ids);
      runInAction(() =>
        replace(
          new Map(offers.flatMap((o) => (o.value === null ? [] : [[o.bet_id, decimal(o.value)] as const]))),
        ),
      );
    } catch {
      // No offer is shown rather than an old one: a button must never promise a value the server no longer gives.
      runInAction(() => replace(new Map()));
    }
  }

  open(bet: BetView): void {
    const value = this.offerOf(bet.bet_id);
    if (this.disabled || value === null) return;
    this.receipt = null;
    this.confirming = { bet, value, part: false, amount: '', error: null };
  }

  cancel(): void {
    this.confirming = null;
    this.requestId = (this.deps.newRequestId ?? randomRequestId)();
  }

  setPart(part: boolean): void {
    if (this.confirming) this.confirming = { ...this.confirming, part, error: null };
  }

  setAmount(amount: string): void {
    if (this.confirming) this.confirming = { ...this.confirming, amount, error: null };
  }

  /** Why the part asked for cannot be sent (the server checks the same): not an amount, or not less than the value. */
  get amountProblem(): 'cashOutAmountInvalid' | null {
    const c = this.confirming;
    if (!c || !c.part) return null;
    const minor = parseAmount(c.amount.trim());
    return minor === null || minor <= 0 || minor >= toMinor(c.value) ? 'cashOutAmountInvalid' : null;
  }

  /** Takes the confirmation's value (or its part); answers whether it was taken. */
  async confirm(): Promise<boolean> {
    const c = this.confirming;
    if (!c || this.taking || this.amountProblem) return false;
    this.taking = true;
    try {
      const res = await this.deps.api().cashOut({
        bet_id: c.bet.bet_id,
        value: c.value,
        ...(c.part ? { amount: minorToDecimalString(parseAmount(c.amount.trim()) ?? 0) } : {}),
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
        this.requestId = (this.deps.newRequestId ?? randomRequestId)();
      });
      this.deps.onCashedOut();
      return true;
    } catch (error) {
      if (notLoggedIn(error)) return false;
      const code = errorCode(error);
      // A refused request took nothing: the next Confirm is a new request. A lost answer keeps its id, so sending
      // it again cannot take the bet twice.
      const refused = error instanceof ApiCallError && error.kind === 'business';
      if (refused) this.requestId = (this.deps.newRequestId ?? randomRequestId)();
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

  /** A value the dialog can no longer offer: the Confirm button stays off until a new offer comes. */
  get confirmable(): boolean {
    const c = this.confirming;
    return !!c && !this.taking && !this.amountProblem && this.offers.has(c.bet.bet_id);
  }

  reset(): void {
    this.offers = new Map();
    this.confirming = null;
    this.receipt = null;
  }
}
