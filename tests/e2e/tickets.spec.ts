import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { htmlLang } from '../../src/renderer/i18n/languages';
import { chooseOption, login, placeAndConfirm, screenshot } from './helpers';
import { createRoomByApi, placeSportsbookBet } from './tournament-helpers';

// Printed bet tickets in the browser build: a pre-match single is placed, its ticket printed through the
// browser's print dialog (window.print is replaced by a recorder, as no dialog can be answered headless), the
// print view rendered to PDF, a reprint from the bet list marked COPY, and Check ticket finding the player's own
// bet while refusing another player's exactly as an unknown ref no.

const slipOf = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });
const oddsRegion = (page: Page) => page.getByRole('region', { name: 'Odds' });
const MM_TO_PT = 72 / 25.4;

/** What each print call printed: the text of the ticket in the page when the dialog would have opened. */
async function recordPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const printed: string[] = [];
    (window as unknown as { printedTickets: string[] }).printedTickets = printed;
    window.print = () => {
      printed.push(document.querySelector('.bet-ticket')?.textContent ?? '');
    };
  });
}
const printed = (page: Page) =>
  page.evaluate(() => (window as unknown as { printedTickets: string[] }).printedTickets);

/** Places a pre-match handicap single of 10 as `account` and answers its ref no. */
async function placeSingle(page: Page, account: string): Promise<string> {
  await page.goto('/desktop');
  await login(page, account);
  // The shared machine can be slow to bring the odds in; nothing here depends on how long it takes.
  await expect(oddsRegion(page)).toBeVisible({ timeout: 30_000 });
  await oddsRegion(page)
    .getByRole('button', { name: /Handicap Full time, -?\d\.\d\d$/ })
    .first()
    .click();
  const slip = slipOf(page);
  await expect(slip.locator('.slip-item').first()).toBeVisible();
  await slip.getByRole('checkbox', { name: 'Accept any odds' }).check();
  await placeAndConfirm(slip, '10');
  const placed = slip.getByRole('status').filter({ hasText: 'Bet placed' });
  await expect(placed).toContainText('Accepted: your bet is running.', { timeout: 30_000 });
  const ref = /SB\d{9}/.exec(await placed.innerText())?.[0];
  expect(ref).toBeTruthy();
  return ref as string;
}

async function otherPlayersRef(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const ref = await placeSingle(page, 'demo02');
  await context.close();
  return ref;
}

test.describe.configure({ timeout: 180_000 });

