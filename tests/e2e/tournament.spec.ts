import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { formatMinor, toMinor } from '../../src/shared/money';
import { chooseOption, login, screenshot } from './helpers';
import { API, apiLogin, chooseThreeMatches, createRoomByApi, placeSportsbookBet } from './tournament-helpers';

// The tournament end to end: demo01 creates a public room in its currency (MYR), demo04 and demo05 (MYR) join and
// pay the fee while demo02 (USD) does not see it, all bet points, the simulator plays the matches (test-control route), the ranking shows the winner and the prizes
// reach the winners' statements. Then the private-room rules.

async function headerBalance(page: Page): Promise<number> {
  const text = await page.getByLabel('Balance', { exact: true }).locator('.money-amount').innerText();
  return toMinor(text.replace(/,/g, ''));
}

/** Logs in on a tournament page; `firstVisit` expects the 10-step tour to open by itself, else it is closed if open. */
async function openAs(
  browser: Browser,
  account: string,
  path = '/tournament2/home',
  firstVisit = false,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await login(page, account);
  await expect(page.getByRole('heading', { name: 'Tournament', level: 1 })).toBeVisible();
  await expect(page.locator('[data-tour-checked="true"]')).toHaveCount(1);
  const tour = page.getByRole('dialog', { name: 'Tournament guide' });
  if (firstVisit) await expect(tour.getByText('Step 1 of 10')).toBeVisible();
  if (firstVisit || (await tour.isVisible())) {
    await tour.getByRole('button', { name: 'Skip' }).click();
    await expect(tour).toBeHidden();
  }
  return page;
}

async function betPoints(page: Page, points: number, nth: number): Promise<void> {
  const odds = page
    .getByRole('region', { name: 'Room matches' })
    .getByRole('button', { name: /, -?\d+\.\d\d$/ });
  await odds.nth(nth).click();
  const slip = page.getByRole('region', { name: 'Bet with points' });
  await slip.getByLabel('Points to bet').fill(String(points));
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByRole('table', { name: 'My bets' }).getByRole('row')).toHaveCount(2);
}

