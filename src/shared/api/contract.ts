import { z } from 'zod';
import { INVALID_LOGIN_CODE } from '../errors/catalogue';
import {
  balanceRequest,
  balanceResponse,
  loginRequest,
  loginResponse,
  sessionRequest,
  tokenLoginRequest,
  versionResponse,
} from './account';
import {
  addSecondaryRequest,
  addSecondaryResponse,
  changePasswordRequest,
  changePasswordResponse,
  logoutResponse,
  logoRequest,
  logoResponse,
  secureLoginRequest,
} from './auth';
import type { UrlGroup } from './endpoints';
import {
  announceListResponse,
  marqueeListResponse,
  messageListRequest,
  personalListResponse,
  personalUnreadRequest,
  personalUnreadResponse,
} from './messages';
import {
  dailyStatementResponse,
  gameResultRequest,
  gameResultResponse,
  platformWinLoseResponse,
  reportRequest,
  settlementHistoryResponse,
} from './reports';
import { userSettingsRequest, userSettingsResponse } from './settings';
import {
  playLimitsRequest,
  playLimitsResponse,
  selfExcludeRequest,
  selfExcludeResponse,
  setPlayLimitRequest,
  setRealityCheckRequest,
} from '../responsible-gaming/api';
import {
  termsAcceptRequest,
  termsAcceptResponse,
  termsStatusRequest,
  termsStatusResponse,
} from '../terms/api';

/**
 * One call of the wire contract: the single source for the server's routes, the client's calls, docs/API.md and the
 * fuzz test. Its schemas keep their own types, so a route's handler and a client's call are typed by them.
 */
export interface CallSpec<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  group: UrlGroup;
  /** Body checked by the server; 400 names the first failing field. */
  request: Req;
  /** Payload merged into `{status: 1, statusdesc: 'success'}`. */
  response: Res;
  /** Whether the body carries account_id + session_token. */
  session: boolean;
  summary: string;
  /** Business codes (HTTP 200, status 0) this call can answer besides the session codes. */
  errors: readonly string[];
}

/** Codes any session call can answer: the session is unknown, replaced, idle or the account changed state. */
export const SESSION_ERRORS = [
  'session_not_exists',
  'invalidSession',
  'session_expired',
  'BLOCK',
  'CLOSE',
  'account_inactive',
  'requestLimit',
] as const;

/** Refusals of any stake debit: the balance is short, or a responsible gaming limit is reached. */
const FUNDS_AND_LIMIT_ERRORS = ['insufficient_balance', 'stakeLimitReached', 'lossLimitReached'] as const;
/** Refusals of any money movement by an account that may not move money. */
const ACCOUNT_MONEY_ERRORS = ['viewOnly', 'accountFrozen'] as const;

/**
 * Codes any call that debits a stake through the bet ledger can answer once its own input is valid: the two
 * lists above, and a slip or round id that was already debited.
 */
export const LEDGER_DEBIT_ERRORS = [
  ...FUNDS_AND_LIMIT_ERRORS,
  'duplicate_debit_record',
  ...ACCOUNT_MONEY_ERRORS,
] as const;

/**
 * Codes a house game call that debits one stake can answer (keno, virtual roulette, video poker): the stake is not
 * a valid amount or is over the maximum, or one of the two lists above (a repeated id answers its first result).
 */
export const STAKE_DEBIT_ERRORS = [
  'invalidBetAmount',
  'betOverMax',
  ...FUNDS_AND_LIMIT_ERRORS,
  ...ACCOUNT_MONEY_ERRORS,
] as const;

/** Refusals of a login by an account holder proven by password or operator token (see userlogin for the rest). */
const LOGIN_ERRORS = ['BLOCK', 'CLOSE', 'account_inactive', 'loginLimit', 'selfExcluded'];

