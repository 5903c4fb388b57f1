// The tournament room entity of RULES.md section 3 and its codes from section 4: types T1 public, T2
// private (PIN), T3 free; statuses A open, 0 active, 1 closed, 2 cancelled, 3 ended, 4 betting stopped.
import { ROOM_PLAYERS } from '../constants';

export const ROOM_TYPES = { public: 1, private: 2, free: 3 } as const;
export type RoomType = (typeof ROOM_TYPES)[keyof typeof ROOM_TYPES];
export const ROOM_TYPE_CODES = ['T1', 'T2', 'T3'] as const;
/** T0 in a filter means every type. */
export type RoomTypeFilter = 'T0' | (typeof ROOM_TYPE_CODES)[number];

export function roomTypeCode(type: RoomType): (typeof ROOM_TYPE_CODES)[number] {
  return `T${type}`;
}

export const ROOM_STATUS = {
  open: 'A',
  active: '0',
  closed: '1',
  cancelled: '2',
  ended: '3',
  bettingStopped: '4',
} as const;
export type RoomStatus = (typeof ROOM_STATUS)[keyof typeof ROOM_STATUS];
export const ROOM_STATUS_CODES: readonly RoomStatus[] = ['A', '0', '1', '2', '3', '4'];
/** 10 (and T0, as some clients send it) in a status filter means every status. */
export type RoomStatusFilter = RoomStatus | '10' | 'T0';

/** Players a room needs by its last join time, else it is cancelled and every fee refunded: one per prize. */
export const ROOM_MIN_PLAYERS_TO_RUN = ROOM_PLAYERS.min;

/** Tournament points each player starts a room with; points are never money. */
export const ROOM_START_POINTS = 1000;

/** First, second and third prize in basis points of the pool; every room stores the split it was created with. */
export const DEFAULT_PRIZE_SPLIT_BP: readonly [number, number, number] = [5000, 3000, 2000];

/** Default of the configurable match maximum (RULES.md section 5: at least 3, a configurable maximum). */
export const DEFAULT_MAX_MATCHES = 10;

/** Joining closes this long before the first kick-off; betting closes at the first kick-off. */
export const JOIN_CLOSE_LEAD_MS = 5 * 60_000;

/** Markets a room bet may take: the main full-time lines of the room's matches. */
export const ROOM_BET_MARKETS = ['hdp', 'ou', 'oxt', 'ml'] as const;
export type RoomBetMarket = (typeof ROOM_BET_MARKETS)[number];
