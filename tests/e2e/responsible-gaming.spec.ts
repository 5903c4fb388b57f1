import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { chooseOption, DEMO_PASSWORD, login, placeAndConfirm, SCREENS, screenshot } from './helpers';
import { startAccountServer } from './account-server';
import type { AccountServer } from './account-server';

// My account > Responsible gaming against a private reference server (account-server.ts): each test's player is
// new, so the limits and exclusions set here never reach other spec files. The reality check runs on the page's
// clock, which the test moves forward instead of waiting a minute.

test.describe.configure({ timeout: 180_000 });

let server: AccountServer;
test.beforeAll(async () => {
  server = await startAccountServer();
});
test.afterAll(async () => {
  await server?.close();
});

async function newPlayer(page: Page, accountId: string): Promise<void> {
  await server.createMember(accountId, 'MYR', DEMO_PASSWORD);
  await page.goto(`${server.url}/`);
  await login(page, accountId);
  await expect(page).toHaveURL(/\/desktop$/);
}

async function openResponsibleGaming(page: Page): Promise<void> {
  await page.goto(`${server.url}/info/settings`);
  await page.getByRole('link', { name: 'Responsible gaming: limits, reality check and time-out' }).click();
  await expect(page.getByRole('heading', { name: 'Responsible gaming', level: 1 })).toBeVisible();
}

test('a stake limit set in My account refuses a bet with the translated message; a raise shows when it applies', async ({
  page,
}) => {
  await newPlayer(page, 'rgstake01');
  await openResponsibleGaming(page);
  const daily = page.getByRole('group', { name: 'Daily stake limit' });
  await expect(daily).toContainText('No limit');

  // Bad input is refused beside the field and nothing is sent.
  await daily.getByRole('textbox', { name: 'New limit: Daily stake limit' }).fill('5.555');
  await daily.getByRole('button', { name: 'Save: Daily stake limit' }).click();
  await expect(daily.getByRole('alert')).toHaveText('Enter an amount of 0 or more, with at most 2 decimals.');
  await expect(daily).toContainText('No limit');

  await daily.getByRole('textbox', { name: 'New limit: Daily stake limit' }).fill('5');
  await daily.getByRole('button', { name: 'Save: Daily stake limit' }).click();
  await expect(daily.locator('dd').first()).toHaveText(/5\.00/);

  // A raise waits 24 hours: the limit in force stays, the new value and its date are shown.
  await daily.getByRole('textbox', { name: 'New limit: Daily stake limit' }).fill('50');
  await daily.getByRole('button', { name: 'Save: Daily stake limit' }).click();
  await expect(daily).toContainText(/Changes to .*50\.00 on .*GMT\+8/);
  await expect(daily.locator('dd').first()).toHaveText(/5\.00/);
  await screenshot(page, 'responsible-gaming-en');

  await page.goto(`${server.url}/desktop`);
  await page.getByRole('tab', { name: /^Today/ }).click();
  await page
    .getByRole('region', { name: 'Odds' })
    .getByRole('button', { name: /Handicap Full time, -?\d\.\d\d$/ })
    .first()
    .click();
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  await expect(slip.locator('.slip-item')).toHaveCount(1);
  await slip.getByRole('checkbox', { name: 'Accept any odds' }).check();
  await placeAndConfirm(slip, '10');
  await expect(
    slip.getByRole('alert').filter({ hasText: 'Your stake limit for this period is reached.' }),
  ).toBeVisible();
  await screenshot(page, 'responsible-gaming-refused-en');

  // The same refusal in Thai and Chinese: the slip words the code in the language chosen.
  await chooseOption(page, 'Language', 'ภาษาไทย');
  await expect(
    page
      .getByRole('complementary', { name: 'ใบเดิมพัน' })
      .getByRole('alert')
      .filter({ hasText: 'ถึงวงเงินเดิมพันของช่วงนี้แล้ว' }),
  ).toBeVisible();
  await chooseOption(page, 'ภาษา', '简体中文');
  await expect(page.getByRole('alert').filter({ hasText: '已达到本期的投注额上限' })).toBeVisible();
  await screenshot(page, 'responsible-gaming-refused-cn');
  await chooseOption(page, '语言', 'English');
});

