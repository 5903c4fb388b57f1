import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { chooseOption, codesIn, login, placeAndConfirm, screenshot } from './helpers';

// The betting screen as a shop player meets it: a live bet followed in the slip to its answer (accepted, or
// rejected by a goal the simulator scores), a disabled Place bet that says why, a Myanmar pick placed without a
// spurious price change, and no feed code on the grid, the more-odds panel, the slip or the bet list.

test.describe.configure({ timeout: 150_000 });

const slipOf = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });
const oddsRegion = (page: Page) => page.getByRole('region', { name: 'Odds' });
/** The grid's first showing after a login or a page load: the session, the feed and the first page on a busy machine. */
const FIRST_ODDS = { timeout: 30_000 };

async function openLive(page: Page, account: string): Promise<void> {
  await page.goto('/desktop');
  await login(page, account);
  await expect(oddsRegion(page)).toBeVisible(FIRST_ODDS);
  await page.getByRole('button', { name: /^Soccer \d+$/ }).click();
  await page.getByRole('tab', { name: /^Live \(\d+\)$/ }).click();
}

/**
 * Places a live handicap price as a single of 10 at any odds and returns its match id. A live market can suspend
 * between the pick and the confirm (the simulator's dangerous attacks and goals): the slip then says the market is
 * not available, and the player removes the pick and takes the next match's price, as this does.
 */
async function placeLiveSingle(page: Page): Promise<number> {
  const slip = slipOf(page);
  const prices = oddsRegion(page).getByRole('button', { name: /Handicap Full time, -?\d\.\d\d$/ });
  const placed = slip.getByRole('status').filter({ hasText: 'Bet placed' });
  const closed = slip.getByRole('alert').filter({ hasText: 'This market is not available.' });
  // Each match row has two handicap prices: the next match's is two buttons on.
  for (let nth = 0; ; nth += 2) {
    await prices.nth(nth).click();
    const item = slip.locator('.slip-item').first();
    await expect(item).toBeVisible();
    const matchId =
      Number(await item.getAttribute('data-parent-id')) || Number(await item.getAttribute('data-match-id'));
    await slip.getByRole('checkbox', { name: 'Accept any odds' }).check();
    await placeAndConfirm(slip, '10');
    await expect(placed.or(closed)).toBeVisible();
    if (await placed.isVisible()) return matchId;
    expect(nth, 'the first three live matches all closed their handicap').toBeLessThan(4);
    await slip.getByRole('button', { name: /^Remove / }).click();
    await expect(item).toBeHidden();
  }
}

async function simControl(page: Page, data: Record<string, unknown>): Promise<void> {
  const res = await page.request.post('/api/cache/simcontrol', { data });
  expect((await res.json()).statusdesc).toBe('success');
}

test('a live single is followed in the slip from Waiting to Accepted, then settles into the Settled tab', async ({
  page,
}) => {
  await openLive(page, 'demo01');
  // The push stream tells the slip when the bets change: the waiting list is read once after placing and again
  // when the server decides, not every 2 s of the 15 s the e2e server holds a live bet.
  const waitingReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/bet/pendingbetlist')) waitingReads.push(r.url());
  });
  const matchId = await placeLiveSingle(page);
  const placed = slipOf(page).getByRole('status').filter({ hasText: 'Bet placed' });
  await expect(placed).toHaveAttribute('aria-live', 'polite');
  await expect(placed).toContainText('Waiting for acceptance');
  await screenshot(page, 'screen-slip-waiting');
  // The slip changes on its own, without a click.
  await expect(placed).toContainText('Accepted: your bet is running.', { timeout: 45_000 });
  expect(waitingReads.length).toBeLessThanOrEqual(3);
  await expect(placed).toContainText('Running');
  const ref = /SB\d{9}/.exec(await placed.innerText())?.[0] ?? '';
  await screenshot(page, 'screen-slip-accepted');

  await simControl(page, { action: 'finish', match_id: matchId });
  await page.goto('/info/betlist');
  for (const tab of ['Running', 'Waiting', 'Settled', 'Void', 'Rejected', 'Accepted'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await page.getByRole('tab', { name: 'Settled' }).click();
  const row = page.getByRole('row', { name: `Bet ${ref}` });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText(/^(Won|Lost|Draw|Won half|Lost half)$/)).toBeVisible();
  await expect(row.locator('td').nth(5).locator('.money').first()).toBeVisible();
  await screenshot(page, 'screen-betlist-settled');
});

