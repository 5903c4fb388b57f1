// The tournament URL group as contract entries: the one source for the tournament routes and docs/API.md.
import type { z } from 'zod';
import type { CallSpec } from '../api/contract';
import * as s from './api';

const ROOM = ['roomNotExists', 'roomCurrencyMismatch', 'tournamentDisabled'];
const CREATE = [
  'roomIdRequired',
  'roomTypeRequired',
  'matchDateRequired',
  'matchRequired',
  'limitRequired',
  'rateRequired',
  'roomIdInvalid',
  'matchDateInvalid',
  'invalidRoomType',
  'roomPasswordRequired',
  'invalidRoomPassword',
  'invalidRoomRate',
  'rateLowerMin',
  'rateOverMax',
  'invalidRoomLimit',
  'matchLowerMin',
  'matchOverMax',
  'invalidMatch',
  'tournamentMatchExists',
  'liveMatchNotAllowed',
  'matchChangeTime',
  'roomExists',
  'privateRoomExists',
  'validBetRequired',
  'tournamentDisabled',
  'insufficient_balance',
  'stakeLimitReached',
  'lossLimitReached',
  'viewOnly',
  'accountFrozen',
];
const JOIN = [
  ...ROOM,
  'roomEnded',
  'roomEndedOrCancelled',
  'roomClosed',
  'roomFull',
  'memberJoinedBefore',
  'IPJoinedBefore',
  'roomPasswordRequired',
  'invalidRoomPassword',
  'validBetRequired',
  'insufficient_balance',
  'stakeLimitReached',
  'lossLimitReached',
  'viewOnly',
  'accountFrozen',
];
const BET = [
  ...ROOM,
  'invalidMember',
  'roomEnded',
  'roomEndedOrCancelled',
  'roomClosed',
  'invalidMatch',
  'matchChangeTime',
  'pointsOverLimit',
  'invalidBetAmount',
  'oddsIsUpdating',
  'invalidOddsBall',
  '340',
  '328',
  '313',
  '314',
];

const call = <Req extends z.ZodType, Res extends z.ZodType>(
  request: Req,
  response: Res,
  summary: string,
  errors: readonly string[],
): CallSpec<Req, Res> => ({
  group: 'tournament',
  request,
  response,
  session: true,
  summary,
  errors,
});

const CREATE_SUMMARY =
  'Creates a room and seats its owner (debiting the entry fee once). `room_id` 4-12 letters or digits chosen by the creator; ' +
  '`room_type` 1 public, 2 private (`room_password` 6 digits), 3 free (`room_rate` 0); `room_rate` 10-1000 in the ' +
  "member's currency, which becomes the room's `currency`; `room_limit` 3-30; `matches` 3 to the configured maximum, all on `match_date` (GMT+8), none live or kicking " +
  'off before joining would close. Missing or malformed fields answer HTTP 400 with the RULES.md field codes listed.';
const JOIN_SUMMARY =
  'Takes a seat and debits the entry fee (one ledger row, idempotent per join). Only members whose wallet currency is the ' +
  "room's `currency` may join (`roomCurrencyMismatch`). Private rooms need `room_password`; after 5 wrong ones for a " +
  'room within 10 minutes every join of that room by the member answers `requestLimit` until they are 10 minutes old; ' +
  'a free room can be joined once per member and once per address; the member needs a valid sportsbook bet.';

export const TOURNAMENT_CALLS = {
  roomlist: call(
    s.roomListRequest,
    s.roomListResponse,
    "Rooms of the member's currency by type (`T0` all) and status (`10`/`T0` all), optionally one `room_id`, or only the member's rooms (`mine`).",
    ROOM,
  ),
  roomleaguelist: call(
    s.roomDayRequest,
    s.roomLeagueListResponse,
    'Leagues with matches a room can take on `match_date` (GMT+8).',
    ['matchDateInvalid'],
  ),
  roommatchlist: call(
    s.roomDayRequest,
    s.roomMatchListResponse,
    'Matches of `match_date` (GMT+8), each with whether it is live and whether a room can still take it.',
    ['matchDateInvalid'],
  ),
  matchlookup: call(
    s.matchLookupRequest,
    s.matchLookupResponse,
    'Matches by id with state, score and the main-line odds a room bet can take.',
    [],
  ),
  roomcreate: call(s.roomCreateRequest, s.roomResponse, CREATE_SUMMARY, CREATE),
  vroomcreate: call(
    s.roomCreateRequest,
    s.roomResponse,
    `Virtual version of roomcreate: matches of the virtual sports 40-54 only. ${CREATE_SUMMARY}`,
    CREATE,
  ),
  roomjoin: call(s.roomJoinRequest, s.roomJoinResponse, JOIN_SUMMARY, JOIN),
  vroomjoin: call(
    s.roomJoinRequest,
    s.roomJoinResponse,
    `Virtual version of roomjoin (virtual rooms only). ${JOIN_SUMMARY}`,
    JOIN,
  ),
  roomleave: call(
    s.roomRequest,
    s.roomLeaveResponse,
    'Gives up a seat while the room is joinable and the player has no bet in it; the fee is refunded once.',
    [...ROOM, 'invalidMember', 'roomEnded', 'roomEndedOrCancelled', 'roomClosed', 'betExists'],
  ),
  roominfo: call(
    s.roomRequest,
    s.roomInfoResponse,
    'One room: owner, fee, pool, prizes, players, times, status, matches with odds and results.',
    ROOM,
  ),
  roomrank: call(
    s.roomRequest,
    s.roomRankResponse,
    'Ranking by points (running bets at their stake) with the prize each rank would take; `final` once ended.',
    ROOM,
  ),
  memberbetlist: call(
    s.roomRequest,
    s.memberBetListResponse,
    "The member's bets in a room with the points left to bet.",
    [...ROOM, 'invalidMember'],
  ),
  betresultlist: call(
    s.roomRequest,
    s.betResultListResponse,
    "Results of the room's matches and the member's settled bets.",
    [...ROOM, 'invalidMember'],
  ),
  betresultfinal: call(
    s.roomRequest,
    s.betResultFinalResponse,
    'Final standings and prizes of an ended room (`final` false with the provisional ranking before).',
    ROOM,
  ),
  bet: call(
    s.roomBetRequest,
    s.roomBetResponse,
    'Bets tournament points (not money) on a main line of a room match, at HK odds; one bet per selection.',
    [...BET, 'betExists'],
  ),
  betplus: call(
    s.roomBetPlusRequest,
    s.roomBetResponse,
    'Adds points to a running room bet at the current price of its selection.',
    [...BET, 'betNotExists'],
  ),
  membervalidatetournament: call(
    s.sessionOnly,
    s.validateTournamentResponse,
    'Whether the member may use tournaments, whether a valid sportsbook bet is on record, and the room limits.',
    ['tournamentDisabled'],
  ),
} as const satisfies Record<string, CallSpec>;
