// Wire schemas of the bet URL group (API.md `POST {apiBaseUrl}/bet/{name}`): placement, checks,
// lists and results. Amounts are decimal strings; prices are canonical integers (HK x 1,000,000).
import { z } from 'zod';
import { sessionRequest } from '../api/account';
import { amountSchema, requestAmountSchema, slipIdSchema } from '../api/envelope';
import { PLATFORMS } from '../api/reports';
import { OUTCOMES } from './outcome';
import { raceTitle } from '../racing/api';
import { terminalIdSchema } from '../operator-config';
import { roomBetView } from '../tournament/api';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const isoDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

const mmoQuoteSchema = z.object({
  body: z.number().int().min(0).max(20),
  pct: z.number().int().min(-100).max(100),
});

/** One selection as the slip holds it (shared/market/selection.ts), reduced to what the server re-checks. */
const betLeg = z.object({
  match_id: id,
  market: z.string().min(1).max(16),
  period: z.number().int().min(0).max(1),
  choice: z.string().min(1).max(64),
  /** Hundredths; null for markets without a line. */
  line: z.number().int().min(-100_000).max(100_000).nullable(),
  /** The canonical price the player saw. */
  price: z.number().int().min(0).max(1_000_000_000),
  /** 1 MY, 2 HK, 3 ID, 4 DEC, 5 Myanmar. */
  odds_type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  mmo: mmoQuoteSchema.nullable().optional(),
});
export type BetLeg = z.infer<typeof betLeg>;

const acceptFlags = {
  accept_better_odds: z.boolean().optional(),
  accept_any_odds: z.boolean().optional(),
};
export const betCheckRequest = sessionRequest.extend({ leg: betLeg });
export const betCheckMultiRequest = sessionRequest.extend({
  legs: z.array(betLeg).min(1).max(12),
  special: z.boolean().optional(),
});
export const betSingleRequest = sessionRequest.extend({
  leg: betLeg,
  stake: requestAmountSchema,
  /** One key per slip: a retried or double-clicked submit answers duplicate_debit_record and debits once. */
  slip_id: slipIdSchema,
  ...acceptFlags,
});
export const betParlayRequest = sessionRequest.extend({
  legs: z.array(betLeg).min(1).max(13),
  stake: requestAmountSchema,
  slip_id: slipIdSchema,
  /** The special-odds parlay variant (needs 3 legs). */
  special: z.boolean().optional(),
  ...acceptFlags,
});
export const betSysParlayRequest = betParlayRequest.extend({
  /** Combination sizes (2..n, or only n above 10 selections); `stake` is per ticket. */
  sizes: z.array(z.number().int().min(1).max(12)).min(1).max(12),
});

const limitView = z.object({ min_bet: amountSchema, max_bet: amountSchema, max_payout: amountSchema });

const legCheck = z.object({
  match_id: z.number().int(),
  /** Empty when the selection can be bet; else the code that refuses it. */
  code: z.string(),
  price: z.number().int(),
  line: z.number().int().nullable(),
  state: z.number().int(),
  live: z.boolean(),
  score: z.tuple([z.number().int(), z.number().int()]).nullable(),
  mmo: mmoQuoteSchema.extend({ giver: z.number().int() }).nullable(),
});
export type LegCheck = z.infer<typeof legCheck>;

export const betCheckResponse = z.object({ check: legCheck, limit: limitView });
export const betCheckMultiResponse = z.object({
  checks: z.array(legCheck),
  limit: limitView,
  odds: z.string(),
});
export type BetCheckResponse = z.infer<typeof betCheckResponse>;
export type BetCheckMultiResponse = z.infer<typeof betCheckMultiResponse>;

