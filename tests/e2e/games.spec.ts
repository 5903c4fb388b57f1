import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { toMinor } from '../../src/shared/money';
import { gameMoneyMinor, login, screenshot, storedSession } from './helpers';

// The games area end to end: a slot round moves the wallet and lands in the statement (by product and line), a 4D Big bet shows
// in the member's 4D bets, live TV shows the simulator's score, and nogames01 is told live casino is off.

async function enter(page: Page, path: string, account = 'demo01'): Promise<void> {
  await page.goto(path);
  await login(page, account);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

function todayGmt8(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
}

test('launch a slot from /slots, spin, see the balance change and the statement row', async ({ page }) => {
  await enter(page, '/slots');
  // Every provider's titles (docs/GAMES.md, "Slot titles and their machines").
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('button', { name: /^Play / })).toHaveCount(
    66,
  );
  await page.getByRole('searchbox', { name: 'Search games' }).fill('lantern');
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('button', { name: /^Play / })).toHaveCount(
    1,
  );
  await screenshot(page, 'games-slots-lobby');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Play Lantern Festival' }).click();
  const game = await popupPromise;
  const balance = game.getByRole('status', { name: 'Balance' }).or(game.getByLabel('Balance'));
  // Grouped, two decimals and the currency, as the main window writes money.
  await expect(balance).toHaveText(/^\d{1,3}(,\d{3})*\.\d\d MYR$/);
  const before = gameMoneyMinor(await balance.textContent());
  await game.getByLabel('Stake').selectOption('1.00');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('region', { name: 'Last rounds' }).getByRole('listitem')).toHaveCount(1);
  const round =
    (await game.getByRole('region', { name: 'Last rounds' }).getByRole('listitem').first().textContent()) ??
    '';
  // The round line ends with its win/loss; a spin may return exactly its stake, so the balance moves by that amount,
  // which may be nothing.
  const winLoss = round.trim().split(/\s+/).at(-1) ?? '';
  expect(winLoss).toMatch(/^-?\d+\.\d\d$/);
  await expect.poll(async () => gameMoneyMinor(await balance.textContent())).toBe(before + toMinor(winLoss));
  await screenshot(game, 'games-slot-spun');
  const ref = round.split(':')[0];
  expect(ref).toMatch(/^G\d+$/);

  // The statement page belongs to the betting area; the statement call is what it shows, so the test reads it.
  const res = await page.request.post('/api/dailystatement', {
    data: {
      ...(await storedSession(page)),
      start_date: todayGmt8(),
      end_date: todayGmt8(),
      page_number: 1,
      page_size: 100,
    },
  });
  const body = await res.json();
  const rows = (
    body.statement as { ref_no: string; transfer_method: string; debit: string; remark: string }[]
  ).filter((r) => r.ref_no === ref);
  expect(rows.find((r) => r.transfer_method === 'bet')).toMatchObject({
    debit: '1.00',
    remark: 'Lantern Festival bet',
  });

  // The daily statement counts the round: today's row opens on the slots product and the round's line.
  await page.goto('/info/statement');
  // The page writes the day first, as every date in every language.
  const day = todayGmt8().split('-').reverse().join('/');
  await page.getByRole('button', { name: day }).click();
  const slots = page.getByRole('table', { name: 'By product' }).getByRole('row', { name: 'Slots' });
  await expect(slots).toBeVisible();
  const line = page
    .getByRole('table', { name: `Transactions of ${day}` })
    .getByRole('row')
    .filter({ hasText: ref });
  await expect(line).toContainText('Slots');
  await expect(line).toContainText('1.00');
  await screenshot(page, 'games-statement-products');
});

