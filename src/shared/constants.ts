// Business constants of RULES.md section 9, in one place for every process.

// The product's language codes, as the wire and saved settings carry them ("tw" is Khmer: shared/languages.ts).
export const LANGUAGES = ['en', 'cn', 'tw', 'my', 'id', 'jp', 'kr', 'th', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Odds type codes: 1 MY, 2 HK, 3 ID, 4 DEC, 5 Myanmar. */
export const ODDS_TYPES = { MY: 1, HK: 2, ID: 3, DEC: 4, MMO: 5 } as const;
export type OddsType = (typeof ODDS_TYPES)[keyof typeof ODDS_TYPES];
export const DEFAULT_ODDS_TYPE: OddsType = ODDS_TYPES.MY;

export const CURRENCIES = ['CNY', 'IDR', 'THB', 'MYR', 'USD', 'SGD', 'MMK', 'MMO', 'BDT'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Currencies that enable Myanmar odds and Myanmar parlay. */
export const MYANMAR_CURRENCIES: readonly Currency[] = ['MMK', 'MMO'];

/** color2 is the operator default; light and dark are the two complete themes a player can pick. */
export const THEMES = ['color2', 'light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeName = 'color2';
export const DEFAULT_PAGE_SIZE = 10;
export const MATCHES_PER_PAGE = 30;
export const DEFAULT_STAKE = 3;
export const DEFAULT_STAKE_AMOUNT = 1;
export const DEFAULT_PAGE_TYPE = 2;
export const TIME_ZONE_OFFSET_MINUTES = 8 * 60;
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;

export const ROOM_ENTRY_FEE = { min: 10, max: 1000 } as const;
/** Stake of a virtual sports bet, in whole currency units (two decimals allowed). */
export const RACE_STAKE = { min: 1, max: 5000 } as const;
export const ROOM_PLAYERS = { min: 3, max: 30 } as const;
export const ROOM_PIN_LENGTH = 6;
export const TOURNAMENT_MIN_MATCHES = 3;

export const NICKNAME_LENGTH = { min: 6, max: 15 } as const;
export const PASSWORD_LENGTH = { min: 6, max: 10 } as const;

export const PARLAY_LEGS = { min: 2, max: 12, liveMin: 3 } as const;
export const MYANMAR_PARLAY_LEGS = { min: 2, max: 10 } as const;
/** With more selections than this, a system parlay offers only the full combination. */
export const SYSTEM_PARLAY_FULL_ONLY_ABOVE = 10;

export const INTERVALS_MS = { default: 1000, initial: 1000, show: 50, tournament: 60 } as const;

export const EXCLUDED_SPORTS: readonly number[] = [22, 33];
export const SPECIAL_SPORT_IDS = { min: 40, max: 54 } as const;

/** The special and virtual sports (racing, e-fights and the like): simulated events with their own betting rules. */
export function isVirtualSport(sportId: number): boolean {
  return sportId >= SPECIAL_SPORT_IDS.min && sportId <= SPECIAL_SPORT_IDS.max;
}
export const RACING_SPORT_IDS: readonly number[] = [45, 46, 49, 50, 51, 54];
export const EFIGHT_SPORT_IDS: readonly number[] = [41, 42, 43, 44, 47, 52, 53];
export const VIRTUAL_GAME = { maxDelayMinutes: 4, durationMinutes: 5 } as const;
