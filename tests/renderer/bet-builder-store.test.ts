import { describe, expect, it } from 'vitest';
import type { PlacedResponse } from '@shared/betting/api';
import type { BuilderPick } from '@shared/betting/builder';
import { priceFromDecimal } from '@shared/odds/price';
import type { BetApi } from '../../src/renderer/api/bet';
import { ApiCallError } from '../../src/renderer/api/client';
import { BetBuilderStore } from '../../src/renderer/stores/BetBuilderStore';

const pick = (market: string, choice: string, line: number | null = null, period = 0): BuilderPick => ({
  match_id: 100,
  market,
  period,
  choice,
  line,
});
const HOME = pick('oxt', '1');
const AWAY = pick('oxt', '2');
const OVER = pick('ou', 'o', 250);
const BOTH = pick('bs', 'y');

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Quote = { match_id: number; price: number; odds: string };
type PlaceBody = Parameters<BetApi['betBuilder']>[0];

/** A builder over an API whose answers the test gives one at a time, in the order it chooses. */
function builder(acceptAnyOdds = false) {
  const quotes: { picks: BuilderPick[]; answer: Deferred<Quote> }[] = [];
  const placed: { body: PlaceBody; answer: Deferred<PlacedResponse> }[] = [];
  let slips = 0;
  let told = 0;
  const api = {
    builderQuote: (_matchId: number, picks: BuilderPick[]) => {
      const answer = deferred<Quote>();
      quotes.push({ picks, answer });
      return answer.promise;
    },
    betBuilder: (body: PlaceBody) => {
      const answer = deferred<PlacedResponse>();
      placed.push({ body, answer });
      return answer.promise;
    },
  } satisfies Partial<BetApi> as unknown as BetApi;
  const s = new BetBuilderStore({
    api: () => api,
    loggedIn: () => true,
    acceptance: () => ({ acceptBetterOdds: true, acceptAnyOdds }),
    onPlaced: () => {
      told += 1;
    },
    newSlipId: () => `slip-${++slips}`,
  });
  s.open(100);
  return { s, quotes, placed, told: () => told };
}