test('a stake limit stops a slot spin, a live casino deal and a 4D bet, each told in words which limit', async ({
  page,
}) => {
  await newPlayer(page, 'rggames01');
  await openResponsibleGaming(page);
  const daily = page.getByRole('group', { name: 'Daily stake limit' });
  await daily.getByRole('textbox', { name: 'New limit: Daily stake limit' }).fill('0.5');
  await daily.getByRole('button', { name: 'Save: Daily stake limit' }).click();
  await expect(daily.locator('dd').first()).toHaveText(/0\.50/);
  const stakeLimit = 'Your stake limit for this period is reached.';

  // A slot of the provider's pages: the spin is refused in words, not as a fault to try again.
  await page.goto(`${server.url}/slots`);
  const slotPopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Play Moon Rabbit' }).click();
  const slot = await slotPopup;
  await slot.getByLabel('Stake').selectOption('1.00');
  await slot.getByRole('button', { name: 'Spin' }).click();
  await expect(slot.getByRole('status').filter({ hasText: stakeLimit })).toBeVisible();
  await expect(slot.getByText(/Something went wrong/)).toHaveCount(0);
  await screenshot(slot, 'rg-refused-slot-en');
  await slot.close();

  // Live casino: a baccarat deal.
  await page.goto(`${server.url}/casino`);
  const casinoPopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Play Baccarat Classic' }).click();
  const casino = await casinoPopup;
  await casino.getByLabel('Stake').selectOption('1.00');
  await casino.getByRole('button', { name: /^Bet Banker/ }).click();
  await casino.getByRole('button', { name: 'Deal' }).click();
  await expect(casino.getByRole('status').filter({ hasText: stakeLimit })).toBeVisible();
  await expect(casino.getByText(/Something went wrong/)).toHaveCount(0);
  await screenshot(casino, 'rg-refused-live-casino-en');
  await casino.close();

  // 4D: the page's own message and the dialog both say it; the code never shows.
  await page.goto(`${server.url}/w4d`);
  await expect(page.getByRole('heading', { name: /^Open draw #\d+$/ })).toBeVisible();
  await page.getByLabel('Number').fill('2580');
  await expect(page.getByText('Total cost: 1.00')).toBeVisible();
  await page.getByRole('button', { name: 'Place bet' }).click();
  // 4D asks for confirmation first, as the slip does; the server refuses once the bet is sent.
  await page
    .getByRole('dialog', { name: 'Confirm your 4D bet' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: stakeLimit }).first()).toBeVisible();
  await expect(page.getByText('stakeLimitReached')).toHaveCount(0);
  await screenshot(page, 'rg-refused-w4d-en');
});

test('the reality check appears after the chosen interval with time played and net result; continue or log out', async ({
  page,
}) => {
  await page.clock.install();
  await newPlayer(page, 'rgreality01');
  await openResponsibleGaming(page);
  const field = page.getByRole('textbox', { name: 'Remind me every (minutes, 1 to 240)' });
  await field.fill('0');
  await page.getByRole('button', { name: 'Save: Reality check' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter whole minutes from 1 to 240.' }),
  ).toBeVisible();
  await field.fill('1');
  await page.getByRole('button', { name: 'Save: Reality check' }).click();
  await expect(page.getByText('Current: Every minute')).toBeVisible();

  await page.goto(`${server.url}/desktop`);
  await expect(page.getByRole('complementary', { name: 'Bet slip' })).toBeVisible();
  const dialog = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward('01:05');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have been playing for 0 h 1 min.');
  await expect(dialog).toContainText(/Your net result since you logged in: .*0\.00/);
  await screenshot(page, 'responsible-gaming-reality-en');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveCount(0);

  await page.clock.fastForward('01:05');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a time-out is confirmed as final, logs out, and the login then says until when', async ({ page }) => {
  await newPlayer(page, 'rgexclude01');
  await openResponsibleGaming(page);
  await page.getByRole('button', { name: 'Time-out for 24 hours' }).click();
  const confirm = page.getByRole('dialog', { name: 'Time-out for 24 hours' });
  await expect(confirm).toContainText(/cannot log in again until .*GMT\+8/);
  await expect(confirm).toContainText('This cannot be undone or ended early.');
  await screenshot(page, 'responsible-gaming-confirm-en');
  await confirm.getByRole('button', { name: 'Yes, log me out until then' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await page.goto(`${server.url}/`);
  await login(page, 'rgexclude01');
  await expect(page.getByRole('alert')).toContainText(
    /You chose a time-out or self-exclusion, so your account cannot log in until .*GMT\+8\./,
  );
  await screenshot(page, 'responsible-gaming-login-refused-en');
});

// Screens to look at: the page, in the languages whose text runs longest or uses its own script, and every theme.
const LANGUAGES = [
  { native: '简体中文', label: '语言', title: '负责任博彩', name: 'cn' },
  { native: 'ภาษาไทย', label: 'ภาษา', title: 'การเล่นอย่างรับผิดชอบ', name: 'th' },
  { native: 'မြန်မာဘာသာ', label: 'ဘာသာစကား', title: 'တာဝန်ယူမှုရှိသော ကစားခြင်း', name: 'my' },
  { native: 'ភាសាខ្មែរ', label: 'ភាសា', title: 'ការលេងប្រកបដោយការទទួលខុសត្រូវ', name: 'km' },
  { native: 'English', label: 'Language', title: 'Responsible gaming', name: 'en' },
] as const;

test(
  'the page in Chinese, Thai, Burmese, Khmer and English, at two sizes and in every theme (screenshots)',
  { tag: SCREENS },
  async ({ page }) => {
    test.setTimeout(400_000);
    await newPlayer(page, 'rgscreens01');
    await openResponsibleGaming(page);
    await page.getByRole('textbox', { name: 'New limit: Weekly loss limit' }).fill('200');
    await page.getByRole('button', { name: 'Save: Weekly loss limit' }).click();
    await page.getByRole('textbox', { name: 'New limit: Weekly loss limit' }).fill('900');
    await page.getByRole('button', { name: 'Save: Weekly loss limit' }).click();
    await expect(page.getByRole('group', { name: 'Weekly loss limit' })).toContainText('Changes to');
    let label = 'Language';
    for (const lang of LANGUAGES) {
      await page.goto(`${server.url}/desktop`);
      // The server's copy of the settings wins at the next page load, so the choice must have reached it.
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/usersettings') && r.request().postData()?.includes('"settings"') === true,
      );
      await chooseOption(page, label, lang.native);
      await saved;
      label = lang.label;
      for (const size of [
        { width: 1366, height: 768 },
        { width: 1920, height: 1080 },
      ]) {
        await page.setViewportSize(size);
        await page.goto(`${server.url}/info/responsible`);
        await expect(page.getByRole('heading', { name: lang.title, level: 1 })).toBeVisible();
        await screenshot(page, `responsible-gaming-${lang.name}-${size.width}`);
      }
    }
    for (const theme of ['Light', 'Dark', 'Classic blue']) {
      await page.goto(`${server.url}/info/settings`);
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/usersettings') && r.request().postData()?.includes('"settings"') === true,
      );
      await page.getByLabel('Theme').selectOption({ label: theme });
      await saved;
      await page.goto(`${server.url}/info/responsible`);
      await expect(page.getByRole('heading', { name: 'Responsible gaming', level: 1 })).toBeVisible();
      await screenshot(page, `responsible-gaming-theme-${theme.replace(' ', '-').toLowerCase()}`);
    }
  },
);
