import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import en from '../../src/renderer/i18n/account/en';
import my from '../../src/renderer/i18n/account/my';
import th from '../../src/renderer/i18n/account/th';
import km from '../../src/renderer/i18n/account/km';
import { htmlLang, nativeName } from '../../src/renderer/i18n/languages';
import { chooseOption, login, SCREENS, screenshot } from './helpers';
import { placeSportsbookBet } from './tournament-helpers';

// For a person to look at, not a check: the screens a bet passes through (the odds with the slip open, the bet
// list, the statement, creating a room) in every theme a player can pick, at 1280x1024 and 1920x1080, in English
// and in the three scripts that need fonts of their own (Burmese, Thai, Khmer); the player's other screens
// (settings, limits, tickets, results, rooms and each game page) in every theme and size in English and once in
// each script. Saved as test-results/screens/review-<theme>-<language>-<size>-<screen>.png.

const THEMES = [
  { name: 'color2', label: 'Classic blue' },
  { name: 'light', label: 'Light' },
  { name: 'dark', label: 'Dark' },
] as const;
const SIZES = [
  { width: 1280, height: 1024 },
  { width: 1920, height: 1080 },
] as const;
/** Each language with the header's name for its own language picker. */
const LANGUAGES = [
  { code: 'en', picker: en.headerControls.language },
  { code: 'my', picker: my.headerControls.language },
  { code: 'th', picker: th.headerControls.language },
  { code: 'tw', picker: km.headerControls.language },
] as const;

/** Further screens, by the name their screenshot takes and their path. */
const MORE_SCREENS = [
  ['settings', '/info/settings'],
  ['responsible', '/info/responsible'],
  ['check-ticket', '/info/checkticket'],
  ['results', '/info/result'],
  ['rooms', '/tournament2/home'],
  ['virtual-sports', '/others1'],
  ['esports', '/esports2'],
  ['lottery-4d', '/w4d'],
  ['keno', '/keno'],
  ['roulette', '/virtualgames'],
  ['video-poker', '/videopoker'],
] as const;

/** An odds button that takes a pick, whatever the language its name is in. */
const PRICE = 'button.price:not([disabled])';

async function settled(page: Page): Promise<void> {
  await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"], .ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
}

test.beforeAll(async ({ request }) => {
  // A bet of the account's own, so the bet list and the statement have a row to show.
  await placeSportsbookBet(request, 'demo03');
});

for (const theme of THEMES) {
  test(`screens to review in the ${theme.name} theme`, { tag: SCREENS }, async ({ page }) => {
    test.setTimeout(900_000);
    await page.goto('/desktop');
    await login(page, 'demo03');
    await expect(page.locator(PRICE).first()).toBeVisible({ timeout: 30_000 });
    // The language is saved to the account: the previous theme's pass left it on its last one.
    const lang = await page.locator('html').getAttribute('lang');
    let picker: string = (LANGUAGES.find((l) => htmlLang(l.code) === lang) ?? LANGUAGES[0]).picker;
    if (picker !== en.headerControls.language) {
      await chooseOption(page, picker, nativeName('en'));
      picker = en.headerControls.language;
    }
    await page.goto('/info/settings');
    await page.getByLabel('Theme').selectOption({ label: theme.label });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);

    for (const language of LANGUAGES) {
      await page.goto('/desktop');
      await chooseOption(page, picker, nativeName(language.code));
      picker = language.picker;
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(language.code));
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const shot = (screen: string) =>
          screenshot(page, `review-${theme.name}-${language.code}-${size.width}x${size.height}-${screen}`);

        await page.goto('/desktop');
        const price = page.locator(PRICE).first();
        await expect(price).toBeVisible({ timeout: 30_000 });
        await price.click();
        await expect(page.locator('.app-content').getByRole('textbox').first()).toBeVisible();
        await shot('desktop-slip');

        // A bet builder on the first soccer match of Today (the first sport after All sports, the second tab): three
        // selections that can all win, their price, a stake and what it returns.
        await page.locator('.sport-item').nth(1).click();
        await page.getByRole('tab').nth(1).click();
        await page.locator('.more-button').first().click();
        await page.locator('.builder-switch button').click();
        const groups = page.locator('.bet-builder .more-market');
        for (const group of [0, 2, 5]) await groups.nth(group).locator('.builder-choice').first().click();
        await expect(page.locator('.builder-odds strong')).toBeVisible({ timeout: 15_000 });
        await page.locator('.builder-stake input').fill('10');
        await expect(page.locator('.builder-returns')).toBeVisible();
        await shot('desktop-bet-builder');

        for (const screen of ['betlist', 'statement']) {
          await page.goto(`/info/${screen}`);
          await settled(page);
          await expect(page.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
          await shot(screen);
        }

        // The bet list's running bet offers a cash out (none while its handicap line is not the one it was struck
        // on): its dialog, with the auto cash out's value field open.
        await page.goto('/info/betlist');
        await settled(page);
        const cashOutButton = page.locator('.cash-out-button').first();
        if (
          await cashOutButton.waitFor({ timeout: 15_000 }).then(
            () => true,
            () => false,
          )
        ) {
          await cashOutButton.click();
          const cashOut = page.getByRole('dialog');
          // antd draws the radio input invisible; a person clicks its label (the third: the auto cash out).
          await cashOut.locator('label.ant-radio-wrapper').nth(2).click();
          await expect(cashOut.getByRole('textbox')).toBeVisible();
          await shot('betlist-cash-out');
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }

        await page.goto('/tournament2/create');
        await settled(page);
        const tour = page.locator('[data-tour-checked="true"]');
        await expect(tour).toHaveCount(1);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await shot('create-room');

        // The other screens a player reaches, in every theme and size in English, and in each script once.
        if (language.code !== 'en' && (theme.name !== 'color2' || size.width !== 1280)) continue;
        for (const [screen, path] of MORE_SCREENS) {
          await page.goto(path);
          await settled(page);
          await expect(page.locator('#main').locator('h1, h2, table, form').first()).toBeVisible({
            timeout: 30_000,
          });
          await shot(screen);
        }
      }
    }
  });
}
