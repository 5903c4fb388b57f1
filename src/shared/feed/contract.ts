// The odds cache group (POST {oddsBaseUrl}/{name}; {apiBaseUrl}/cache on the reference server) as contract
// entries. The feed is public to every logged-in client, so its calls carry no session.
import type { CallSpec } from '../api/contract';
import {
  uxmarketRequest,
  uxmarketResponse,
  uxmatch2Request,
  uxmatch2Response,
  uxmatchRequest,
  uxmatchResponse,
  uxmenuRequest,
  uxmenuResponse,
} from './schemas';

export const ODDS_CALLS = {
  uxmenu: {
    group: 'odds',
    request: uxmenuRequest,
    response: uxmenuResponse,
    session: false,
  },
  uxmarket: {
    group: 'odds',
    request: uxmarketRequest,
    response: uxmarketResponse,
    session: false,
  },
  uxmatch: {
    group: 'odds',
    request: uxmatchRequest,
    response: uxmatchResponse,
    session: false,
  },
  uxmatch2: {
    group: 'odds',
    request: uxmatch2Request,
    response: uxmatch2Response,
    session: false,
  },
} as const satisfies Record<string, CallSpec>;