/** `builder`: a bet builder (RULES.md section 13), selections of one match priced together. */
const BET_KINDS = ['single', 'parlay', 'system', 'mmo_single', 'mmo_parlay', 'builder'] as const;
export type BetKind = (typeof BET_KINDS)[number];
/** Kinds the bet lists show: the sportsbook's, plus 4D lottery, virtual racing and keno bets kept in their own tables. */
const BET_LIST_KINDS = [
  ...BET_KINDS,
  'lottery',
  'racing',
  'keno',
  'videopoker',
  'minigame',
  'roulette',
] as const;
/** `cashed_out`: cashed out in full (RULES.md section 12), final like `settled`; a partial cash out leaves it running. */
const BET_STATUSES = ['waiting', 'running', 'rejected', 'settled', 'void', 'cashed_out'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

const legView = z.object({
  leg_no: z.number().int(),
  match_id: z.number().int(),
  sport_id: z.number().int(),
  league_name: z.string(),
  home: z.string(),
  away: z.string(),
  /** A child line's label as the feed sent it ("Corners", "Bookings"); null for the match's own lines. */
  child_label: z.string().nullable(),
  market: z.string(),
  period: z.number().int(),
  choice: z.string(),
  line: z.number().int().nullable(),
  price: z.number().int(),
  /** The odds struck, in the bet's odds type; a Myanmar leg's is the side's own share of the quote ("+20"). */
  odds: z.string(),
  /** The Myanmar quote as the giver's ("1-20"), and its giver (1 home, 2 away, 0 the over); null otherwise. */
  mmo: z.string().nullable(),
  mmo_giver: z.number().int().nullable(),
  score_at_bet: z.string().nullable(),
  live: z.boolean(),
  outcome: z.enum(OUTCOMES).nullable(),
  result: z.string().nullable(),
});
export type LegView = z.infer<typeof legView>;

/** What a 4D, virtual racing, keno bet or video poker round was on (codes the client names): its own bet type and the pick. */
const gameBetView = z.object({
  kind: z.enum(['lottery', 'racing', 'keno', 'videopoker', 'minigame', 'roulette']),
  /** 4D: single, box, ...; racing: WIN, PLACE, SHOW, PLACE_SHOW. */
  bet_type: z.string(),
  /** 4D: the number and big/small; racing: the runner number and name; keno: the picks, space separated;
   * roulette: the slip's bets as `{bet}={stake}`, space separated (choice: the pocket once spun). */
  number: z.string(),
  choice: z.string(),
  /** Virtual racing: the race, named as race card bets name theirs. */
  race: raceTitle.optional(),
});

/** The Bet entity of RULES.md section 3. */
const betView = z.object({
  bet_id: z.number().int(),
  ref_no: z.string(),
  trans_time: z.string(),
  bet_type: z.enum(BET_LIST_KINDS),
  virtual: z.boolean(),
  choice: z.string(),
  odds: z.string(),
  odds_type: z.number().int(),
  stake: amountSchema,
  /** Debited: the stake, or more at negative odds. */
  risk: amountSchema,
  payout: amountSchema,
  max_payout: amountSchema,
  status: z.enum(BET_STATUSES),
  outcome: z.enum(OUTCOMES).nullable(),
  reject_reason: z.string().nullable(),
  turnover: amountSchema,
  valid_turnover: amountSchema,
  commission: amountSchema,
  settled_amount: amountSchema,
  win_loss: amountSchema,
  ticket_count: z.number().int(),
  sizes: z.array(z.number().int()),
  legs: z.array(legView),
  /** Set on 4D and virtual racing bets only (they have no legs). */
  game: gameBetView.optional(),
  /**
   * Set on a single struck at an odds boost: the selection's feed odds when it was placed (null for bets placed
   * before the feed price was kept) and the boosted odds it was struck at, both in the bet's odds type.
   */
  boost: z.object({ feed_odds: z.string().nullable(), boosted_odds: z.string() }).optional(),
  /**
   * Set on a bet with a cash out: what its cash outs credited in all (`amount`), the stake they took off it
   * (`stake`) and how many there were. The bet's own stake, risk and payout are its running remainder's, or, once
   * `cashed_out`, the last part's (its `payout` is what that cash out credited).
   */
  cash_out: z
    .object({
      amount: amountSchema,
      stake: amountSchema,
      count: z.number().int().min(1),
      /** The full cash out was the automatic one, at the value the player set. */
      automatic: z.boolean(),
    })
    .optional(),
});
export type BetView = z.infer<typeof betView>;

export const placedResponse = z.object({ bet: betView, balance: amountSchema });
export type PlacedResponse = z.infer<typeof placedResponse>;

export const betListRequest = sessionRequest.extend({
  page_number: z.number().int().min(1).max(100_000).optional(),
  page_size: z.number().int().min(1).max(100).optional(),
});
export const betRangeRequest = betListRequest.extend({ start_date: isoDate, end_date: isoDate });
export const betDayRequest = sessionRequest.extend({ working_date: isoDate });
export const betIdRequest = sessionRequest.extend({ bet_id: id });
/** The placement a slip id made, for a client that lost the answer to its own submit. */
export const betBySlipRequest = sessionRequest.extend({ slip_id: slipIdSchema });
/** `bet` is null when no bet of the member carries the slip id: the submit never reached the server. */
export const betBySlipResponse = z.object({ bet: betView.nullable() });
export type BetBySlipResponse = z.infer<typeof betBySlipResponse>;
export const betListResponse = z.object({ bets: z.array(betView), total_count: z.number().int() });
/** A printed ticket's reference number, typed or scanned (a keyboard-wedge scanner types it and Enter). */
export const refNoSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/);
export const betTicketRequest = sessionRequest.extend({ ref_no: refNoSchema });
/** A tournament room bet as its ticket shows it: the bet, its room and the match's league. Stakes are points. */
const roomTicketView = roomBetView.extend({
  room_id: z.string(),
  type_code: z.enum(['T1', 'T2', 'T3']),
  league_name: z.string(),
});
export type RoomTicketView = z.infer<typeof roomTicketView>;
/**
 * Exactly one of `bet` (a bet of the wallet's products) and `room_bet` (a tournament room bet, in points). `printed`
 * is how many times its ticket has been printed, on any terminal: the next print is a copy when it is above 0.
 */
