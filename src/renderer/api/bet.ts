import type {
  BetBySlipResponse,
  BetCheckMultiResponse,
  BetCheckResponse,
  BetLeg,
  BetListResponse,
  BetStatementResponse,
  BetTicketResponse,
  PlacedResponse,
  StatementDayResponse,
  TicketPrintedResponse,
} from '@shared/betting/api';
import type { betBoostRequest } from '@shared/betting/boost';
import type { BuilderPick } from '@shared/betting/builder';
import { BET_CALLS } from '@shared/betting/contract';
import type { z } from 'zod';
import type { ApiClient, CallAnswer, CallBody } from './client';

type Answer<N extends keyof typeof BET_CALLS> = Promise<CallAnswer<(typeof BET_CALLS)[N]>>;

interface PlaceBody {
  stake: string;
  slip_id: string;
  accept_better_odds: boolean;
  accept_any_odds: boolean;
}

type OpenListName = 'betacceptlist' | 'pendingbetlist' | 'betrejectlist';
type RangeListName = 'betacceptfulllist' | 'betrejectfulllist' | 'settledbetlist' | 'cancelledbetlist';

/** The bet URL group (API.md: POST {apiBaseUrl}/bet/{name}); `virtual` picks the v-prefixed calls. */
export interface BetApi {
  check(leg: BetLeg, opts: { virtual: boolean; special: boolean }): Promise<BetCheckResponse>;
  checkMulti(legs: BetLeg[], virtual: boolean): Promise<BetCheckMultiResponse>;
  single(leg: BetLeg, body: PlaceBody, opts: { virtual: boolean; special: boolean }): Promise<PlacedResponse>;
  parlay(
    legs: BetLeg[],
    body: PlaceBody & { special?: boolean },
    opts: { virtual: boolean; mmo: boolean },
  ): Promise<PlacedResponse>;
  system(legs: BetLeg[], sizes: number[], body: PlaceBody, virtual: boolean): Promise<PlacedResponse>;
  openList(name: OpenListName): Promise<BetListResponse>;
  /** What a submit with this slip id placed (null: nothing), for a submit whose answer was lost. */
  bySlip(slipId: string): Promise<BetBySlipResponse>;
  rangeList(name: RangeListName, start: string, end: string, page: number): Promise<BetListResponse>;
  dayList(day: string, cancelled: boolean): Promise<BetListResponse>;
  parlayDetails(betId: number): Promise<BetListResponse>;
  systemTickets(betId: number): Answer<'betsysparlaybet'>;
  /** One of the member's bets by the ref no on its ticket (any product). */
  ticket(refNo: string): Promise<BetTicketResponse>;
  /** Records one print of a ticket on this terminal; the answer says whether it was the original. */
  ticketPrinted(refNo: string, terminalId: string): Promise<TicketPrintedResponse>;
  statement(start: string, end: string): Promise<BetStatementResponse>;
  /** Every product's lines of one statement day (bets, rounds, 4D, virtual, tournament, adjustments). */
  statementDay(day: string): Promise<StatementDayResponse>;
  results(day: string, sportId: number): Answer<'matchresult'>;
  matchResult(matchId: number): Answer<'singlematchresult'>;
  /** The odds boosts on offer (the Booster tab). */
  boosts(): Answer<'boostlist'>;
  /** A single at a boost's boosted price. */
  betBoost(
    body: Omit<z.input<typeof betBoostRequest>, 'account_id' | 'session_token'>,
  ): Promise<PlacedResponse>;
  /** The cash out offer on each bet named (a null value with a code: no offer now). */
  cashOutQuote(betIds: number[]): Answer<'cashoutquote'>;
  /** Takes the offer the player saw, in full or, with `amount`, in part; a repeated request id credits once. */
  cashOut(body: CallBody<(typeof BET_CALLS)['cashout']>): Answer<'cashout'>;
  /** Sets the value at which the bet is cashed out by itself; null clears it. */
  cashOutAuto(betId: number, value: string | null): Answer<'cashoutauto'>;
  /** The one price of a bet builder's selections on a match. */
  builderQuote(matchId: number, picks: BuilderPick[]): Answer<'builderquote'>;
  /** Places a bet builder at the price the player was quoted; a repeated slip id is the same bet. */
  betBuilder(body: CallBody<(typeof BET_CALLS)['betbuilder']>): Answer<'betbuilder'>;
}

