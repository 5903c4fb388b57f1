import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ODDS_TYPES } from '../../src/shared/constants';
import { formatPrice } from '../../src/shared/odds/price';
import { chooseOption, login, screenshot } from './helpers';

async function openSportsbook(page: Page): Promise<void> {
  await page.goto('/desktop');
  // Preferences follow the player (usersettings): wait for the server's copy before changing any.
  const settingsLoaded = page.waitForResponse((r) => r.url().endsWith('/usersettings'));
  await login(page, 'demo01');
  await expect(page).toHaveURL(/\/desktop$/);
  await settingsLoaded;
  await expect(page.getByRole('region', { name: 'Odds' })).toBeVisible({ timeout: 30_000 });
}

/** Sets the auto-refresh switch (a saved preference, so it may start either way). */
async function setAutoRefresh(page: Page, on: boolean): Promise<void> {
  const toggle = page.getByRole('switch', { name: 'Auto refresh' });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(on));
}

/** Stops the 1 s refresh so a price read twice is the same quote (a person would do the same to compare). */
async function pauseRefresh(page: Page): Promise<void> {
  await setAutoRefresh(page, false);
  await expect(page.getByText('Auto refresh off')).toBeVisible();
}

test('live soccer shows at least one live match with a score, a clock and prices', async ({ page }) => {
  await openSportsbook(page);
  await page.getByRole('button', { name: /^Soccer \d+$/ }).click();
  await page.getByRole('tab', { name: /^Live \(\d+\)$/ }).click();
  const table = page.getByRole('region', { name: 'Odds' });
  await expect(table.getByLabel(/^Score \d+-\d+$/).first()).toBeVisible();
  await expect(table.getByText(/^(1H|2H) \d+'$|^HT$/).first()).toBeVisible();
  await expect(table.getByRole('button', { name: /Handicap Full time, -?\d\.\d\d$/ }).first()).toBeVisible();
  await screenshot(page, 'sportsbook-live');
});

test('switching MY to decimal shows the same selection in its decimal form', async ({ page }) => {
  await openSportsbook(page);
  await pauseRefresh(page);
  await page.getByText('Malay', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Malay' })).toBeChecked();
  await page.getByRole('tab', { name: /^Early/ }).click();
  const table = page.getByRole('region', { name: 'Odds' });
  const first = table.getByRole('button', { name: /Handicap Full time, -?\d\.\d\d$/ }).first();
  const name = (await first.getAttribute('aria-label'))!;
  const who = name.slice(0, name.indexOf(' Handicap Full time'));
  const price = Number(await first.getAttribute('data-price'));
  await expect(first).toHaveText(formatPrice(price, ODDS_TYPES.MY));

  // antd draws the radio input invisible; a person clicks its label.
  await page.getByText('Decimal', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Decimal' })).toBeChecked();
  const same = table
    .getByRole('button', { name: `${who} Handicap Full time, ${formatPrice(price, ODDS_TYPES.DEC)}` })
    .first();
  await expect(same).toHaveText(formatPrice(price, ODDS_TYPES.DEC));
  expect(formatPrice(price, ODDS_TYPES.DEC)).not.toBe(formatPrice(price, ODDS_TYPES.MY));
  await screenshot(page, 'sportsbook-decimal');
  // Both are saved to the player's settings: leave them as the other tests expect them.
  await page.getByText('Malay', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Malay' })).toBeChecked();
  await setAutoRefresh(page, true);
});

test('searching a team keeps only its matches', async ({ page }) => {
  await openSportsbook(page);
  await page.getByRole('tab', { name: /^Early/ }).click();
  const table = page.getByRole('region', { name: 'Odds' });
  const favourite = table.getByRole('button', { name: /^Add to favourites: / }).first();
  const label = (await favourite.getAttribute('aria-label'))!;
  const team = label.replace('Add to favourites: ', '').split(' vs ')[0]!;
  await page.getByRole('searchbox', { name: 'Search team or league' }).fill(team);
  const rows = table.getByRole('button', { name: /^(Add to|Remove from) favourites: / });
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toHaveAttribute('aria-label', new RegExp(team));
  await page.getByRole('searchbox', { name: 'Search team or league' }).fill('no such team zzz');
  await expect(page.getByRole('status').filter({ hasText: 'No match or league matches' })).toBeVisible();
});

test('a favourite is starred and listed under Favourites', async ({ page }) => {
  await openSportsbook(page);
  await page.getByRole('tab', { name: /^Early/ }).click();
  const table = page.getByRole('region', { name: 'Odds' });
  const add = table.getByRole('button', { name: /^Add to favourites: / }).nth(1);
  const match = (await add.getAttribute('aria-label'))!.replace('Add to favourites: ', '');
  await add.click();
  const remove = table.getByRole('button', { name: `Remove from favourites: ${match}` });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  await expect(remove).toBeVisible();
  await expect(table.getByRole('button', { name: /^Add to favourites: / })).toHaveCount(0);
  await screenshot(page, 'sportsbook-favourites');
});

test('the time filter changes the Today list', async ({ page }) => {
  await openSportsbook(page);
  await pauseRefresh(page);
  await page.getByRole('tab', { name: /^Today/ }).click();
  const rows = page
    .getByRole('region', { name: 'Odds' })
    .getByRole('button', { name: /^Add to favourites: / });
  await chooseOption(page, 'Time', 'All times');
  await expect(rows.first()).toBeVisible();
  const all = await rows.count();
  await chooseOption(page, 'Time', 'Next 2 hours');
  await expect.poll(() => rows.count()).toBeLessThan(all);
  await screenshot(page, 'sportsbook-time-filter');
  await setAutoRefresh(page, true);
});
