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
    summary: 'Sports with their match counts per market: [sportId, early, today, live, parlay, outright].',
    errors: [],
  },
  uxmarket: {
    group: 'odds',
    request: uxmarketRequest,
    response: uxmarketResponse,
    session: false,
    summary:
      'The matches of one market, in full or as the changes since `version` (FEED.md gives the row layout).',
    errors: [],
  },
  uxmatch: {
    group: 'odds',
    request: uxmatchRequest,
    response: uxmatchResponse,
    session: false,
    summary: 'The more-odds markets of one open match.',
    errors: ['matchNotActive'],
  },
  uxmatch2: {
    group: 'odds',
    request: uxmatch2Request,
    response: uxmatch2Response,
    session: false,
    summary: 'The more-odds markets of up to 50 matches; closed matches are left out.',
    errors: [],
  },
} as const satisfies Record<string, CallSpec>;
