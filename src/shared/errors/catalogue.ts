// How the client handles each code of RULES.md section 8. One table: the api layer classifies,
// the ui store shows (see ./presentation), the auth store logs out. Every code listed here has a text in
// every language (renderer/i18n/errors, checked by tests/renderer/i18n-errors.test.ts).

export type ErrorHandling =
  | 'logout' // warning (error dialog if not logged in), then logout
  | 'logged' // logged only; dialog when requested
  | 'network' // network state set to failed; warning toast when requested
  | 'toast' // warning toast
  | 'silent'
  | 'notice' // notice dialog
  | 'message' // a message containing a space: shown directly as an error
  | 'dialog'; // error dialog with the translated text

/**
 * The server's answer (HTTP 503) while its database is out of reach: nothing was done, or, for a bet whose
 * commit was cut, possibly done, so the player checks the bet list before trying again. Not one of the
 * operator API's own codes; the reference server adds it.
 */
export const SERVICE_UNAVAILABLE_CODE = 'serviceUnavailable';

const HANDLED: Record<Exclude<ErrorHandling, 'message' | 'dialog'>, readonly string[]> = {
  logout: [
    'account_not_exists',
    'account_inactive',
    'login_id_not_exists',
    'session_not_exists',
    'session_expired',
    'invalidSession',
    'permission_denied',
    'accountIdRequired',
    'BLOCK',
    'CLOSE',
  ],
  logged: [
    'requestLimit',
    'requestProcessing',
    'requestPending',
    'requestTimeout',
    'loginLimit',
    'timeoutError',
    'systemError',
    'insufficient_balance',
    SERVICE_UNAVAILABLE_CODE,
  ],
  network: ['requestFailed'],
  toast: ['incompletedRequest', 'unableToGetBalanceAtTheMoment', 'duplicate_debit_record'],
  silent: ['liveCasinoDisabled', 'lotteryDisabled', 'MiniGameDisabled'],
  notice: ['betNotExists'],
};

/** The "others" of section 8: shown in an error dialog with their translated text. Grouped as the spec lists them. */
const DIALOG_CODES = {
  account: [
    'NoUserAccessRight',
    'invalid_password',
    'secondary_account_exists',
    'new_login_id_exists',
    'loginFailed',
    'unauthenticatedUser',
    'memberInactive',
    'memberCommissionNotSetup',
    'forbiddenAccess',
    'operatorApiNotResponding',
    'invalidLoginId',
    // A login id or password that does not match: one code for both, so a login says nothing of which ids exist.
    'invalidLogin',
    'accountStateInvalid',
    'FREEZE',
    'SUSPEND',
    // Refusals of money-moving calls for SUSPEND and FREEZE accounts (shared/api/auth.ts).
    'viewOnly',
    'accountFrozen',
    // A money or seat call before the member accepted the current terms (shared/terms/api.ts).
    'termsNotAccepted',
    'passwordsNotMatch',
    'passwordSameAsCurrent',
    // Login refused during a time-out or self-exclusion; the envelope's `until` says when it ends.
    'selfExcluded',
    // Responsible-gaming settings the server refused (shared/responsible-gaming/rules.ts).
    'playLimitInvalid',
    'realityCheckInvalid',
  ],
  currency: ['invalidCurrency', 'currencyNotSupported'],
  stake: [
    'betOverMax',
    'betOverMaxPerMatch',
    'betOverMaxBet',
    'betOverLimit',
    'betOverMaxPayout',
    'betLowerMin',
    'invalidBetAmount',
    'invalidAmount',
    'changeStakeMin',
    'changeStakeMax',
    'stakeLimitReached',
    'lossLimitReached',
  ],
  odds: [
    'oddsIsUpdating',
    'oddsDisplayInvalid',
    'invalidOddsBall',
    'boostBudgetExhausted',
    'oddsTypeNotOffered',
    'cashOutUnavailable',
    'cashOutValueChanged',
    'cashOutAmountInvalid',
    // Bet builder refusals (RULES.md section 13).
    'builderNotOffered',
    'builderPickCount',
    'builderPickInvalid',
    'builderSameMarket',
    'builderOneMatch',
    'builderContradictory',
    'builderPriceOutOfRange',
  ],
  market: [
    'matchHide',
    'matchNotAllowBet',
    'invalidBets',
    'invalidBet',
    'invalidBetType',
    'matchNotActive',
    'invalidBetTeam',
    'invalidOdds',
    '308',
    '311',
    '313',
    '314',
    '318',
    '328',
    '340',
  ],
  bet: [
    'parlayMinMatches',
    'liveParlayMinMatches',
    'parlayMaxTickets',
    'noMatchSelected',
    'marketTypeRequired',
    'marketTypeInvalid',
    'marketTypeChanged',
    'game_maintenance',
    'maintenance',
  ],
  switches: [
    'EsportsDisabled',
    'tournamentDisabled',
    'MiniCasinoDisabled',
    'MiniSlotsDisabled',
    'virtualGamesDisabled',
    'oddsBoosterDisabled',
    'cashOutDisabled',
  ],
  room: [
    'roomFull',
    'roomCurrencyMismatch',
    'roomNotExists',
    'roomEnded',
    'roomClosed',
    'roomEndedOrCancelled',
    'roomExists',
    'privateRoomExists',
    'IPJoinedBefore',
    'memberJoinedBefore',
    'validBetRequired',
    'invalidRoomRate',
    'invalidRoomLimit',
    'invalidRoomPassword',
    'invalidRoomType',
    'roomPasswordRequired',
    'createRoomFailed-1',
    'createRoomFailed-2',
    'createRoomFailed-3',
    'joinFailed-1',
    'joinFailed-2',
    'pointsOverLimit',
    'rateLowerMin',
    'rateOverMax',
    'matchLowerMin',
    'matchOverMax',
    'liveMatchNotAllowed',
    'tournamentLeagueExists',
    'tournamentMatchExists',
    'betExists',
    'matchChangeTime',
    'invalidMatch',
    'invalidLeague',
    'invalidMember',
    'invalidOperator',
  ],
  backend: [
    'agentIdRequired',
    'masterIdRequired',
    'shareholderIdRequired',
    'agentCommRequired',
    'masterCommRequired',
    'shareholderCommRequired',
    'member_wallet_not_exists',
    'result_exists',
  ],
  generic: ['internalServerError'],
} as const;