export const betTicketResponse = z.object({
  bet: betView.optional(),
  room_bet: roomTicketView.optional(),
  printed: z.number().int().min(0),
});
export type BetTicketResponse = z.infer<typeof betTicketResponse>;
export const ticketPrintedRequest = sessionRequest.extend({
  ref_no: refNoSchema,
  terminal_id: terminalIdSchema,
});
/** `print_no` 1 is the original; a later number is copy `print_no - 1`. */
export const ticketPrintedResponse = z.object({
  print_no: z.number().int().min(1),
  copy: z.boolean(),
});
export type TicketPrintedResponse = z.infer<typeof ticketPrintedResponse>;
export type BetListResponse = z.infer<typeof betListResponse>;

const ticketView = z.object({
  ticket_no: z.number().int(),
  legs: z.array(z.number().int()),
  odds: z.string(),
  stake: amountSchema,
  payout: amountSchema.nullable(),
  outcome: z.string().nullable(),
});
export const sysTicketsResponse = z.object({ bet: betView, tickets: z.array(ticketView) });

/** What one statement line comes from: a product that takes stakes, or a movement outside betting. */
export const STATEMENT_SOURCES = [...PLATFORMS, 'deposit', 'withdrawal', 'adjustment'] as const;
export type StatementSource = (typeof STATEMENT_SOURCES)[number];

/**
 * One product's share of a statement day: stakes placed, win/loss of what settled, what is still running at the
 * day's close, and commission.
 */
const statementProduct = z.object({
  product: z.enum(PLATFORMS),
  stake: amountSchema,
  win_loss: amountSchema,
  outstanding: amountSchema,
  commission: amountSchema,
  /** Bets (rounds, tickets, room fees) staked that day. */
  count: z.number().int(),
});
/**
 * Every figure comes from the wallet ledger. A bet's money counts as win/loss on the working day it settles (its
 * returns minus its stakes); until then its stakes are outstanding. So on every day, to the minor unit,
 * closing_balance + outstanding = opening_balance + opening_outstanding + win_loss + commission + other,
 * and each day's opening_outstanding is the day before's outstanding.
 */
const statementDay = z.object({
  working_date: z.string(),
  opening_balance: amountSchema,
  /** Stakes still running at the start of the day. */
  opening_outstanding: amountSchema,
  /** Stakes placed that day, running or settled. */
  stake: amountSchema,
  /** Stakes that stood: stakes minus the stakes refunded that day. */
  valid_amount: amountSchema,
  /** Returns minus stakes of every bet that settled that day, of every product; running bets count nothing. */
  win_loss: amountSchema,
  /** Stakes still running at the close of the day (the balance call's outstanding_balance, for every product). */
  outstanding: amountSchema,
  commission: amountSchema,
  /** Deposits, withdrawals and operator adjustments of the day. */
  other: amountSchema,
  closing_balance: amountSchema,
  /** Bets (rounds, tickets, room fees) staked that day: the drill-down's lines with a stake. */
  bet_count: z.number().int(),
  /** The products played, settled or still running that day, in the order of PLATFORMS. */
  products: z.array(statementProduct),
});
export const betStatementResponse = z.object({
  opening_balance: amountSchema,
  opening_outstanding: amountSchema,
  closing_balance: amountSchema,
  closing_outstanding: amountSchema,
  days: z.array(statementDay),
});
export type BetStatementResponse = z.infer<typeof betStatementResponse>;
export type StatementDay = z.infer<typeof statementDay>;

/**
 * One bet, round, fee or movement staked, settled or made on a statement day, with that day's part of it: the stake
 * placed that day, the win/loss booked that day, and what of it is still running at the day's close.
 */
const statementItem = z.object({
  time: z.string(),
  source: z.enum(STATEMENT_SOURCES),
  ref_no: z.string().nullable(),
  remark: z.string().nullable(),
  stake: amountSchema,
  win_loss: amountSchema,
  outstanding: amountSchema,
  commission: amountSchema,
  other: amountSchema,
});
export const statementDayResponse = z.object({ working_date: z.string(), items: z.array(statementItem) });
export type StatementItem = z.infer<typeof statementItem>;
export type StatementDayResponse = z.infer<typeof statementDayResponse>;

