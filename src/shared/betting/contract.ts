// The bet URL group as contract entries: the one source for the bet routes, docs/API.md and the bet fuzz test.
import type { z } from 'zod';
import type { CallSpec } from '../api/contract';
import * as s from './api';
import * as boost from './boost';

const bet = <Req extends z.ZodType, Res extends z.ZodType>(
  request: Req,
  response: Res,
): CallSpec<Req, Res, true> => ({
  group: 'bet',
  request,
  response,
  session: true,
});

const PLACEMENT = {
  betcheck: bet(s.betCheckRequest, s.betCheckResponse),
  betcheckspecial: bet(s.betCheckRequest, s.betCheckResponse),
  betcheckmultispecial: bet(s.betCheckMultiRequest, s.betCheckMultiResponse),
  betsingle: bet(s.betSingleRequest, s.placedResponse),
  betsinglespecial: bet(s.betSingleRequest, s.placedResponse),
  betparlay: bet(s.betParlayRequest, s.placedResponse),
  betsysparlay: bet(s.betSysParlayRequest, s.placedResponse),
  betmmoclick: bet(s.betCheckRequest, s.betCheckResponse),
  betsinglemmo: bet(s.betSingleRequest, s.placedResponse),
  betparlaymmo: bet(s.betParlayRequest, s.placedResponse),
} as const satisfies Record<string, CallSpec>;

type Placement = typeof PLACEMENT;

/**
 * The virtual versions: the same calls restricted to the special and virtual sports (ids 40 to 54). Built from the
 * entries, whose names TypeScript cannot follow through Object.fromEntries, so the one assertion of the contract's
 * types is here: each `v` name carries its original's schemas.
 */
const VIRTUAL = Object.fromEntries(Object.entries(PLACEMENT).map(([name, spec]) => [`v${name}`, spec])) as {
  readonly [N in keyof Placement as `v${N}`]: Placement[N];
};

const LISTS = {
  betacceptlist: bet(s.betListRequest, s.betListResponse),
  betrejectlist: bet(s.betListRequest, s.betListResponse),
  pendingbetlist: bet(s.betListRequest, s.betListResponse),
  betbyslip: bet(s.betBySlipRequest, s.betBySlipResponse),
  betacceptfulllist: bet(s.betRangeRequest, s.betListResponse),
  betrejectfulllist: bet(s.betRangeRequest, s.betListResponse),
  dbetlist: bet(s.betDayRequest, s.betListResponse),
  dbetlistcancel: bet(s.betDayRequest, s.betListResponse),
  settledbetlist: bet(s.betRangeRequest, s.betListResponse),
  cancelledbetlist: bet(s.betRangeRequest, s.betListResponse),
  parlayacceptbetdetails: bet(s.betIdRequest, s.betListResponse),
  parlaypendingbetdetails: bet(s.betIdRequest, s.betListResponse),
  parlayrejectbetdetails: bet(s.betIdRequest, s.betListResponse),
  parlaybetdetails: bet(s.betIdRequest, s.betListResponse),
  betsysparlaymatch: bet(s.betIdRequest, s.betListResponse),
  betsysparlaybet: bet(s.betIdRequest, s.sysTicketsResponse),
  betticket: bet(s.betTicketRequest, s.betTicketResponse),
  ticketprinted: bet(s.ticketPrintedRequest, s.ticketPrintedResponse),
  betstatement: bet(s.betRangeRequest, s.betStatementResponse),
  betstatementday: bet(s.betDayRequest, s.statementDayResponse),
  matchresult: bet(s.matchResultRequest, s.matchResultResponse),
  singlematchresult: bet(s.singleMatchRequest, s.singleMatchResponse),
  parlaymatchresult: bet(s.betIdRequest, s.parlayMatchResponse),
} as const satisfies Record<string, CallSpec>;

/** Odds boosts (the Booster tab): sportsbook singles at an operator's boosted price, within its limits. */
const BOOSTS = {
  boostlist: bet(boost.boostListRequest, boost.boostListResponse),
  betboost: bet(boost.betBoostRequest, s.placedResponse),
} as const satisfies Record<string, CallSpec>;

/** Cash out of running sportsbook singles and parlays, before they settle. */
const CASH_OUT = {
  cashoutquote: bet(s.cashOutQuoteRequest, s.cashOutQuoteResponse),
  cashout: bet(s.cashOutRequest, s.cashOutResponse),
  cashoutauto: bet(s.cashOutAutoRequest, s.cashOutAutoResponse),
  builderquote: bet(s.builderQuoteRequest, s.builderQuoteResponse),
  betbuilder: bet(s.builderBetRequest, s.placedResponse),
} as const satisfies Record<string, CallSpec>;

export const BET_CALLS = { ...PLACEMENT, ...VIRTUAL, ...LISTS, ...BOOSTS, ...CASH_OUT } as const;
