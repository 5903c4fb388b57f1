// The bet URL group as contract entries: the one source for the bet routes, docs/API.md and the bet fuzz test.
import type { z } from 'zod';
import type { CallSpec } from '../api/contract';
import * as s from './api';
import * as boost from './boost';

const MARKET_CODES = ['308', '311', '313', '314', '318', '328', '340', 'invalidOddsBall', 'invalidBetType'];
const STAKE_CODES = [
  'betLowerMin',
  'betOverMax',
  'betOverMaxPerMatch',
  'betOverMaxPayout',
  'invalidBetAmount',
];
const MONEY_CODES = [
  'insufficient_balance',
  'stakeLimitReached',
  'lossLimitReached',
  'duplicate_debit_record',
  'oddsIsUpdating',
  'viewOnly',
  'accountFrozen',
];
const PARLAY_CODES = [
  'noMatchSelected',
  'parlayMinMatches',
  'liveParlayMinMatches',
  'specialParlayMinMatches',
  'systemParlayMinMatches',
  'parlayMaxTickets',
  'parlaySameMatch',
  'matchNotAllowBet',
];
const MMO_CODES = ['invalidCurrency'];
/** A decimal-only market (1X2, outrights, race cards, extra markets) placed in any other odds type. */
const ODDS_TYPE_CODES = ['oddsTypeNotOffered'];

const bet = <Req extends z.ZodType, Res extends z.ZodType>(
  request: Req,
  response: Res,
  summary: string,
  errors: readonly string[],
): CallSpec<Req, Res> => ({
  group: 'bet',
  request,
  response,
  session: true,
  summary,
  errors,
});

const PLACEMENT = {
  betcheck: bet(
    s.betCheckRequest,
    s.betCheckResponse,
    'Current price, line, state and stake limits of one main-market selection.',
    MARKET_CODES,
  ),
  betcheckspecial: bet(
    s.betCheckRequest,
    s.betCheckResponse,
    'As betcheck, for the extra markets (uxmatch), outrights and race cards (`win`, `place`, `show`).',
    MARKET_CODES,
  ),
  betcheckmultispecial: bet(
    s.betCheckMultiRequest,
    s.betCheckMultiResponse,
    'Checks every leg of a parlay and answers the parlay limits and combined decimal odds.',
    [...MARKET_CODES, ...PARLAY_CODES],
  ),
  betsingle: bet(
    s.betSingleRequest,
    s.placedResponse,
    'Places a single on a main market. Debits the risk once per slip_id. Live bets answer status `waiting` and are accepted or rejected (refunded) after the live delay. Handicap, over/under, odd/even and money line take any numeric odds type; 1X2 only decimal (odds_type 4): another type is refused with oddsTypeNotOffered, never converted.',
    [...MARKET_CODES, ...ODDS_TYPE_CODES, ...STAKE_CODES, ...MONEY_CODES],
  ),
  betsinglespecial: bet(
    s.betSingleRequest,
    s.placedResponse,
    'As betsingle, for the extra markets, outrights and race cards (`win`, `place`, `show`), all quoted in decimal only: odds_type must be 4 (else oddsTypeNotOffered).',
    [...MARKET_CODES, ...ODDS_TYPE_CODES, ...STAKE_CODES, ...MONEY_CODES],
  ),
  betparlay: bet(
    s.betParlayRequest,
    s.placedResponse,
    'Places a mix parlay (2 to 12 legs, 3 with a live leg or `special`), one selection per match, limits of key `parlay`. A leg on a decimal-only market must say odds_type 4 (else oddsTypeNotOffered).',
    [...MARKET_CODES, ...ODDS_TYPE_CODES, ...STAKE_CODES, ...MONEY_CODES, ...PARLAY_CODES],
  ),
  betsysparlay: bet(
    s.betSysParlayRequest,
    s.placedResponse,
    'Places a system parlay: C(n, k) tickets for every chosen size k at `stake` each (only the full n-fold above 10 selections). Odds types as betparlay.',
    [...MARKET_CODES, ...ODDS_TYPE_CODES, ...STAKE_CODES, ...MONEY_CODES, ...PARLAY_CODES],
  ),
  betmmoclick: bet(
    s.betCheckRequest,
    s.betCheckResponse,
    'Myanmar-odds check: the current body/percentage quote of a handicap or over/under (MMK/MMO accounts).',
    [...MARKET_CODES, ...MMO_CODES],
  ),
  betsinglemmo: bet(
    s.betSingleRequest,
    s.placedResponse,
    'Places a Myanmar-odds single (limits of key `mmo`).',
    [...MARKET_CODES, ...STAKE_CODES, ...MONEY_CODES, ...MMO_CODES],
  ),
  betparlaymmo: bet(
    s.betParlayRequest,
    s.placedResponse,
    'Places a Myanmar-odds parlay (2 to 10 legs, even money per leg with the percentage at the exact margin).',
    [...MARKET_CODES, ...STAKE_CODES, ...MONEY_CODES, ...PARLAY_CODES, ...MMO_CODES],
  ),
} as const satisfies Record<string, CallSpec>;

