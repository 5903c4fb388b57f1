import { expect, test, type Page } from '@playwright/test';
import { login, screenshot } from './helpers';

// fresh01 is seeded without an accepted terms version (src/server/seed/demo-accounts.ts); the other demo
// accounts accepted version 1 at seed time and land on /desktop directly.

async function expectTermsGate(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sports menu' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
}

test('a fresh account must accept the terms before /desktop, declining logs out, and it is not asked again', async ({ page }) => {
  await page.goto('/');
  await login(page, 'fresh01');
  await expect(page).toHaveURL(/\/desktop$/);
  await expectTermsGate(page);
  await expect(page.getByText('Version 1, published')).toBeVisible();
  const accept = page.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeDisabled();
  await screenshot(page, 'terms-gate');

  // Going straight to /desktop (or any logged-in page) still shows the terms.
  await page.goto('/desktop');
  await expectTermsGate(page);
  await page.goto('/info/betlist');
  await expectTermsGate(page);

  await page.getByRole('button', { name: 'Decline and log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/desktop');
  await expect(page).toHaveURL(/\/\?redirect=%2Fdesktop$/);

  await login(page, 'fresh01');
  await expectTermsGate(page);
  await page.getByRole('checkbox', { name: 'I have read and agree to these terms' }).check();
  await accept.click();
  await expect(page.getByRole('banner').getByLabel('Account', { exact: true })).toContainText('fresh01');
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toHaveCount(0);
  await screenshot(page, 'terms-accepted-desktop');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await login(page, 'fresh01');
  await expect(page).toHaveURL(/\/desktop$/);
  await expect(page.getByRole('banner').getByLabel('Account', { exact: true })).toContainText('fresh01');
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toHaveCount(0);
});

test('a demo account that accepted the terms at seed time lands on /desktop directly', async ({ page }) => {
  await page.goto('/');
  await login(page, 'demo03');
  await expect(page).toHaveURL(/\/desktop$/);
  await expect(page.getByRole('banner').getByLabel('Account', { exact: true })).toContainText('demo03');
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toHaveCount(0);
});
