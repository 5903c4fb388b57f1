// The rule sets of RULES.md section 5, one per form, keyed by the wire field names so the same set checks
// the form as it is typed (renderer/forms) and the request as it arrives (server, through ./zod.ts).
import {
  NICKNAME_LENGTH,
  PASSWORD_LENGTH,
  RACE_STAKE,
  ROOM_ENTRY_FEE,
  ROOM_PIN_LENGTH,
  ROOM_PLAYERS,
} from '../constants';
import {
  alphanumeric,
  letterAndDigit,
  maxLength,
  maxValue,
  minLength,
  minValue,
  notSameAs,
  numeric,
  required,
  sameAs,
  type Rule,
} from './rules';
import type { FormRules } from './validate';

/** Login: account id and password are required. */
export const LOGIN_RULES = {
  account_id: [required(), maxLength(64)],
  password: [required(), maxLength(64)],
} satisfies FormRules;

/** The new password's own shape, checkable without the other fields (request schemas). */
export const NEW_PASSWORD_RULES: readonly Rule[] = [
  required(),
  minLength(PASSWORD_LENGTH.min),
  maxLength(PASSWORD_LENGTH.max),
  alphanumeric({ ascii: true }),
  letterAndDigit(),
];
const newPassword: Rule[] = [
  ...NEW_PASSWORD_RULES,
  notSameAs('password', { refusal: 'passwordSameAsCurrent' }),
];

/** Change password: all three required; the new one 6-10 letters and digits, unlike the current, confirmed. */
export const CHANGE_PASSWORD_RULES = {
  password: [required(), maxLength(64)],
  new_password: newPassword,
  confirm_password: [required(), sameAs('new_password', { refusal: 'passwordsNotMatch' })],
} satisfies FormRules;

/** Nickname: 6 to 15 letters or digits (a second login name, so ASCII like the account id). */
export const NICKNAME_RULES = {
  login_name: [
    required(),
    minLength(NICKNAME_LENGTH.min),
    maxLength(NICKNAME_LENGTH.max),
    alphanumeric({ ascii: true }),
  ],
} satisfies FormRules;

/** Room PIN: exactly six digits. */
export const ROOM_PIN_RULES: readonly Rule[] = [
  required(),
  numeric(),
  minLength(ROOM_PIN_LENGTH),
  maxLength(ROOM_PIN_LENGTH),
];
/** Entry fee 10 to 1000, whole or with cents. */
export const ROOM_RATE_RULES: readonly Rule[] = [
  required(),
  numeric({ decimals: 2 }),
  minValue(ROOM_ENTRY_FEE.min),
  maxValue(ROOM_ENTRY_FEE.max),
];
/** Players per room 3 to 30. */
export const ROOM_LIMIT_RULES: readonly Rule[] = [
  required(),
  numeric(),
  minValue(ROOM_PLAYERS.min),
  maxValue(ROOM_PLAYERS.max),
];
/** Points of a room bet: a whole number from 1 to the points the player has left. */
export function roomPointsRules(available: number): readonly Rule[] {
  return [required(), numeric(), minValue(1), maxValue(available)];
}
/** Room ids are typed by players and searched by others: 4 to 12 letters or digits. */
export const ROOM_ID_RULES: readonly Rule[] = [
  required(),
  alphanumeric({ ascii: true }),
  minLength(4),
  maxLength(12),
];

/** A stake as typed: an amount with at most two decimals; below MIN or above MAX is clamped by the slip, not refused. */
export const STAKE_RULES: readonly Rule[] = [required(), numeric({ decimals: 2 })];

/** A virtual sports stake: an amount from 1 to 5000 with at most two decimals (the server's limits). */
export const RACE_STAKE_RULES: readonly Rule[] = [
  required(),
  numeric({ decimals: 2 }),
  minValue(RACE_STAKE.min),
  maxValue(RACE_STAKE.max),
];
/** A 4D stake: whole units, at least one (the lottery sells whole units only). */
export const LOTTERY_STAKE_RULES: readonly Rule[] = [required(), numeric(), minValue(1)];

/** A 4D number: exactly four digits ("0042" is a number of its own). */
export const FOUR_D_NUMBER_RULES: readonly Rule[] = [required(), numeric(), minLength(4), maxLength(4)];
/** A 3D number (ABC, A-E): exactly three digits. */
export const THREE_D_NUMBER_RULES: readonly Rule[] = [required(), numeric(), minLength(3), maxLength(3)];

/** Calendar dates on the wire (YYYY-MM-DD, GMT+8) are checked for shape by the schemas; here they are required. */
export const DATE_RANGE_RULES = {
  start_date: [required()],
  end_date: [required()],
} satisfies FormRules;
