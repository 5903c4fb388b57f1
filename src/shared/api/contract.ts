import { z } from 'zod';
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
 * fuzz test. Its schemas keep their own types, so a route's handler and a client's call are typed by them. What the
 * docs say of a call (its summary and business codes) is the server's (src/server/docs/calls), so the client does
 * not ship it.
 */
export interface CallSpec<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Session extends boolean = boolean,
> {
  group: UrlGroup;
  /** Body checked by the server; 400 names the first failing field. */
  request: Req;
  /** Payload merged into `{status: 1, statusdesc: 'success'}`. */
  response: Res;
  /** Whether the body carries account_id + session_token (the client adds them). */
  session: Session;
}

export const ACCOUNT_CALLS = {
  version: {
    group: 'account',
    request: z.object({}).loose(),
    response: versionResponse,
    session: false,
  },
  userlogin: {
    group: 'account',
    request: loginRequest,
    response: loginResponse,
    session: false,
  },
  securelogin: {
    group: 'account',
    request: secureLoginRequest,
    response: loginResponse,
    session: false,
  },
  authlogin: {
    group: 'account',
    request: tokenLoginRequest,
    response: loginResponse,
    session: false,
  },
  switchlogin: {
    group: 'account',
    request: tokenLoginRequest,
    response: loginResponse,
    session: false,
  },
  userprofile: {
    group: 'account',
    request: sessionRequest,
    response: loginResponse,
    session: true,
  },
  userbalance: {
    group: 'account',
    request: balanceRequest,
    response: balanceResponse,
    session: true,
  },
  vuserbalance: {
    group: 'account',
    request: balanceRequest,
    response: balanceResponse,
    session: true,
  },
  logout: {
    group: 'account',
    request: sessionRequest,
    response: logoutResponse,
    session: true,
  },
  changepassword: {
    group: 'account',
    request: changePasswordRequest,
    response: changePasswordResponse,
    session: true,
  },
  addsecondary: {
    group: 'account',
    request: addSecondaryRequest,
    response: addSecondaryResponse,
    session: true,
  },
  usersettings: {
    group: 'account',
    request: userSettingsRequest,
    response: userSettingsResponse,
    session: true,
  },
  announcelist: {
    group: 'account',
    request: messageListRequest,
    response: announceListResponse,
    session: true,
  },
  marqueelist: {
    group: 'account',
    request: messageListRequest,
    response: marqueeListResponse,
    session: true,
  },
  personallist: {
    group: 'account',
    request: messageListRequest,
    response: personalListResponse,
    session: true,
  },
  personalunread: {
    group: 'account',
    request: personalUnreadRequest,
    response: personalUnreadResponse,
    session: true,
  },
  getlogo: {
    group: 'account',
    request: logoRequest,
    response: logoResponse,
    session: false,
  },
  dailystatement: {
    group: 'account',
    request: reportRequest,
    response: dailyStatementResponse,
    session: true,
  },
  settlementhistory: {
    group: 'account',
    request: reportRequest,
    response: settlementHistoryResponse,
    session: true,
  },
  platformwinlose: {
    group: 'account',
    request: reportRequest,
    response: platformWinLoseResponse,
    session: true,
  },
  gameresult: {
    group: 'account',
    request: gameResultRequest,
    response: gameResultResponse,
    session: true,
  },
  termsstatus: {
    group: 'account',
    request: termsStatusRequest,
    response: termsStatusResponse,
    session: true,
  },
  termsaccept: {
    group: 'account',
    request: termsAcceptRequest,
    response: termsAcceptResponse,
    session: true,
  },
  playlimits: {
    group: 'account',
    request: playLimitsRequest,
    response: playLimitsResponse,
    session: true,
  },
  setplaylimit: {
    group: 'account',
    request: setPlayLimitRequest,
    response: playLimitsResponse,
    session: true,
  },
  setrealitycheck: {
    group: 'account',
    request: setRealityCheckRequest,
    response: playLimitsResponse,
    session: true,
  },
  selfexclude: {
    group: 'account',
    request: selfExcludeRequest,
    response: selfExcludeResponse,
    session: true,
  },
} as const satisfies Record<string, CallSpec>;
