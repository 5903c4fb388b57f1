import {
  betBySlipResponse,
  betCheckMultiResponse,
  betCheckResponse,
  betListResponse,
  betStatementResponse,
  betTicketResponse,
  matchResultResponse,
  placedResponse,
  singleMatchResponse,
  statementDayResponse,
  sysTicketsResponse,
  ticketPrintedResponse,
} from '@shared/betting/api';
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
import { boostListResponse } from '@shared/betting/boost';
import type { betBoostRequest } from '@shared/betting/boost';
import type { z } from 'zod';
import type { SessionCredentials } from './account';
import type { ApiClient } from './client';

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
  check(
    s: SessionCredentials,
    leg: BetLeg,
    opts: { virtual: boolean; special: boolean },
  ): Promise<BetCheckResponse>;
  checkMulti(s: SessionCredentials, legs: BetLeg[], virtual: boolean): Promise<BetCheckMultiResponse>;
  single(
    s: SessionCredentials,
    leg: BetLeg,
    body: PlaceBody,
    opts: { virtual: boolean; special: boolean },
  ): Promise<PlacedResponse>;
  parlay(
    s: SessionCredentials,
    legs: BetLeg[],
    body: PlaceBody & { special?: boolean },
    opts: { virtual: boolean; mmo: boolean },
  ): Promise<PlacedResponse>;
  system(
    s: SessionCredentials,
    legs: BetLeg[],
    sizes: number[],
    body: PlaceBody,
    virtual: boolean,
  ): Promise<PlacedResponse>;
  openList(s: SessionCredentials, name: OpenListName): Promise<BetListResponse>;
  /** What a submit with this slip id placed (null: nothing), for a submit whose answer was lost. */
  bySlip(s: SessionCredentials, slipId: string): Promise<BetBySlipResponse>;
  rangeList(
    s: SessionCredentials,
    name: RangeListName,
    start: string,
    end: string,
    page: number,
  ): Promise<BetListResponse>;
  dayList(s: SessionCredentials, day: string, cancelled: boolean): Promise<BetListResponse>;
  parlayDetails(s: SessionCredentials, betId: number): Promise<BetListResponse>;
  systemTickets(s: SessionCredentials, betId: number): Promise<z.infer<typeof sysTicketsResponse>>;
  /** One of the member's bets by the ref no on its ticket (any product). */
  ticket(s: SessionCredentials, refNo: string): Promise<BetTicketResponse>;
  /** Records one print of a ticket on this terminal; the answer says whether it was the original. */
  ticketPrinted(s: SessionCredentials, refNo: string, terminalId: string): Promise<TicketPrintedResponse>;
  statement(s: SessionCredentials, start: string, end: string): Promise<BetStatementResponse>;
  /** Every product's lines of one statement day (bets, rounds, 4D, virtual, tournament, adjustments). */
  statementDay(s: SessionCredentials, day: string): Promise<StatementDayResponse>;
  results(s: SessionCredentials, day: string, sportId: number): Promise<z.infer<typeof matchResultResponse>>;
  matchResult(s: SessionCredentials, matchId: number): Promise<z.infer<typeof singleMatchResponse>>;
  /** The odds boosts on offer (the Booster tab). */
  boosts(s: SessionCredentials): Promise<z.infer<typeof boostListResponse>>;
  /** A single at a boost's boosted price. */
  betBoost(
    s: SessionCredentials,
    body: Omit<z.input<typeof betBoostRequest>, 'account_id' | 'session_token'>,
  ): Promise<PlacedResponse>;
}

export function createBetApi(client: ApiClient): BetApi {
  const v = (virtual: boolean, name: string) => (virtual ? `v${name}` : name);
  return {
    check: (s, leg, { virtual, special }) => {
      const name = leg.odds_type === 5 ? 'betmmoclick' : special ? 'betcheckspecial' : 'betcheck';
      return client.post('bet', v(virtual, name), { ...s, leg }, betCheckResponse);
    },
    checkMulti: (s, legs, virtual) =>
      client.post('bet', v(virtual, 'betcheckmultispecial'), { ...s, legs }, betCheckMultiResponse),
    single: (s, leg, body, { virtual, special }) => {
      const name = leg.odds_type === 5 ? 'betsinglemmo' : special ? 'betsinglespecial' : 'betsingle';
      return client.post('bet', v(virtual, name), { ...s, leg, ...body }, placedResponse);
    },
    parlay: (s, legs, body, { virtual, mmo }) =>
      client.post(
        'bet',
        v(virtual, mmo ? 'betparlaymmo' : 'betparlay'),
        { ...s, legs, ...body },
        placedResponse,
      ),
    system: (s, legs, sizes, body, virtual) =>
      client.post('bet', v(virtual, 'betsysparlay'), { ...s, legs, sizes, ...body }, placedResponse),
    openList: (s, name) => client.post('bet', name, { ...s, page_size: 100 }, betListResponse),
    bySlip: (s, slip_id) => client.post('bet', 'betbyslip', { ...s, slip_id }, betBySlipResponse),
    rangeList: (s, name, start_date, end_date, page_number) =>
      client.post('bet', name, { ...s, start_date, end_date, page_number, page_size: 50 }, betListResponse),
    dayList: (s, working_date, cancelled) =>
      client.post('bet', cancelled ? 'dbetlistcancel' : 'dbetlist', { ...s, working_date }, betListResponse),
    parlayDetails: (s, bet_id) => client.post('bet', 'parlaybetdetails', { ...s, bet_id }, betListResponse),
    systemTickets: (s, bet_id) => client.post('bet', 'betsysparlaybet', { ...s, bet_id }, sysTicketsResponse),
    ticket: (s, ref_no) => client.post('bet', 'betticket', { ...s, ref_no }, betTicketResponse),
    ticketPrinted: (s, ref_no, terminal_id) =>
      client.post('bet', 'ticketprinted', { ...s, ref_no, terminal_id }, ticketPrintedResponse),
    statement: (s, start_date, end_date) =>
      client.post('bet', 'betstatement', { ...s, start_date, end_date }, betStatementResponse),
    statementDay: (s, working_date) =>
      client.post('bet', 'betstatementday', { ...s, working_date }, statementDayResponse),
    results: (s, working_date, sport_id) =>
      client.post('bet', 'matchresult', { ...s, working_date, sport_id }, matchResultResponse),
    matchResult: (s, match_id) =>
      client.post('bet', 'singlematchresult', { ...s, match_id }, singleMatchResponse),
    boosts: (s) => client.post('bet', 'boostlist', { ...s }, boostListResponse),
    betBoost: (s, body) => client.post('bet', 'betboost', { ...s, ...body }, placedResponse),
  };
}
