import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { startAccountServer } from './account-server';
import type { AccountServer } from './account-server';
import { chooseOption, login, screenshot, storedSession } from './helpers';

// The game pop-ups follow the app's language: a player who switched the app to Chinese (or Burmese, Thai,
// Khmer) opens a game and its window speaks that language, in the script faces the pages ship.

// A private server: the language is saved to the account, which must not leak into other spec files.
test.describe.configure({ timeout: 150_000 });

let server: AccountServer;
test.beforeAll(async () => {
  server = await startAccountServer();
});
test.afterAll(async () => {
  await server?.close();
});

/**
 * Logs in on /desktop as `account` and switches the app's language by the picker, as a player does. Each test has an
 * account of its own: the language is saved to the account, and a later login would start in the previous test's.
 */
async function useLanguage(
  page: Page,
  account: string,
  native: string,
  languageLabel: string,
): Promise<void> {
  await page.goto(`${server.url}/desktop`);
  await login(page, account);
  // The account's saved language arrives with the login: choose after it, as a player would.
  await storedSession(page);
  await chooseOption(page, 'Language', native);
  await expect(page.getByRole('combobox', { name: languageLabel, exact: true })).toBeVisible();
}

/** Opens a lobby and plays `game` by its (translated) Play button; answers the game's pop-up. */
async function openGame(page: Page, path: string, playName: string): Promise<Page> {
  await page.goto(`${server.url}${path}`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: playName, exact: true }).click();
  const game = await popup;
  await game.waitForLoadState('domcontentloaded');
  return game;
}

/** The statuses of the faces the page loads to draw `sample` in `family` ("loaded" when the font arrived). */
async function faceStatuses(game: Page, family: string, sample: string): Promise<string[]> {
  return game.evaluate(
    async ([f, s]) => (await document.fonts.load(`16px "${f}"`, s)).map((face) => face.status),
    [family, sample] as const,
  );
}

test('the app in Chinese opens a slot whose window shows Chinese labels', async ({ page }) => {
  await useLanguage(page, 'demo01', '简体中文', '语言');
  const game = await openGame(page, '/slots', '开始 Lantern Festival');
  await expect(game.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  const balance = game.getByLabel('余额', { exact: true });
  await expect(balance).toHaveText(/^\d{1,3}(,\d{3})*\.\d\d MYR$/);
  await expect(game.getByRole('group', { name: '转轴' })).toBeVisible();
  await expect(game.getByRole('button', { name: 'Spin' })).toHaveCount(0);
  await game.getByLabel('投注额').selectOption('1.00');
  await game.getByRole('button', { name: '旋转', exact: true }).click();
  await expect(game.getByRole('region', { name: '最近局数' }).getByRole('listitem')).toHaveCount(1);
  await expect(game.getByRole('status').filter({ hasText: /^(您赢得 .+|未中奖)$/ })).toBeVisible();
  await screenshot(game, 'game-language-cn-slot');
});

const WINDOWS = [
  {
    lang: 'my',
    account: 'demo02',
    native: 'မြန်မာဘာသာ',
    label: 'ဘာသာစကား',
    path: '/fishing',
    play: 'Ocean King ကစားမည်',
    control: 'လူရွှင်တော်ငါး ကို ပစ်မည် x2',
    family: 'Noto Sans Myanmar',
    balance: 'လက်ကျန်ငွေ',
    sample: 'မြန်မာ',
  },
  {
    lang: 'th',
    account: 'demo03',
    native: 'ภาษาไทย',
    label: 'ภาษา',
    path: '/casino',
    play: 'เล่น Baccarat Classic',
    control: 'แจกไพ่',
    family: 'Noto Sans Thai',
    balance: 'ยอดเงิน',
    sample: 'ไทย',
  },
  {
    lang: 'km',
    account: 'demo04',
    native: 'ភាសាខ្មែរ',
    label: 'ភាសា',
    path: '/others',
    play: 'លេង Dice Duel',
    control: 'ភ្នាល់ធំ',
    family: 'Noto Sans Khmer',
    balance: 'សមតុល្យ',
    sample: 'ខ្មែរ',
  },
] as const;

for (const w of WINDOWS) {
  test(`the app in ${w.lang} opens a game window in ${w.lang}, drawn in its shipped face`, async ({
    page,
  }) => {
    await useLanguage(page, w.account, w.native, w.label);
    const game = await openGame(page, w.path, w.play);
    await expect(game.locator('html')).toHaveAttribute('lang', w.lang);
    await expect(game.getByRole('button', { name: w.control, exact: true })).toBeVisible();
    // Money as the main window writes it: grouped, two decimals, the member's currency after it.
    await expect(game.getByLabel(w.balance, { exact: true })).toHaveText(
      /^\d{1,3}([,.\u00a0\u202f]\d{3})*[.,]\d\d (USD|THB|MYR)$/,
    );
    expect(await faceStatuses(game, w.family, w.sample)).toEqual(['loaded']);
    await game.evaluate(() => document.fonts.ready);
    await screenshot(game, `game-language-${w.lang}`);
  });
}
