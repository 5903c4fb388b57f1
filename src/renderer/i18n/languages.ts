import type { Language } from '@shared/constants';

export { HTML_LANG, intlLocale } from '@shared/languages';

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
