import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { DEMO_PASSWORD, login, screenshot } from './helpers';
import { startAccountServer } from './account-server';
import type { AccountServer } from './account-server';

// My account against a private reference server (account-server.ts): password, nickname and messages change
// data, and the session-expiry test moves the server clock.

// Several logins and page loads per test on a shared, loaded build machine: generous time, no timed assertions.
test.describe.configure({ timeout: 150_000 });

let server: AccountServer;
test.beforeAll(async () => {
  server = await startAccountServer();
});
test.afterAll(async () => {
  await server?.close();
});

async function signIn(page: Page, accountId: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${server.url}/`);
  await login(page, accountId, password);
  await expect(page).toHaveURL(/\/desktop$/);
}

test('the odds type chosen in settings is the one /desktop shows, also after logging in again', async ({
  page,
}) => {
  await signIn(page, 'demo01');
  await page.goto(`${server.url}/info/settings`);
  await expect(page.getByRole('navigation', { name: 'My account sections' })).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/usersettings') && r.request().postData()?.includes('"oddsType":4') === true,
  );
  await page.getByLabel('Odds type', { exact: true }).selectOption({ label: 'Decimal' });
  await saved;
  await screenshot(page, 'info-settings');

  await page.goto(`${server.url}/desktop`);
  await expect(page.getByRole('radio', { name: 'Decimal' })).toBeChecked();

  // Another machine: a fresh browser profile gets the setting from the server after login.
  const other = await page.context().browser()!.newPage();
  await other.goto(`${server.url}/`);
  await login(other, 'demo01');
  await expect(other.getByRole('radio', { name: 'Decimal' })).toBeChecked();
  await other.close();
});

test('change password: a mismatched confirmation is refused, then the change works and the new password logs in', async ({
  page,
}) => {
  await signIn(page, 'demo03');
  await page.goto(`${server.url}/info/settings`);
  await page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('Fresh1234');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Fresh1235');
  await page.getByRole('button', { name: 'Change password' }).click();
  // The shared form rules answer beside the field, before anything is sent.
  await expect(page.getByLabel('Confirm new password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByLabel('Confirm new password', { exact: true })).toHaveAccessibleDescription(
    'The new password and its confirmation do not match.',
  );

  await page.getByLabel('Confirm new password', { exact: true }).fill('Fresh1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');

  await page.goto(`${server.url}/desktop`);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await login(page, 'demo03', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('The login id or password is not correct.');
  await login(page, 'demo03', 'Fresh1234');
  await expect(page).toHaveURL(/\/desktop$/);
});

test('a nickname is refused beyond its rules, confirmed as typed, set once, then shown locked with the reason', async ({
  page,
}) => {
  await signIn(page, 'demo02');
  await page.goto(`${server.url}/info/settings`);
  const field = page.getByLabel('Nickname', { exact: true });
  await field.fill('abc');
  await page.getByRole('button', { name: 'Set nickname' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Nickname must be at least 6 characters long\./);

  // Sixteen characters stay sixteen: the field never cuts them to fifteen, the rule says why they are refused.
  await field.fill('luckystar8812345');
  await expect(field).toHaveValue('luckystar8812345');
  await page.getByRole('button', { name: 'Set nickname' }).click();
  await expect(field).toHaveAccessibleDescription(/Nickname must be at most 15 characters long\./);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A valid name is shown exactly as it will be set; cancelling sets nothing.
  await field.fill('luckystar88');
  await page.getByRole('button', { name: 'Set nickname' }).click();
  const confirm = page.getByRole('dialog', { name: 'Set this nickname?' });
  await expect(confirm).toContainText('luckystar88');
  await screenshot(page, 'account-nickname-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(field).not.toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Set nickname' }).click();
  await page
    .getByRole('dialog', { name: 'Set this nickname?' })
    .getByRole('button', { name: 'Yes, set this nickname' })
    .click();
  const locked = page.getByLabel('Nickname', { exact: true });
  await expect(locked).toHaveValue('luckystar88');
  await expect(locked).toHaveAttribute('readonly', '');
  await expect(
    page.getByText('A nickname can be set only once, so it can no longer be changed.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set nickname' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Nickname', { exact: true })).toHaveValue('luckystar88');
  await expect(page.getByRole('button', { name: 'Set nickname' })).toHaveCount(0);
});

test('a personal message raises the unread badge, which clears when the message is read', async ({
  page,
}) => {
  const streamOpened = page.waitForRequest('**/api/stream');
  await signIn(page, 'mmk01');
  await expect(page.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();
  await streamOpened;
  // The push stream says a message came: the badge shows it without a reload (the poll is a minute apart).
  await server.postPersonal('mmk01', 'Welcome bonus', 'Your bonus has been credited.');
  await expect(page.getByRole('button', { name: 'Messages, 1 unread' })).toBeVisible();

  // The header button opens the info window (a pop-up in the browser build).
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Messages, 1 unread' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/info\/message$/);
  await popup.getByRole('tab', { name: /Personal/ }).click();
  const message = popup.getByRole('article', { name: 'Welcome bonus' });
  await expect(message).toContainText('Your bonus has been credited.');
  await screenshot(popup, 'info-message');
  await message.getByRole('button', { name: 'Mark as read' }).click();
  await expect(message.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await popup.close();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();
});

test('a session that expired meanwhile logs out on the next balance refresh, with the message, and the login page says why', async ({
  page,
}) => {
  await signIn(page, 'demo01');
  // The calls of the page's loading (profile, settings, unread messages, game list) must be answered before
  // the clock moves: one still in flight would meet the expired session first and log out before the click.
  // The push stream stays open by design, so it is left out (the network is never idle while it is up).
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (r) => {
    if (r.url().endsWith('/api/stream')) return;
    inFlight.add(r);
    lastChange = Date.now();
  });
  const done = (r: Request) => {
    if (inFlight.delete(r)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // A page whose only session call once loaded is the balance refresh (/desktop also polls odds every second).
  await page.goto(`${server.url}/casino`);
  const refresh = page.getByRole('button', { name: 'Refresh balance' });
  await expect(refresh).toBeVisible();
  await expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= 500).toBe(true);
  server.advance(31 * 60_000);
  const balance = page.waitForResponse((r) => /\/v?userbalance$/.test(r.url()));
  await refresh.click();
  expect(await (await balance).json()).toMatchObject({ status: 0, statusdesc: 'session_expired' });
  await expect(page.getByRole('alertdialog')).toContainText(
    'Session expired! Please login again to continue...',
  );
  await expect(page).toHaveURL(new RegExp(`^${server.url}/(\\?redirect=.*)?$`));
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // The login page keeps saying that the session ended, and why, once the dialog is gone.
  const why = page.getByRole('status').filter({ hasText: 'Your session has ended because it timed out' });
  await expect(why).toBeVisible();
  await screenshot(page, 'login-session-ended');
});

test('the rules page explains every bet type family', async ({ page }) => {
  await signIn(page, 'demo01');
  await page.goto(`${server.url}/info/rules`);
  for (const family of [
    'Handicap',
    'Over/Under',
    'Mix parlay and system parlay',
    'Myanmar odds',
    '4D lottery',
    'Horse and greyhound racing',
  ]) {
    await expect(page.getByRole('heading', { name: family, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Bet limits' })).toHaveCount(0);
});

test('My account shows the wallet and the bet limits table', async ({ page }) => {
  await signIn(page, 'demo01');
  await page.goto(`${server.url}/info/settings`);
  const limits = page.getByRole('table', { name: 'Bet limits' });
  await expect(limits.getByRole('row', { name: /Soccer · Handicap/ })).toContainText('10,000.00');
  await expect(page.getByText('please contact your upline')).toBeVisible();
});

test('maintenance reported by the server sends the player to the maintenance page', async ({ page }) => {
  await page.route('**/api/version', (route) =>
    route.fulfill({
      json: {
        status: 1,
        statusdesc: 'success',
        version: '0.1.0',
        min_client_version: '0.1.0',
        maintenance: true,
        maintenance_message: 'Back at 14:00 GMT+8.',
      },
    }),
  );
  await page.goto(`${server.url}/`);
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
  await expect(page.getByText('Back at 14:00 GMT+8.')).toBeVisible();
});

test('an older client than the server accepts is asked to refresh', async ({ page }) => {
  await page.route('**/api/version', (route) =>
    route.fulfill({
      json: {
        status: 1,
        statusdesc: 'success',
        version: '9.0.0',
        min_client_version: '9.0.0',
        maintenance: false,
      },
    }),
  );
  await page.goto(`${server.url}/`);
  const dialog = page.getByRole('dialog', { name: 'A newer version is available' });
  await expect(dialog).toContainText('Please refresh the page to use version 9.0.0.');
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toHaveCount(0);
});

test('white-label: the operator theme applies and our header is hidden', async ({ page }) => {
  await page.route('**/api/getlogo', (route) =>
    route.fulfill({
      json: {
        status: 1,
        statusdesc: 'success',
        logo_url: 'data:image/svg+xml;base64,',
        alt: 'Acme',
        theme: 'dark',
        white_label: true,
      },
    }),
  );
  await signIn(page, 'demo01');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('navigation', { name: 'Sports menu' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page).toHaveTitle(/ - Sports Betting Platform$/);
});

test('sports order: moved with the keyboard in settings, followed by the sports menu; BDT starts from its own order', async ({
  page,
}) => {
  await server.createMember('bdt01', 'BDT', 'Pass1234');
  await signIn(page, 'bdt01');
  const menu = page.getByRole('navigation', { name: 'Sports menu' });
  const names = async () =>
    (await menu.getByRole('listitem').allInnerTexts()).map((t) => t.split('\n')[0]?.trim());
  // The menu lists the sports with events on the tab shown; Early has tennis at any hour, Today may not.
  await page.getByRole('tab', { name: /^Early/ }).click();
  await expect(menu.getByRole('button', { name: /^Tennis \d+$/ })).toBeVisible();
  expect((await names()).slice(0, 3)).toEqual(['All sports', 'Soccer', 'Tennis']);

  await page.goto(`${server.url}/info/settings`);
  const order = page.getByRole('list', { name: 'Sports order' });
  await expect(order.getByRole('listitem').nth(1)).toContainText('Tennis');
  const moveUp = page.getByRole('button', { name: 'Move Tennis up' });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Tennis moved to position 1.')).toBeAttached();
  await expect(order.getByRole('listitem').first()).toContainText('Tennis');

  await page.goto(`${server.url}/desktop`);
  await page.getByRole('tab', { name: /^Early/ }).click();
  await expect(menu.getByRole('button', { name: /^Tennis \d+$/ })).toBeVisible();
  expect((await names()).slice(0, 3)).toEqual(['All sports', 'Tennis', 'Soccer']);
});

test('a lost connection shows the banner, and it and the lobby recover by themselves when the server answers again', async ({
  page,
}) => {
  await signIn(page, 'demo01');
  // A page without the odds refresh, so only the banner's own probe can notice the way back.
  await page.goto(`${server.url}/casino`);
  const lobby = page.getByRole('region', { name: 'Casino' });
  const games = lobby.getByRole('list', { name: 'Games' });
  await expect(games.getByRole('listitem').first()).toBeVisible();
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Betting is paused. Reconnecting automatically' });
  await expect(banner).toContainText(
    'Your connection is unstable. Please check your connection and try again.',
  );
  // A list asked for while the line is down says so in the lobby, and is asked for again once it is back.
  await lobby.getByText('Live tables', { exact: true }).click();
  await expect(lobby.getByRole('alert')).toHaveText(
    'Your connection is unstable. Please check your connection and try again.',
  );
  await page.unroute('**/api/**');
  await expect(banner).toHaveCount(0);
  await expect(lobby.getByRole('alert')).toHaveCount(0);
  await expect(games.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('banner').getByLabel('Account', { exact: true })).toContainText('demo01');
});

test('a frozen account is told at login that it can look but not bet', async ({ page }) => {
  await signIn(page, 'freeze01');
  await expect(page.getByRole('alert').filter({ hasText: 'Your account is frozen.' })).toContainText(
    'you cannot place bets',
  );
  await screenshot(page, 'account-frozen-notice');
  await page.goto(`${server.url}/info/settings`);
  await expect(page.getByRole('alert').filter({ hasText: 'Your account is frozen.' })).toBeVisible();
});

test('the accepted terms can be read again from Help and from My account', async ({ page }) => {
  await signIn(page, 'demo01');
  for (const from of ['/info/help', '/info/settings']) {
    await page.goto(`${server.url}${from}`);
    await page.getByRole('link', { name: 'Read the terms and conditions' }).click();
    await expect(page).toHaveURL(/\/info\/terms$/);
    await expect(page.getByRole('heading', { name: 'Terms you have accepted', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Terms and conditions' })).toContainText(
      'Responsible gaming',
    );
  }
  await screenshot(page, 'account-terms-read');
});

test('contact channels are links that open the mail app, the phone and the chat services', async ({
  page,
}) => {
  await signIn(page, 'demo01');
  await page.goto(`${server.url}/info/help?section=contact`);
  const channels = page.getByRole('definition').getByRole('link');
  await expect(page.getByRole('link', { name: 'support@sportsbook.example' })).toHaveAttribute(
    'href',
    'mailto:support@sportsbook.example',
  );
  await expect(page.getByRole('link', { name: '+60 3 2700 1234' })).toHaveAttribute(
    'href',
    'tel:+60327001234',
  );
  await expect(page.getByRole('link', { name: '@sportsbook_help' })).toHaveAttribute(
    'href',
    'https://t.me/sportsbook_help',
  );
  await expect(page.getByRole('link', { name: '+60 12 345 6789' })).toHaveAttribute(
    'href',
    'https://wa.me/60123456789',
  );
  await expect(page.getByRole('link', { name: '@sportsbook', exact: true })).toHaveAttribute(
    'href',
    'https://line.me/R/ti/p/@sportsbook',
  );
  await expect(channels).toHaveCount(5);
  // A click goes through the platform's external opener (a new window in the browser build), never this page.
  // The test machine has no internet: the chat service's page is answered locally.
  await page
    .context()
    .route('https://t.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Telegram</title>' }),
    );
  const opened = page.waitForEvent('popup');
  await page.getByRole('link', { name: '@sportsbook_help' }).click();
  expect((await opened).url()).toContain('t.me/sportsbook_help');
  await expect(page).toHaveURL(/\/info\/help/);
  await screenshot(page, 'help-contact-links');
});