test('a goal while the bet waits rejects it, and the slip says so with the reason', async ({ page }) => {
  await openLive(page, 'demo02');
  const matchId = await placeLiveSingle(page);
  const placed = slipOf(page).getByRole('status').filter({ hasText: 'Bet placed' });
  await expect(placed).toContainText('Waiting for acceptance');
  await simControl(page, { action: 'goal', match_id: matchId, side: 'h' });
  await expect(placed).toContainText('Rejected: Goal scored while waiting. Your stake has been returned.', {
    timeout: 45_000,
  });
  await screenshot(page, 'screen-slip-rejected');
});

test('a 2-leg live parlay says why Place bet is disabled', async ({ page }) => {
  await openLive(page, 'demo03');
  const slip = slipOf(page);
  await slip.getByText('Parlay', { exact: true }).click();
  const prices = oddsRegion(page).getByRole('button', { name: /Handicap Full time, -?\d\.\d\d$/ });
  for (let i = 0; (await slip.locator('.slip-item').count()) < 2; i += 2) await prices.nth(i).click();
  await slip.getByRole('textbox', { name: 'Stake' }).fill('10');
  const place = slip.getByRole('button', { name: 'Place bet' });
  await expect(place).toBeDisabled();
  await expect(place).toHaveAccessibleDescription('A parlay with live matches needs at least 3 matches.');
  await expect(slip.getByText('A parlay with live matches needs at least 3 matches.')).toBeVisible();
  await screenshot(page, 'screen-slip-live-parlay-blocked');
});