export const matchResultRequest = sessionRequest.extend({
  working_date: isoDate,
  sport_id: z.number().int().min(0).max(999).optional(),
});
const resultView = z.object({
  match_id: z.number().int(),
  sport_id: z.number().int(),
  league_id: z.number().int(),
  league_name: z.string(),
  home: z.string(),
  away: z.string(),
  status: z.number().int(),
  ht_score: z.string().nullable(),
  ft_score: z.string(),
  first_goal: z.string().nullable(),
  last_goal: z.string().nullable(),
  winner: z.string().nullable(),
  /** Races: the finishing order, winner first (empty for matches). */
  placings: z.array(z.string()),
  /** Fights: how the winner won and in which round (null for anything else). */
  fight_method: z.enum(['ko', 'tko', 'points']).nullable(),
  fight_round: z.number().int().nullable(),
  finished_at: z.string(),
});
export type ResultView = z.infer<typeof resultView>;
export const matchResultResponse = z.object({ results: z.array(resultView) });
export const singleMatchRequest = sessionRequest.extend({ match_id: id });
export const singleMatchResponse = z.object({
  result: resultView,
  goals: z.array(z.object({ minute: z.number().int(), side: z.enum(['h', 'a']) })),
});
export const parlayMatchResponse = z.object({ bet: betView, results: z.array(resultView) });

/** The cash out offers of some of the member's running bets (the bet list's Cash out buttons). */
export const cashOutQuoteRequest = sessionRequest.extend({ bet_ids: z.array(id).min(1).max(100) });
/**
 * One bet's offer: `value` is what the whole bet cashes out for now and `code` is empty, or `value` is null and `code`
 * says why there is no offer. `max_return` is the most the bet can still return (a parlay's to-date full return).
 */
const cashOutOffer = z.object({
  bet_id: z.number().int(),
  code: z.string(),
  value: amountSchema.nullable(),
  max_return: amountSchema.nullable(),
  /** The value the player asked the bet to be cashed out at by itself (auto cash out), or null. */
  auto_value: amountSchema.nullable(),
});
export const cashOutQuoteResponse = z.object({ offers: z.array(cashOutOffer) });
export type CashOutQuoteResponse = z.infer<typeof cashOutQuoteResponse>;
export const cashOutRequest = sessionRequest.extend({
  bet_id: id,
  /** The whole bet's value as the player saw it offered. */
  value: requestAmountSchema,
  /** A partial cash out: the part of `value` to take, less than it. Omitted, the whole bet is cashed out. */
  amount: requestAmountSchema.optional(),
  /** One key per request: a request sent again answers duplicate_debit_record and credits once. */
  request_id: slipIdSchema,
  /** The player's accept-any-odds preference: cash out at the new value even when it fell. */
  accept_any_odds: z.boolean().optional(),
});
/** One selection of a bet builder: the match (or its Corners child line), market, period, line and choice. */
const builderPick = z.object({
  match_id: id,
  market: z.string().min(1).max(8),
  period: z.number().int().min(0).max(1),
  choice: z.string().min(1).max(8),
  line: z.number().int().nullable(),
});
/** The price of a bet builder slip on one match (RULES.md section 13). */
export const builderQuoteRequest = sessionRequest.extend({
  match_id: id,
  picks: z.array(builderPick).min(1).max(12),
});
/** Places a bet builder at the price the player was quoted (moved: oddsIsUpdating, unless the flags accept it). */
export const builderBetRequest = builderQuoteRequest.extend({
  price: z.number().int().positive(),
  stake: requestAmountSchema,
  slip_id: slipIdSchema,
  ...acceptFlags,
});
export const builderQuoteResponse = z.object({
  match_id: z.number().int(),
  /** The canonical price (RULES.md section 4) and the same as decimal odds. */
  price: z.number().int(),
  odds: z.string(),
});

/** Auto cash out: `value` sets the value at which the bet is cashed out by itself; null clears it. */
export const cashOutAutoRequest = sessionRequest.extend({
  bet_id: id,
  value: requestAmountSchema.nullable(),
});
export const cashOutAutoResponse = z.object({
  bet_id: z.number().int(),
  auto_value: amountSchema.nullable(),
});
export type CashOutAutoResponse = z.infer<typeof cashOutAutoResponse>;
/** The bet after its cash out, what was credited and the balance after it. */
export const cashOutResponse = z.object({ bet: betView, amount: amountSchema, balance: amountSchema });
export type CashOutResponse = z.infer<typeof cashOutResponse>;
