// The positional layout of the odds feed (RULES.md section 3, every position named in docs/FEED.md).
// Rows are arrays rather than objects so a 2,000-match market stays small on the wire.
import type { Price } from '../odds/price';

/** Match row positions. Position 9 is the kick-off; 3 is the league rank used by the sort rules. */
export const M = {
  ID: 0,
  LEAGUE: 1,
  SPORT: 2,
  RANK: 3,
  HOME: 4,
  AWAY: 5,
  TYPE: 6,
  LABEL: 7,
  STATUS: 8,
  KICKOFF: 9,
  SCORE_HOME: 10,
  SCORE_AWAY: 11,
  CLOCK: 12,
  FLAGS: 13,
  RED_HOME: 14,
  RED_AWAY: 15,
  LINES: 16,
  MMO: 17,
  OUTRIGHT: 18,
} as const;
export const MATCH_ROW_LENGTH = 19;

/** Match types (position 6). A type-3 child line shows its parent's clock (position 12). */
export const MATCH_TYPE = { MAIN: 1, OUTRIGHT: 2, CHILD_LINE: 3, CHILD_OWN: 4 } as const;

/** Match status (position 8), RULES.md section 4. */
export const MATCH_STATUS = { OPEN: 0, COMPLETED: 1, CANCELLED: 2, SUSPENDED: 5 } as const;

/** Flag bits (position 13). */
export const MATCH_FLAG = { LIVE_TV: 1, LIVE_CENTER: 2, NEUTRAL: 4 } as const;

/** Market states of RULES.md section 10 "Live betting". */
export const LINE_STATE = { RUNNING: 0, SUSPENDED: 1, CLOSED_PRICE: 2, CLOSED: 3 } as const;
export type LineState = (typeof LINE_STATE)[keyof typeof LINE_STATE];

/** Period of a line: full time, or first half (F5 innings in baseball). */
export const PERIOD = { FT: 0, HT: 1 } as const;
export type Period = (typeof PERIOD)[keyof typeof PERIOD];

const MAIN_MARKETS = ['hdp', 'ou', 'oe', 'oxt', 'ml'] as const;
export type MainMarket = (typeof MAIN_MARKETS)[number];

const MAIN_MARKET_SET: ReadonlySet<string> = new Set(MAIN_MARKETS);

/** The two-way main markets: the only ones quoted in the player's odds type. */
const PLAYER_ODDS_MARKETS: ReadonlySet<string> = new Set(['hdp', 'ou', 'oe', 'ml']);
/**
 * Whether a market is quoted in decimal odds only, whatever the player's odds type: 1X2, outrights, race cards and
 * the extra markets (RULES.md section 3; a long multi-way price has no useful Malay form). A bet on one is
 * placed in decimal odds; the server refuses any other type (oddsTypeNotOffered).
 */
export function decimalOnly(market: string): boolean {
  return !PLAYER_ODDS_MARKETS.has(market);
}
/** The grid's own markets; every other market is a special one (More odds, outrights), with its own limits. */
export function isMainMarket(market: string): market is MainMarket {
  return MAIN_MARKET_SET.has(market);
}

/**
 * Line entry of position 16: [market, period, line, price1, price2, price3, state].
 * line is in hundredths (hdp from the home side, ou the total); prices are canonical (0 = none, e.g.
 * the third price of a two-way market, or any price while the line is closed-price).
 */
export const LN = { MARKET: 0, PERIOD: 1, LINE: 2, P1: 3, P2: 4, P3: 5, STATE: 6 } as const;
export type LineRow = [MainMarket, Period, number, Price, Price, Price, LineState];

/**
 * Which price of a main line each choice takes (0 for P1, 1 for P2, 2 for P3). Market and choice come from
 * clients, so the table is a Map: a plain object would answer `constructor` or `__proto__` with a prototype member.
 */
