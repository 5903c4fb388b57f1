import { expect, test } from '@playwright/test';
import { login } from './helpers';

declare global {
  interface Window {
    openedPopups?: { url: string; name: string; features: string }[];
  }
}

test('My account opens the info window (1000x970) on /info/settings, reuses it, and logout closes it', async ({
  page,
}) => {
  // Headless Chromium ignores pop-up sizes, so record what the app asks the browser for.
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.openedPopups = [];
    window.open = (url?: string | URL, name?: string, features?: string) => {
      window.openedPopups!.push({ url: String(url), name: name ?? '', features: features ?? '' });
      return open(url, name, features);
    };
  });
  await page.goto('/');
  await login(page, 'demo01');
  await expect(page).toHaveURL(/\/desktop$/);

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/info\/settings$/);
  const requested = await page.evaluate(() => window.openedPopups);
  expect(requested).toEqual([
    { url: '/info/settings', name: 'sb-info', features: 'popup=yes,width=1000,height=970' },
  ]);

  // Re-opening the same kind re-targets the open window instead of stacking a second one.
  let extraPopups = 0;
  page.on('popup', () => extraPopups++);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Messages/ })
    .click();
  await expect(popup).toHaveURL(/\/info\/message$/);
  expect(extraPopups).toBe(0);

  const closed = popup.waitForEvent('close');
  await page.getByRole('button', { name: 'Logout' }).click();
  await closed;
  expect(popup.isClosed()).toBe(true);
  await expect(page).toHaveURL(/\/$/);
});

test('logout closes the pop-ups opened before the main page was reloaded', async ({ page }) => {
  await page.goto('/');
  await login(page, 'demo01');
  await expect(page).toHaveURL(/\/desktop$/);
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/info\/settings$/);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await page.getByRole('button', { name: 'Logout' }).click();
  await closed;
  expect(popup.isClosed()).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  // No blank window was left behind by finding the pop-up again.
  expect(page.context().pages()).toHaveLength(1);
});