test('place a 4D Big bet and see it in the 4D bet list', async ({ page }) => {
  await enter(page, '/w4d');
  await expect(page.getByRole('heading', { name: /^Open draw #\d+$/ })).toBeVisible();
  // Five digits stay five: the rule refuses them instead of the field cutting them to four.
  await page.getByLabel('Number').fill('25801');
  await page.getByLabel('Number').blur();
  await expect(page.getByLabel('Number')).toHaveValue('25801');
  await expect(page.getByLabel('Number')).toHaveAccessibleDescription(
    'Number must be at most 4 characters long.',
  );
  await page.getByLabel('Number').fill('2580');
  await expect(page.getByText('Total cost: 1.00')).toBeVisible();
  await page.getByRole('button', { name: 'Place bet' }).click();
  // The confirm step the slip, keno and roulette have: the bet and its cost with the currency; Cancel sends nothing.
  const confirm = page.getByRole('dialog', { name: 'Confirm your 4D bet' });
  await expect(confirm).toContainText(/Draw #\d+: Single number, 2580 Big\. Total cost 1\.00 MYR\./);
  await screenshot(page, 'games-w4d-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /^Bet placed: / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Place bet' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const placed = page.getByRole('status').filter({ hasText: /^Bet placed: L\d+$/ });
  await expect(placed).toBeVisible();
  const ref = ((await placed.textContent()) ?? '').replace('Bet placed: ', '');
  const row = page.getByRole('table', { name: 'My 4D bets' }).getByRole('row').filter({ hasText: ref });
  await expect(row).toContainText('2580');
  await expect(row).toContainText('Big');
  await expect(row).toContainText('Running');
  await screenshot(page, 'games-w4d');
});

test('open live TV for a live match and see its score', async ({ page }) => {
  await enter(page, '/livetv');
  const channels = page.getByRole('navigation', { name: 'Live channels' });
  const first = channels.getByRole('button', { name: /^SBTV \d+ .+ - .+$/ }).first();
  await first.click();
  const score = page.getByLabel(/^Score \d+-\d+$/);
  await expect(score).toBeVisible();
  const matchId = Number(new URL(page.url()).searchParams.get('match'));
  const creds = await storedSession(page);
  // Goals can land between two reads, so the screen is compared with the simulator until they agree.
  await expect
    .poll(async () => {
      const api = await (
        await page.request.post('/api/livetv2', { data: { ...creds, match_id: matchId } })
      ).json();
      const label = await score.getAttribute('aria-label');
      return label === `Score ${api.match.score[0]}-${api.match.score[1]}`;
    })
    .toBe(true);
  await expect(page.getByRole('img', { name: /^Live stream: / })).toBeVisible();
  await screenshot(page, 'games-livetv');
});

test('nogames01 sees live casino disabled, and mini games and 4D too', async ({ page }) => {
  await enter(page, '/casino100', 'nogames01');
  await expect(page.getByRole('heading', { name: 'Live casino is not available' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'This product is disabled for your account. Please contact your upline.',
  );
  await expect(page.getByRole('button', { name: /^Play / })).toHaveCount(0);
  await screenshot(page, 'games-casino100-disabled');
  await page.goto('/w4d');
  await expect(page.getByRole('heading', { name: 'Lottery is not available' })).toBeVisible();
  await page.goto('/minigame');
  await expect(page.getByRole('heading', { name: 'Mini games is not available' })).toBeVisible();

  // The main navigation shows the switched-off products disabled, with the reason, and the others as links
  // (at full HD these fit the header; the rest, and more of them narrower, fold into More, which layout.spec.ts
  // covers).
  await page.setViewportSize({ width: 1920, height: 1080 });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Tournament', 'Live casino', 'Lottery', 'Keno', 'Virtual games', 'Video poker']) {
    const entry = nav.getByRole('link', { name, exact: true });
    await expect(entry).toHaveAttribute('aria-disabled', 'true');
    await expect(entry).toHaveAccessibleDescription(
      'This product is disabled for your account. Please contact your upline.',
    );
  }
  for (const name of ['Sports', 'Slots'])
    await expect(nav.getByRole('link', { name, exact: true })).not.toHaveAttribute('aria-disabled', 'true');
  await nav.getByRole('link', { name: 'Live casino', exact: true }).focus();
  await expect(page.getByRole('tooltip')).toHaveText(
    'This product is disabled for your account. Please contact your upline.',
  );
  await screenshot(page, 'games-nav-disabled');

  // At 1280 px E-sports folds into the More menu: there too it is shown disabled.
  await page.setViewportSize({ width: 1280, height: 1024 });
  await nav.getByRole('button', { name: 'More sections' }).click();
  const folded = page.getByRole('menuitem', { name: 'E-sports', exact: true });
  await expect(folded).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: 'Virtual sports', exact: true })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await screenshot(page, 'games-nav-more-disabled');
});

test('baccarat: each round starts with no chips down, so a 10 chip on Banker stakes 10.00 every round', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await enter(page, '/casino', 'demo05');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Play Baccarat Classic' }).click();
  const game = await popupPromise;
  const balance = game.getByLabel('Balance', { exact: true });
  await expect(balance).toHaveText(/MYR$/);
  const banker = game.getByRole('button', { name: /^Bet Banker/ });
  const rounds = game.getByRole('region', { name: 'Last rounds' }).getByRole('listitem');
  await game.getByLabel('Stake').selectOption('10.00');
  for (const round of [1, 2]) {
    await expect(banker).toHaveAttribute('aria-pressed', 'false');
    await banker.click();
    await expect(banker).toHaveAccessibleName('Bet Banker 0.95:1 (10.00)');
    const before = gameMoneyMinor(await balance.textContent());
    await game.getByRole('button', { name: 'Deal' }).click();
    await expect(rounds).toHaveCount(round);
    // Banker pays 0.95:1, a tie returns the stake: a 10.00 stake ends -10.00, 0.00 or +9.50, never 20.00's figures.
    const winLoss = ((await rounds.first().textContent()) ?? '').trim().split(/\s+/).at(-1) ?? '';
    expect(['-10.00', '0.00', '9.50']).toContain(winLoss);
    await expect
      .poll(async () => gameMoneyMinor(await balance.textContent()))
      .toBe(before + toMinor(winLoss));
    // The table is cleared for the next round: no chip left on Banker.
    await expect(banker).toHaveAccessibleName('Bet Banker 0.95:1');
  }
  await game.getByRole('button', { name: 'Deal' }).click();
  await expect(
    game.getByRole('status').filter({ hasText: 'Place a bet on Player, Banker or Tie first.' }),
  ).toBeVisible();
  await screenshot(game, 'games-baccarat-cleared');
});

test('every games-area page shows its content', async ({ page }) => {
  // A full-page screenshot of each games page: slow when other specs share the machine.
  test.slow();
  await enter(page, '/casino');
  await expect(page.getByRole('button', { name: 'Play Baccarat Classic' })).toBeVisible();
  await screenshot(page, 'games-casino');
  const pages: [string, RegExp | string][] = [
    ['/casino100', 'Play Speed Baccarat A'],
    ['/slots7', 'Play Moon Rabbit'],
    ['/fishing', 'Play Ocean King'],
    ['/others', 'Play Dice Duel'],
    ['/minigame', 'Play Lucky Dice'],
  ];
  for (const [path, name] of pages) {
    await page.goto(path);
    await expect(page.getByRole('button', { name })).toBeVisible();
    await screenshot(page, `games-${path.slice(1)}`);
  }
  await page.goto('/others1');
  await expect(page.getByRole('heading', { name: 'Next games' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Bet Win on / }).first()).toBeVisible();
  // Every game of the schedule, long race names included, stays inside its card with its start time.
  const schedule = page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: 'Next games' }) });
  await expect(
    schedule
      .getByRole('listitem')
      .getByText(/^Race \d+ · /)
      .first(),
  ).toBeVisible();
  const outside = await schedule.evaluate((card) => {
    const edge = card.getBoundingClientRect().right;
    return [...card.querySelectorAll('li > *')]
      .filter((el) => el.getBoundingClientRect().right > edge + 1)
      .map((el) => el.textContent);
  });
  expect(outside).toEqual([]);
  // A table with nothing in it yet says so in the app's words, not the component library's English "No data".
  await expect(page.getByRole('table', { name: 'My virtual bets' })).toContainText('Nothing to show yet.');
  await screenshot(page, 'games-others1');
  await page.goto('/esports2');
  await expect(page.getByRole('table', { name: 'E-sports' })).toBeVisible();
  await page.goto('/event');
  await expect(page.getByText(/^Simulation champion: /)).toBeVisible();
  await screenshot(page, 'games-event');
  await page.getByRole('tab', { name: 'Bracket' }).click();
  await expect(page.getByRole('region', { name: 'Final', exact: true })).toBeVisible();
  await screenshot(page, 'games-event-bracket');
  await page.goto('/highlight/home');
  await expect(page.getByRole('button', { name: /^Replay / }).first()).toBeVisible();
  await page
    .getByRole('button', { name: /^Replay / })
    .first()
    .click();
  await expect(page.getByRole('img', { name: /^Replay / })).toBeVisible();
  await screenshot(page, 'games-highlights');
  for (const path of ['/ngresult', '/efresult']) {
    await page.goto(path);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await screenshot(page, `games-${path.slice(1)}`);
  }
  // The sportsbook beside them: its match tracker shows only while a match is live (betting-screen.spec.ts follows
  // it), and at some hours none is.
  await page.goto('/desktop');
  await expect(page.getByRole('region', { name: 'Odds' })).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'games-desktop');
});