type Placement = typeof PLACEMENT;

/**
 * The virtual versions: the same calls restricted to the special and virtual sports (ids 40 to 54). Built from the
 * entries, whose names TypeScript cannot follow through Object.fromEntries, so the one assertion of the contract's
 * types is here: each `v` name carries its original's schemas.
 */
const VIRTUAL = Object.fromEntries(
  Object.entries(PLACEMENT).map(([name, spec]) => [
    `v${name}`,
    { ...spec, summary: `Virtual version of ${name}: sports 40 to 54 only (others answer 308).` },
  ]),
) as { readonly [N in keyof Placement as `v${N}`]: Placement[N] };

const LISTS = {
  betacceptlist: bet(
    s.betListRequest,
    s.betListResponse,
    'Running bets: accepted and not yet settled, newest first.',
    [],
  ),
  betrejectlist: bet(
    s.betListRequest,
    s.betListResponse,
    'Bets rejected in the last 24 hours (waiting rejected: a goal or red card in the live delay).',
    [],
  ),
  pendingbetlist: bet(
    s.betListRequest,
    s.betListResponse,
    'Waiting bets (live bets inside the acceptance delay).',
    [],
  ),
  betbyslip: bet(
    s.betBySlipRequest,
    s.betBySlipResponse,
    'The sportsbook bet one submit placed, looked up by its `slip_id` (a single of a multi-selection slip has its own id): `bet` is the bet as the lists show it, or null when nothing was placed with that id. A client whose submit got no answer (the line dropped) asks this before it says anything or lets the slip be placed again; a later submit of the same id is still refused as `duplicate_debit_record`.',
    [],
  ),
  betacceptfulllist: bet(
    s.betRangeRequest,
    s.betListResponse,
    'Accepted bets (running, settled, void) placed in a date range (GMT+8), paged.',
    ['endDateInvalid'],
  ),
  betrejectfulllist: bet(
    s.betRangeRequest,
    s.betListResponse,
    'Rejected bets placed in a date range, paged.',
    ['endDateInvalid'],
  ),
  dbetlist: bet(
    s.betDayRequest,
    s.betListResponse,
    'Bets settled on one working day: the drill-down of the statement.',
    ['workingDateInvalid'],
  ),
  dbetlistcancel: bet(s.betDayRequest, s.betListResponse, 'Bets voided or cancelled on one working day.', [
    'workingDateInvalid',
  ]),
  settledbetlist: bet(
    s.betRangeRequest,
    s.betListResponse,
    'Settled bets (won, lost, drawn, half results) settled in a date range (GMT+8), paged: the history tab.',
    ['endDateInvalid'],
  ),
  cancelledbetlist: bet(
    s.betRangeRequest,
    s.betListResponse,
    'Void and cancelled bets in a date range, paged.',
    ['endDateInvalid'],
  ),
  parlayacceptbetdetails: bet(s.betIdRequest, s.betListResponse, 'One accepted parlay with its legs.', [
    'betNotExists',
  ]),
  parlaypendingbetdetails: bet(s.betIdRequest, s.betListResponse, 'One waiting parlay with its legs.', [
    'betNotExists',
  ]),
  parlayrejectbetdetails: bet(s.betIdRequest, s.betListResponse, 'One rejected parlay with its legs.', [
    'betNotExists',
  ]),
  parlaybetdetails: bet(
    s.betIdRequest,
    s.betListResponse,
    'Any parlay of the member with its legs and their outcomes.',
    ['betNotExists'],
  ),
  betsysparlaymatch: bet(s.betIdRequest, s.betListResponse, 'The selections of a system parlay.', [
    'betNotExists',
  ]),
  betsysparlaybet: bet(
    s.betIdRequest,
    s.sysTicketsResponse,
    'The tickets of a system parlay with their odds and, once settled, payouts.',
    ['betNotExists'],
  ),
  betticket: bet(
    s.betTicketRequest,
    s.betTicketResponse,
    "One bet of the calling member by the ref no printed on its ticket (sportsbook, 4D, virtual racing, keno, video poker as `bet`; a tournament room bet, staked in points, as `room_bet` with its room): its status, outcome and payout, for the Check ticket screen and reprints, with how many times its ticket was printed (`printed`, on any terminal). Another member's ref no answers `betNotExists` exactly as an unknown one does, so ref nos cannot be probed.",
    ['betNotExists'],
  ),
  ticketprinted: bet(
    s.ticketPrintedRequest,
    s.ticketPrintedResponse,
    "Records one print of the calling member's ticket on the terminal `terminal_id`, after the printer took it. The first print of a ref no on any terminal is the original (`print_no` 1, `copy` false); every later one is a copy, numbered in the order the prints were recorded. Another member's ref no answers `betNotExists`.",
    ['betNotExists'],
  ),
  betstatement: bet(
    s.betRangeRequest,
    s.betStatementResponse,
    "Daily statement from the wallet ledger: per working day opening balance, stake placed, valid amount, win/loss of the bets settled that day, outstanding (stakes still running at the day's close), commission, other movements, closing balance, the bets staked, and each product played (sportsbook, games, 4D, virtual, tournament). A bet counts as win/loss (returns minus stakes) on the day it settles and as outstanding until then, so closing + outstanding = opening + opening_outstanding + win/loss + commission + other, to the minor unit.",
    ['endDateInvalid'],
  ),
  betstatementday: bet(
    s.betDayRequest,
    s.statementDayResponse,
    "The drill-down of one statement day: one line per bet, round, 4D ticket, virtual bet or tournament room staked or settled that day (its stake that day, the win/loss booked that day, what is still outstanding at the day's close) and per commission or adjustment, in the order they happened. The lines add up to the day's statement row, and the lines with a stake are its bet count.",
    ['workingDateInvalid'],
  ),
  matchresult: bet(
    s.matchResultRequest,
    s.matchResultResponse,
    'Results of matches finished on a working day, optionally of one sport.',
    [],
  ),
  singlematchresult: bet(s.singleMatchRequest, s.singleMatchResponse, 'One match result with its goals.', [
    'matchNotActive',
  ]),
  parlaymatchresult: bet(s.betIdRequest, s.parlayMatchResponse, 'The results of every match of a parlay.', [
    'betNotExists',
  ]),
} as const satisfies Record<string, CallSpec>;

