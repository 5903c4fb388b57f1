// How the slip and the bet lists title a match and word their own error codes (a pick's name: i18n/marketNames.ts).
import type { TFunction } from 'i18next';

export const matchTitle = (home: string, away: string): string => (away ? `${home} vs ${away}` : home);

/** The slip's own codes (special and system parlay sizes, one selection per match), else the shared catalogue text. */
export function slipErrorText(t: TFunction, code: string, errorText: (code: string) => string): string {
  const own = `betslip.codes.${code}`;
  const text = t(own);
  return text === own ? errorText(code) : text;
}
