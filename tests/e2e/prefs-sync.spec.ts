import { expect, test } from '@playwright/test';
import { login } from './helpers';

// /info/settings opens in its own window; the bet slip lives in the main window. A betting preference
// saved in the settings window must reach the slip without reloading the main window.

test.describe.configure({ timeout: 120_000 });

test('a default stake saved in the settings window fills the next pick in the main window', async ({
  page,
}) => {
  await page.goto('/desktop');
  await login(page, 'demo02');
  const table = page.getByRole('region', { name: 'Odds' });
  await expect(table).toBeVisible();

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'My account' }).click();
  const settings = await popup;
  await settings.getByLabel('Default stake', { exact: true }).selectOption({ label: 'Custom amount' });
  await settings.getByLabel('Default stake amount', { exact: true }).fill('35');
  await expect(settings.getByLabel('Default stake amount', { exact: true })).toHaveValue('35');

  await page.bringToFront();
  await page.getByRole('tab', { name: /^Today/ }).click();
  await table
    .getByRole('button', { name: /Handicap Full time, -?\d\.\d\d$/ })
    .first()
    .click();
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  await expect(slip.getByRole('textbox', { name: 'Stake' })).toHaveValue('35');
});
