import { type CallDocs } from './codes';
import type { TOURNAMENT_CALLS } from '../../../shared/tournament/contract';

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

export const TOURNAMENT_CALL_DOCS = {
  roomlist: {
    summary:
      "Rooms of the member's currency by type (`T0` all) and status (`10`/`T0` all), optionally one `room_id`, or only the member's rooms (`mine`).",
    errors: ROOM,
  },
  roomleaguelist: {
    summary: 'Leagues with matches a room can take on `match_date` (GMT+8).',
    errors: ['matchDateInvalid'],
  },
  roommatchlist: {
    summary:
      'Matches of `match_date` (GMT+8), each with whether it is live and whether a room can still take it.',
    errors: ['matchDateInvalid'],
  },
  matchlookup: {
    summary: 'Matches by id with state, score and the main-line odds a room bet can take.',
    errors: [],
  },
  roomcreate: {
    summary: CREATE_SUMMARY,
    errors: CREATE,
  },
  vroomcreate: {
    summary: `Virtual version of roomcreate: matches of the virtual sports 40-54 only. ${CREATE_SUMMARY}`,
    errors: CREATE,
  },
  roomjoin: {
    summary: JOIN_SUMMARY,
    errors: JOIN,
  },
  vroomjoin: {
    summary: `Virtual version of roomjoin (virtual rooms only). ${JOIN_SUMMARY}`,
    errors: JOIN,
  },
  roomleave: {
    summary:
      'Gives up a seat while the room is joinable and the player has no bet in it; the fee is refunded once.',
    errors: [...ROOM, 'invalidMember', 'roomEnded', 'roomEndedOrCancelled', 'roomClosed', 'betExists'],
  },
  roominfo: {
    summary: 'One room: owner, fee, pool, prizes, players, times, status, matches with odds and results.',
    errors: ROOM,
  },
  roomrank: {
    summary:
      'Ranking by points (running bets at their stake) with the prize each rank would take; `final` once ended.',
    errors: ROOM,
  },
  memberbetlist: {
    summary: "The member's bets in a room with the points left to bet.",
    errors: [...ROOM, 'invalidMember'],
  },
  betresultlist: {
    summary: "Results of the room's matches and the member's settled bets.",
    errors: [...ROOM, 'invalidMember'],
  },
  betresultfinal: {
    summary:
      'Final standings and prizes of an ended room (`final` false with the provisional ranking before).',
    errors: ROOM,
  },
  bet: {
    summary:
      'Bets tournament points (not money) on a main line of a room match, at HK odds; one bet per selection.',
    errors: [...BET, 'betExists'],
  },
  betplus: {
    summary: 'Adds points to a running room bet at the current price of its selection.',
    errors: [...BET, 'betNotExists'],
  },
  membervalidatetournament: {
    summary:
      'Whether the member may use tournaments, whether a valid sportsbook bet is on record, and the room limits.',
    errors: ['tournamentDisabled'],
  },
} as const satisfies CallDocs<typeof TOURNAMENT_CALLS>;
