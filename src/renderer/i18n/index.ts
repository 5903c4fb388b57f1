import i18next from 'i18next';
import type { ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@shared/constants';
import { fieldCode } from '@shared/errors/catalogue';
import type { Language } from '@shared/constants';
import { localeOf } from '@shared/languages';
import './fonts';
import { isTranslationKey } from './keys';
import type { TranslationKey } from './keys';
import { htmlLang } from './languages';
import { loadTranslation } from './resources';

// Nine display languages, each complete (tests/renderer/i18n.test.ts); English stays the fallback only
// for a key added while its translations are being written. Each language is its own chunk: the first
// screen waits for the one it shows, and a switch loads the new one before anything changes, so no
// screen ever shows a half-loaded language or raw keys.

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

let latestRequested: Language | null = null;
const loading = new Map<Language, Promise<void>>();

/** Adds a language's texts to i18next, fetching its chunk once; a failed fetch may be tried again. */
function ensureLoaded(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loadTranslation(localeOf(language)).then(
      (texts) => {
        i18next.addResourceBundle(language, 'translation', texts);
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

export async function initI18n(language: string = DEFAULT_LANGUAGE) {
  const lng = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  await i18next.use(initReactI18next).init({
    resources: { [lng]: { translation: await loadTranslation(localeOf(lng)) } },
    // Other languages are added by ensureLoaded when first shown.
    partialBundledLanguages: true,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // i18next knows the languages by the product's codes ("tw" for Khmer, "jp"), not ISO: never let it try "jp-XX"
    // variants. Its plural forms follow the code's Intl rules: Khmer's texts have a singular ("every minute") that
    // the rules of "km", which has no plural, would never pick.
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  setDocumentLanguage(lng);
  // The fallback is fetched after the first screen, not before it; until it arrives a key missing from
  // the shown language (none, while the completeness test passes) shows as the key. A failure is not
  // the player's concern: the shown language is complete.
  if (lng !== DEFAULT_LANGUAGE) ensureLoaded(DEFAULT_LANGUAGE).catch(() => undefined);
  return i18next;
}

/**
 * Switches the display language without a reload: fetches its texts first (rejecting, with nothing
 * changed, when they cannot be fetched), then tells i18next and the document (fonts, screen readers).
 */
export async function changeLanguage(language: Language): Promise<void> {
  latestRequested = language;
  await ensureLoaded(language);
  // A later choice that arrived first wins: an older, slower fetch must not switch back to its language.
  if (latestRequested !== language) return;
  if (i18next.language !== language) await i18next.changeLanguage(language);
  setDocumentLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

function setDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(language);
}

/** The keys with an `_until` wording (i18next context). */
type UntilKey = ParseKeys<'translation', { context: 'until' }>;

function hasUntilWording(key: TranslationKey): key is UntilKey {
  return i18next.exists(`${key}_until`);
}

/**
 * The translated text of an error code, falling back to the generic message. `until` (already formatted) picks
 * the code's `_until` wording where it has one (i18next context), such as the end of a self-exclusion.
 */
export function errorText(code: string, details: { until?: string } = {}): string {
  const key = `errors.${code}`;
  if (isTranslationKey(key) && typeof i18next.t(key, { returnObjects: true }) === 'string')
    return details.until !== undefined && hasUntilWording(key)
      ? i18next.t(key, { context: 'until', until: details.until })
      : i18next.t(key);
  // "<field>Required" / "<field>Invalid" (docs/API.md): one template per rule with the field's own name.
  const field = fieldCode(code);
  if (field)
    return i18next.t(`errors.field${field.rule}`, { field: i18next.t(`errors.field.${field.field}`) });
  // Messages containing a space are shown directly (RULES.md section 8).
  if (code.includes(' ')) return code;
  return i18next.t('errors.unknown', { code });
}

/**
 * A product's refusal in words: the product's own text for a problem its page found (`<area>.problems.<code>`),
 * else the error catalogue's text for the server's code. Never the code itself.
 */
export function refusalText(area: string, code: string): string {
  const own = `${area}.problems.${code}`;
  return isTranslationKey(own) ? i18next.t(own) : errorText(code);
}
