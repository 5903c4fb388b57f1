import type { Language } from '@shared/constants';

/**
 * BCP 47 tags for Intl formatting. Our language codes are the product's, not ISO ("tw" is Khmer, "jp" is
 * Japanese). Latin digits and the Gregorian calendar everywhere: odds and money must read the same in
 * every language (Thai defaults to the Buddhist calendar, Burmese to Myanmar digits).
 */
export const LOCALE_TAGS: Record<Language, string> = {
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

/** Each language named in itself, as the language picker shows it (never translated). */
export const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  cn: '简体中文',
  tw: 'ភាសាខ្មែរ',
  my: 'မြန်မာဘာသာ',
  id: 'Bahasa Indonesia',
  jp: '日本語',
  kr: '한국어',
  th: 'ภาษาไทย',
  vi: 'Tiếng Việt',
};
