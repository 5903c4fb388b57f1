import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { login } from './helpers';
import { createRoomByApi, placeSportsbookBet } from './tournament-helpers';

// An axe-core scan of every screen around the sportsbook, once in each theme a player can pick, one of them in
// Thai: no serious or critical violation anywhere. Colours, and so contrast, come with the theme and the structure
// with the screen; a language changes only the words, whose names and `lang` the Thai pass checks on every screen
// (each further pass repeats those checks, at several minutes a pass). The player logs in once per theme and language, which
// are chosen on the settings page as a player would, and the logged-out screens (the landing page
// and its login error) are scanned in a second tab of the same browser, which shares the saved display
// preferences but not the session. The number of serious or critical violations of each screen is
// printed, so a run shows what was scanned even when it passes.
//
// Controls are found by structure here (the same steps run in both languages); each screen's own
// behaviour is tested by role and name in its own spec.

const SCANS = [
  { theme: 'color2', language: 'en' },
  { theme: 'dark', language: 'en' },
  { theme: 'light', language: 'th' },
] as const;
const INFO_PAGES = [
  'settings',
  'message',
  'rules',
  'betlist',
  'statement',
  'result',
  'sysparlay',
  'help',
  'terms',
  'responsible',
];

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Scans the whole page and returns its serious and critical violations, one entry per rule. */
async function scan(page: Page, screen: string): Promise<Finding[]> {
  // Passing and inapplicable rules are reported by one node each: only the violations are read, and collecting
  // every node of every passing rule is most of a scan's time on the odds grid.
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.log(`${screen}: ${bad.length} serious or critical`);
  for (const v of bad)
    console.log(
      `  ${v.impact} ${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
    );
  return bad.map((v) => ({
    screen,
    rule: v.id,
    impact: v.impact ?? '',
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

/** Waits until nothing on the page is still loading (antd spinners and the app's loading placeholders). */
async function settled(page: Page, ready: Locator): Promise<void> {
  await expect(ready.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-spin-spinning, .full-page-spinner, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 30_000,
  });
}

/** Picks the language and theme on the settings page, as a player does. */
async function choose(page: Page, language: string, theme: string): Promise<void> {
  await page.goto('/info/settings');
  await page.locator('.settings-grid select:has(option[value="th"])').selectOption(language);
  await page.locator('.settings-grid select:has(option[value="dark"])').selectOption(theme);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

async function closeTourIfOpen(page: Page): Promise<void> {
  await expect(page.locator('[data-tour-checked="true"]')).toHaveCount(1);
  const tour = page.locator('.tournament-tour, .ant-tour');
  if (await tour.first().isVisible()) await page.keyboard.press('Escape');
  await expect(tour.first()).toBeHidden();
}

async function scanLoggedIn(page: Page, tag: string, roomId: string): Promise<Finding[]> {
  const found: Finding[] = [];

  await page.goto('/desktop');
  const price = page.locator('.odds-table button.price:not([disabled])');
  await settled(page, price);
  await price.first().click();
  await expect(page.locator('.bet-slip li').first()).toBeVisible();
  found.push(...(await scan(page, `${tag} /desktop with the bet slip open`)));

  await page.locator('.more-button').first().click();
  await settled(page, page.locator('section.more-odds'));
  found.push(...(await scan(page, `${tag} More odds`)));

  for (const child of INFO_PAGES) {
    await page.goto(`/info/${child}`);
    await settled(page, page.locator('main h1'));
    found.push(...(await scan(page, `${tag} /info/${child}`)));
  }

  // The rooms list, whose status tags are coloured, is opened first: the guide it shows once is closed there.
  await page.goto('/tournament2/home');
  await closeTourIfOpen(page);
  await settled(page, page.locator('main table tbody tr'));
  found.push(...(await scan(page, `${tag} /tournament2/home`)));

  await page.goto(`/tournament2/room/${roomId}`);
  await closeTourIfOpen(page);
  await settled(page, page.getByRole('heading', { level: 1 }));
  found.push(...(await scan(page, `${tag} tournament room`)));

  await page.goto('/w4d');
  await settled(page, page.locator('main form, main table').first());
  found.push(...(await scan(page, `${tag} /w4d`)));

  // Virtual roulette with no bets yet: its empty bet list is no scrolling region the keyboard cannot reach.
  await page.goto('/virtualgames');
  await settled(page, page.locator('main table'));
  found.push(...(await scan(page, `${tag} /virtualgames`)));

  await page.goto('/slots');
  await settled(page, page.locator('main li button'));
  found.push(...(await scan(page, `${tag} /slots lobby`)));
  return found;
}

/** The landing page and its login error, in a tab that shares the display preferences but has no session. */
async function scanLoggedOut(context: BrowserContext, tag: string): Promise<Finding[]> {
  const page = await context.newPage();
  const found: Finding[] = [];
  await page.goto('/');
  await settled(page, page.locator('input[type="password"]'));
  found.push(...(await scan(page, `${tag} landing`)));
  await page.locator('input[autocomplete="username"]').fill('demo01');
  await page.locator('input[type="password"]').fill('wrong-password');
  await page.locator('form button[type="submit"]').first().click();
  await settled(page, page.getByRole('alert'));
  found.push(...(await scan(page, `${tag} login error`)));
  await page.close();
  return found;
}

let roomId = '';

test.beforeAll(async ({ request }) => {
  await placeSportsbookBet(request, 'demo01');
  roomId = await createRoomByApi(request, 'demo01', `AXE${Date.now() % 1_000_000}`);
});

async function loggedInContext(
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto('/desktop');
  await login(page, 'demo01');
  await expect(page.locator('.odds-table')).toBeVisible({ timeout: 30_000 });
  return { context, page };
}

for (const { theme, language } of SCANS) {
  test(`${theme}, ${language}: every screen has no serious or critical axe violation`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    const { context, page } = await loggedInContext(browser, baseURL);
    const tag = `[${theme} ${language}]`;
    await choose(page, language, theme);
    const found = [...(await scanLoggedIn(page, tag, roomId)), ...(await scanLoggedOut(context, tag))];
    await context.close();
    expect(found).toEqual([]);
  });
}
