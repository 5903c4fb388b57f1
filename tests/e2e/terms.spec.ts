import { expect, test, type Page } from '@playwright/test';
import { chooseOption, login, screenshot, storedSession } from './helpers';
import { apiLogin, chooseThreeMatches } from './tournament-helpers';

// fresh01 is seeded without an accepted terms version (src/server/seed/demo-accounts.ts); the other demo
// accounts accepted version 1 at seed time and land on /desktop directly.

async function expectTermsGate(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sports menu' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
}

test("the language picked on the login page wins over the account's saved one, and the terms screen switches it", async ({
  page,
  request,
}) => {
  // fresh01 was last used in Thai: its account keeps that language.
  const earlier = await apiLogin(request, 'fresh01');
  const saved = await request.post('/api/usersettings', {
    data: { ...earlier, settings: { language: 'th' } },
  });
  expect((await saved.json()).status).toBe(1);

  await page.goto('/');
  await chooseOption(page, 'Language', 'ภาษาไทย');
  await chooseOption(page, 'ภาษา', 'English');
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/usersettings') && r.postData()?.includes('"language":"en"') === true,
  );
  await login(page, 'fresh01');
  await expectTermsGate(page);
  await sent;
  await expect(page.getByText('I have read and agree to these terms')).toBeVisible();
  await screenshot(page, 'terms-gate-language-en');

  // The terms screen has its own picker: the terms read in Thai, and the account keeps the choice.
  await chooseOption(page, 'Language', 'ภาษาไทย');
  await expect(page.getByRole('heading', { level: 1, name: 'ข้อกำหนดและเงื่อนไข' })).toBeVisible();
  await screenshot(page, 'terms-gate-language-th');
  const session = await storedSession(page);
  await expect
    .poll(
      async () =>
        (await (await request.post('/api/usersettings', { data: session })).json()).settings?.language,
    )
    .toBe('th');
  await chooseOption(page, 'ภาษา', 'English');
  await expectTermsGate(page);
  await page.getByRole('button', { name: 'Decline and log out' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a fresh account must accept the terms before /desktop, declining logs out, and it is not asked again', async ({
  page,
}) => {
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

test('the tournament rules are asked before a first room: not now sends nothing, accepting sends the request and is not asked again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/tournament2/home');
  await login(page, 'fresh01');
  // The general terms first, unless an earlier test of this file accepted them already.
  const gate = page.getByRole('heading', { level: 1, name: 'Terms and conditions' });
  const tournament = page.getByRole('heading', { name: 'Tournament', level: 1 });
  await expect(gate.or(tournament)).toBeVisible();
  if (await gate.isVisible()) {
    await page.getByRole('checkbox', { name: 'I have read and agree to these terms' }).check();
    await page.getByRole('button', { name: 'Accept' }).click();
  }
  await expect(tournament).toBeVisible();
  await expect(page.locator('[data-tour-checked="true"]')).toHaveCount(1);
  const tour = page.getByRole('dialog', { name: 'Tournament guide' });
  if (await tour.isVisible()) await tour.getByRole('button', { name: 'Skip' }).click();

  await page.getByRole('link', { name: 'Create room' }).click();
  const roomId = `TRM${Date.now() % 1_000_000}`;
  await page.getByLabel('Room number').fill(roomId);
  await chooseThreeMatches(page);

  const rules = page.getByRole('dialog', { name: 'Tournament rules' });
  // Create room asks its fee confirmation first; the rules are asked for once the player confirms.
  const createRoom = async () => {
    await page.getByRole('button', { name: 'Create room' }).click();
    await page
      .getByRole('dialog', { name: `Create room ${roomId}` })
      .getByRole('button', { name: 'Create room' })
      .click();
  };
  await createRoom();
  await expect(rules).toBeVisible();
  await expect(rules.getByText('Version 1, published')).toBeVisible();
  await screenshot(page, 'terms-tournament-prompt');
  await rules.getByRole('button', { name: 'Not now' }).click();
  await expect(rules).toBeHidden();
  await expect(page.getByRole('heading', { name: `Room ${roomId}` })).toHaveCount(0);

  await createRoom();
  await expect(rules.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await rules.getByRole('checkbox', { name: 'I have read and agree to these terms' }).check();
  await rules.getByRole('button', { name: 'Accept' }).click();
  await expect(rules).toBeHidden();
  // Now the request reaches the server, which wants a sportsbook bet first (fresh01 has none): proof it was sent.
  const refusal = page.getByRole('dialog', { name: 'Error' });
  await expect(refusal.getByText('Please place a valid bet to join the tournament.')).toBeVisible();
  await refusal.getByRole('button', { name: 'OK' }).click();
  await createRoom();
  await expect(refusal.getByText('Please place a valid bet to join the tournament.')).toBeVisible();
  await expect(rules).toHaveCount(0);
});
