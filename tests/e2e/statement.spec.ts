import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { login, screenshot, storedSession } from './helpers';

// The statement as a player reads it: four running singles are outstanding, not a loss; the day counts four
// bets and its drill-down lists those four; dates are day first, in the boxes too, in every language.

type Session = { account_id: string; session_token: string };
const STAKES = ['10.00', '12.00', '13.00', '14.00'];
const DAY = /^\d{2}\/\d{2}\/\d{4}$/;

/** Four handicap singles on four open matches, placed through the API with the page's own session. */
async function placeRunningSingles(page: Page, session: Session): Promise<string[]> {
  const refs: string[] = [];
  for (let day = 0; day < 7 && refs.length < STAKES.length; day++) {
    const date = new Date(Date.now() + 8 * 3600_000 + day * 86_400_000).toISOString().slice(0, 10);
    const list = await (
      await page.request.post('/api/tournament/roommatchlist', { data: { ...session, match_date: date } })
    ).json();
    const ids = (list.matches as { match_id: number; open: boolean }[])
      .filter((m) => m.open)
      .map((m) => m.match_id);
    if (ids.length === 0) continue;
    // The lookup takes a room's worth of matches at a time.
    const looked = await (
      await page.request.post('/api/tournament/matchlookup', {
        data: { ...session, match_ids: ids.slice(0, 5) },
      })
    ).json();
    for (const m of looked.matches as {
      match_id: number;
      odds: { market: string; choice: string; line: number | null; price: number }[];
    }[]) {
      const o = m.odds.find((x) => x.market === 'hdp' && x.price > 0);
      if (!o || refs.length === STAKES.length) continue;
      const leg = { match_id: m.match_id, market: 'hdp', period: 0, choice: o.choice, line: o.line };
      const placed = await (
        await page.request.post('/api/bet/betsingle', {
          data: {
            ...session,
            leg: { ...leg, price: o.price, odds_type: 2 },
            stake: STAKES[refs.length],
            slip_id: `e2estmt${refs.length}${Date.now()}`,
          },
        })
      ).json();
      if (placed.status === 1) refs.push(placed.bet.ref_no as string);
    }
  }
  expect(refs).toHaveLength(STAKES.length);
  return refs;
}

test('four running bets are outstanding, the day counts four bets and drills down to them', async ({
  page,
}) => {
  // Nine screenshots, each a fresh page load, after four placements.
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 1024 });
  await page.goto('/desktop');
  await login(page, 'demo04');
  const refs = await placeRunningSingles(page, await storedSession(page));

  await page.goto('/info/statement');
  const today = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: DAY }) })
    .last();
  // The first read of a fresh server on a busy machine can take a while.
  await expect(today).toBeVisible({ timeout: 60_000 });
  await expect(today.getByLabel('Win/Loss')).toHaveText(/^0\.00\b/);
  await expect(today.getByLabel('Outstanding')).toHaveText(/^49\.00\b/);
  await expect(today.getByLabel('Bets', { exact: true })).toHaveText('4');
  const day = await today.getByRole('button', { name: DAY }).innerText();
  await today.getByRole('button', { name: day }).click();

  const lines = page.getByRole('region', { name: `Transactions of ${day}` });
  for (const [i, ref] of refs.entries()) {
    const line = lines.getByRole('row', { name: ref });
    await expect(line.getByLabel('Stake')).toHaveText(new RegExp(`^${STAKES[i]!.replace('.', '\\.')}\\b`));
    await expect(line.getByLabel('Win/Loss')).toHaveText(/^0\.00\b/);
    await expect(line.getByLabel('Outstanding')).toHaveText(
      new RegExp(`^${STAKES[i]!.replace('.', '\\.')}\\b`),
    );
  }
  const products = page.getByRole('region', { name: 'By product' });
  await expect(products.getByRole('row', { name: 'Sportsbook' }).getByLabel('Outstanding')).toHaveText(
    /^49\.00\b/,
  );
  // The bets of the day are the four the row counts, all running.
  const bets = page.getByRole('region', { name: `Bets of ${day}` });
  await expect(bets.getByRole('row', { name: /^Bet [A-Z]+\d+$/ })).toHaveCount(4);
  for (const ref of refs)
    await expect(bets.getByRole('row', { name: `Bet ${ref}` })).toContainText('Running');

  // The date boxes are day first; a month-first date is refused in words and changes nothing.
  const from = page.getByRole('textbox', { name: 'From' });
  await expect(from).toHaveValue(DAY);
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(day);
  const [dd, mm, yyyy] = day.split('/');
  await from.fill(`${mm}/${dd === '12' ? '13' : '31'}/${yyyy}`);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(
    page.getByText(/Enter the date as dd\/mm\/yyyy, for example \d{2}\/\d{2}\/\d{4}\./),
  ).toBeVisible();
  await expect(today.getByLabel('Outstanding')).toHaveText(/^49\.00\b/);
  await from.fill(day);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('row').filter({ has: page.getByRole('button', { name: DAY }) })).toHaveCount(1);
  await expect(page.getByText(/Enter the date as/)).toHaveCount(0);

  // Screenshots with the day open: three themes at two sizes, and Burmese, Thai and Khmer.
  const open = async () => {
    await page.goto('/info/statement');
    await page.getByRole('button', { name: day }).click();
    await expect(page.locator('tbody tr').filter({ hasText: refs[0]! }).first()).toBeVisible();
  };
  for (const theme of ['color2', 'light', 'dark']) {
    await page.goto('/info/settings');
    await page.locator('.settings-grid select:has(option[value="dark"])').selectOption(theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const [w, h] of [
      [1280, 1024],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await open();
      await screenshot(page, `statement-${theme}-${w}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 1024 });
  for (const language of ['my', 'th', 'tw']) {
    await page.goto('/info/settings');
    await page.locator('.settings-grid select:has(option[value="th"])').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'tw' ? 'km' : language);
    await open();
    // Burmese writes the day first like every other language.
    await expect(page.getByRole('button', { name: day })).toBeVisible();
    await screenshot(page, `statement-${language}`);
  }
});

test('the results page takes its date day first, refuses a month-first one in words and asks for the typed day', async ({
  page,
}) => {
  await page.goto('/desktop');
  await login(page, 'demo02');
  await storedSession(page);
  await page.goto('/info/result');
  const date = page.getByRole('textbox', { name: 'Date' });
  await expect(date).toHaveValue(DAY);
  const today = await date.inputValue();
  const [dd, mm, yyyy] = today.split('/');
  // Yesterday in GMT+8, typed day first.
  const yesterday = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd) - 1));
  const typed = `${String(yesterday.getUTCDate()).padStart(2, '0')}/${String(yesterday.getUTCMonth() + 1).padStart(2, '0')}/${yesterday.getUTCFullYear()}`;

  await date.fill(`${mm}/${dd === '12' ? '13' : '31'}/${yyyy}`);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/bet/matchresult'))
      asked.push((r.postDataJSON() as { working_date: string }).working_date);
  });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(
    page.getByText(/Enter the date as dd\/mm\/yyyy, for example \d{2}\/\d{2}\/\d{4}\./),
  ).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  expect(asked).toEqual([]);

  await date.fill(typed);
  const request = page.waitForRequest((r) => r.url().endsWith('/bet/matchresult'));
  await page.getByRole('button', { name: 'Show' }).click();
  expect(((await request).postDataJSON() as { working_date: string }).working_date).toBe(
    yesterday.toISOString().slice(0, 10),
  );
  await expect(page.getByText(/Enter the date as/)).toHaveCount(0);
  await expect(date).toHaveValue(typed);
});
