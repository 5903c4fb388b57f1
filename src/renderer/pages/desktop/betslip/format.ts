// How the slip words its own error codes (a match's title and a pick's name: i18n/marketNames.ts).
import { isTranslationKey } from '../../../i18n/keys';
import type { Translate } from '../../../i18n/keys';

/** The slip's own codes (special and system parlay sizes, one selection per match), else the shared catalogue text. */
export function slipErrorText(t: Translate, code: string, errorText: (code: string) => string): string {
  const own = `betslip.codes.${code}`;
  return isTranslationKey(own) ? t(own) : errorText(code);
}