test('a virtual sports price asks for confirmation before betting, and a stake out of range is refused', async ({
  page,
}) => {
  // Three bets, a refusal and a trip to the settings: more steps than the default time allows on a busy machine.
  test.slow();
  await enter(page, '/others1');
  // The last event of the schedule starts furthest away, so it is still open when the slow steps below bet on it.
  const schedule = page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: 'Next games' }) });
  await schedule.getByRole('listitem').getByRole('button').last().click();
  const price = page.getByRole('button', { name: /^Bet Win on .+ \d+\.\d\d$/ }).first();
  await expect(price).toBeVisible();
  const runner =
    /^Bet Win on (.+) \d+\.\d\d$/.exec((await price.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  const myBets = page.getByRole('table', { name: 'My virtual bets' });
  const stake = page.getByLabel('Stake', { exact: true });

  // 6000 is over the 5000 limit: refused with the rule, nothing offered for confirmation, nothing placed.
  await stake.fill('6000');
  await price.click();
  await expect(stake).toHaveValue('6000');
  await expect(stake).toHaveAccessibleDescription('Stake must be at most 5000.');
  const confirm = page.getByRole('group', { name: 'Confirm your bet' });
  await expect(confirm).toHaveCount(0);

  // A click on a price only opens the confirm step; cancelling places nothing.
  await stake.fill('10');
  await price.click();
  await expect(confirm).toContainText(`Win on ${runner}`);
  await expect(confirm).toContainText('stake 10');
  await screenshot(page, 'games-virtual-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(myBets.getByRole('row').filter({ hasText: runner })).toHaveCount(0);

  await price.click();
  await confirm.getByRole('button', { name: 'Place bet' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(myBets.getByRole('row').filter({ hasText: runner })).toHaveCount(1);

  // A player who turned quick bet on places with the click itself.
  await page.goto('/info/settings');
  await page.getByRole('switch', { name: 'Quick bet' }).click();
  await expect(page.getByRole('switch', { name: 'Quick bet' })).toBeChecked();
  await page.goto('/others1');
  const other = page.getByRole('button', { name: /^Bet Win on .+ \d+\.\d\d$/ }).nth(1);
  await expect(other).toBeVisible();
  const otherRunner =
    /^Bet Win on (.+) \d+\.\d\d$/.exec((await other.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await other.click();
  await expect(myBets.getByRole('row').filter({ hasText: otherRunner })).toHaveCount(1);
  await expect(confirm).toHaveCount(0);
});