/** The placement calls, each of which has a virtual version (`v` + its name) for sports 40 to 54. */
type PlacementName =
  | 'betcheck'
  | 'betcheckspecial'
  | 'betcheckmultispecial'
  | 'betsingle'
  | 'betsinglespecial'
  | 'betparlay'
  | 'betsysparlay'
  | 'betmmoclick'
  | 'betsinglemmo'
  | 'betparlaymmo';

function placement<N extends PlacementName>(name: N, virtual: boolean): N | `v${N}` {
  return virtual ? `v${name}` : name;
}

export function createBetApi(client: ApiClient): BetApi {
  return {
    check: (leg, { virtual, special }) => {
      const name = leg.odds_type === 5 ? 'betmmoclick' : special ? 'betcheckspecial' : 'betcheck';
      return client.call(BET_CALLS, placement(name, virtual), { leg });
    },
    checkMulti: (legs, virtual) =>
      client.call(BET_CALLS, placement('betcheckmultispecial', virtual), { legs }),
    single: (leg, body, { virtual, special }) => {
      const name = leg.odds_type === 5 ? 'betsinglemmo' : special ? 'betsinglespecial' : 'betsingle';
      return client.call(BET_CALLS, placement(name, virtual), { leg, ...body });
    },
    parlay: (legs, body, { virtual, mmo }) =>
      client.call(BET_CALLS, placement(mmo ? 'betparlaymmo' : 'betparlay', virtual), { legs, ...body }),
    system: (legs, sizes, body, virtual) =>
      client.call(BET_CALLS, placement('betsysparlay', virtual), { legs, sizes, ...body }),
    openList: (name) => client.call(BET_CALLS, name, { page_size: 100 }),
    bySlip: (slip_id) => client.call(BET_CALLS, 'betbyslip', { slip_id }),
    rangeList: (name, start_date, end_date, page_number) =>
      client.call(BET_CALLS, name, { start_date, end_date, page_number, page_size: 50 }),
    dayList: (working_date, cancelled) =>
      client.call(BET_CALLS, cancelled ? 'dbetlistcancel' : 'dbetlist', { working_date }),
    parlayDetails: (bet_id) => client.call(BET_CALLS, 'parlaybetdetails', { bet_id }),
    systemTickets: (bet_id) => client.call(BET_CALLS, 'betsysparlaybet', { bet_id }),
    ticket: (ref_no) => client.call(BET_CALLS, 'betticket', { ref_no }),
    ticketPrinted: (ref_no, terminal_id) => client.call(BET_CALLS, 'ticketprinted', { ref_no, terminal_id }),
    statement: (start_date, end_date) => client.call(BET_CALLS, 'betstatement', { start_date, end_date }),
    statementDay: (working_date) => client.call(BET_CALLS, 'betstatementday', { working_date }),
    results: (working_date, sport_id) => client.call(BET_CALLS, 'matchresult', { working_date, sport_id }),
    matchResult: (match_id) => client.call(BET_CALLS, 'singlematchresult', { match_id }),
    boosts: () => client.call(BET_CALLS, 'boostlist', {}),
    betBoost: (body) => client.call(BET_CALLS, 'betboost', body),
    cashOutQuote: (bet_ids) => client.call(BET_CALLS, 'cashoutquote', { bet_ids }),
    cashOut: (body) => client.call(BET_CALLS, 'cashout', body),
    cashOutAuto: (bet_id, value) => client.call(BET_CALLS, 'cashoutauto', { bet_id, value }),
    builderQuote: (match_id, picks) => client.call(BET_CALLS, 'builderquote', { match_id, picks }),
    betBuilder: (body) => client.call(BET_CALLS, 'betbuilder', body),
  };
}
