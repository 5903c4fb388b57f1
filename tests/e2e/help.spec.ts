import { expect, test } from '@playwright/test';
import { login, screenshot } from './helpers';

// Help and support: reachable from the header and the info window, searchable, with the operator's
// contact channels and the upline note; the header's Live center and Bet limit links open their sections.

test('help and support opens from the header, searches by keyword and lists the contact channels', async ({
  page,
}) => {
  // Two windows and full-page screenshots of the long help page: more than the default time with another spec
  // running beside it.
  test.slow();
  await page.goto('/');
  await login(page, 'demo01');
  await expect(page).toHaveURL(/\/desktop$/);
  const menu = page.getByRole('banner').getByRole('button', { name: 'Help links' });
  await expect(menu).toBeVisible();
  await screenshot(page, 'header-help-links');

  const popupPromise = page.waitForEvent('popup');
  await menu.click();
  await page.getByRole('menuitem', { name: 'Help and support' }).click();
  const help = await popupPromise;
  await expect(help).toHaveURL(/\/info\/help$/);
  // A new window loads the app, its session and the help screen's texts before it draws.
  await expect(help.getByRole('heading', { level: 1, name: 'Help and support' })).toBeVisible({
    timeout: 30_000,
  });
  for (const section of [
    'How to bet',
    'Odds types',
    'Bet statuses',
    'Tournaments',
    'Frequently asked questions',
    'Live center',
    'Bet limit',
    'Contact us',
  ]) {
    await expect(help.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  const contacts = help.getByRole('definition').filter({ hasText: 'support@sportsbook.example' });
  await expect(contacts).toBeVisible();
  await expect(help.getByText('@sportsbook_help')).toBeVisible();
  await expect(help.getByText('please contact your upline (ag01)')).toBeVisible();
  await screenshot(help, 'help');

  const search = help.getByRole('searchbox', { name: 'Search help' });
  await search.fill('parlay');
  await expect(help.getByRole('status').filter({ hasText: 'match "parlay"' })).toBeVisible();
  await expect(help.getByRole('heading', { level: 3, name: 'Mix parlay' })).toBeVisible();
  await expect(help.getByRole('heading', { level: 3, name: 'Single bet' })).toHaveCount(0);
  await expect(help.getByRole('heading', { level: 2, name: 'Contact us' })).toHaveCount(0);
  await screenshot(help, 'help-search');
  await search.fill('qwertyzx');
  await expect(help.getByText('No help topic matches "qwertyzx".')).toBeVisible();
  await search.fill('');
  await expect(help.getByRole('heading', { level: 3, name: 'Single bet' })).toBeVisible();

  // The info window's own navigation leads there too.
  await help
    .getByRole('navigation', { name: 'My account sections' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await help.getByRole('link', { name: 'Help and support' }).click();
  await expect(help).toHaveURL(/\/info\/help$/);
  await help.close();
});

test('the header opens the bet limit and live center sections', async ({ page }) => {
  // Two new windows, each loading the app before it draws its section.
  test.slow();
  await page.goto('/');
  await login(page, 'demo02');
  await expect(page).toHaveURL(/\/desktop$/);
  const menu = page.getByRole('banner').getByRole('button', { name: 'Help links' });

  const popupPromise = page.waitForEvent('popup');
  await menu.click();
  await page.getByRole('menuitem', { name: 'Bet limit' }).click();
  const info = await popupPromise;
  await expect(info).toHaveURL(/\/info\/help\?section=bet-limit$/);
  const limitHeading = info.getByRole('heading', { level: 2, name: 'Bet limit' });
  await expect(limitHeading).toBeFocused();
  await expect(info.getByRole('table', { name: 'Your bet limits' })).toBeVisible();
  await screenshot(info, 'help-bet-limit');

  await menu.click();
  await page.getByRole('menuitem', { name: 'Live center' }).click();
  await expect(info).toHaveURL(/\/info\/help\?section=live-center$/);
  await expect(info.getByRole('heading', { level: 2, name: 'Live center' })).toBeFocused();
  await expect(info.getByRole('button', { name: 'Open live TV and the match tracker' })).toBeVisible();
  await info.close();
});
