import { expect, test } from '@playwright/test';
import { login, screenshot } from './helpers';

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

test('every page display and betting control shows its new value at once; a second click on a switch turns it back', async ({
  page,
}) => {
  await page.goto('/info/settings');
  await login(page, 'demo03');
  const display = page.getByRole('region', { name: 'Page display' });
  await expect(display.getByLabel('Odds type', { exact: true })).toBeVisible();

  const selects: [string, string][] = [
    ['Odds type', 'Decimal'],
    ['Page type', 'Single line'],
    ['Default event sorting', 'Sort by time'],
    ['Market type', 'Correct score'],
    ['Page size', 'All leagues'],
    ['Theme', 'Dark'],
  ];
  for (const [label, choice] of selects) {
    const select = display.getByLabel(label, { exact: true });
    await select.selectOption({ label: choice });
    // What is selected in the page, not only what the control was last told: a snap back shows here.
    await expect(select.locator('option:checked'), label).toHaveText(choice);
  }

  const betting = page.getByRole('region', { name: 'Betting' });
  for (const [region, label] of [
    [display, 'Score map'],
    [display, 'Quick odds'],
    [betting, 'Accept better odds'],
    [betting, 'Auto refresh odds'],
    [betting, 'Quick bet'],
  ] as const) {
    const toggle = region.getByRole('switch', { name: label, exact: true });
    const before = await toggle.getAttribute('aria-checked');
    const after = before === 'true' ? 'false' : 'true';
    await toggle.click();
    await expect(toggle, label).toHaveAttribute('aria-checked', after);
    await toggle.click();
    await expect(toggle, label).toHaveAttribute('aria-checked', before ?? 'false');
  }
  await display.getByLabel('Theme', { exact: true }).selectOption({ label: 'Classic blue' });
  await screenshot(page, 'info-settings-changed');
});
