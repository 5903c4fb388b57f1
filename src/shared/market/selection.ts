// The seam between the odds table and the bet slip: what a click on a price hands over.
import type { OddsType } from '../constants';
import { HEAD_COUNT_KEYS } from '../feed/layout';
import type { MarketGroup, Period } from '../feed/layout';
import type { MyanmarQuote } from '../odds/myanmar';
import type { Price } from '../odds/price';

/**
 * Every market key of RULES.md section 3: the markets a feed head row counts (the main markets and the first of
 * the extra list), then the rest of the extra list.
 */
export const MARKET_KEYS = [
  ...HEAD_COUNT_KEYS,
  'anb',
  'bs',
  'cl',
  'dnb',
  'hnb',
  'twtn',
  'oehm',
  'oeaw',
  'oxtou',
  'dcou',
  'ouoe',
  'etg',
  'ehtg',
  'eatg',
  'wm',
  'htftoe',
  'cshtft',
  'etghtft',
  'outright',
  // A race card's columns (RULES.md section 11): the runner to win, to place, to show.
  'win',
  'place',
  'show',
] as const;
export type MarketKey = (typeof MARKET_KEYS)[number];

export interface Selection {
  /** The match (or child line) the price belongs to. */
  matchId: number;
  /** The parent match of a child line; slips are keyed by parent or match id (RULES.md section 3). */
  parentId: number | null;
  sportId: number;
  leagueId: number;
  leagueName: string;
  homeName: string;
  awayName: string;
  /**
   * The child line's label as the feed sends it ("Corners", "Bookings"), null for the match's own lines: a corners
   * handicap has the same market key, teams and line as the match handicap, so the label is what tells them apart.
   */
  childLabel: string | null;
  /** Market group at the time of the click: 1 early, 2 today, 3 live. */
  marketGroup: MarketGroup;
  market: MarketKey;
  period: Period;
  /**
   * The side picked: 'h'/'a' (hdp, ml, dnb...), 'o'/'u', 'odd'/'even', '1'/'x'/'2', a score "2-1",
   * a total "3", "other", or an outright selection's or a race runner's name.
   */
  choice: string;
  /** Handicap (home side) or total in hundredths of a goal; null when the market has no line. */
  line: number | null;
  /** Canonical price (HK x 1,000,000) as quoted in the feed version below. */
  price: Price;
  /** The odds type the player saw and its displayed value in hundredths (displayUnits: the house-favour rounding). */
  oddsType: OddsType;
  displayOdds: number;
  /** Myanmar quote and its giver when the player bets in Myanmar odds. */
  mmo: MyanmarLine | null;
  /** Live score at the click, for live bets. */
  score: [number, number] | null;
  /** Whether the match may be combined in a parlay (head row position 5). */
  parlay: boolean;
  /** Feed version the price was read from, so the slip can re-check it (betcheck). */
  feedVersion: number;
}

/** A line's Myanmar quote and the side giving it (1 home, 2 away, 0 the over of a total), as the feed sends it. */
export interface MyanmarLine extends MyanmarQuote {
  giver: number;
}

/** Implemented by the bet slip store; the odds table only calls it. */
export interface SelectionSink {
  onPick(selection: Selection): void;
}