test('a placed bet prints its ticket, the print view is the ticket alone, and a reprint says COPY', async ({
  page,
}) => {
  await recordPrints(page);
  const ref = await placeSingle(page, 'demo01');

  await slipOf(page)
    .getByRole('button', { name: `Print ticket ${ref}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Ticket ${ref}` });
  // The first ticket of a session loads the ticket layout's code: a loaded machine can take its time.
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const ticket = dialog.locator('.bet-ticket');
  await expect(ticket).toContainText('Sportsbook');
  await expect(ticket).toContainText(`Ref no${ref}`);
  await expect(ticket).toContainText(/Time\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2} GMT\+8/);
  await expect(ticket).toContainText('Bet typeSingle');
  // The market in words, never its code: "Handicap: <team> -0.25".
  await expect(ticket.locator('.ticket-pick')).toHaveText(/^Handicap: .+ [+-]?\d+\.\d\d$/);
  await expect(ticket).toContainText(/Odds-?\d+\.\d\d (Malay|Hong Kong|Indo|Decimal)/);
  await expect(ticket).toContainText('Stake10.00');
  await expect(ticket).toContainText(/Potential payout\d[\d,]*\.\d\d/);
  await expect(ticket.getByRole('img', { name: `QR code of ref no ${ref}` })).toBeVisible();
  await expect(ticket).not.toContainText('COPY');
  await screenshot(page, 'ticket-preview-en');

  await dialog.getByRole('button', { name: 'Print ticket' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Ticket ${ref} printed.`);
  const [original] = await printed(page);
  expect(original).toContain(ref);
  expect(original).not.toContain('COPY');

  // The print view: only the ticket is on the page, at the paper's width, and Chromium prints it to a PDF.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Reprint' })).toBeHidden();
  await expect(dialog.locator('.bet-ticket')).toBeVisible();
  await expect(dialog.locator('.bet-ticket')).toContainText(ref);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'));
  expect(Number(box?.[1])).toBeCloseTo(80 * MM_TO_PT, 0);
  expect((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBe(1);
  await page.emulateMedia({ media: 'screen' });

  // Printing the same ticket again from its preview prints a copy.
  await expect(dialog.locator('.ticket-copy')).toHaveText('COPY');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The bet list reprints it: the original is out, so it is a copy.
  await page.goto('/info/betlist');
  const row = page.getByRole('row', { name: `Bet ${ref}` });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: `Reprint ticket ${ref}` }).click();
  const again = page.getByRole('dialog', { name: `Ticket ${ref}` });
  await expect(again.locator('.ticket-copy')).toHaveText('COPY');
  await again.getByRole('button', { name: 'Reprint' }).click();
  await expect(again.getByRole('status')).toHaveText(`Ticket ${ref} printed.`);
  const prints = await printed(page);
  expect(prints.at(-1)).toContain('COPY');
  expect(prints.at(-1)).toContain(ref);
  await screenshot(page, 'ticket-reprint-en');
});

test("Check ticket finds the player's own bet by a typed or scanned ref no and refuses another player's", async ({
  page,
  browser,
}) => {
  const theirs = await otherPlayersRef(browser);
  const mine = await placeSingle(page, 'demo01');

  await page.goto('/info/checkticket');
  await expect(page.getByRole('heading', { name: 'Check ticket' })).toBeVisible({ timeout: 30_000 });
  const refBox = page.getByRole('textbox', { name: 'Ref no' });
  await expect(refBox).toBeFocused();
  // A keyboard-wedge scanner types the ref no and presses Enter.
  await refBox.pressSequentially(mine);
  await refBox.press('Enter');
  const result = page.getByRole('region', { name: `Ticket ${mine}` });
  await expect(result).toContainText('StatusRunning');
  await expect(result).toContainText(/Potential payout\d/);
  await screenshot(page, 'ticket-check-found');

  // The next scan replaces the last ref no; another player's bet answers as no bet at all.
  await refBox.pressSequentially(theirs);
  await refBox.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('None of your bets has this ref no.');
  await expect(result).toBeHidden();
  await refBox.fill('SB000000000');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('alert')).toHaveText('None of your bets has this ref no.');
  await refBox.fill('SB 1;');
  await refBox.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'A ref no has only letters, digits, - and _ (at most 40).',
  );
  await expect(refBox).toHaveAttribute('aria-invalid', 'true');
  await refBox.fill('');
  await refBox.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please enter the ref no.');
  await screenshot(page, 'ticket-check-refused');
});

test('the original is printed once: after a reload, and from the bet list, the next print is a COPY', async ({
  page,
}) => {
  await recordPrints(page);
  const ref = await placeSingle(page, 'demo01');
  const printFromBetList = async (): Promise<Locator> => {
    await page.goto('/info/betlist');
    const row = page.getByRole('row', { name: `Bet ${ref}` });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.getByRole('button', { name: `Reprint ticket ${ref}` }).click();
    const dialog = page.getByRole('dialog', { name: `Ticket ${ref}` });
    await expect(dialog.locator('.bet-ticket')).toBeVisible();
    return dialog;
  };

  // Never printed: after a reload the bet list prints the original.
  await page.reload();
  const first = await printFromBetList();
  await expect(first.locator('.ticket-copy')).toHaveCount(0);
  await first.getByRole('button', { name: 'Print ticket' }).click();
  await expect(first.getByRole('status')).toHaveText(`Ticket ${ref} printed.`);
  expect((await printed(page)).at(-1)).not.toContain('COPY');

  // The app forgets everything on a reload; the server remembers the print.
  await page.reload();
  const second = await printFromBetList();
  await expect(second.locator('.ticket-copy')).toHaveText('COPY');
  await second.getByRole('button', { name: 'Reprint' }).click();
  await expect(second.getByRole('status')).toHaveText(`Ticket ${ref} printed.`);
  expect((await printed(page)).at(-1)).toContain('COPY');
});

test('a tournament room bet prints a ticket with its room, selection and points, and reprints from the room bet list', async ({
  page,
  request,
}) => {
  await recordPrints(page);
  await placeSportsbookBet(request, 'demo05');
  const roomId = await createRoomByApi(request, 'demo05', `TK${Date.now() % 1e6}`);
  await page.goto(`/tournament2/room/${roomId}`);
  await login(page, 'demo05');
  const tour = page.getByRole('dialog', { name: 'Tournament guide' });
  await expect(page.getByRole('heading', { name: `Room ${roomId}` })).toBeVisible({ timeout: 30_000 });
  if (await tour.isVisible()) await tour.getByRole('button', { name: 'Skip' }).click();
  await page
    .getByRole('region', { name: 'Room matches' })
    .getByRole('button', { name: /, -?\d+\.\d\d$/ })
    .first()
    .click();
  const slip = page.getByRole('region', { name: 'Bet with points' });
  await slip.getByLabel('Points to bet').fill('150');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  const accepted = page.getByRole('region', { name: 'Bet accepted' });
  await expect(accepted.getByRole('status')).toHaveText(/^Bet T\d+ accepted: 150 points\.$/);
  const ref = /T\d+/.exec(await accepted.getByRole('status').innerText())?.[0] as string;

  await accepted.getByRole('button', { name: `Print ticket ${ref}` }).click();
  const dialog = page.getByRole('dialog', { name: `Ticket ${ref}` });
  const ticket = dialog.locator('.bet-ticket');
  await expect(ticket).toContainText('Tournament bet ticket');
  await expect(ticket).toContainText(`Ref no${ref}`);
  await expect(ticket).toContainText(`RoomRoom ${roomId}`);
  // The market in words, never its code.
  await expect(ticket.locator('.ticket-pick')).toHaveText(/^(Handicap|Over\/under|1X2|Money line): \S/i);
  await expect(ticket.locator('.ticket-pick')).not.toHaveText(/\b(hdp|ou|oxt|ml)\b/);
  await expect(ticket.locator('.ticket-match')).toContainText(' vs ');
  await expect(ticket).toContainText('Points staked150');
  await expect(ticket).toContainText(/Points to win\d+/);
  await expect(ticket).toContainText('Tournament points have no cash value');
  // Points are not money: no currency anywhere on the ticket.
  await expect(ticket).not.toContainText('MYR');
  await expect(ticket).not.toContainText('Stake');
  await expect(ticket).not.toContainText('COPY');
  await screenshot(page, 'ticket-room-en');
  await dialog.getByRole('button', { name: 'Print ticket' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Ticket ${ref} printed.`);
  expect((await printed(page)).at(-1)).toContain(`Room ${roomId}`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The room's bet list reprints it, as a copy; Check ticket finds it too.
  const row = page.getByRole('table', { name: 'My bets' }).getByRole('row').nth(1);
  await row.getByRole('button', { name: `Reprint ticket ${ref}` }).click();
  await expect(dialog.locator('.ticket-copy')).toHaveText('COPY');
  await dialog.getByRole('button', { name: 'Reprint' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Ticket ${ref} printed.`);
  expect((await printed(page)).at(-1)).toContain('COPY');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.goto('/info/checkticket');
  const refBox = page.getByRole('textbox', { name: 'Ref no' });
  await refBox.fill(ref);
  await refBox.press('Enter');
  await expect(page.getByRole('region', { name: `Ticket ${ref}` })).toContainText('Points staked150');
});

const LANGUAGES = [
  { code: 'en', native: 'English', language: 'Language', check: 'Check ticket', copy: 'COPY' },
  { code: 'cn', native: '简体中文', language: '语言', check: '查询投注单', copy: '副本' },
  { code: 'th', native: 'ภาษาไทย', language: 'ภาษา', check: 'ตรวจสอบตั๋ว', copy: 'สำเนา' },
  { code: 'my', native: 'မြန်မာဘာသာ', language: 'ဘာသာစကား', check: 'လက်မှတ် စစ်ဆေးရန်', copy: 'မိတ္တူ' },
  { code: 'tw', native: 'ភាសាខ្មែរ', language: 'ភាសា', check: 'ពិនិត្យសំបុត្រ', copy: 'ច្បាប់ចម្លង' },
] as const;

test('the ticket in English, Chinese, Thai, Burmese and Khmer at 80 and 58 mm (screenshots)', async ({
  page,
}) => {
  mkdirSync('test-results/screens', { recursive: true });
  const ref = await placeSingle(page, 'demo01');
  let language: string = LANGUAGES[0].language;
  for (const lang of LANGUAGES) {
    await page.goto('/desktop');
    await chooseOption(page, language, lang.native);
    language = lang.language;
    // The language's texts arrive after the choice: leaving the page before they do keeps the one before.
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(lang.code));
    await page.goto('/info/checkticket');
    await expect(page.getByRole('heading', { name: lang.check })).toBeVisible({ timeout: 30_000 });
    const box = page.getByRole('textbox').first();
    await box.fill(ref);
    await box.press('Enter');
    const ticket = page.locator('.bet-ticket');
    await expect(ticket.locator('.ticket-copy')).toHaveText(lang.copy);
    await expect(ticket.locator('.ticket-pick')).not.toBeEmpty();
    await ticket.screenshot({ path: `test-results/screens/ticket-80mm-${lang.code}.png` });
    // The 58 mm roll: the same component with the narrow paper's class (the shipped config prints 80 mm).
    await ticket.evaluate((el) => el.classList.replace('paper-80', 'paper-58'));
    await ticket.screenshot({ path: `test-results/screens/ticket-58mm-${lang.code}.png` });
    const width = await ticket.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeCloseTo((58 * 96) / 25.4, 0);
    // Nothing on the narrow ticket runs past its edge.
    const overflow = await ticket.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
