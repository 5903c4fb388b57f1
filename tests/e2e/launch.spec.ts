import { expect, test } from '@playwright/test';
import { login, operatorToken } from './helpers';

test('an operator launch link logs the player in and the token leaves the address bar', async ({ page }) => {
  const token = operatorToken('demo02');
  await page.goto(`/#launch=${token}`);
  await expect(page).toHaveURL(/\/desktop$/);
  await expect(page.getByRole('banner').getByLabel('Account', { exact: true })).toContainText('demo02');
  await expect(page.getByRole('banner').getByLabel('Balance', { exact: true })).toContainText('USD');
  expect(page.url()).not.toContain(token);
});

test('a launch token works once: replaying it is refused', async ({ page, browser }) => {
  const token = operatorToken('demo03');
  await page.goto(`/#launch=${token}`);
  await expect(page.getByRole('banner').getByLabel('Account', { exact: true })).toContainText('demo03');

  const other = await browser.newPage();
  await other.goto(`/#launch=${token}`);
  await expect(other.getByRole('alert')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Login' })).toBeVisible();
  await other.close();
});

test('a switch link replaces the logged-in player', async ({ page }) => {
  await page.goto('/');
  await login(page, 'demo01');
  await expect(page.getByRole('banner').getByLabel('Account', { exact: true })).toContainText('demo01');
  await page.goto(`/desktop#switch=${operatorToken('demo02', 'switch')}`);
  await expect(page.getByRole('banner').getByLabel('Account', { exact: true })).toContainText('demo02');
});
