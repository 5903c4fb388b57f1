// Locale facts of the nine display languages, shared by the app and the pages the reference server renders
// (the demo provider's game pages), so both format and tag a language the same way.
import { LANGUAGES, type Language } from './constants';

/**
 * A display language as the code inside names it. The wire, the operator's settings and the stored preference carry
 * the product's own codes (constants.ts LANGUAGES), which call Khmer "tw"; inside, Khmer is "km". The other codes
 * are the same on both sides.
 */
export type Locale = Exclude<Language, 'tw'> | 'km';

/** The one place the product's code for Khmer becomes "km": the tables, their files and the Intl and html tags go by it. */
export function localeOf(language: Language): Locale {
  return language === 'tw' ? 'km' : language;
}

export const LOCALES: readonly Locale[] = LANGUAGES.map(localeOf);

/**
 * BCP 47 tags for Intl formatting. Our codes are the product's, not ISO ("jp" is Japanese). Latin digits and the
 * Gregorian calendar everywhere: odds and money must read the same in every language (Thai defaults to the
 * Buddhist calendar, Burmese to Myanmar digits).
 */
const LOCALE_TAGS: Record<Locale, string> = {
  en: 'en-GB',
  cn: 'zh-CN',
  km: 'km-KH',
  my: 'my-MM',
  id: 'id-ID',
  jp: 'ja-JP',
  kr: 'ko-KR',
  th: 'th-TH',
  vi: 'vi-VN',
};

export function intlLocale(language: Language): string {
  return `${LOCALE_TAGS[localeOf(language)]}-u-nu-latn-ca-gregory`;
}

/** HTML lang attribute values, so screen readers and font fallback pick the right voice and glyphs. */
const HTML_LANGS: Record<Locale, string> = {
  en: 'en',
  cn: 'zh-Hans',
  km: 'km',
  my: 'my',
  id: 'id',
  jp: 'ja',
  kr: 'ko',
  th: 'th',
  vi: 'vi',
};

export function htmlLang(language: Language): string {
  return HTML_LANGS[localeOf(language)];
}
