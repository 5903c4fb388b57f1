import { expect, test } from '@playwright/test';
import { login, screenshot } from './helpers';

test('a logged-out visit to /desktop goes to / with the wanted path in the redirect query', async ({
  page,
}) => {
  await page.goto('/desktop');
  await expect(page).toHaveURL(/\/\?redirect=%2Fdesktop$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await screenshot(page, 'login');
});

test('submitting the empty form shows both required messages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username is required!')).toBeVisible();
  await expect(page.getByText('Password is required!')).toBeVisible();
});

test('a wrong password and an unknown id are refused with one message that tells neither apart', async ({
  page,
}) => {
  await page.goto('/');
  const message = 'The login id or password is not correct.';
  for (const [id, password] of [
    ['demo02', 'Wrong999'],
    ['nobody99', 'Pass1234'],
  ] as const) {
    await page.getByLabel('Username').fill(id);
    await page.getByLabel('Password').fill(password);
    const answer = page.waitForResponse((r) => r.url().endsWith('/userlogin'));
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await (await answer).json()).toEqual({ status: 0, statusdesc: 'invalidLogin' });
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByText('Invalid password.')).toHaveCount(0);
    await expect(page.getByText('Invalid login id.')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  }
  await screenshot(page, 'login-refused');
});

test('demo01 logs in, sees the balance, survives a reload and logs out', async ({ page }) => {
  await page.goto('/desktop');
  await login(page, 'demo01');
  await expect(page).toHaveURL(/\/desktop$/);
  const header = page.getByRole('banner');
  await expect(header.getByLabel('Account', { exact: true })).toContainText('demo01');
  await expect(header.getByLabel('Balance', { exact: true })).toContainText('10,000.00');
  await expect(header.getByLabel('Balance', { exact: true })).toContainText('MYR');
  await expect(page).toHaveTitle(/Sports Betting Platform$/);
  await screenshot(page, 'desktop');

  await page.reload();
  await expect(page).toHaveURL(/\/desktop$/);
  await expect(page.getByRole('banner').getByLabel('Account', { exact: true })).toContainText('demo01');

  const logoutCall = page.waitForRequest((r) => r.url().endsWith('/api/logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // The server ended the session too: its token is refused from now on.
  const credentials = (await logoutCall).postDataJSON() as { account_id: string; session_token: string };
  expect(credentials.account_id).toBe('demo01');
  await expect
    .poll(
      async () =>
        (await (await page.request.post('/api/userbalance', { data: credentials })).json()).statusdesc,
    )
    .toBe('invalidSession');
  await page.goto('/desktop');
  await expect(page).toHaveURL(/\/\?redirect=%2Fdesktop$/);
});

test('a blocked account is refused with its message', async ({ page }) => {
  await page.goto('/');
  await login(page, 'block01');
  await expect(page.getByRole('alert')).toContainText('blocked');
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the login page offers the nine languages and switches at once', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await expect(page.getByRole('option')).toHaveCount(9);
  await page.getByRole('option', { name: 'ไทย' }).click();
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^th/);
  await screenshot(page, 'login-th');
});

test('the browser tab shows the app icon: /favicon.ico and the page icon the page links are served', async ({
  page,
  request,
}) => {
  const root = await request.get('/favicon.ico');
  expect(root.status()).toBe(200);
  expect(root.headers()['content-type']).toMatch(/^image\//);
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const linked = await request.get(new URL(href ?? '', page.url()).toString());
  expect(linked.status()).toBe(200);
  expect(linked.headers()['content-type']).toMatch(/^image\//);
  // An ICO file: reserved 0, type 1.
  expect([...(await linked.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});
