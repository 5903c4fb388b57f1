import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { toMinor } from '../../src/shared/money';
import { startAccountServer } from './account-server';
import { chooseOption, gameMoneyMinor, login, SCREENS, screenshot } from './helpers';

// Each /slotsN page is its provider's own lobby: its name and tagline, its own titles, each title with its own
// RTP; a title opens from there and plays a round with real money.

interface Tile {
  name: string;
  rtp: string;
}

/** The lobby's tiles as a player reads them: the game's name and the RTP its tile shows. */
async function tiles(page: Page): Promise<Tile[]> {
  const list = page.getByRole('list', { name: 'Games' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const out: Tile[] = [];
  // The list's own items (a tile's card holds a list of its actions too).
  for (const item of await list.locator(':scope > li').all()) {
    const name = (await item.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const rtp = /RTP (\d+\.\d{3})%/.exec((await item.textContent()) ?? '')?.[1] ?? '';
    out.push({ name, rtp });
  }
  return out;
}

test('/slots2 and /slots7 are two providers with their own titles and RTPs, and a title plays a round', async ({
  page,
}) => {
  await page.goto('/slots2');
  await login(page, 'demo01');
  await expect(page).toHaveURL(/\/slots2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagoda Gaming' })).toBeVisible();
  await expect(page.getByText('Classic reels from the temple hills.')).toBeVisible();
  const pagoda = await tiles(page);
  await expect(
    page.getByText(new RegExp(`^${pagoda.length} games · RTP \\d+\\.\\d{3}% to \\d+\\.\\d{3}%$`)),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Game providers' })
    .getByRole('link', { name: 'Jade Engine' })
    .click();
  await expect(page).toHaveURL(/\/slots7$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jade Engine' })).toBeVisible();
  await expect(page.getByText('Imperial reels carved in jade.')).toBeVisible();
  await expect(page.getByText('Classic reels from the temple hills.')).toHaveCount(0);
  const jade = await tiles(page);

  for (const lobby of [pagoda, jade]) {
    expect(lobby.length).toBeGreaterThanOrEqual(4);
    expect(lobby.every((t) => /^\d+\.\d{3}$/.test(t.rtp))).toBe(true);
    // Within a lobby every title has an RTP of its own.
    expect(new Set(lobby.map((t) => t.rtp)).size).toBe(lobby.length);
  }
  const names = new Set(pagoda.map((t) => t.name));
  expect(jade.filter((t) => names.has(t.name))).toEqual([]);
  const rtps = new Set(pagoda.map((t) => t.rtp));
  expect(jade.filter((t) => rtps.has(t.rtp))).toEqual([]);

  // Moon Rabbit (a five-line title of Jade Engine) opens from its lobby and plays a round.
  const moon = jade.find((t) => t.name === 'Moon Rabbit');
  expect(moon).toBeDefined();
  const tile = page
    .getByRole('list', { name: 'Games' })
    .getByRole('listitem')
    .filter({ hasText: 'Moon Rabbit' });
  await expect(tile).toContainText('Pay lines: 5');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Play Moon Rabbit' }).click();
  const game = await popupPromise;
  await expect(game.getByRole('heading', { name: 'Moon Rabbit' })).toBeVisible();
  await expect(game.getByText(`Return to player ${moon?.rtp}%`)).toBeVisible();
  const balance = game.getByLabel('Balance');
  // Grouped, two decimals and the currency, as the main window writes money.
  await expect(balance).toHaveText(/^\d{1,3}(,\d{3})*\.\d\d MYR$/);
  const before = gameMoneyMinor(await balance.textContent());
  await game.getByLabel('Stake').selectOption('1.00');
  await game.getByRole('button', { name: 'Spin' }).click();
  const round = game.getByRole('region', { name: 'Last rounds' }).getByRole('listitem');
  await expect(round).toHaveCount(1);
  // The round's line ends with its win/loss; the balance moves by exactly that.
  const text = (await round.textContent()) ?? '';
  const winLoss = /(-?\d+\.\d\d)$/.exec(text)?.[1] ?? '';
  expect(text).toMatch(/^G\d+: .* -?\d+\.\d\d$/);
  await expect.poll(async () => gameMoneyMinor(await balance.textContent())).toBe(before + toMinor(winLoss));
  await expect(game.getByRole('status').filter({ hasText: /^(You win .+|No win)$/ })).toBeVisible();
  await screenshot(game, 'slot-providers-moon-rabbit');
});

// The two lobbies in English, Burmese, Thai and Khmer, in every theme, at both screen sizes, for a person to
// check nothing is clipped or drawn as boxes. A private server: the language is saved to the account.
const LANGUAGES = [
  { code: 'en', native: 'English', picker: 'Language' },
  { code: 'my', native: 'မြန်မာဘာသာ', picker: 'ဘာသာစကား' },
  { code: 'th', native: 'ภาษาไทย', picker: 'ภาษา' },
  { code: 'tw', native: 'ភាសាខ្មែរ', picker: 'ភាសា' },
] as const;
const THEMES = [
  { name: 'color2', label: 'Classic blue' },
  { name: 'light', label: 'Light' },
  { name: 'dark', label: 'Dark' },
] as const;
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

test(
  'the provider lobbies in four languages and three themes (screenshots)',
  { tag: SCREENS },
  async ({ page }) => {
    test.setTimeout(600_000);
    const server = await startAccountServer();
    try {
      await page.goto(`${server.url}/slots2`);
      await login(page, 'demo01');
      let picker: string = LANGUAGES[0].picker;
      for (const theme of THEMES) {
        await page.goto(`${server.url}/info/settings`);
        await page.getByLabel('Theme').selectOption({ label: theme.label });
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
        for (const language of LANGUAGES) {
          await page.goto(`${server.url}/slots2`);
          await chooseOption(page, picker, language.native);
          picker = language.picker;
          await expect(page.locator('html')).toHaveAttribute(
            'lang',
            language.code === 'tw' ? 'km' : language.code,
          );
          for (const path of ['/slots2', '/slots7']) {
            await page.goto(`${server.url}${path}`);
            for (const viewport of VIEWPORTS) {
              await page.setViewportSize(viewport);
              await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
              await expect(page.locator('.game-tile').first()).toBeVisible();
              await screenshot(
                page,
                `slot-providers-${path.slice(1)}-${language.code}-${theme.name}-${viewport.width}x${viewport.height}`,
              );
            }
          }
        }
        await chooseOption(page, picker, LANGUAGES[0].native);
        picker = LANGUAGES[0].picker;
      }
    } finally {
      await server.close();
    }
  },
);
