// Wire schemas of the tournament URL group (POST {apiBaseUrl}/tournament/{name}). Field names follow the
// room entity of RULES.md section 3 and API.md; amounts are decimal strings, points are integers.
import { z } from 'zod';
import { sessionRequest } from '../api/account';

const roomId = z.string().trim().min(1).max(32);
const matchDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const amount = z.string().regex(/^-?\d+\.\d{2}$/);
const iso = z.string();

export const roomListRequest = sessionRequest.extend({
  room_type: z.enum(['T0', 'T1', 'T2', 'T3']).default('T0'),
  status: z.enum(['A', '0', '1', '2', '3', '4', '10', 'T0']).default('10'),
  room_id: z.string().trim().max(32).optional(),
  /** Only the rooms the member is in (the "my rooms" screen). */
  mine: z.boolean().optional(),
});

const roomSummary = z.object({
  room_id: z.string(),
  room_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  type_code: z.enum(['T1', 'T2', 'T3']),
  status: z.enum(['A', '0', '1', '2', '3', '4']),
  owner: z.string(),
  virtual: z.boolean(),
  /** The one currency of the room's fee, pool and prizes: its creator's wallet currency. */
  currency: z.string(),
  room_rate: amount,
  room_limit: z.number().int(),
  players: z.number().int(),
  prize_pool: amount,
  first_prize: amount,
  second_prize: amount,
  third_prize: amount,
  match_date: z.string(),
  match_count: z.number().int(),
  last_join_time: iso,
  last_betting_time: iso,
  joined: z.boolean(),
  is_owner: z.boolean(),
});
export type RoomSummary = z.infer<typeof roomSummary>;

export const roomListResponse = z.object({ rooms: z.array(roomSummary) });

export const roomDayRequest = sessionRequest.extend({
  match_date: matchDate,
  league_id: z.number().int().positive().optional(),
  /** Virtual rooms (vroomcreate) take the virtual sports 40-54 only. */
  virtual: z.boolean().optional(),
});

export const roomLeagueListResponse = z.object({
  leagues: z.array(
    z.object({
      league_id: z.number().int(),
      league_name: z.string(),
      sport_id: z.number().int(),
      sport_name: z.string(),
      match_count: z.number().int(),
    }),
  ),
});

export const roomMatch = z.object({
  match_id: z.number().int(),
  league_id: z.number().int(),
  league_name: z.string(),
  sport_id: z.number().int(),
  home: z.string(),
  away: z.string(),
  kickoff: iso,
  live: z.boolean(),
  /** False when the match kicks off too soon for a room to fill (joining closes before kick-off). */
  open: z.boolean(),
});
export const roomMatchListResponse = z.object({ matches: z.array(roomMatch) });

const roomOdds = z.object({
  market: z.enum(['hdp', 'ou', 'oxt', 'ml']),
  choice: z.string(),
  line: z.number().int().nullable(),
  /** Canonical price (HK x 1,000,000); room bets pay at the HK odds shown next to it. */
  price: z.number().int(),
  odds: z.string(),
});
export type RoomOdds = z.infer<typeof roomOdds>;

const lookedUpMatch = z.object({
  match_id: z.number().int(),
  league_name: z.string(),
  sport_id: z.number().int(),
  home: z.string(),
  away: z.string(),
  kickoff: iso,
  state: z.enum(['pre', 'live', 'ended', 'cancelled', 'unknown']),
  score: z.string().nullable(),
  odds: z.array(roomOdds),
});
export type LookedUpMatch = z.infer<typeof lookedUpMatch>;

export const matchLookupRequest = sessionRequest.extend({
  match_ids: z.array(z.number().int().positive()).min(1).max(30),
});
export const matchLookupResponse = z.object({ matches: z.array(lookedUpMatch) });

/** Every field is checked by shared/tournament/create-rules.ts so form and server answer the same codes. */
export const roomCreateRequest = sessionRequest.extend({
  room_id: z.unknown().optional(),
  room_type: z.unknown().optional(),
  match_date: z.unknown().optional(),
  matches: z.unknown().optional(),
  room_limit: z.unknown().optional(),
  room_rate: z.unknown().optional(),
  room_password: z.unknown().optional(),
});