test('a public room from creation to prizes in the winners\u2019 statements', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  for (const account of ['demo01', 'demo04', 'demo05']) await placeSportsbookBet(request, account);

  const owner = await openAs(browser, 'demo01', '/tournament2/home', true);
  await screenshot(owner, 'tournament-room-list');
  await owner.getByRole('link', { name: 'Create room' }).click();
  const roomId = `E2E${Date.now() % 1_000_000}`;
  await owner.getByLabel('Room number').fill(roomId);
  await chooseThreeMatches(owner);
  await expect(owner.getByText('From 10 to 1000')).toBeVisible();
  await expect(owner.getByText('From 3 to 30')).toBeVisible();
  await screenshot(owner, 'tournament-create');
  const ownerBefore = await headerBalance(owner);
  await owner.getByRole('button', { name: 'Create room' }).click();
  // Creating takes the fee as joining does, so it asks the same confirmation, with the fee in the room's currency.
  const confirmCreate = owner.getByRole('dialog', { name: `Create room ${roomId}` });
  await expect(
    confirmCreate.getByText('The entry fee of 10.00 MYR will be taken from your balance.'),
  ).toBeVisible();
  await screenshot(owner, 'tournament-create-confirm');
  await confirmCreate.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmCreate).toBeHidden();
  expect(await headerBalance(owner)).toBe(ownerBefore);
  await expect(owner).toHaveURL(/\/tournament2\/create$/);
  await owner.getByRole('button', { name: 'Create room' }).click();
  await confirmCreate.getByRole('button', { name: 'Create room' }).click();
  await expect(owner.getByRole('heading', { name: `Room ${roomId}` })).toBeVisible();
  await expect.poll(() => headerBalance(owner)).toBe(ownerBefore - 1000);
  await betPoints(owner, 300, 0);
  await expect(owner.getByRole('region', { name: 'Room info' }).getByText('10.00 MYR').first()).toBeVisible();

  // A member of another currency does not see the room: its prizes are paid in MYR only.
  const outsider = await openAs(browser, 'demo02', '/tournament2/home', true);
  await outsider.getByLabel('Search room').fill(roomId);
  await outsider.getByLabel('Search room').press('Enter');
  await expect(outsider.getByText('No rooms to show.')).toBeVisible();
  await outsider.context().close();

  for (const account of ['demo04', 'demo05']) {
    const page = await openAs(browser, account, '/tournament2/home', true);
    const before = await headerBalance(page);
    await page.getByLabel('Search room').fill(roomId);
    await page.getByLabel('Search room').press('Enter');
    // The list shows the fee and the pool in the room's currency.
    await expect(page.getByRole('row', { name: new RegExp(roomId) })).toContainText('10.00 MYR');
    await page.getByRole('button', { name: `Join room ${roomId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Join room ${roomId}` });
    await expect(
      dialog.getByText('The entry fee of 10.00 MYR will be taken from your balance.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Join' }).click();
    await expect(page.getByRole('heading', { name: `Room ${roomId}` })).toBeVisible();
    // The balance drops by the fee, in the room's currency, which is the member's own.
    await expect.poll(() => headerBalance(page)).toBe(before - 1000);
    await betPoints(page, account === 'demo04' ? 500 : 100, account === 'demo04' ? 1 : 2);
    await screenshot(page, `tournament-room-${account}`);
    await page.context().close();
  }

  // Fast-forward the room's matches through the simulator's test-control route.
  const viewer = await apiLogin(request, 'op2demo');
  const info = await (
    await request.post(`${API}/tournament/roominfo`, { data: { ...viewer, room_id: roomId } })
  ).json();
  for (const m of info.matches as { match_id: number }[]) {
    const res = await request.post(`${API}/cache/simcontrol`, {
      data: { action: 'finish', match_id: m.match_id },
    });
    expect(res.status()).toBe(200);
  }
  await expect
    .poll(
      async () =>
        (
          await (
            await request.post(`${API}/tournament/roomrank`, { data: { ...viewer, room_id: roomId } })
          ).json()
        ).final,
      { timeout: 30_000 },
    )
    .toBe(true);

  await owner.reload();
  const ranking = owner.getByRole('table', { name: 'Final ranking' });
  await expect(ranking).toBeVisible();
  const first = ranking.getByRole('row').nth(1);
  await expect(first.getByRole('cell').first()).toHaveText('1');
  await expect(first.getByRole('cell').last()).toContainText('MYR');
  await screenshot(owner, 'tournament-final-ranking');
  const rank = await (
    await request.post(`${API}/tournament/roomrank`, { data: { ...viewer, room_id: roomId } })
  ).json();
  const winners = (rank.ranking as { rank: number; nickname: string; prize: string }[]).filter(
    (r) => toMinor(r.prize) > 0,
  );
  expect(winners.reduce((s, r) => s + toMinor(r.prize), 0)).toBe(3000);
  await expect(first).toContainText(winners[0]!.nickname);

  // The prizes are in each winner's statement: the ledger rows of dailystatement (the statement page shows days only).
  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const byName: Record<string, string> = { 'de***01': 'demo01', 'de***04': 'demo04', 'de***05': 'demo05' };
  for (const w of winners) {
    const account = byName[w.nickname]!;
    const session = await apiLogin(request, account);
    const st = await (
      await request.post(`${API}/dailystatement`, {
        data: { ...session, start_date: day, end_date: day, page_size: 100, page_number: 1 },
      })
    ).json();
    const prizes = (st.statement as { remark: string | null; credit: string }[]).filter((r) =>
      r.remark?.startsWith(`tournament prize ${roomId}`),
    );
    expect(prizes.map((p) => p.credit)).toEqual([w.prize]);
  }
  // And on the statement page (daily totals): demo01's closing balance is the balance with the prize in it.
  const demo01 = await apiLogin(request, 'demo01');
  const balance = await (
    await request.post(`${API}/userbalance`, { data: { ...demo01, parent_id: 'ag01' } })
  ).json();
  const ownerAfter = toMinor(String(balance.account_balance));
  const statement = await (await browser.newContext()).newPage();
  await statement.goto('/info/statement');
  await login(statement, 'demo01');
  await statement.getByRole('button', { name: 'Show' }).click();
  await expect(statement.getByText(/Closing balance/)).toContainText(
    `Closing balance: ${formatMinor(ownerAfter)}`,
  );
  await screenshot(statement, 'tournament-statement');
});

