import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { login, screenshot } from './helpers';

// Keno end to end: a player picks five numbers, stakes, confirms, watches the draw appear on the page when its time
// passes (the e2e server draws every 20 s), and finds the bet settled in the keno bet list and in the statement.

async function enter(page: Page, path: string, account = 'demo01'): Promise<void> {
  await page.goto(path);
  await login(page, account);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

const PICKS = [7, 19, 33, 48, 61];

test('pick five numbers, stake, confirm, see the draw revealed and the bet settled in the bet list and statement', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await enter(page, '/keno');
  await expect(page.getByRole('heading', { name: /^Draw #\d+$/ })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time to the draw' })).toContainText(/Drawn in \d+ s/);
  const grid = page.getByRole('group', { name: 'Numbers 1 to 80' });
  await expect(grid.getByRole('button')).toHaveCount(80);
  for (const n of PICKS) await grid.getByRole('button', { name: `Number ${n}`, exact: true }).click();
  await expect(grid.getByRole('button', { name: 'Number 7', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('5 of 10 numbers picked')).toBeVisible();
  await page.getByLabel('Stake (whole units)').fill('2');
  const paytable = page.getByRole('table', { name: 'Pays for 5 numbers picked' });
  // 5 of 5 returns 800 times the stake of 2.00.
  await expect(paytable.getByRole('row').filter({ hasText: /^5/ })).toContainText('1,600.00');
  await expect(page.getByText('return to player 94.9129%')).toBeVisible();

  await page.getByRole('button', { name: 'Place bet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your keno bet' });
  await expect(dialog).toContainText(`numbers ${PICKS.join(' ')}, stake 2.00`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const placed = page.getByText(/^Bet K\d+ placed for draw #\d+\.$/);
  await expect(placed).toBeVisible();
  const [, ref, drawNo] =
    /^Bet (K\d+) placed for draw #(\d+)\.$/.exec((await placed.textContent()) ?? '') ?? [];
  const bets = page.getByRole('table', { name: 'My keno bets' });
  const row = bets.getByRole('row').filter({ hasText: ref as string });
  await expect(row).toContainText(PICKS.join(' '));
  await expect(row).toContainText('Waiting for the draw');
  await screenshot(page, 'keno-placed');

  // When a draw's time passes the page fetches it and reveals its 20 numbers one by one. The draws come every 20 s
  // here, so on a slow machine the page may already show the next one: the bet's own draw is read from the results.
  await expect(row).toContainText('Settled', { timeout: 60_000 });
  const revealed = page.getByRole('list', { name: /^Numbers of draw #\d+$/ }).getByRole('listitem');
  await expect(revealed).toHaveCount(20, { timeout: 30_000 });
  await screenshot(page, 'keno-drawn');
  const result = page
    .getByRole('table', { name: 'Draw results' })
    .getByRole('row')
    .filter({ hasText: new RegExp(`^${drawNo}`) });
  // Columns: draw, time, numbers drawn (sorted).
  const drawn = ((await result.getByRole('cell').nth(2).textContent()) ?? '').trim().split(/\s+/).map(Number);
  expect(drawn).toHaveLength(20);
  const hits = PICKS.filter((n) => drawn.includes(n)).length;
  await expect(row).toContainText(`${hits} of 5`);

  await page.goto('/info/statement');
  const today = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^\d{2}\/\d{2}\/\d{4}$/ }) })
    .last();
  await today.getByRole('button').click();
  await expect(page.getByRole('row', { name: `Bet ${ref}` })).toBeVisible();
  await screenshot(page, 'keno-statement');
});

test('nogames01 is told keno, a lottery product, is not available', async ({ page }) => {
  await enter(page, '/keno', 'nogames01');
  await expect(page.getByRole('heading', { name: 'Lottery is not available' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Numbers 1 to 80' })).toHaveCount(0);
});
