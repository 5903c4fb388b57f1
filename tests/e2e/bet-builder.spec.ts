import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { toMinor } from '../../src/shared/money';
import { login, screenshot } from './helpers';

// A bet builder as a player makes one: the match panel of a soccer match before kick-off, three selections of it
// priced together, the stake and what it returns, Confirm; the balance falls by exactly the stake, and the bet
// list shows one bet builder with its three selections named.

const minorIn = (text: string): number => toMinor(text.replace(/[^\d.-]/g, ''));
const balance = async (page: Page): Promise<number> =>
  minorIn(await page.getByLabel('Balance', { exact: true }).innerText());

test('a three-pick bet builder built and placed from the match panel', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/desktop');
  await login(page, 'demo01');
  const table = page.getByRole('region', { name: 'Odds' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /^Soccer \d+$/ }).click();
  await page.getByRole('tab', { name: /^Today/ }).click();
  const start = await balance(page);

  // The match's own More button, by its full name: rows move as the feed changes.
  const moreName = await table
    .getByRole('button', { name: /^More odds: / })
    .first()
    .getAttribute('aria-label');
  const match = (moreName ?? '').replace('More odds: ', '');
  await table.getByRole('button', { name: moreName ?? '', exact: true }).click();
  const more = table.getByRole('region', { name: `More odds: ${match}` });
  await more.getByRole('button', { name: 'Bet builder' }).click();
  const panel = table.getByRole('region', { name: `Bet builder: ${match}` });
  await expect(panel.getByRole('button', { name: 'Bet builder', pressed: true })).toBeVisible();
  const slip = panel.getByRole('form', { name: 'Bet builder slip' });
  await expect(slip.getByText('Pick 2 to 6 selections below.')).toBeVisible();

  const [home] = match.split(' vs ');
  const choose = async (market: string | RegExp, choice: string | RegExp) => {
    const button = panel
      .getByRole('group', { name: market, exact: true })
      .first()
      .getByRole('button', { name: choice, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  };
  await choose('1X2', home!);
  // Selections that cannot all win are refused with the reason, and nothing can be placed; taking one away clears it.
  const [, away] = match.split(' vs ');
  await choose('Winning margin', `${away} by 1`);
  await expect(slip.getByRole('alert')).toHaveText('These selections cannot all win together.');
  await expect(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  await slip.getByRole('button', { name: `Remove Winning margin: ${away} by 1` }).click();
  await expect(slip.getByRole('alert')).toHaveCount(0);
  // The goals total on the first half line offered (the feed's line, or the half lines either side of it).
  await choose(/^Over\/Under \d+\.50$/, /^Over \d+\.50$/);
  await choose('Both teams to score', 'Yes');
  const picks = slip.getByRole('list', { name: 'Your selections' }).getByRole('listitem');
  await expect(picks).toHaveCount(3);
  await expect(slip.getByText(/^Odds \d+\.\d\d$/)).toBeVisible();
  await screenshot(page, 'bet-builder-three-picks');
  // The builder as an assistive technology reads it: no serious or critical finding.
  const scan = await new AxeBuilder({ page }).include('.bet-builder').include('.builder-switch').analyze();
  expect(
    scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  await slip.getByRole('textbox', { name: 'Stake' }).fill('10');
  const returns = slip.getByText(/^Returns /);
  await expect(returns).toBeVisible();
  await slip.getByRole('button', { name: 'Place bet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm bet builder' });
  await expect(confirm).toBeVisible();
  const offered = await confirm.innerText();
  const [, odds, shownReturn] = /at odds (\d+\.\d\d); returns (.+?) if every/.exec(offered) ?? [];
  expect(odds).toBeDefined();
  await screenshot(page, 'bet-builder-confirm');
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  // Struck at the price the confirmation showed, or refused with the new price to place again.
  const placed = slip.getByRole('status').filter({ hasText: /^Bet builder SB\d+ placed/ });
  await expect(placed.or(slip.getByRole('alert'))).toBeVisible();
  await expect(placed).toBeVisible();
  const text = await placed.innerText();
  expect(text).toContain(`at odds ${odds}`);
  expect(text).toContain(`returns ${shownReturn}`);
  const ref = /SB\d+/.exec(text)?.[0] ?? '';
  await expect.poll(() => balance(page)).toBe(start - 1_000);
  await screenshot(page, 'bet-builder-placed');

  await page.goto('/info/betlist');
  const row = page.getByRole('row', { name: `Bet ${ref}` });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText('Bet builder')).toBeVisible();
  const selections = row.getByRole('list', { name: 'Your selections' }).getByRole('listitem');
  await expect(selections).toHaveCount(3);
  await expect(selections.nth(0)).toHaveText(`1X2: ${home}`);
  await expect(selections.nth(1)).toHaveText(/^Over\/Under: Over \d+\.50$/);
  await expect(selections.nth(2)).toHaveText('Both teams to score: Yes');
  await expect(row.getByText(match)).toBeVisible();
  await screenshot(page, 'bet-builder-bet-list');

  // Its ticket: one bet builder, its selections without prices of their own, the return the confirmation showed.
  await row.getByRole('button', { name: `Reprint ticket ${ref}` }).click();
  const ticket = page.getByRole('dialog', { name: `Ticket ${ref}` }).locator('.bet-ticket');
  await expect(ticket).toBeVisible({ timeout: 30_000 });
  await expect(ticket).toContainText('Bet typeBet builder');
  await expect(ticket.locator('.ticket-pick')).toHaveText([
    `1X2: ${home}`,
    /^Over\/Under: Over \d+\.50$/,
    'Both teams to score: Yes',
  ]);
  await expect(ticket).toContainText(`Odds${odds} Decimal`);
  await expect(ticket).toContainText(`Potential payout${shownReturn!.replace(/ [A-Z]{3}$/, '')}`);
  await screenshot(page, 'bet-builder-ticket');
});
