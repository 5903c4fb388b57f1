import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LANGUAGES } from '@shared/constants';
import type { Language } from '@shared/constants';
import { localeOf } from '@shared/languages';
import { loadTranslation } from '../../src/renderer/i18n/resources';
import type { Translation } from '../../src/renderer/i18n/resources';

// Each language's chunk, loaded the way the app loads it.
const TRANSLATIONS = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (lang) => [lang, await loadTranslation(localeOf(lang))] as const)),
) as Record<Language, Translation>;

// Completeness of the nine languages: no key missing or extra, nothing left in English, the same
// placeholders everywhere, and text in the language's own script where it has one.

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}|\{([\w.]+)\}/g)].map((m) => m[1] ?? m[2] ?? '').sort();

/** True when the text has words to translate once placeholders are taken out (not just "+{{count}}"). */
const hasWords = (text: string): boolean => /\p{L}{2,}/u.test(text.replace(/\{\{[^}]*\}\}|\{[^}]*\}/g, ''));

/**
 * Reviewed: texts that are the same word in English and the other language. Keep it short; each entry is a
 * proper name or a loan word players of that language use as is.
 */
const SAME_AS_ENGLISH: Partial<Record<(typeof LANGUAGES)[number], string[]>> = {
  // "Cash out" is the word Indonesian books use for it.
  id: ['odds.table', 'odds.typeName.2', 'odds.typeName.5', 'cashOut.confirm'],
  vi: ['odds.typeName.5'],
};
/** Reviewed: the window title's ending is fixed by RULES.md section 2 ('... Sports Betting Platform') in every language. */
const PRODUCT_NAME_KEYS = ['app.titleSuffix'];

/** Languages with a script of their own: every text with words must use it. */
const SCRIPT: Partial<Record<(typeof LANGUAGES)[number], RegExp>> = {
  cn: /\p{Script=Han}/u,
  tw: /\p{Script=Khmer}/u,
  my: /\p{Script=Myanmar}/u,
  jp: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  kr: /\p{Script=Hangul}/u,
  th: /\p{Script=Thai}/u,
};

const english = leaves(TRANSLATIONS.en as unknown as Tree);

describe('translations', () => {
  it('English has texts at all (the reference is not empty)', () => {
    expect(english.size).toBeGreaterThan(150);
    expect(english.get('errors.session_expired')).toBe('Session expired! Please login again to continue...');
  });

  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    describe(lang, () => {
      const texts = leaves(TRANSLATIONS[lang] as unknown as Tree);

      it('has every key of English and no other', () => {
        const missing = [...english.keys()].filter((k) => !texts.has(k));
        const extra = [...texts.keys()].filter((k) => !english.has(k));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it('leaves nothing in English (outside the reviewed list)', () => {
        const allowed = new Set([...(SAME_AS_ENGLISH[lang] ?? []), ...PRODUCT_NAME_KEYS]);
        const untranslated = [...english]
          .filter(([k, en]) => hasWords(en) && texts.get(k) === en && !allowed.has(k))
          .map(([k]) => k);
        expect(untranslated).toEqual([]);
      });

      it('uses the same placeholders as English in every text', () => {
        const mismatched = [...english]
          .filter(
            ([k, en]) => texts.has(k) && placeholders(texts.get(k) ?? '').join() !== placeholders(en).join(),
          )
          .map(([k]) => `${k}: ${texts.get(k)}`);
        expect(mismatched).toEqual([]);
      });

      it('has no empty text', () => {
        expect([...texts].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
      });

      const script = SCRIPT[lang];
      if (script) {
        it('writes every text with words in its own script', () => {
          const foreign = [...texts]
            .filter(([k, v]) => hasWords(v) && !script.test(v) && !PRODUCT_NAME_KEYS.includes(k))
            .map(([k, v]) => `${k}: ${v}`);
          expect(foreign).toEqual([]);
        });
      }
    });
  }

  it('the reviewed list only names keys that exist and really are the same as English', () => {
    for (const [lang, keys] of Object.entries(SAME_AS_ENGLISH)) {
      const texts = leaves(TRANSLATIONS[lang as (typeof LANGUAGES)[number]] as unknown as Tree);
      for (const key of keys)
        expect(`${lang} ${key}: ${texts.get(key)}`).toBe(`${lang} ${key}: ${english.get(key)}`);
    }
  });
});

describe('counted texts', () => {
  it('the reality check interval takes the plural form its number needs, in every language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: TRANSLATIONS[l] }])),
      lng: 'en',
      interpolation: { escapeValue: false },
    });
    const en = i18n.getFixedT('en');
    expect(en('responsible.realityEvery', { count: 1 })).toBe('Every minute');
    expect(en('responsible.realityEvery', { count: 30 })).toBe('Every 30 minutes');
    for (const lang of LANGUAGES) {
      const t = i18n.getFixedT(lang);
      for (const count of [1, 2, 30]) {
        const text = t('responsible.realityEvery', { count });
        expect(text, `${lang} ${count}`).not.toMatch(/realityEvery|\{\{/);
        if (count > 1) expect(text, `${lang} ${count}`).toContain(String(count));
      }
    }
  });
});