const MAIN_CHOICE_INDEX: ReadonlyMap<string, ReadonlyMap<string, number>> = new Map([
  [
    'hdp',
    new Map([
      ['h', 0],
      ['a', 1],
    ]),
  ],
  [
    'ou',
    new Map([
      ['o', 0],
      ['u', 1],
    ]),
  ],
  [
    'oe',
    new Map([
      ['odd', 0],
      ['even', 1],
    ]),
  ],
  [
    'oxt',
    new Map([
      ['1', 0],
      ['x', 1],
      ['2', 2],
    ]),
  ],
  [
    'ml',
    new Map([
      ['h', 0],
      ['a', 1],
    ]),
  ],
]);

/** The price position (LN.P1 + index) of a main-market choice, or undefined for anything else. */
export function mainChoiceIndex(market: string, choice: string): number | undefined {
  return MAIN_CHOICE_INDEX.get(market)?.get(choice);
}

/** Myanmar entry of position 17: [market ('hdp'|'ou'), period, giver (1 home, 2 away, 0 for ou), body, pct]. */
export type MmoRow = ['hdp' | 'ou', Period, 0 | 1 | 2, number, number];

/**
 * Outright entry of position 18: [selection name, price, state] for outrights and fights; a race card's
 * runner adds its PLACE and SHOW prices ([name, win, state, place, show], 0 when the field is too small to
 * offer that market, RULES.md section 11).
 */
export type OutrightRow = [string, Price, LineState] | [string, Price, LineState, Price, Price];

/**
 * The price of one market of an outright entry, or null when the entry does not offer it: `outright` on an
 * outright or fight, `win` / `place` / `show` on a race card's runner.
 */
export function outrightEntryPrice(entry: OutrightRow, market: string): Price | null {
  if (entry.length === 3) return market === 'outright' ? entry[1] : null;
  const price =
    market === 'win' ? entry[1] : market === 'place' ? entry[3] : market === 'show' ? entry[4] : 0;
  return price > 0 ? price : null;
}

export type LeagueRow = [number, number, string, number, string];
export type MatchRow = [
  number,
  number,
  number,
  number,
  string,
  string,
  number,
  string,
  number,
  number,
  number,
  number,
  string,
  number,
  number,
  number,
  LineRow[],
  MmoRow[] | null,
  OutrightRow[] | null,
];
/** Parent-child pair: [childId, parentId]. */
export type PairRow = [number, number];

/** Market group codes of head rows (position 2). */
export const MARKET_GROUP = { EARLY: 1, TODAY: 2, LIVE: 3 } as const;
export type MarketGroup = (typeof MARKET_GROUP)[keyof typeof MARKET_GROUP];

/** Per-market counts of a head row, from position 8 on, in this order. */
export const HEAD_COUNT_KEYS = [
  'hdp',
  'ou',
  'oe',
  'oxt',
  'ml',
  'tw',
  'cs',
  'dc',
  'fglg',
  'htft',
  'tg',
  'orz',
] as const;
export type HeadCountKey = (typeof HEAD_COUNT_KEYS)[number];

/** Head row: [matchId, sportId, group, leagueId, total, parlay, live, more, ...counts]. */
export const H = {
  ID: 0,
  SPORT: 1,
  GROUP: 2,
  LEAGUE: 3,
  TOTAL: 4,
  PARLAY: 5,
  LIVE: 6,
  MORE: 7,
  COUNTS: 8,
} as const;
export const HEAD_ROW_LENGTH = H.COUNTS + HEAD_COUNT_KEYS.length;
export type HeadRow = number[];

/** Live clock text of position 12: "<period>|<minute>" such as "1H|23", "HT|45", "Q3|8"; "" when not live. */
export function parseClock(clock: string): { period: string; minute: number } | null {
  const [period, minute] = clock.split('|');
  if (!period) return null;
  const value = Number(minute);
  return { period, minute: Number.isFinite(value) ? value : 0 };
}
