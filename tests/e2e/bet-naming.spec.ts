import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { startAccountServer, type AccountServer } from './account-server';
import { chooseOption, login, screenshot, storedSession } from './helpers';

// A bet is named the same on every screen that shows it, as the price the player clicked: a corners handicap as
// corners (not as the match handicap it shares teams, market and line with), a Myanmar pick beside the quote it was
// backed on, at its own side's share as its button showed it (tests/server/bet-naming.test.ts for the lists' data).
// Read on the slip, the "Selected" notice, the receipt, the bet list and the ticket, in English and Burmese.

/** What a person reads in each language (from the locale files). */
const TEXTS = {
  en: {
    'headerControls.language': 'Language',
    'betslip.title': 'Bet slip',
    'betslip.stake': 'Stake',
    'betslip.placeBet': 'Place bet',
    'betslip.confirmStep': 'Confirm your bet',
    'betslip.confirm': 'Confirm',
    'betslip.placed': 'Bet placed',
    'betslip.odds': 'Odds',
    'betslip.risk': 'Risk',
    'betlist.rowLabel': 'Bet {{ref}}',
    'ticket.reprintOf': 'Reprint ticket {{ref}}',
    'ticket.preview': 'Ticket {{ref}}',
    'markets.child.corners': 'Corners',
    'markets.selection': '{{market}}: {{choice}}',
    'odds.hdp': 'Handicap',
    'odds.fullTime': 'Full time',
    'odds.picked': 'Selected: {{selection}}',
    'odds.typeName.5': 'Myanmar',
    'odds.table': 'Odds',
    'odds.priceLabel': '{{who}} {{market}} {{period}}, {{price}}',
    'market.today': 'Today',
  },
  my: {
    'headerControls.language': 'ဘာသာစကား',
    'betslip.title': 'လောင်းကြေးစာရွက်',
    'betslip.stake': 'လောင်းကြေး',
    'betslip.placeBet': 'လောင်းမည်',
    'betslip.confirmStep': 'သင့်လောင်းကြေးကို အတည်ပြုပါ',
    'betslip.confirm': 'အတည်ပြုမည်',
    'betslip.placed': 'လောင်းပြီးပါပြီ',
    'betslip.odds': 'ဈေးနှုန်း',
    'betslip.risk': 'အန္တရာယ်ရှိငွေ',
    'betlist.rowLabel': 'လောင်းကြေး {{ref}}',
    'ticket.reprintOf': 'ထပ်မံ ပရင့်ထုတ်ရန် {{ref}}',
    'ticket.preview': 'လက်မှတ် {{ref}}',
    'markets.child.corners': 'ထောင့်ကန်',
    'markets.selection': '{{market}}: {{choice}}',
    'odds.hdp': 'ဟန်းဒီကက်',
    'odds.fullTime': 'ပွဲပြီးချိန်',
    'odds.picked': 'ရွေးထားသည်- {{selection}}',
    'odds.typeName.5': 'မြန်မာ',
    'odds.table': 'ပေါက်ကြေးများ',
    'odds.priceLabel': '{{who}} {{market}} {{period}}၊ {{price}}',
    'market.today': 'ယနေ့',
  },
} as const;
type Lang = keyof typeof TEXTS;
type Key = keyof (typeof TEXTS)['en'];
const T =
  (lang: Lang) =>
  (key: Key, values: Record<string, string> = {}): string =>
    TEXTS[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
const NATIVE: Record<Lang, string> = { en: 'English', my: 'မြန်မာဘာသာ' };
const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The language and odds type are saved to the account: a private server keeps them from the other spec files.
test.describe.configure({ timeout: 240_000 });
let server: AccountServer;
test.beforeAll(async () => {
  // A second server in this process on a loaded machine: starting it can take longer than a test's default.
  test.setTimeout(240_000);
  server = await startAccountServer();
});
test.afterAll(async () => {
  await server?.close();
});

async function chooseLanguage(page: Page, from: Lang, to: Lang): Promise<void> {
  await page.goto(`${server.url}/desktop`);
  await chooseOption(page, T(from)('headerControls.language'), NATIVE[to]);
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** Presses Place bet and confirms in the player's language; answers the receipt's entry. */
async function placeIn(
  page: Page,
  lang: Lang,
  slip: Locator,
  stake = '10',
): Promise<{ ref: string; receipt: Locator }> {
  const t = T(lang);
  await slip.getByRole('textbox', { name: t('betslip.stake'), exact: true }).fill(stake);
  await slip.getByRole('button', { name: t('betslip.placeBet') }).click();
  await slip
    .getByRole('group', { name: t('betslip.confirmStep') })
    .getByRole('button', { name: t('betslip.confirm'), exact: true })
    .click();
  const placed = slip.getByRole('status').filter({ hasText: t('betslip.placed') });
  await expect(placed).toBeVisible();
  const ref = /SB\d{9}/.exec(await placed.innerText())?.[0] ?? '';
  expect(ref).not.toBe('');
  return { ref, receipt: placed.locator('li').filter({ hasText: ref }) };
}

/** The bet list row and the ticket of a bet: the pick as each names it, and the odds each shows. */
async function listAndTicket(page: Page, lang: Lang, ref: string, shot: string) {
  const t = T(lang);
  await page.goto(`${server.url}/info/betlist`);
  const row = page.getByRole('row', { name: t('betlist.rowLabel', { ref }) });
  // The bet list is a chunk of its own, loaded on the first visit: a loaded machine can take its time.
  await expect(row).toBeVisible({ timeout: 60_000 });
  const listed = {
    pick: (await row.locator('.bet-pick').innerText()).trim(),
    odds: await row.locator('td').nth(2).innerText(),
  };
  await screenshot(page, `${shot}-betlist`);
  await row.getByRole('button', { name: t('ticket.reprintOf', { ref }) }).click();
  const dialog = page.getByRole('dialog', { name: t('ticket.preview', { ref }) });
  const ticket = dialog.locator('.bet-ticket');
  await expect(ticket).toBeVisible({ timeout: 30_000 });
  const printed = {
    pick: (await ticket.locator('.ticket-pick').innerText()).trim(),
    text: await ticket.innerText(),
  };
  await screenshot(page, `${shot}-ticket`);
  await page.keyboard.press('Escape');
  return { listed, printed };
}

test('a corners bet reads as corners on the slip, the notice, the receipt, the bet list and the ticket, in English and Burmese', async ({
  page,
}) => {
  await page.goto(`${server.url}/desktop`);
  await login(page, 'demo01');
  await storedSession(page);
  for (const lang of ['en', 'my'] as const) {
    const t = T(lang);
    if (lang !== 'en') await chooseLanguage(page, 'en', lang);
    const corners = t('markets.child.corners');
    await page.getByRole('tab', { name: new RegExp(`^${esc(t('market.today'))}`) }).click();
    const row = page.locator('.match-row.child').filter({ hasText: corners }).first();
    await expect(row).toBeVisible({ timeout: 60_000 });
    const home = (await row.locator('.team.home').innerText()).trim();
    const hdp = t('odds.hdp');
    // The corners row's handicap, home side: the same teams and market as the match's own handicap above it.
    await row
      .getByRole('button', { name: new RegExp(`^${esc(home)} ${esc(hdp)} ${esc(t('odds.fullTime'))}`) })
      .click();
    const slip = page.getByRole('complementary', { name: t('betslip.title') });
    const pick = slip.locator('.slip-pick');
    await expect(pick).toContainText(corners);
    await expect(pick).toContainText(hdp);
    await expect(pick).toContainText(home);
    const name = (await pick.innerText()).trim();
    const odds = (await slip.getByLabel(t('betslip.odds'), { exact: true }).innerText())
      .replace('@', '')
      .trim();
    const notice = page.getByRole('status').filter({ hasText: t('odds.picked', { selection: '' }).trim() });
    await expect(notice).toContainText(name);
    await screenshot(page, `naming-corners-${lang}-slip`);

    const { ref, receipt } = await placeIn(page, lang, slip);
    await expect(receipt).toContainText(`${name} @ ${odds}`);
    await expect(receipt).toContainText(`${t('betslip.risk')}: `);
    // Placed, the pick is no longer "selected".
    await expect(notice).toBeHidden();
    await screenshot(page, `naming-corners-${lang}-receipt`);

    const { listed, printed } = await listAndTicket(page, lang, ref, `naming-corners-${lang}`);
    expect(listed.pick).toBe(name);
    expect(printed.pick).toBe(name);
  }
});

/** How a Myanmar price button names the side it backs, in each language (odds.myanmarGives / myanmarTakes). */
const MYANMAR_SIDE: Record<Lang, Record<'giving' | 'receiving', string>> = {
  en: { giving: 'giving', receiving: 'receiving' },
  my: { giving: 'ပေး', receiving: 'လက်ခံ' },
};
const LABEL_COMMA: Record<Lang, string> = { en: ',', my: '၊' };

test("a Myanmar pick shows its own side's quote as its button did, on the slip, the receipt, the bet list and the ticket, in English and Burmese", async ({
  page,
}) => {
  await page.goto(`${server.url}/desktop`);
  await login(page, 'mmk01');
  await storedSession(page);
  await page.getByText('Myanmar', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Myanmar' })).toBeChecked();
  // The giver's side in English, the receiver's in Burmese: each side's button shows its own share.
  for (const [lang, side] of [
    ['en', 'giving'],
    ['my', 'receiving'],
  ] as const) {
    const t = T(lang);
    if (lang !== 'en') await chooseLanguage(page, 'en', lang);
    await page.getByRole('tab', { name: new RegExp(`^${esc(t('market.today'))}`) }).click();
    const table = page.getByRole('region', { name: t('odds.table'), exact: true });
    const label = ` ${MYANMAR_SIDE[lang][side]} \\d*([+-]\\d+|=) ${esc(t('odds.hdp'))} ${esc(t('odds.fullTime'))}${LABEL_COMMA[lang]} ([+-]\\d+|=)$`;
    const button = table.getByRole('button', { name: new RegExp(label) }).first();
    await expect(button).toBeVisible({ timeout: 60_000 });
    const shown = (await button.innerText()).trim();
    expect(shown).toMatch(/^([+-]\d+|=)$/);
    await button.click();
    const slip = page.getByRole('complementary', { name: t('betslip.title') });
    await expect(slip.getByLabel(t('betslip.odds'), { exact: true })).toHaveText(`@ ${shown}`);
    const name = (await slip.locator('.slip-pick').innerText()).trim();
    await screenshot(page, `naming-myanmar-${lang}-slip`);

    const { ref, receipt } = await placeIn(page, lang, slip, '1000');
    await expect(receipt).toContainText(`@ ${shown}`);
    await screenshot(page, `naming-myanmar-${lang}-receipt`);

    const { listed, printed } = await listAndTicket(page, lang, ref, `naming-myanmar-${lang}`);
    expect(listed.pick).toBe(name);
    expect(listed.odds).toContain(shown);
    expect(printed.pick).toBe(name);
    expect(printed.text).toContain(shown);
  }
});
