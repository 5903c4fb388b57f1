import type { Language } from '@shared/constants';
import { localeOf, type Locale } from '@shared/languages';

export { htmlLang, intlLocale } from '@shared/languages';

/** Each language named in itself, as the language picker shows it (never translated). */
const NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  cn: '简体中文',
  km: 'ភាសាខ្មែរ',
  my: 'မြန်မာဘာသာ',
  id: 'Bahasa Indonesia',
  jp: '日本語',
  kr: '한국어',
  th: 'ภาษาไทย',
  vi: 'Tiếng Việt',
};

export function nativeName(language: Language): string {
  return NATIVE_NAMES[localeOf(language)];
}
