import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { startAccountServer } from './account-server';
import type { AccountServer } from './account-server';
import { login, screenshot, storedSession } from './helpers';

// The info pop-up in Burmese and Khmer, navigated again and again the way the app does (one window named
// sb-info, re-targeted by window.open): every /info page and path shape opens the app, never a bare
// "404 Not Found", and a chunk whose first fetch fails is fetched again instead of failing the page.

test.describe.configure({ timeout: 300_000 });

let server: AccountServer;
test.beforeAll(async () => {
  server = await startAccountServer();
});
test.afterAll(async () => {
  await server?.close();
});

// Every path once in Burmese; in Khmer twice, so each path is also reached from every other in the same window.
const LANGS = [
  { lang: 'my', native: 'မြန်မာဘာသာ', label: 'ဘာသာစကား', nav: 'ကျွန်ုပ်၏ အကောင့် ကဏ္ဍများ', rounds: 1 },
  { lang: 'km', native: 'ភាសាខ្មែរ', label: 'ភាសា', nav: 'ផ្នែកគណនីរបស់ខ្ញុំ', rounds: 2 },
] as const;

/** The lazy-load failure text (account bundle, lazy.failed), which must never show on these navigations. */
const LAZY_FAILED = { my: 'ဤစာမျက်နှာကို ဖွင့်၍ မရပါ', km: 'មិនអាចផ្ទុកទំព័រនេះបានទេ' } as const;

const PATHS = [
  '/info/settings',
  '/info/message',
  '/info/rules',
  '/info/betlist',
  '/info/statement',
  '/info/result',
  '/info/sysparlay',
  '/info/checkticket',
  '/info/help',
  '/info/responsible',
  '/info/betlist/',
  '/info/statement?page=2',
  '/info/%E1%80%80',
  '/info/terms/v1.2',
];

/** Switches the app's language by its picker (named in whichever language the account last chose). */
async function useLanguage(page: Page, native: string, label: string): Promise<void> {
  await page.goto(`${server.url}/desktop`);
  await login(page, 'demo01');
  // The account's saved language arrives with the login: choose after it, as a player would.
  await storedSession(page);
  await page.getByRole('combobox', { name: /^(Language|ဘာသာစကား|ភាសា)$/ }).click();
  await page.getByRole('option', { name: native, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label, exact: true })).toBeVisible();
}

/** Opens (or re-targets) the info pop-up at `path` as the browser build's platform does. */
async function openInfo(page: Page, path: string): Promise<void> {
  await page.evaluate(
    (target) => void window.open(target, 'sb-info', 'popup=yes,width=1000,height=970'),
    `${path}`,
  );
}

for (const l of LANGS) {
  test(`the info pop-up in ${l.lang} opens the app on every navigation`, async ({ page, context }) => {
    await useLanguage(page, l.native, l.label);
    const popup = context.waitForEvent('page');
    await openInfo(page, PATHS[0] ?? '/info');
    const info = await popup;
    for (let round = 0; round < l.rounds; round += 1) {
      for (const path of PATHS) {
        await openInfo(page, path);
        const expected = new URL(path, server.url);
        await info.waitForURL((url) => url.pathname === expected.pathname && url.search === expected.search);
        await expect(info.locator('body'), path).not.toContainText('404 Not Found');
        await expect(info.locator('html'), path).toHaveAttribute('lang', l.lang);
        // The app itself answered: one of its pages (the info window or its own not-found page) shows.
        await expect(info.getByRole('heading').first(), path).toBeVisible();
        await expect(info.getByRole('alert').filter({ hasText: LAZY_FAILED[l.lang] }), path).toHaveCount(0);
      }
    }
    await expect(info.getByRole('navigation', { name: l.nav })).toHaveCount(0);
    await openInfo(page, '/info/settings');
    await expect(info.getByRole('navigation', { name: l.nav })).toBeVisible();
    await expect(info.getByRole('heading').first()).toBeVisible();
    await screenshot(info, `info-popup-${l.lang}`);
  });
}

const BET_LIST_CHUNK = /\/assets\/BetListPage-[\w-]+\.js$/;

test('a page chunk whose first fetch fails is fetched again, and the page opens', async ({
  page,
  context,
}) => {
  await useLanguage(page, 'ភាសាខ្មែរ', 'ភាសា');
  const popup = context.waitForEvent('page');
  await openInfo(page, '/info/settings');
  const info = await popup;
  const nav = info.getByRole('navigation', { name: 'ផ្នែកគណនីរបស់ខ្ញុំ' });
  await expect(nav).toBeVisible();
  // The bet list's chunk is fetched when its link is followed (nothing preloads it in this window).
  let fetches = 0;
  await context.route(BET_LIST_CHUNK, async (route) => {
    fetches += 1;
    if (fetches === 1)
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"status":0}' });
    else await route.continue();
  });
  await nav.getByRole('link', { name: 'បញ្ជីភ្នាល់' }).click();
  await expect(info.getByRole('heading', { name: 'បញ្ជីភ្នាល់' })).toBeVisible();
  await expect(info.getByRole('alert').filter({ hasText: 'មិនអាចផ្ទុកទំព័រនេះបានទេ' })).toHaveCount(0);
  expect(fetches).toBe(2);
});

test('a chunk that cannot be fetched shows a Khmer error with Reload, which opens the page', async ({
  page,
  context,
}) => {
  await useLanguage(page, 'ភាសាខ្មែរ', 'ភាសា');
  await context.route(BET_LIST_CHUNK, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"status":0}' }),
  );
  const popup = context.waitForEvent('page');
  await openInfo(page, '/info/betlist');
  const info = await popup;
  // After the one reload this failure earns (two page loads on a slow machine: a generous wait).
  await expect(info.getByRole('alert')).toContainText('មិនអាចផ្ទុកទំព័រនេះបានទេ', { timeout: 90_000 });
  await screenshot(info, 'info-popup-chunk-failed-km');
  await context.unroute(BET_LIST_CHUNK);
  await info.getByRole('button', { name: 'ផ្ទុកឡើងវិញ' }).click();
  await expect(info.getByRole('alert')).toHaveCount(0);
  await expect(info.getByRole('navigation', { name: 'ផ្នែកគណនីរបស់ខ្ញុំ' })).toBeVisible();
});