/**
 * Fields whose `<field>Required` / `<field>Invalid` codes (docs/API.md envelope) are worded from one template
 * with the field's translated name: RULES.md section 5 "required request fields" plus the account forms.
 */
export const FIELD_NAMES = [
  'startDate',
  'endDate',
  'pageSize',
  'pageNumber',
  'sportsType',
  'workingDate',
  'leagueId',
  'isOutright',
  'betType',
  'betAmount',
  'currency',
  'loginName',
  'sessionToken',
  'password',
  'newPassword',
  'confirmPassword',
  'roomId',
  'roomType',
  'matchDate',
  'match',
  'limit',
  'rate',
  'token',
  'lang',
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

const TABLE = new Map<string, ErrorHandling>();
for (const [handling, codes] of Object.entries(HANDLED) as [ErrorHandling, readonly string[]][]) {
  for (const code of codes) TABLE.set(code, handling);
}
for (const codes of Object.values(DIALOG_CODES)) for (const code of codes) TABLE.set(code, 'dialog');

/** Every code the catalogue names (not counting the generic field codes). */
export const CATALOGUE_CODES: readonly string[] = [...TABLE.keys()];

export function errorHandling(code: string): ErrorHandling {
  const known = TABLE.get(code);
  if (known) return known;
  return code.includes(' ') ? 'message' : 'dialog';
}

/**
 * Refusals of a stake because a limit stops it: the player's own responsible-gaming limits, the balance, the
 * stake's bounds, and an account that may not move money. Every product (sportsbook, slots, live casino, the
 * provider's game pages, 4D, keno, roulette, video poker, mini games, tournament) words each one by the limit
 * that stopped the stake, never as a code and never as "try again": the same stake would be refused again.
 */
export const LIMIT_REFUSAL_CODES = [
  'stakeLimitReached',
  'lossLimitReached',
  'insufficient_balance',
  'betLowerMin',
  'betOverMax',
  'viewOnly',
  'accountFrozen',
] as const;

export function isLimitRefusal(code: string): boolean {
  return (LIMIT_REFUSAL_CODES as readonly string[]).includes(code);
}

/** The one refusal of a login whose id or password does not match (the server answers nothing more precise). */
export const INVALID_LOGIN_CODE = 'invalidLogin';
/** Refusals that, told apart, would say which accounts exist: a login shows each as INVALID_LOGIN_CODE. */
const ACCOUNT_REVEALING_CODES = new Set([
  'invalid_password',
  'login_id_not_exists',
  'invalidLoginId',
  'account_not_exists',
]);
/** The code a refused login shows: an operator's server may still answer the revealing codes, which read as one. */
export function loginRefusal(code: string): string {
  return ACCOUNT_REVEALING_CODES.has(code) ? INVALID_LOGIN_CODE : code;
}

/** Codes after which the session is gone and the player must log in again. */
export function forcesLogout(code: string): boolean {
  return errorHandling(code) === 'logout';
}

/** Codes whose text tells the player to contact the upline (RULES.md section 6). */
const CONTACT_UPLINE = new Set([
  'account_inactive',
  'memberInactive',
  'BLOCK',
  'CLOSE',
  'FREEZE',
  'SUSPEND',
  'viewOnly',
  'accountFrozen',
  'permission_denied',
  'NoUserAccessRight',
  'forbiddenAccess',
  'tournamentDisabled',
  'virtualGamesDisabled',
  'oddsBoosterDisabled',
  'cashOutDisabled',
]);
export function contactsUpline(code: string): boolean {
  return CONTACT_UPLINE.has(code);
}

/** A generic field code split into its field and rule: "pageSizeRequired" -> { field: 'pageSize', rule: 'Required' }. */
export function fieldCode(code: string): { field: FieldName; rule: 'Required' | 'Invalid' } | null {
  const match = /^(\w+?)(Required|Invalid)$/.exec(code);
  if (!match) return null;
  const field = match[1] as FieldName;
  return (FIELD_NAMES as readonly string[]).includes(field)
    ? { field, rule: match[2] as 'Required' | 'Invalid' }
    : null;
}
