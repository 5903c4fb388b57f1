import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@shared/constants';
import type { Language } from '@shared/constants';
import en from './locales/en';

// Nine display languages (SPEC.md section 1). Only English is complete so far; the others fall back
// to English key by key until their translations land.
const resources = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, { translation: lang === 'en' ? en : {} }]),
) as Record<Language, { translation: object }>;

export async function initI18n(language: string = DEFAULT_LANGUAGE) {
  await i18next.use(initReactI18next).init({
    resources,
    lng: (LANGUAGES as readonly string[]).includes(language) ? language : DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

/** The translated text of an error code, falling back to the generic message. */
export function errorText(code: string): string {
  const key = `errors.${code}`;
  if (i18next.exists(key)) return i18next.t(key);
  // Messages containing a space are shown directly (SPEC.md section 8).
  if (code.includes(' ')) return code;
  return i18next.t('errors.unknown', { code });
}