export const ACCOUNT_CALLS = {
  version: {
    group: 'account',
    request: z.object({}).loose(),
    response: versionResponse,
    session: false,
    summary: 'Server version, the oldest client it accepts, and maintenance state.',
    errors: [],
  },
  userlogin: {
    group: 'account',
    request: loginRequest,
    response: loginResponse,
    session: false,
    summary: 'Password login by account id or nickname. Opens a session and revokes the previous one.',
    errors: [INVALID_LOGIN_CODE, ...LOGIN_ERRORS],
  },
  securelogin: {
    group: 'account',
    request: secureLoginRequest,
    response: loginResponse,
    session: false,
    summary:
      'Operator-signed login (server to server): HMAC-SHA256 over `securelogin\\n{account_id}\\n{timestamp}`.',
    errors: ['unauthenticatedUser', 'login_id_not_exists', ...LOGIN_ERRORS],
  },
  authlogin: {
    group: 'account',
    request: tokenLoginRequest,
    response: loginResponse,
    session: false,
    summary: 'Launch login with an operator token of kind `launch` (single use, expiring).',
    errors: ['unauthenticatedUser', 'login_id_not_exists', ...LOGIN_ERRORS],
  },
  switchlogin: {
    group: 'account',
    request: tokenLoginRequest,
    response: loginResponse,
    session: false,
    summary:
      'Switch login from another product with an operator token of kind `switch` (single use, expiring).',
    errors: ['unauthenticatedUser', 'login_id_not_exists', ...LOGIN_ERRORS],
  },
  userprofile: {
    group: 'account',
    request: sessionRequest,
    response: loginResponse,
    session: true,
    summary: 'Session re-check: answers member_profile and clears retrieve_profile.',
    errors: [],
  },
  userbalance: {
    group: 'account',
    request: balanceRequest,
    response: balanceResponse,
    session: true,
    summary: 'Balance for operator_type 1. retrieve_profile is true when limits, state or nickname changed.',
    errors: ['permission_denied'],
  },
  vuserbalance: {
    group: 'account',
    request: balanceRequest,
    response: balanceResponse,
    session: true,
    summary: 'Balance for operator_type 2 (seamless wallet operators); same shape as userbalance.',
    errors: ['permission_denied'],
  },
  logout: {
    group: 'account',
    request: sessionRequest,
    response: logoutResponse,
    session: true,
    summary:
      'Ends the session on the server, with every game session and unused game launch token of the member. Calls with the token answer `invalidSession` after.',
    errors: [],
  },
  changepassword: {
    group: 'account',
    request: changePasswordRequest,
    response: changePasswordResponse,
    session: true,
    summary:
      'Changes the password; every other session of the account ends (invalidSession), and every game session and unused game launch token.',
    errors: ['invalid_password', 'passwordsNotMatch', 'passwordSameAsCurrent', 'loginLimit'],
  },
  addsecondary: {
    group: 'account',
    request: addSecondaryRequest,
    response: addSecondaryResponse,
    session: true,
    summary: 'Sets the one-time nickname (a second login name).',
    errors: ['secondary_account_exists', 'new_login_id_exists'],
  },
  usersettings: {
    group: 'account',
    request: userSettingsRequest,
    response: userSettingsResponse,
    session: true,
    summary: 'Saves the layout preferences when `settings` is sent; always answers the stored settings.',
    errors: [],
  },
  announcelist: {
    group: 'account',
    request: messageListRequest,
    response: announceListResponse,
    session: true,
    summary: 'Announcements (normal and special) in the language asked for, newest first.',
    errors: [],
  },
  marqueelist: {
    group: 'account',
    request: messageListRequest,
    response: marqueeListResponse,
    session: true,
    summary: 'Current marquee lines in the language asked for.',
    errors: [],
  },
  personallist: {
    group: 'account',
    request: messageListRequest,
    response: personalListResponse,
    session: true,
    summary: 'Personal messages of the member, newest first, with read flags.',
    errors: [],
  },
  personalunread: {
    group: 'account',
    request: personalUnreadRequest,
    response: personalUnreadResponse,
    session: true,
    summary: 'Unread personal messages; marks `mark_read` ids (or all with `mark_all_read`) first.',
    errors: [],
  },
  getlogo: {
    group: 'account',
    request: logoRequest,
    response: logoResponse,
    session: false,
    summary: 'Operator logo and theme for the landing page (no session needed).',
    errors: [],
  },
  dailystatement: {
    group: 'account',
    request: reportRequest,
    response: dailyStatementResponse,
    session: true,
    summary: 'Ledger entries of a date range (GMT+8) with opening/closing balance, paged.',
    errors: ['endDateInvalid'],
  },
  settlementhistory: {
    group: 'account',
    request: reportRequest,
    response: settlementHistoryResponse,
    session: true,
    summary: 'Settled turnover, win/loss and commission per working day, paged.',
    errors: ['endDateInvalid'],
  },
  platformwinlose: {
    group: 'account',
    request: reportRequest,
    response: platformWinLoseResponse,
    session: true,
    summary: 'Turnover and win/loss per platform over a date range.',
    errors: ['endDateInvalid'],
  },
  gameresult: {
    group: 'account',
    request: gameResultRequest,
    response: gameResultResponse,
    session: true,
    summary:
      'Results of one sub-kind over a date range, paged; kinds whose area is not built yet answer an empty list.',
    errors: ['endDateInvalid'],
  },
  termsstatus: {
    group: 'account',
    request: termsStatusRequest,
    response: termsStatusResponse,
    session: true,
    summary:
      'The terms version each scope requires now (`general` at login, `tournament` before a first room) and the version the member accepted; `accepted` is false after the operator publishes a new version.',
    errors: [],
  },
  termsaccept: {
    group: 'account',
    request: termsAcceptRequest,
    response: termsAcceptResponse,
    session: true,
    summary:
      'Records that the member accepted `version` of `scope` (account, version, time, client address), once: accepting again keeps the first time.',
    errors: ['termsVersionChanged'],
  },
  playlimits: {
    group: 'account',
    request: playLimitsRequest,
    response: playLimitsResponse,
    session: true,
    summary:
      "The member's stake and loss limits per day, week and month (GMT+8 periods) with any raise or removal waiting and what the period used, the reality-check interval, the end of a running exclusion, and the current login's start and net result.",
    errors: [],
  },
  setplaylimit: {
    group: 'account',
    request: setPlayLimitRequest,
    response: playLimitsResponse,
    session: true,
    summary:
      'Sets one limit (`amount` null removes it). Lowering or setting a first limit applies at once; raising or removing waits 24 hours (shown as `pending`). Answers what `playlimits` answers.',
    errors: ['playLimitInvalid'],
  },
  setrealitycheck: {
    group: 'account',
    request: setRealityCheckRequest,
    response: playLimitsResponse,
    session: true,
    summary:
      'Sets the reality-check interval in whole minutes (1 to 240), or turns it off with null. Answers what `playlimits` answers.',
    errors: ['realityCheckInvalid'],
  },
  selfexclude: {
    group: 'account',
    request: selfExcludeRequest,
    response: selfExcludeResponse,
    session: true,
    summary:
      'Time-out (`24h`) or self-exclusion (`7d`, `30d`): ends every session of the member now; logins answer `selfExcluded` with `until` until the end, which the member cannot bring forward.',
    errors: [],
  },
} as const satisfies Record<string, CallSpec>;