test('a private room refuses a wrong PIN, and a member cannot create a second private room', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  for (const account of ['demo01', 'demo04']) await placeSportsbookBet(request, account);
  const owner = await openAs(browser, 'demo01', '/tournament2/create');
  const create = async (roomId: string) => {
    await owner.getByRole('link', { name: 'Create room' }).click();
    await owner.getByLabel('Room number').fill(roomId);
    await owner.getByText('Private', { exact: true }).click();
    await owner.getByLabel('Room password').fill('123456');
    await chooseThreeMatches(owner);
    await owner.getByRole('button', { name: 'Create room' }).click();
    await owner
      .getByRole('dialog', { name: `Create room ${roomId}` })
      .getByRole('button', { name: 'Create room' })
      .click();
  };
  const roomId = `PRV${Date.now() % 1_000_000}`;
  await create(roomId);
  await expect(owner.getByRole('heading', { name: `Room ${roomId}` })).toBeVisible();

  await create(`PRX${Date.now() % 1_000_000}`);
  await expect(owner.getByText('Not allow to create more than 1 private room.')).toBeVisible();
  await screenshot(owner, 'tournament-second-private');

  const guest = await openAs(browser, 'demo04');
  await guest.getByLabel('Search room').fill(roomId);
  await guest.getByLabel('Search room').press('Enter');
  await guest.getByRole('button', { name: `Join room ${roomId}` }).click();
  const dialog = guest.getByRole('dialog', { name: `Join room ${roomId}` });
  const before = await headerBalance(guest);
  // Five digits are a malformed PIN: the PIN rule says so, and nothing is sent.
  await dialog.getByLabel('Room password').first().click();
  await guest.keyboard.type('12345');
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Room password must be at least 6 characters long.');
  await dialog.getByLabel('Room password').first().fill('');
  await dialog.getByLabel('Room password').first().click();
  await guest.keyboard.type('000000');
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong room password.');
  await expect(dialog).toBeVisible();
  expect(await headerBalance(guest)).toBe(before);
  await screenshot(guest, 'tournament-wrong-pin');

  // Guessing is limited: after five wrong PINs even the right one is refused for a while.
  const pinField = dialog.getByLabel('Room password').first();
  for (const guess of ['000001', '000002', '000003', '000004']) {
    await pinField.click();
    for (let i = 0; i < 6; i++) await guest.keyboard.press('Backspace');
    await guest.keyboard.type(guess);
    await dialog.getByRole('button', { name: 'Join' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Wrong room password.');
  }
  await pinField.click();
  for (let i = 0; i < 6; i++) await guest.keyboard.press('Backspace');
  await guest.keyboard.type('123456');
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Too many wrong room passwords. Please wait a few minutes before trying this room again.',
  );
  expect(await headerBalance(guest)).toBe(before);
});

test("a USD member opening a MYR room's link is told why, with the way back, instead of loading forever", async ({
  browser,
  request,
}) => {
  await placeSportsbookBet(request, 'demo01');
  const roomId = await createRoomByApi(request, 'demo01', `CUR${Date.now() % 1_000_000}`);
  const page = await openAs(browser, 'demo02');
  await page.goto(`/tournament2/room/${roomId}`);
  const refusal = 'This room is played in another currency.';
  // Told as every refusal is (the dialog), and the room's place says it too, with no spinner left behind.
  await expect(page.getByRole('alertdialog')).toContainText(refusal);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  await expect(page.getByText('roomCurrencyMismatch')).toHaveCount(0);
  await screenshot(page, 'tournament-room-currency-refused');
  await page.getByRole('link', { name: 'Back to the room list' }).click();
  await expect(page).toHaveURL(/\/tournament2\/home$/);
  await page.context().close();
});

test('a member with the tournament disabled is told to contact the upline', async ({ page }) => {
  await page.goto('/tournament2/home');
  await login(page, 'nogames01');
  await expect(page.getByRole('alert')).toHaveText(
    'The tournament is not available for your account. Please contact your upline.',
  );
  await screenshot(page, 'tournament-disabled');
});