export const roomResponse = z.object({ room: roomSummary });

export const roomJoinRequest = sessionRequest.extend({
  room_id: roomId,
  room_password: z.string().max(32).optional(),
});
export const roomJoinResponse = z.object({ room: roomSummary, fee_paid: amount, balance: amount });
export const roomLeaveResponse = z.object({ room: roomSummary, refunded: amount, balance: amount });

export const roomRequest = sessionRequest.extend({ room_id: roomId });

const rankRow = z.object({
  rank: z.number().int(),
  nickname: z.string(),
  points: z.number().int(),
  prize: amount,
  is_me: z.boolean(),
});
export type RankRow = z.infer<typeof rankRow>;

export const roomRankResponse = z.object({
  room_id: z.string(),
  final: z.boolean(),
  ranking: z.array(rankRow),
});

export const roomInfoResponse = z.object({
  room: roomSummary,
  matches: z.array(lookedUpMatch),
  players: z.array(z.object({ nickname: z.string(), joined_at: iso })),
  my_points: z.number().int().nullable(),
});

export const roomBetView = z.object({
  bet_id: z.number().int(),
  /** The ref no printed on the bet's ticket, unique across every product's bets. */
  ref_no: z.string(),
  match_id: z.number().int(),
  home: z.string(),
  away: z.string(),
  market: z.string(),
  choice: z.string(),
  line: z.number().int().nullable(),
  odds: z.string(),
  points: z.number().int(),
  win_points: z.number().int(),
  status: z.enum(['running', 'settled']),
  outcome: z.string().nullable(),
  return_points: z.number().int().nullable(),
  placed_at: iso,
});
export type RoomBetView = z.infer<typeof roomBetView>;

export const memberBetListResponse = z.object({
  bets: z.array(roomBetView),
  available_points: z.number().int(),
  ranking_points: z.number().int(),
});

export const betResultListResponse = z.object({
  results: z.array(
    z.object({
      match_id: z.number().int(),
      home: z.string(),
      away: z.string(),
      state: z.string(),
      score: z.string().nullable(),
    }),
  ),
  bets: z.array(roomBetView),
});

export const betResultFinalResponse = z.object({
  room_id: z.string(),
  final: z.boolean(),
  /** Not `status`: that name belongs to the envelope. */
  room_status: z.enum(['A', '0', '1', '2', '3', '4']),
  prize_pool: amount,
  ranking: z.array(rankRow),
});

export const roomBetRequest = sessionRequest.extend({
  room_id: roomId,
  match_id: z.number().int().positive(),
  market: z.enum(['hdp', 'ou', 'oxt', 'ml']),
  choice: z.string().min(1).max(8),
  line: z.number().int().nullable().default(null),
  points: z.number().int().positive().max(1_000_000),
  /** The price the player saw; a moved price answers oddsIsUpdating so the player confirms the new one. */
  price: z.number().int().positive().optional(),
});
export const roomBetPlusRequest = sessionRequest.extend({
  room_id: roomId,
  bet_id: z.number().int().positive(),
  points: z.number().int().positive().max(1_000_000),
});
export const roomBetResponse = z.object({ bet: roomBetView, available_points: z.number().int() });

export const validateTournamentResponse = z.object({
  enabled: z.literal(true),
  has_valid_bet: z.boolean(),
  start_points: z.number().int(),
  limits: z.object({
    fee_min: z.number().int(),
    fee_max: z.number().int(),
    players_min: z.number().int(),
    players_max: z.number().int(),
    matches_min: z.number().int(),
    matches_max: z.number().int(),
    pin_length: z.number().int(),
  }),
  prize_split_bp: z.array(z.number().int()),
});
export type ValidateTournamentResponse = z.infer<typeof validateTournamentResponse>;

export const sessionOnly = sessionRequest;
