import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { login, openSection, placeAndConfirm, screenshot, storedSession } from './helpers';

// E-sports bet in place from its own page through the sportsbook's bet slip, and virtual sports reached from the menu.

test.describe.configure({ timeout: 300_000 });

/** A screen's chunk and its first list can take a while on a busy machine: waited for, never slept on. */
const SLOW = { timeout: 60_000 };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** After login: the header shows the account, its balance and the whole navigation, so the links fit as they will stay. */
async function loggedIn(page: Page): Promise<void> {
  await storedSession(page);
  await expect(page.getByRole('button', { name: 'Refresh balance' })).toBeVisible(SLOW);
  await expect(nav(page).getByRole('link', { name: 'Sports', exact: true })).toBeVisible(SLOW);
}

/** Opens a main-navigation entry with the keyboard only: its link, or the "More sections" menu it folds into. */
async function openByKeyboard(page: Page, name: string): Promise<void> {
  const link = nav(page).getByRole('link', { name, exact: true });
  if (await link.isVisible()) {
    await link.focus();
    await page.keyboard.press('Enter');
    return;
  }
  await nav(page).getByRole('button', { name: 'More sections' }).focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name, exact: true });
  await expect(item).toBeVisible();
  await item.focus();
  await page.keyboard.press('Enter');
}

test('a player reaches virtual sports from the menu, by keyboard, at 1280 and 1920 px', async ({ page }) => {
  for (const size of [
    { width: 1280, height: 1024 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/desktop');
    if (size.width === 1280) await login(page, 'demo01');
    await loggedIn(page);
    await openByKeyboard(page, 'Virtual sports');
    await expect(page).toHaveURL(/\/others1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Virtual sports' })).toBeVisible(SLOW);
    await expect(page.getByRole('button', { name: /^Bet Win on / }).first()).toBeVisible(SLOW);
  }
});

test('nogames01, every switchable product off, is still offered virtual sports', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/desktop');
  await login(page, 'nogames01');
  await loggedIn(page);
  await expect(nav(page).getByRole('link', { name: 'E-sports', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const link = nav(page).getByRole('link', { name: 'Virtual sports', exact: true });
  await expect(link).not.toHaveAttribute('aria-disabled', 'true');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual sports' })).toBeVisible(SLOW);
});

test('an e-sports match winner is bet in place, through the bet slip, and listed in the bet list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/desktop');
  await login(page, 'demo01');
  await loggedIn(page);
  await openSection(page, 'E-sports');
  const table = page.getByRole('table', { name: 'E-sports' });
  await expect(table).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Bet in the sportsbook' })).toHaveCount(0);
  const price = table.getByRole('button', { name: /, Match winner, odds \d+\.\d\d$/ }).first();
  await expect(price).toBeVisible(SLOW);
  const team = ((await price.getAttribute('aria-label')) ?? '').split(', Match winner')[0] ?? '';
  await price.click();
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  const item = slip.locator('.slip-item').first();
  await expect(item).toContainText(team);
  await slip.getByRole('checkbox', { name: 'Accept any odds' }).check();
  await placeAndConfirm(slip, '10');
  const placed = slip.getByRole('status').filter({ hasText: 'Bet placed' });
  await expect(placed).toContainText('Running', { timeout: 45_000 });
  const ref = /SB\d{9}/.exec(await placed.innerText())?.[0] ?? '';
  expect(ref).not.toBe('');
  await screenshot(page, 'esports-placed');

  await page.goto('/info/betlist');
  const row = page.getByRole('row', { name: `Bet ${ref}` });
  await expect(row).toBeVisible(SLOW);
  await expect(row).toContainText(team);
});

test('e-sports screens in three themes and four languages', async ({ page }) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1280, height: 1024 });
  await page.goto('/desktop');
  await login(page, 'demo01');
  await loggedIn(page);
  const shots = async (name: string) => {
    for (const size of [
      { width: 1280, height: 1024 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/esports2');
      await expect(page.getByRole('table').first()).toBeVisible(SLOW);
      await expect(page.locator('.esports-price').first()).toBeVisible(SLOW);
      await screenshot(page, `esports-${name}-${size.width}`);
    }
  };
  for (const theme of ['Classic blue', 'Light', 'Dark']) {
    await page.goto('/info/settings');
    await page.getByLabel('Theme').selectOption({ label: theme });
    await shots(`en-${theme.replace(' ', '').toLowerCase()}`);
  }
  const languages = [
    { from: 'Language', to: 'မြန်မာဘာသာ', code: 'my' },
    { from: 'ဘာသာစကား', to: 'ภาษาไทย', code: 'th' },
    { from: 'ภาษา', to: 'ភាសាខ្មែរ', code: 'km' },
  ];
  for (const l of languages) {
    await page.getByRole('combobox', { name: l.from, exact: true }).click();
    await page.getByRole('option', { name: l.to, exact: true }).click();
    await shots(`${l.code}-dark`);
  }
});
