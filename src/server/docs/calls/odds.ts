import { type CallDocs } from './codes';
import type { ODDS_CALLS } from '../../../shared/feed/contract';

export const ODDS_CALL_DOCS = {
  uxmenu: {
    summary: 'Sports with their match counts per market: [sportId, early, today, live, parlay, outright].',
    errors: [],
  },
  uxmarket: {
    summary:
      'The matches of one market, in full or as the changes since `version` (FEED.md gives the row layout).',
    errors: [],
  },
  uxmatch: {
    summary: 'The more-odds markets of one open match.',
    errors: ['matchNotActive'],
  },
  uxmatch2: {
    summary: 'The more-odds markets of up to 50 matches; closed matches are left out.',
    errors: [],
  },
} as const satisfies CallDocs<typeof ODDS_CALLS>;