test('mmk01: a Myanmar pick shows the quote once, keeps its price and is placed without a price change', async ({
  page,
}) => {
  await page.goto('/desktop');
  await login(page, 'mmk01');
  await expect(oddsRegion(page)).toBeVisible(FIRST_ODDS);
  await page.getByText('Myanmar', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Myanmar' })).toBeChecked();
  await page.getByRole('tab', { name: /^Today/ }).click();
  const table = oddsRegion(page);
  // Each side's button shows its own share at the exact margin; the quote itself stands once beside the giver.
  const giver = table.getByRole('button', { name: /Handicap Full time, ([+-]\d+|=)$/ }).first();
  await expect(giver).toHaveText(/^([+-]\d+|=)$/);
  // Every Myanmar button says what it backs: the side, the quote it gives or receives, the market and its price.
  await expect(giver).toHaveAccessibleName(
    / (giving|receiving) \d*([+-]\d+|=) Handicap Full time, ([+-]\d+|=)$/,
  );
  const handicap = (role: string) =>
    new RegExp(` ${role} \\d*([+-]\\d+|=) Handicap Full time, ([+-]\\d+|=)$`);
  await expect(table.getByRole('button', { name: handicap('giving') }).first()).toBeVisible();
  await expect(table.getByRole('button', { name: handicap('receiving') }).first()).toBeVisible();
  await expect(
    table.getByRole('button', { name: /^Over \d+([+-]\d+|=) .+ Full time, ([+-]\d+|=)$/ }).first(),
  ).toBeVisible();
  await expect(
    table.getByRole('button', { name: /^Under \d+([+-]\d+|=) .+ Full time, ([+-]\d+|=)$/ }).first(),
  ).toBeVisible();
  await expect(
    table
      .locator('.line-text')
      .filter({ hasText: /^\d*([+-]\d+|=)$/ })
      .first(),
  ).toBeVisible();
  // A total's body is a number of goals (corners about 10): never the empty level quote "0=".
  await expect(table.locator('.market-ou .line-text').filter({ hasText: /^0=$/ })).toHaveCount(0);
  await screenshot(page, 'screen-myanmar-grid');
  const checked = page.waitForResponse((r) => r.url().endsWith('/betmmoclick'));
  await giver.click();
  await checked;
  const slip = slipOf(page);
  await expect(slip.getByLabel('Odds', { exact: true })).toHaveText(/^@ \d*([+-]\d+|=)$/);
  await expect(slip.getByText('The odds have changed. Check the new odds and confirm again.')).toHaveCount(0);
  await placeAndConfirm(slip, '1000');
  const placed = slip.getByRole('status').filter({ hasText: 'Bet placed' });
  await expect(placed).toContainText('Running');
  await expect(slip.getByText('The odds have changed. Check the new odds and confirm again.')).toHaveCount(0);
  await screenshot(page, 'screen-myanmar-placed');
});

const LANGS = [
  { lang: 'en', native: 'English', language: 'Language', more: 'More', slip: 'Bet slip', odds: 'Odds' },
  {
    lang: 'my',
    native: 'မြန်မာဘာသာ',
    language: 'ဘာသာစကား',
    more: 'နောက်ထပ်',
    slip: 'လောင်းကြေးစာရွက်',
    odds: 'ပေါက်ကြေးများ',
  },
  { lang: 'cn', native: '简体中文', language: '语言', more: '更多', slip: '投注单', odds: '赔率' },
] as const;

test('no bare code on the grid, the more-odds panel, the slip or the bet list, in English, Burmese and Chinese', async ({
  page,
}) => {
  // Three languages on the grid, a bet, and the bet list in each: about two minutes on a busy CI machine.
  test.setTimeout(240_000);
  await page.goto('/desktop');
  await login(page, 'demo01');
  await expect(oddsRegion(page)).toBeVisible(FIRST_ODDS);
  await page.getByRole('tab', { name: /^Today/ }).click();
  let current = 'Language';
  for (const l of LANGS) {
    await chooseOption(page, current, l.native);
    current = l.language;
    const table = page.getByRole('region', { name: l.odds, exact: true });
    await expect(table).toBeVisible();
    // The match's own button, by its full name: rows move as the feed changes, so "the first" may be another
    // match by the time the panel is closed.
    const moreName = await table
      .getByRole('button', { name: new RegExp(`^${l.more}`) })
      .first()
      .getAttribute('aria-label');
    const moreButton = table.getByRole('button', { name: moreName ?? '', exact: true });
    await moreButton.click();
    const panel = table.locator('section.more-odds');
    await expect(panel.locator('h4').first()).toBeVisible();
    expect(await codesIn(table), `${l.lang} grid and more panel`).toEqual([]);
    // A pick from the panel: the slip names it in words.
    await panel.locator('.more-choice button:not([disabled])').first().click();
    const slip = page.getByRole('complementary', { name: l.slip });
    await expect(slip.locator('.slip-item')).toHaveCount(1);
    expect(await codesIn(slip.locator('.slip-item')), `${l.lang} slip`).toEqual([]);
    await screenshot(page, `screen-names-${l.lang}`);
    await moreButton.click();
  }
  await chooseOption(page, current, 'English');
  // A bet on an extra market, then the bet list in each language.
  const slip = slipOf(page);
  await placeAndConfirm(slip, '10');
  await expect(slip.getByRole('status').filter({ hasText: 'Bet placed' })).toBeVisible();
  await page.goto('/info/betlist');
  current = 'Language';
  for (const l of LANGS) {
    if (l.lang !== 'en') {
      await page.goto('/desktop');
      await chooseOption(page, current, l.native);
      current = l.language;
      await page.goto('/info/betlist');
    }
    const rows = page.getByRole('row').filter({ hasText: /SB\d{9}/ });
    await expect(rows.first()).toBeVisible();
    expect(await codesIn(page.locator('table.bet-table')), `${l.lang} bet list`).toEqual([]);
    await screenshot(page, `screen-betlist-${l.lang}`);
  }
  await page.goto('/desktop');
  await chooseOption(page, current, 'English');
});

test('the market-type selector shows correct score, HT/FT and total goals in their own columns', async ({
  page,
}) => {
  await page.goto('/desktop');
  await login(page, 'demo01');
  await page.getByRole('tab', { name: /^Today/ }).click();
  const table = oddsRegion(page);
  for (const [type, heading, sample] of [
    ['Correct score', 'Correct score', /Correct score Full time/],
    ['Half time / full time', 'Half time / full time', /Half time \/ full time Full time/],
    ['Total goals', 'Total goals', /Total goals Full time/],
  ] as const) {
    await chooseOption(page, 'Market type', type);
    await expect(page.locator('.odds-header')).toContainText(heading);
    await expect(table.getByRole('button', { name: sample }).first()).toBeVisible();
    await expect(table.getByRole('button', { name: /Handicap Full time/ })).toHaveCount(0);
    await screenshot(page, `screen-market-type-${type.replace(/\W+/g, '-').toLowerCase()}`);
  }
});

test('a soccer row and the match tracker lead to the standings, the bracket and the highlights', async ({
  page,
}) => {
  await page.goto('/desktop');
  await login(page, 'demo03');
  await expect(oddsRegion(page)).toBeVisible(FIRST_ODDS);
  await page.getByRole('button', { name: /^Soccer \d+$/ }).click();
  const standings = oddsRegion(page)
    .getByRole('button', { name: /^Standings, brackets and highlights: .+ vs .+$/ })
    .first();
  await standings.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/event\?tab=standings$/);
  await expect(page.getByRole('tab', { name: 'Standings' })).toHaveAttribute('aria-selected', 'true');
  await screenshot(page, 'screen-event-standings-from-row');
  await page.getByRole('link', { name: 'Highlights' }).click();
  await expect(page).toHaveURL(/\/highlight/);

  await page.goto('/desktop');
  await expect(oddsRegion(page)).toBeVisible(FIRST_ODDS);
  // The tracker shows once the live matches are in.
  const tracker = page.getByRole('navigation', { name: 'Events' });
  await expect(tracker.getByRole('link', { name: 'Standings' })).toBeVisible({ timeout: 30_000 });
  await expect(tracker.getByRole('link', { name: 'Highlights' })).toBeVisible();
  await tracker.getByRole('link', { name: 'Bracket' }).click();
  await expect(page).toHaveURL(/\/event\?tab=bracket$/);
  await expect(page.getByRole('tab', { name: 'Bracket' })).toHaveAttribute('aria-selected', 'true');
  await screenshot(page, 'screen-event-bracket-from-tracker');
});

