// How the slip words its own error codes (a match's title and a pick's name: i18n/marketNames.ts).
import type { TFunction } from 'i18next';

/** The slip's own codes (special and system parlay sizes, one selection per match), else the shared catalogue text. */
export function slipErrorText(t: TFunction, code: string, errorText: (code: string) => string): string {
  const own = `betslip.codes.${code}`;
  const text = t(own);
  return text === own ? errorText(code) : text;
}