/** Odds boosts (the Booster tab): sportsbook singles at an operator's boosted price, within its limits. */
const BOOSTS = {
  boostlist: bet(
    boost.boostListRequest,
    boost.boostListResponse,
    "The boosts on offer: each selection with its feed price and boosted price, the player's limit and stake so far on it, and the budget left. Boosts whose match is no longer open to pre-match bets are left out. An account or operator with the booster switched off is refused with oddsBoosterDisabled.",
    ['oddsBoosterDisabled'],
  ),
  betboost: bet(
    boost.betBoostRequest,
    s.placedResponse,
    "Places a single at a boost's boosted price: the boost must still be offered at the version and price the player saw (else oddsIsUpdating), the stake within the player's limit on it (betOverMax) and the budget left (boostBudgetExhausted), plus every rule of betsingle. Settles as a single at the boosted price. A boost on 1X2 is placed in decimal odds only (oddsTypeNotOffered).",
    [
      ...MARKET_CODES,
      ...ODDS_TYPE_CODES,
      ...STAKE_CODES,
      ...MONEY_CODES,
      'boostBudgetExhausted',
      'oddsBoosterDisabled',
    ],
  ),
} as const satisfies Record<string, CallSpec>;

export const BET_CALLS = { ...PLACEMENT, ...VIRTUAL, ...LISTS, ...BOOSTS } as const;
