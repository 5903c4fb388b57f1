// The odds table's fixed texts, translated once per language instead of on every render of a price.
// A refresh re-renders the price buttons of every changed row in view; calling i18next for each side's
// name, market, period and accessible label there was the larger part of that render's cost.
import type { i18n as I18n, TFunction } from 'i18next';
import type { TranslationKey } from '../../i18n/keys';
import { marketName } from '../../i18n/marketNames';

/** Fills a translated "{{name}}" template; split once, so a fill is a join rather than an i18next pass. */
export type Template = (values: Readonly<Record<string, string>>) => string;

/**
 * Splits a text with {{name}} placeholders (i18next's syntax, with escaping off as in src/renderer/i18n).
 * A placeholder without a value is left as written, as i18next does.
 */
export function compileTemplate(text: string): Template {
  const parts = text.split(/\{\{\s*([\w.]+)\s*\}\}/);
  if (parts.length === 1) return () => text;
  return (values) => {
    let out = parts[0] as string;
    for (let i = 1; i < parts.length; i += 2) {
      const name = parts[i] as string;
      const value = values[name];
      out += (value === undefined ? `{{${name}}}` : value) + (parts[i + 1] as string);
    }
    return out;
  };
}

export interface OddsLabels {
  /** "Over", "Draw", ...: the translated name of a choice that is not a team (h, a, 1, 2 are the teams). */
  choice(choice: string): string | undefined;
  /** "Handicap", "1X2", "Double chance", ... (i18n/marketNames.ts). */
  market(key: string): string;
  /** "Full time" for period 0, else "First half". */
  period(period: number): string;
  priceLabel(who: string, market: string, period: string, price: string): string;
  lockedLabel(who: string, market: string, period: string): string;
  /** A Myanmar side with the quote it is backed on: "Arsenal giving 1+50", "Chelsea receiving 1+50". */
  myanmarSide(who: string, quote: string, gives: boolean): string;
}

const CHOICE_KEYS: Partial<Record<string, TranslationKey>> = {
  o: 'odds.over',
  u: 'odds.under',
  odd: 'odds.odd',
  even: 'odds.even',
  x: 'odds.draw',
};

function makeLabels(t: TFunction): OddsLabels {
  const raw = (key: TranslationKey) => t(key, { skipInterpolation: true });
  const priceLabel = compileTemplate(raw('odds.priceLabel'));
  const lockedLabel = compileTemplate(raw('odds.lockedLabel'));
  const myanmarGives = compileTemplate(raw('odds.myanmarGives'));
  const myanmarTakes = compileTemplate(raw('odds.myanmarTakes'));
  const fullTime = t('odds.fullTime');
  const firstHalf = t('odds.firstHalf');
  const choices = new Map<string, string | undefined>();
  const markets = new Map<string, string>();
  return {
    choice(choice) {
      if (!choices.has(choice)) {
        const key = CHOICE_KEYS[choice];
        choices.set(choice, key ? t(key) : undefined);
      }
      return choices.get(choice);
    },
    market(key) {
      let name = markets.get(key);
      if (name === undefined) {
        name = marketName(t, { market: key, period: 0, line: null, home: '', away: '' });
        markets.set(key, name);
      }
      return name;
    },
    period: (period) => (period === 0 ? fullTime : firstHalf),
    priceLabel: (who, market, period, price) => priceLabel({ who, market, period, price }),
    lockedLabel: (who, market, period) => lockedLabel({ who, market, period }),
    myanmarSide: (who, quote, gives) => (gives ? myanmarGives : myanmarTakes)({ who, quote }),
  };
}

const byLanguage = new Map<string, OddsLabels>();

/**
 * The labels of the instance's current language (the resources are bundled and never change while the app
 * runs). Built with a t fixed to that language, so what is cached under a language is always in it.
 */
export function oddsLabels(i18n: Pick<I18n, 'getFixedT' | 'language'>): OddsLabels {
  const language = i18n.language;
  let labels = byLanguage.get(language);
  if (!labels) {
    labels = makeLabels(i18n.getFixedT(language));
    byLanguage.set(language, labels);
  }
  return labels;
}
