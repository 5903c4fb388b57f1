// Locale facts of the nine display languages, shared by the app and the pages the reference server renders
// (the demo provider's game pages), so both format and tag a language the same way.
import type { Language } from './constants';

/**
 * BCP 47 tags for Intl formatting. Our language codes are the product's, not ISO ("tw" is Khmer, "jp" is
 * Japanese). Latin digits and the Gregorian calendar everywhere: odds and money must read the same in
 * every language (Thai defaults to the Buddhist calendar, Burmese to Myanmar digits).
 */
const LOCALE_TAGS: Record<Language, string> = {
  en: 'en-GB',
  cn: 'zh-CN',
  tw: 'km-KH',
  my: 'my-MM',
  id: 'id-ID',
  jp: 'ja-JP',
  kr: 'ko-KR',
  th: 'th-TH',
  vi: 'vi-VN',
};

export function intlLocale(language: Language): string {
  return `${LOCALE_TAGS[language]}-u-nu-latn-ca-gregory`;
}

/** HTML lang attribute values, so screen readers and font fallback pick the right voice and glyphs. */
export const HTML_LANG: Record<Language, string> = {
  en: 'en',
  cn: 'zh-Hans',
  tw: 'km',
  my: 'my',
  id: 'id',
  jp: 'ja',
  kr: 'ko',
  th: 'th',
  vi: 'vi',
};