test('an out-of-range fee, player count or points are refused with their rule and change nothing; room prices follow the odds type, 1X2 in decimal', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await placeSportsbookBet(request, 'demo03');
  const owner = await openAs(browser, 'demo03', '/tournament2/create');
  const roomId = `RNG${Date.now() % 1_000_000}`;
  await owner.getByLabel('Room number').fill(roomId);
  await chooseThreeMatches(owner, true);
  const before = await headerBalance(owner);
  const fee = owner.getByLabel('Entry fee');
  const players = owner.getByLabel('Players', { exact: true });
  const viewer = await apiLogin(request, 'mmk01');
  const roomExists = async () =>
    (
      await (
        await request.post(`${API}/tournament/roominfo`, { data: { ...viewer, room_id: roomId } })
      ).json()
    ).status === 1;

  for (const [field, value, message] of [
    [fee, '5', 'Entry fee must be at least 10.'],
    [fee, '1000.01', 'Entry fee must be at most 1000.'],
    [players, '31', 'Players must be at most 30.'],
    [players, '30.5', 'Players must be a number ("30.5" is not).'],
  ] as const) {
    await fee.fill('10');
    await players.fill('10');
    await field.fill(value);
    await owner.getByRole('button', { name: 'Create room' }).click();
    // Kept as typed (never raised to 10 or lowered to 30), refused with the rule, and no room or fee.
    await expect(field).toHaveValue(value);
    await expect(field).toHaveAccessibleDescription(message);
    await expect(owner).toHaveURL(/\/tournament2\/create$/);
  }
  await screenshot(owner, 'tournament-create-refused');
  expect(await roomExists()).toBe(false);
  expect(await headerBalance(owner)).toBe(before);

  await fee.fill('10');
  await players.fill('30');
  await owner.getByRole('button', { name: 'Create room' }).click();
  await owner
    .getByRole('dialog', { name: `Create room ${roomId}` })
    .getByRole('button', { name: 'Create room' })
    .click();
  await expect(owner.getByRole('heading', { name: `Room ${roomId}` })).toBeVisible();
  await expect.poll(() => headerBalance(owner)).toBe(before - 1000);

  // Points beyond those left are refused with the rule instead of being lowered to what is left.
  const odds = owner
    .getByRole('region', { name: 'Room matches' })
    .getByRole('button', { name: /, -?\d+\.\d\d$/ });
  await odds.first().click();
  const slip = owner.getByRole('region', { name: 'Bet with points' });
  await slip.getByLabel('Points to bet').fill('1200');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByLabel('Points to bet')).toHaveValue('1200');
  await expect(slip.getByLabel('Points to bet')).toHaveAccessibleDescription(
    'Points to bet must be at most 1000.',
  );
  await expect(owner.getByText('Points left to bet: 1000')).toBeVisible();
  await expect(
    owner.getByRole('table', { name: 'My bets' }).getByRole('row').filter({ hasText: ' vs ' }),
  ).toHaveCount(0);
  await screenshot(owner, 'tournament-points-refused');

  // Every room price follows the player's odds type: Decimal is Hong Kong plus one.
  await chooseOption(owner, 'Odds type', 'Hong Kong');
  const first = odds.first();
  const hongKong = /^(.*), (\d+\.\d\d)$/.exec((await first.getAttribute('aria-label')) ?? '');
  expect(hongKong).not.toBeNull();
  await chooseOption(owner, 'Odds type', 'Decimal');
  const decimal = (Number(hongKong![2]) + 1).toFixed(2);
  await expect(
    owner
      .getByRole('region', { name: 'Room matches' })
      .getByRole('button', { name: `${hongKong![1]}, ${decimal}`, exact: true }),
  ).toBeVisible();
  await screenshot(owner, 'tournament-room-decimal');

  // 1X2 is quoted in decimal whatever the odds type, as everywhere else in the app: a draw reads the same,
  // above 1.00, in Malay as in Decimal, never as a Malay quote.
  const matches = owner.getByRole('region', { name: 'Room matches' });
  const draw = matches.getByRole('button', { name: /, 1X2: Draw, \d+\.\d\d$/ }).first();
  const drawName = (await draw.getAttribute('aria-label')) ?? '';
  expect(Number(/(\d+\.\d\d)$/.exec(drawName)?.[1])).toBeGreaterThan(1);
  await chooseOption(owner, 'Odds type', 'Malay');
  await expect(matches.getByRole('button', { name: drawName, exact: true })).toBeVisible();
  await expect(matches.getByText(/^1X2: Draw @ -/)).toHaveCount(0);
  await screenshot(owner, 'tournament-room-malay');
});