/** A text as an exact regular expression (runner names are plain words, but a quote would not be). */
const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openRaceCard(page: Page, account: string) {
  await page.goto('/desktop');
  await login(page, account);
  // The first page of a fresh server waits for the feed's first answer.
  const racing = page.getByRole('button', { name: /^Horse Racing \d+$/ });
  await expect(racing).toBeVisible({ timeout: 60_000 });
  await racing.click();
  await page.getByRole('tab', { name: /^Today/ }).click();
  const cards = oddsRegion(page).getByRole('table', { name: /^Race card: Race \d+ · \d+ m$/ });
  await expect(cards.first()).toBeVisible();
  // The last card drawn starts latest: the first may close for its start while a slow machine is still betting. It is
  // then found by its own name, so a race that starts meanwhile and leaves the list does not change which card it is.
  const name = ((await cards.last().locator('caption').textContent()) ?? '').trim();
  const card = oddsRegion(page).getByRole('table', { name, exact: true }).last();
  await expect(card).toBeVisible();
  return card;
}

test('a PLACE bet from the race card is named "Place" and its race in the slip, the bet list and in Thai', async ({
  page,
}) => {
  const card = await openRaceCard(page, 'demo04');
  for (const header of ['Win', 'Place', 'Show'])
    await expect(card.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const race = ((await card.locator('caption').textContent()) ?? '').replace(/^Race card: /, '');
  const runner = (await card.getByRole('rowheader').nth(1).innerText()).trim();
  const price = (column: string) =>
    card.getByRole('button', { name: new RegExp(`^${literally(runner)} ${column} .*, \\d+\\.\\d\\d$`) });
  const placeOdds = Number(await price('Place').innerText());
  // A runner pays less to place than to win, and less to show than to place.
  expect(placeOdds).toBeLessThan(Number(await price('Win').innerText()));
  expect(Number(await price('Show').innerText())).toBeLessThan(placeOdds);

  // Races are single-only: in a parlay the slip says so in words.
  const slip = slipOf(page);
  await slip.getByText('Parlay', { exact: true }).click();
  await price('Place').click();
  await slip.getByRole('textbox', { name: 'Stake' }).fill('10');
  const notInParlay = 'Races, fights and outrights are bet as singles only: they cannot join a parlay.';
  await expect(slip.getByRole('button', { name: 'Place bet' })).toHaveAccessibleDescription(notInParlay);
  await screenshot(page, 'screen-race-parlay-refused');
  await slip.getByText('Single', { exact: true }).click();

  const item = slip.locator('.slip-item').first();
  await expect(item).toHaveAttribute('data-market', 'place');
  await expect(item.locator('.slip-pick')).toHaveText(`Place: ${runner}`);
  await expect(item.locator('.slip-match')).toHaveText(race);
  await expect(page.locator('.pick-notice')).toHaveText(`Selected: Place: ${runner} · ${race}`);
  expect(await codesIn(item)).toEqual([]);
  await placeAndConfirm(slip, '10');
  const placed = slip.getByRole('status').filter({ hasText: 'Bet placed' });
  await expect(placed).toContainText('Running');
  const ref = /SB\d{9}/.exec(await placed.innerText())?.[0] ?? '';
  await screenshot(page, 'screen-race-place-placed');

  await page.goto('/info/betlist');
  const row = page.getByRole('row', { name: `Bet ${ref}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`Place: ${runner}`);
  await expect(row).toContainText(race);
  await screenshot(page, 'screen-race-place-betlist');

  await page.goto('/desktop');
  await chooseOption(page, 'Language', 'ภาษาไทย');
  await page.goto('/info/betlist');
  const thai = page.locator('tr', { hasText: ref });
  await expect(thai).toContainText(`เข้าที่: ${runner}`);
  await expect(thai).toContainText(/การแข่งขันที่ \d+ · \d+ เมตร/);
  await expect(thai).not.toContainText('Race');
  await screenshot(page, 'screen-race-place-betlist-th');
});

const RACE_THEMES = [
  { name: 'color2', label: null },
  { name: 'light', label: 'Light' },
  { name: 'dark', label: 'Dark' },
] as const;

test('the race card fits with its three price columns in every theme, size and script (screenshots)', async ({
  page,
}) => {
  test.setTimeout(400_000);
  let card = await openRaceCard(page, 'demo05');
  /** Every heading and price of the card in view, none cut by its cell. */
  const assertFits = async () => {
    const cut = await card.evaluate((table) =>
      [...table.querySelectorAll('th, td')]
        .filter(
          (cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1,
        )
        .map((cell) => cell.textContent),
    );
    expect(cut).toEqual([]);
    expect(await card.getByRole('columnheader').count()).toBe(5);
  };
  // Greyhounds run six traps and pay two places: their cards say SHOW is not offered instead of a price.
  await page.getByRole('button', { name: /^Greyhound Racing \d+$/ }).click();
  const dogs = oddsRegion(page)
    .getByRole('table', { name: /^Race card: / })
    .first();
  await expect(dogs.getByText(/, Show: Not offered$/)).toHaveCount(6);
  await expect(dogs.getByRole('button', { name: / Place .*, \d+\.\d\d$/ })).toHaveCount(6);
  await screenshot(page, 'race-card-greyhounds');
  await page.getByRole('button', { name: /^Horse Racing \d+$/ }).click();
  for (const theme of RACE_THEMES) {
    if (theme.label) {
      await page.goto('/info/settings');
      await page.getByLabel('Theme').selectOption({ label: theme.label });
      await page.goto('/desktop');
      await page.getByRole('button', { name: /^Horse Racing \d+$/ }).click();
      await page.getByRole('tab', { name: /^Today/ }).click();
    }
    for (const [width, height] of [
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect(card).toBeVisible();
      await assertFits();
      await screenshot(page, `race-card-${theme.name}-${width}`);
    }
  }
  let language = 'Language';
  for (const [native, next, heading] of [
    ['မြန်မာဘာသာ', 'ဘာသာစကား', 'ထိပ်သုံးနေရာ'],
    ['ภาษาไทย', 'ภาษา', 'ติดอันดับ'],
    ['ភាសាខ្មែរ', 'ភាសា', 'កំពូលបី'],
  ] as const) {
    await chooseOption(page, language, native);
    language = next;
    card = page.locator('table.race-card').first();
    await expect(card.getByRole('columnheader', { name: heading })).toBeVisible();
    for (const [width, height] of [
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await assertFits();
      await screenshot(page, `race-card-${native}-${width}`);
    }
  }
});

test('races show a race card and outrights a list of contenders, not the handicap grid', async ({ page }) => {
  await page.goto('/desktop');
  await login(page, 'demo02');
  await expect(oddsRegion(page)).toBeVisible(FIRST_ODDS);
  await page.getByRole('button', { name: /^Horse Racing \d+$/ }).click();
  await page.getByRole('tab', { name: /^Today/ }).click();
  // The last card drawn starts latest: the first may close for its start while a slow machine is still betting.
  const card = oddsRegion(page)
    .getByRole('table', { name: /^Race card: Race \d+ · \d+ m$/ })
    .last();
  await expect(card).toBeVisible();
  for (const header of ['No.', 'Runner', 'Win'])
    await expect(card.getByRole('columnheader', { name: header })).toBeVisible();
  expect(await card.getByRole('rowheader').count()).toBeGreaterThanOrEqual(6);
  // No handicap or over/under heading above a race card.
  await expect(page.locator('.odds-header')).not.toContainText('Handicap');
  await expect(page.locator('.odds-header')).toContainText('Race card');
  await screenshot(page, 'screen-race-card');
  const runner = (await card.getByRole('rowheader').first().innerText()).trim();
  const win = card.getByRole('button', { name: new RegExp(`^${runner} Win .*, \\d+\\.\\d\\d$`) });
  await win.focus();
  await page.keyboard.press('Enter');
  await expect(slipOf(page).locator('.slip-item').first()).toContainText(runner);

  await page.getByRole('button', { name: /^Soccer \d+$/ }).click();
  await page.getByRole('tab', { name: /^Outright/ }).click();
  const list = oddsRegion(page).getByRole('list', {
    name: 'Contenders: English Premier League: outright winner',
  });
  await expect(list).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(12);
  await expect(list.getByRole('button', { name: /^Arsenal .*, \d+\.\d\d$/ })).toBeVisible();
  await expect(page.locator('.odds-header')).toContainText('Contenders');
  await expect(page.locator('.odds-header')).not.toContainText('Handicap');
  await screenshot(page, 'screen-outright-list');
  // Names and headers in the player's language.
  await chooseOption(page, 'Language', 'မြန်မာဘာသာ');
  await expect(page.locator('.odds-header')).toContainText('ယှဉ်ပြိုင်သူများ');
  await expect(
    page.getByRole('region', { name: 'ပေါက်ကြေးများ', exact: true }).getByRole('list').first(),
  ).toHaveAccessibleName(/ချန်ပီယံ$/);
  await screenshot(page, 'screen-outright-list-my');
  // The outright tab lists only the sports that have outrights; races are run today.
  await page.getByRole('tab', { name: /^ယနေ့/ }).click();
  await page.getByRole('button', { name: /^မြင်းပြိုင်ပွဲ \d+$/ }).click();
  await expect(page.locator('.odds-header')).toContainText('ပြိုင်ပွဲကတ်');
  await expect(page.getByRole('table', { name: /^ပြိုင်ပွဲကတ်: ပြိုင်ပွဲ \d+ · \d+ မီတာ$/ }).first()).toBeVisible();
  await screenshot(page, 'screen-race-card-my');
});
