import { LOGIN_ERRORS, type CallDocs } from './codes';
import { INVALID_LOGIN_CODE } from '../../../shared/errors/catalogue';
import type { ACCOUNT_CALLS } from '../../../shared/api/contract';

export const ACCOUNT_CALL_DOCS = {
  version: {
    summary: 'Server version, the oldest client it accepts, and maintenance state.',
    errors: [],
  },
  userlogin: {
    summary: 'Password login by account id or nickname. Opens a session and revokes the previous one.',
    errors: [INVALID_LOGIN_CODE, ...LOGIN_ERRORS],
  },
  securelogin: {
    summary:
      'Operator-signed login (server to server): HMAC-SHA256 over `securelogin\\n{account_id}\\n{timestamp}`.',
    errors: ['unauthenticatedUser', 'login_id_not_exists', ...LOGIN_ERRORS],
  },
  authlogin: {
    summary: 'Launch login with an operator token of kind `launch` (single use, expiring).',
    errors: ['unauthenticatedUser', 'login_id_not_exists', ...LOGIN_ERRORS],
  },
  switchlogin: {
    summary:
      'Switch login from another product with an operator token of kind `switch` (single use, expiring).',
    errors: ['unauthenticatedUser', 'login_id_not_exists', ...LOGIN_ERRORS],
  },
  userprofile: {
    summary: 'Session re-check: answers member_profile and clears retrieve_profile.',
    errors: [],
  },
  userbalance: {
    summary: 'Balance for operator_type 1. retrieve_profile is true when limits, state or nickname changed.',
    errors: ['permission_denied'],
  },
  vuserbalance: {
    summary: 'Balance for operator_type 2 (seamless wallet operators); same shape as userbalance.',
    errors: ['permission_denied'],
  },
  logout: {
    summary:
      'Ends the session on the server, with every game session and unused game launch token of the member. Calls with the token answer `invalidSession` after.',
    errors: [],
  },
  changepassword: {
    summary:
      'Changes the password; every other session of the account ends (invalidSession), and every game session and unused game launch token.',
    errors: ['invalid_password', 'passwordsNotMatch', 'passwordSameAsCurrent', 'loginLimit'],
  },
  addsecondary: {
    summary: 'Sets the one-time nickname (a second login name).',
    errors: ['secondary_account_exists', 'new_login_id_exists'],
  },
  usersettings: {
    summary: 'Saves the layout preferences when `settings` is sent; always answers the stored settings.',
    errors: [],
  },
  announcelist: {
    summary: 'Announcements (normal and special) in the language asked for, newest first.',
    errors: [],
  },
  marqueelist: {
    summary: 'Current marquee lines in the language asked for.',
    errors: [],
  },
  personallist: {
    summary: 'Personal messages of the member, newest first, with read flags.',
    errors: [],
  },
  personalunread: {
    summary: 'Unread personal messages; marks `mark_read` ids (or all with `mark_all_read`) first.',
    errors: [],
  },
  getlogo: {
    summary: 'Operator logo and theme for the landing page (no session needed).',
    errors: [],
  },
  dailystatement: {
    summary: 'Ledger entries of a date range (GMT+8) with opening/closing balance, paged.',
    errors: ['endDateInvalid'],
  },
  settlementhistory: {
    summary: 'Settled turnover, win/loss and commission per working day, paged.',
    errors: ['endDateInvalid'],
  },
  platformwinlose: {
    summary: 'Turnover and win/loss per platform over a date range.',
    errors: ['endDateInvalid'],
  },
  gameresult: {
    summary:
      'Results of one sub-kind over a date range, paged; kinds whose area is not built yet answer an empty list.',
    errors: ['endDateInvalid'],
  },
  termsstatus: {
    summary:
      'The terms version each scope requires now (`general` at login, `tournament` before a first room) and the version the member accepted; `accepted` is false after the operator publishes a new version.',
    errors: [],
  },
  termsaccept: {
    summary:
      'Records that the member accepted `version` of `scope` (account, version, time, client address), once: accepting again keeps the first time.',
    errors: ['termsVersionChanged'],
  },
  playlimits: {
    summary:
      "The member's stake and loss limits per day, week and month (GMT+8 periods) with any raise or removal waiting and what the period used, the reality-check interval, the end of a running exclusion, and the current login's start and net result.",
    errors: [],
  },
  setplaylimit: {
    summary:
      'Sets one limit (`amount` null removes it). Lowering or setting a first limit applies at once; raising or removing waits 24 hours (shown as `pending`). Answers what `playlimits` answers.',
    errors: ['playLimitInvalid'],
  },
  setrealitycheck: {
    summary:
      'Sets the reality-check interval in whole minutes (1 to 240), or turns it off with null. Answers what `playlimits` answers.',
    errors: ['realityCheckInvalid'],
  },
  selfexclude: {
    summary:
      'Time-out (`24h`) or self-exclusion (`7d`, `30d`): ends every session of the member now; logins answer `selfExcluded` with `until` until the end, which the member cannot bring forward.',
    errors: [],
  },
} as const satisfies CallDocs<typeof ACCOUNT_CALLS>;
