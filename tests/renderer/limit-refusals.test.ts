import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LANGUAGES } from '@shared/constants';
import { localeOf } from '@shared/languages';
import { LIMIT_REFUSAL_CODES } from '@shared/errors/catalogue';
import { presentError } from '@shared/errors/presentation';
import { GAME_PAGE_TEXTS, PAGE_ERROR_KEYS } from '@shared/games/page-texts';
import { changeLanguage, errorText, initI18n, refusalText } from '../../src/renderer/i18n';

// A stake stopped by a limit is told which limit stopped it, in every language and in every product: the app's
// screens (error catalogue texts) and the provider's game pages (their own text table). Never a code, never the
// generic "something went wrong, try again" that invites the same stake again.

describe('limit refusals', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('are always shown as an error, also from a background call', () => {
    for (const code of LIMIT_REFUSAL_CODES) {
      expect(presentError(code, { loggedIn: true }).view, code).toBe('error-dialog');
      expect(presentError(code, { loggedIn: true, requested: true }).logout, code).toBe(false);
    }
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: every limit refusal has its own words on the app's screens and on the game pages`, async () => {
      await changeLanguage(lang);
      const pageTexts = GAME_PAGE_TEXTS[localeOf(lang)].errors;
      const englishPage = GAME_PAGE_TEXTS.en.errors;
      for (const code of LIMIT_REFUSAL_CODES) {
        const screen = errorText(code);
        expect(screen, code).not.toContain(code);
        expect(screen, code).not.toBe(i18next.t('errors.unknown', { code }));
        // A product's own problems come first; the server's limit codes fall through to the catalogue's words.
        expect(refusalText('games.lottery', code), code).toBe(screen);

        const key = PAGE_ERROR_KEYS[code];
        expect(key, `${code} on the game pages`).toBeDefined();
        const page = pageTexts[key!];
        expect(page, code).not.toBe(pageTexts.unknown);
        expect(page.trim().length, code).toBeGreaterThan(0);
        if (lang !== 'en') expect(page, code).not.toBe(englishPage[key!]);
      }
    });
  }

  it('name the limit in English: stake limit, loss limit, balance, minimum and maximum stake', async () => {
    await changeLanguage('en');
    expect(errorText('stakeLimitReached')).toMatch(/stake limit/i);
    expect(errorText('lossLimitReached')).toMatch(/loss limit/i);
    expect(GAME_PAGE_TEXTS.en.errors.stakeLimitReached).toMatch(/stake limit/i);
    expect(GAME_PAGE_TEXTS.en.errors.lossLimitReached).toMatch(/loss limit/i);
    for (const code of LIMIT_REFUSAL_CODES) expect(errorText(code)).not.toMatch(/try again/i);
  });
});
