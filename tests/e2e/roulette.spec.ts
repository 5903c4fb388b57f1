import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { isRed } from '../../src/shared/roulette/rules';
import { chooseOption, login, openSection, SCREENS, screenshot } from './helpers';

// Virtual roulette end to end: a player puts a chip on Red and on number 17, confirms, watches the wheel spin at the
// spin time (the e2e server spins every 20 s), and finds the slip settled, the balance moved by exactly the stake and
// the return, and the slip in the statement. An account with virtual games and the booster switched off sees both
// closed: the menu entry disabled with its reason, the page's notice, and no Booster tab in the sportsbook.

async function enter(page: Page, path: string, account: string): Promise<void> {
  await page.goto(path);
  await login(page, account);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

/** The header's balance in minor units. */
async function balanceMinor(page: Page): Promise<number> {
  const text = (await page.getByLabel('Balance', { exact: true }).textContent()) ?? '';
  const amount = /(-?[\d,]+\.\d\d)/.exec(text)?.[1];
  if (!amount) throw new Error(`no balance in "${text}"`);
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
}

test('a red bet and a straight bet: placed, the wheel spins, the slip settles and the balance moves exactly', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await enter(page, '/desktop', 'demo05');
  await openSection(page, 'Virtual games');
  await expect(page).toHaveURL(/\/virtualgames$/);
  await expect(page.getByRole('heading', { name: 'Virtual roulette', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Spin #\d+$/ })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time to the spin' })).toContainText(/Spins in \d+ s/);
  const table = page.getByRole('group', { name: 'Betting table' });
  // 37 numbers, three columns, three dozens and six even-money bets.
  await expect(table.getByRole('button')).toHaveCount(49);
  await expect(page.getByText('Return to player 97.297% on every bet')).toBeVisible();

  await page.getByLabel('Chip (whole units)').fill('2');
  await table.getByRole('button', { name: 'Red', exact: true }).click();
  await table.getByRole('button', { name: 'Number 17', exact: true }).click();
  await expect(table.getByRole('button', { name: 'Red', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const slip = page.getByRole('list', { name: 'Your bets' });
  await expect(slip.getByRole('listitem')).toHaveText(['2.00 on Red×', '2.00 on Number 17×']);
  await expect(page.getByText('Total stake 4.00')).toBeVisible();

  await expect.poll(() => balanceMinor(page)).toBeGreaterThan(0);
  const before = await balanceMinor(page);
  await page.getByRole('button', { name: 'Place bets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your roulette bets' });
  await expect(dialog).toContainText('2.00 on Red, 2.00 on Number 17. Total stake 4.00.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const placed = page.getByText(/^Bets R\d+ placed on spin #\d+\.$/);
  await expect(placed).toBeVisible();
  const [, ref, spinNo] =
    /^Bets (R\d+) placed on spin #(\d+)\.$/.exec((await placed.textContent()) ?? '') ?? [];
  await expect.poll(() => balanceMinor(page)).toBe(before - 400);
  const bets = page.getByRole('table', { name: 'My roulette bets' });
  const row = bets.getByRole('row').filter({ hasText: ref as string });
  await expect(row).toContainText('2.00 on Red, 2.00 on Number 17');
  await expect(row).toContainText('Waiting for the spin');
  await screenshot(page, 'roulette-placed');

  // At the spin time the page fetches the spin, turns the wheel, then shows the pocket; the slip settles.
  await expect(row).toContainText('Settled', { timeout: 60_000 });
  await expect(
    page.getByRole('status').filter({ hasText: /^Spin #\d+: \d+ (red|black|green)$/ }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await screenshot(page, 'roulette-spun');
  // Columns: ticket, spin, bets, stake, status, number, payout, time.
  const number = Number(((await row.getByRole('cell').nth(5).textContent()) ?? '').trim());
  const result = page
    .getByRole('table', { name: 'Spin results' })
    .getByRole('row')
    .filter({ hasText: new RegExp(`^${spinNo}`) });
  await expect(result).toContainText(String(number));
  const payoutMinor = (isRed(number) ? 400 : 0) + (number === 17 ? 7_200 : 0);
  await expect(row.getByRole('cell').nth(6)).toHaveText((payoutMinor / 100).toFixed(2));
  await expect.poll(() => balanceMinor(page)).toBe(before - 400 + payoutMinor);
  // The slips' eight columns fit the page at 1280 px: the last heading ends inside the card, nothing to scroll to.
  await page.setViewportSize({ width: 1280, height: 1024 });
  const edges = await bets.evaluate((table) => {
    const heads = [...table.querySelectorAll('th')];
    return {
      card: table.closest('.ant-card')?.getBoundingClientRect().right ?? 0,
      lastHeading: heads[heads.length - 1]?.getBoundingClientRect().right ?? Infinity,
    };
  });
  expect(edges.lastHeading).toBeLessThanOrEqual(edges.card);
  await expect(page.getByText('Scroll sideways to see every column')).toHaveCount(0);

  await page.goto('/info/statement');
  const today = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^\d{2}\/\d{2}\/\d{4}$/ }) })
    .last();
  await today.getByRole('button').click();
  const listed = page.getByRole('row', { name: `Bet ${ref}` });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText('Virtual roulette · 2.00 on Red, 2.00 on Number 17');
  await screenshot(page, 'roulette-statement');
});

test('an account with virtual games and the booster switched off: menu entry disabled, page closed, no Booster tab', async ({
  page,
}) => {
  await enter(page, '/virtualgames', 'noextra01');
  await expect(page.getByRole('heading', { name: 'Virtual games is not available' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Betting table' })).toHaveCount(0);
  await page.setViewportSize({ width: 1920, height: 1080 });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const entry = nav.getByRole('link', { name: 'Virtual games', exact: true });
  await expect(entry).toHaveAttribute('aria-disabled', 'true');
  await expect(entry).toHaveAccessibleDescription(
    'This product is disabled for your account. Please contact your upline.',
  );
  await screenshot(page, 'roulette-disabled');

  await page.goto('/desktop');
  await expect(page.getByRole('tab', { name: /^Today/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Outright/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Booster/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Boosted odds .*: open in the Booster tab$/ })).toHaveCount(
    0,
  );
  await screenshot(page, 'booster-disabled');
});

const THEMES = [
  { name: 'color2', label: null },
  { name: 'light', label: 'Light' },
  { name: 'dark', label: 'Dark' },
] as const;

test(
  'the roulette page in every theme and size, and in Burmese, Thai and Khmer (screenshots)',
  { tag: SCREENS },
  async ({ page }) => {
    test.setTimeout(300_000);
    await enter(page, '/virtualgames', 'demo02');
    for (const theme of THEMES) {
      if (theme.label) {
        await page.goto('/info/settings');
        await page.getByLabel('Theme').selectOption({ label: theme.label });
        await page.goto('/virtualgames');
      }
      for (const [w, h] of [
        [1366, 768],
        [1920, 1080],
      ] as const) {
        await page.setViewportSize({ width: w, height: h });
        const table = page.getByRole('group', { name: 'Betting table' });
        await table.getByRole('button', { name: 'Black', exact: true }).click();
        await expect(page.getByRole('table', { name: 'Spin results' })).toBeVisible();
        await screenshot(page, `roulette-${theme.name}-${w}`);
        await page.getByRole('button', { name: 'Clear' }).click();
      }
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    let language = 'Language';
    for (const [native, next, title] of [
      ['မြန်မာဘာသာ', 'ဘာသာစကား', 'ဗာချွယ် ရူးလက်'],
      ['ภาษาไทย', 'ภาษา', 'รูเล็ตเสมือน'],
      ['ភាសាខ្មែរ', 'ភាសា', 'រ៉ូឡែតនិម្មិត'],
      ['English', 'Language', 'Virtual roulette'],
    ] as const) {
      await chooseOption(page, language, native);
      language = next;
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await page.locator('.roulette-cell.red').first().click();
      await screenshot(page, `roulette-lang-${native}`);
    }
  },
);
