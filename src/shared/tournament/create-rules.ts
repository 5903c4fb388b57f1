// Room creation rules (RULES.md section 5) as one pure check shared by the create form and the server.
// Codes are RULES.md section 8's, verbatim; the first failing rule wins, in the order the spec lists them.
import { TOURNAMENT_MIN_MATCHES } from '../constants';
import { parseAmount } from '../money';
import {
  ROOM_ID_RULES,
  ROOM_LIMIT_RULES,
  ROOM_PIN_RULES,
  ROOM_RATE_RULES,
  validateField,
} from '../validation';
import { ROOM_TYPES, type RoomType } from './types';

/** A create request as typed by a person or sent on the wire: anything may be missing or malformed. */
export interface CreateRoomInput {
  room_id?: unknown;
  room_type?: unknown;
  match_date?: unknown;
  matches?: unknown;
  room_limit?: unknown;
  room_rate?: unknown;
  room_password?: unknown;
}

export interface ValidRoomRequest {
  roomId: string;
  type: RoomType;
  matchDate: string;
  matchIds: number[];
  limit: number;
  /** Entry fee in minor units (0 for a free room). */
  feeMinor: number;
  pin: string | null;
}

/** `malformed`: a field is missing or not of its type (the server answers HTTP 400); otherwise a business refusal. */
export type Checked<T> = { ok: true; value: T } | { ok: false; code: string; malformed?: true };

const malformed = (code: string) => ({ ok: false, code, malformed: true }) as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An entry fee typed or sent (string or number) in minor units; null when it is not an exact amount under 10,000,000. */
export function feeToMinor(value: unknown): number | null {
  const minor = typeof value === 'string' || typeof value === 'number' ? parseAmount(value) : null;
  return minor !== null && minor >= 0 && minor < 1_000_000_000 ? minor : null;
}

function integerOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}

/** Shape and required-field checks: the `...Required` codes are the field names of RULES.md section 8. */
function shape(
  input: CreateRoomInput,
): Checked<Omit<ValidRoomRequest, 'feeMinor' | 'pin'> & { rate: unknown; password: unknown }> {
  if (blank(input.room_id)) return malformed('roomIdRequired');
  if (blank(input.room_type)) return malformed('roomTypeRequired');
  if (blank(input.match_date)) return malformed('matchDateRequired');
  if (blank(input.matches) || (Array.isArray(input.matches) && input.matches.length === 0))
    return malformed('matchRequired');
  if (blank(input.room_limit)) return malformed('limitRequired');
  if (blank(input.room_rate)) return malformed('rateRequired');
  // The create form checks the same generic rules (src/shared/validation) as the player types.
  if (typeof input.room_id !== 'string' || validateField('room_id', input.room_id.trim(), ROOM_ID_RULES))
    return malformed('roomIdInvalid');
  const type = integerOf(input.room_type);
  if (type !== ROOM_TYPES.public && type !== ROOM_TYPES.private && type !== ROOM_TYPES.free)
    return { ok: false, code: 'invalidRoomType' };
  if (
    typeof input.match_date !== 'string' ||
    !DATE.test(input.match_date) ||
    Number.isNaN(Date.parse(`${input.match_date}T00:00:00Z`))
  ) {
    return malformed('matchDateInvalid');
  }
  if (!Array.isArray(input.matches)) return { ok: false, code: 'invalidMatch' };
  const matchIds = input.matches.map(integerOf);
  if (matchIds.some((id) => id === null || id <= 0)) return { ok: false, code: 'invalidMatch' };
  // The same match twice would count its points twice.
  if (new Set(matchIds).size !== matchIds.length) return { ok: false, code: 'tournamentMatchExists' };
  const limit = integerOf(input.room_limit);
  if (limit === null) return { ok: false, code: 'invalidRoomLimit' };
  return {
    ok: true,
    value: {
      roomId: input.room_id.trim().toUpperCase(),
      type,
      matchDate: input.match_date,
      matchIds: matchIds as number[],
      limit,
      rate: input.room_rate,
      password: input.room_password,
    },
  };
}

/**
 * Everything about a create request that needs no storage: required fields, PIN (private rooms), entry
 * fee 10-1000 (free rooms: 0), players 3-30, matches from 3 to `maxMatches`.
 */
export function checkCreateRequest(input: CreateRoomInput, maxMatches: number): Checked<ValidRoomRequest> {
  const s = shape(input);
  if (!s.ok) return s;
  const { rate, password, ...v } = s.value;
  let pin: string | null = null;
  if (v.type === ROOM_TYPES.private) {
    if (blank(password)) return { ok: false, code: 'roomPasswordRequired' };
    if (typeof password !== 'string' || validateField('room_password', password, ROOM_PIN_RULES))
      return { ok: false, code: 'invalidRoomPassword' };
    pin = password;
  }
  const feeMinor = feeToMinor(rate);
  if (feeMinor === null) return { ok: false, code: 'invalidRoomRate' };
  if (v.type === ROOM_TYPES.free) {
    // A free room costs nothing, so a fee sent for it is a mistake rather than something to ignore.
    if (feeMinor !== 0) return { ok: false, code: 'invalidRoomRate' };
  } else {
    const failure = validateField('room_rate', rate, ROOM_RATE_RULES);
    if (failure?.code === 'minValue') return { ok: false, code: 'rateLowerMin' };
    if (failure?.code === 'maxValue') return { ok: false, code: 'rateOverMax' };
    if (failure) return { ok: false, code: 'invalidRoomRate' };
  }
  if (validateField('room_limit', v.limit, ROOM_LIMIT_RULES)) return { ok: false, code: 'invalidRoomLimit' };
  if (v.matchIds.length < TOURNAMENT_MIN_MATCHES) return { ok: false, code: 'matchLowerMin' };
  if (v.matchIds.length > maxMatches) return { ok: false, code: 'matchOverMax' };
  return { ok: true, value: { ...v, feeMinor, pin } };
}

/** What the server knows about a chosen match when the room is created. */
export interface CandidateMatch {
  matchId: number;
  /** Simulator state: pre-match, live, ended or cancelled. */
  state: 'pre' | 'live' | 'ended' | 'cancelled' | 'missing';
  kickoffMs: number;
  /** The match's date in GMT+8 (YYYY-MM-DD). */
  date: string;
  /** Whether the match offers the room's main lines (not an outright, a race, or a virtual sport in a normal room). */
  eligible: boolean;
}

/**
 * Match checks: every match exists and is eligible (invalidMatch), is on the room's date (invalidMatch),
 * is not live or over (liveMatchNotAllowed), and kicks off after joining could close (matchChangeTime:
 * the room would already be closed).
 */
export function checkRoomMatches(
  matchDate: string,
  matches: readonly CandidateMatch[],
  nowMs: number,
  joinLeadMs: number,
): string | null {
  for (const m of matches) {
    if (m.state === 'missing' || !m.eligible || m.date !== matchDate) return 'invalidMatch';
    if (m.state !== 'pre' || m.kickoffMs <= nowMs) return 'liveMatchNotAllowed';
  }
  for (const m of matches) if (m.kickoffMs - joinLeadMs <= nowMs) return 'matchChangeTime';
  return null;
}

/** RULES.md section 5: one private room per member, counted over the rooms that have not finished. */
export function checkPrivateRoomQuota(type: RoomType, openPrivateRoomsOfOwner: number): string | null {
  return type === ROOM_TYPES.private && openPrivateRoomsOfOwner > 0 ? 'privateRoomExists' : null;
}