const quote = (decimal: number): Quote => ({
  match_id: 100,
  price: priceFromDecimal(decimal),
  odds: decimal.toFixed(2),
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Picks a home win and over 2.5, and has the server quote them at `decimal`. */
async function quotedHomeAndOver(
  s: BetBuilderStore,
  quotes: ReturnType<typeof builder>['quotes'],
  decimal: number,
): Promise<void> {
  s.toggle(HOME);
  s.toggle(OVER);
  quotes.at(-1)!.answer.resolve(quote(decimal));
  await settle();
}

describe('BetBuilderStore', () => {
  it('keeps one selection per market, takes a picked one away, and refuses a seventh without changing the six', () => {
    const { s, quotes } = builder();
    s.toggle(HOME);
    expect(s.picks).toEqual([HOME]);
    expect(quotes).toHaveLength(0);
    s.toggle(AWAY);
    expect(s.picks).toEqual([AWAY]);
    s.toggle(OVER);
    expect(s.picks).toEqual([AWAY, OVER]);
    expect(quotes.at(-1)?.picks).toEqual([AWAY, OVER]);
    s.toggle(OVER);
    expect(s.picks).toEqual([AWAY]);
    expect(s.quote).toBeNull();
    const six = [HOME, OVER, BOTH, pick('dc', '1x'), pick('wm', 'h1'), pick('oxt', '1', null, 1)];
    six.slice(1).forEach((p) => s.toggle(p));
    expect(s.picks).toEqual([AWAY, ...six.slice(1)]);
    s.toggle(pick('cs', '2-1'));
    expect(s.placeError).toBe('builderPickCount');
    expect(s.picks).toHaveLength(6);
  });

  it('shows the price of the selections shown: an answer to an older question is dropped', async () => {
    const { s, quotes } = builder();
    s.toggle(HOME);
    s.toggle(OVER);
    s.toggle(BOTH);
    expect(quotes).toHaveLength(2);
    quotes[1]!.answer.resolve(quote(4.1));
    await settle();
    quotes[0]!.answer.resolve(quote(2.9));
    await settle();
    expect(s.quote).toEqual({ price: priceFromDecimal(4.1), odds: '4.10' });
    // Asked again for the same selections, the price shown stays placeable; other selections have none until answered.
    void s.requote();
    s.setStake('5');
    expect(s.canPlace).toBe(true);
    s.toggle(AWAY);
    expect(s.quote).toBeNull();
    expect(s.canPlace).toBe(false);
    quotes[3]!.answer.reject(new ApiCallError('builderContradictory', 'business'));
    await settle();
    expect(s.quote).toBeNull();
    expect(s.quoteError).toBe('builderContradictory');
    expect(s.canPlace).toBe(false);
  });

  it('checks the stake and shows what it returns at the price shown, rounded as the bet is', async () => {
    const { s, quotes } = builder();
    await quotedHomeAndOver(s, quotes, 3.37);
    s.setStake('1.001');
    expect(s.stakeProblem).toBe('invalidBetAmount');
    expect(s.canPlace).toBe(false);
    s.setStake('0');
    expect(s.stakeProblem).toBe('invalidBetAmount');
    s.setStake('12.35');
    expect(s.stakeProblem).toBeNull();
    // 12.35 x 3.37 = 41.6195: the return is floored to the cent, as the server strikes it.
    expect(s.potentialReturn).toBe(4161);
    expect(s.canPlace).toBe(true);
  });

  it('places what the confirmation showed, keeps the slip id after a lost answer, and takes a new one after a refusal', async () => {
    const { s, quotes, placed, told } = builder();
    await quotedHomeAndOver(s, quotes, 3.4);
    s.setStake('10');
    s.askToPlace();
    expect(s.confirming?.potentialReturn).toBe(3400);
    // The price moves while the confirmation is open: Confirm still sends the one it showed.
    void s.requote();
    quotes[1]!.answer.resolve(quote(3.2));
    await settle();
    void s.place();
    expect(placed[0]!.body).toMatchObject({
      match_id: 100,
      picks: [HOME, OVER],
      price: priceFromDecimal(3.4),
      stake: '10.00',
      accept_better_odds: true,
      accept_any_odds: false,
    });
    placed[0]!.answer.reject(new ApiCallError('requestTimeout', 'network'));
    await settle();
    expect(s.placeError).toBe('requestTimeout');
    s.askToPlace();
    void s.place();
    expect(placed[1]!.body.slip_id).toBe(placed[0]!.body.slip_id);
    expect(placed[1]!.body.price).toBe(priceFromDecimal(3.2));
    placed[1]!.answer.reject(new ApiCallError('oddsIsUpdating', 'business'));
    await settle();
    expect(s.placeError).toBe('oddsIsUpdating');
    // The refusal asks the price again, to show the new one.
    expect(quotes).toHaveLength(3);
    quotes[2]!.answer.resolve(quote(3.1));
    await settle();
    s.askToPlace();
    void s.place();
    expect(placed[2]!.body.slip_id).not.toBe(placed[1]!.body.slip_id);
    placed[2]!.answer.resolve({
      bet: { ref_no: 'SB000000042', odds: '3.10', stake: '10.00', max_payout: '31.00' },
      balance: '90.00',
    } as unknown as PlacedResponse);
    await settle();
    expect(s.receipt).toEqual({ refNo: 'SB000000042', odds: '3.10', stake: 1000, potentialReturn: 3100 });
    expect(s.picks).toEqual([]);
    expect(s.stake).toBe('');
    expect(told()).toBe(1);
  });

  it('sends a changed selection or stake under a new slip id, even after a lost answer', async () => {
    const { s, quotes, placed } = builder();
    await quotedHomeAndOver(s, quotes, 3.4);
    s.setStake('10');
    s.askToPlace();
    void s.place();
    placed[0]!.answer.reject(new ApiCallError('requestTimeout', 'network'));
    await settle();
    s.setStake('11');
    s.askToPlace();
    void s.place();
    expect(placed[1]!.body.slip_id).not.toBe(placed[0]!.body.slip_id);
  });

  it('drops the selections of another match when opened on a new one', () => {
    const { s } = builder();
    s.toggle(HOME);
    s.open(100);
    expect(s.picks).toEqual([HOME]);
    s.open(200);
    expect(s.picks).toEqual([]);
    expect(s.matchId).toBe(200);
  });
});
