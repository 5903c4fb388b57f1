import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { runAdminCommand, type AdminDeps } from '../../src/server/admin/commands';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/open';
import { seedDemoData } from '../../src/server/seed/index';
import { LINE_STATE } from '../../src/shared/feed/layout';
import { ODDS_TYPES } from '../../src/shared/constants';
import { formatPrice } from '../../src/shared/odds/price';
import { chooseOption, login, SCREENS, screenshot } from './helpers';

// The odds booster end to end, on a private reference server in this process so the test can act as the operator
// through the admin CLI's commands (create and change a boost) while a player bets on it in the browser: the
// Booster tab lists the simulator's boosts and the operator's, the grid marks a boosted selection, a stake over the
// player's limit is refused in the form, a boost changed under the player is refused as an odds change and taken
// at the new price once confirmed again, and the bet shows in the bet list at the boosted odds.

type App = Awaited<ReturnType<typeof buildApp>>;
let app: App;
let url = '';
let admin: AdminDeps;

test.beforeAll(async () => {
  const db = await openDatabase({});
  await seedDemoData(db);
  app = await buildApp({ db, now: () => Date.now(), webRoot: resolve('out/web') });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = {
    db: async () => db,
    engines: async () => app.engines,
    operatorSecret: () => 'unused',
    now: () => Date.now(),
    readStdin: async () => '',
  };
});
test.afterAll(async () => {
  await app?.close();
});

const run = (line: string[]) => runAdminCommand(line[0]!, line.slice(1), admin);

/** A soccer match open to pre-match bets with its away-win price in decimal odds, the one the operator boosts. */
function preMatch() {
  const m = [...app.odds.sync().matches.values()].find(
    (x) =>
      x.sport.id === 1 &&
      x.type === 1 &&
      x.state === 'pre' &&
      x.lines.some(
        (l) => l[0] === 'oxt' && l[1] === 0 && l[6] === LINE_STATE.RUNNING && (l[5] as number) > 0,
      ),
  )!;
  const line = m.lines.find((l) => l[0] === 'oxt' && l[1] === 0)!;
  return { m, decimal: Number(formatPrice(line[5] as number, ODDS_TYPES.DEC)) };
}

async function openDesktop(page: Page, account = 'demo01'): Promise<void> {
  await page.goto(`${url}/desktop`);
  await login(page, account);
  await expect(page.getByRole('tab', { name: /^Booster \(\d+\)$/ })).toBeVisible();
}

test('an operator boost: listed beside the original odds, limit refused in the form, a changed boost confirmed again, the bet in the bet list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { m, decimal } = preMatch();
  const boosted = (decimal + 0.5).toFixed(2);
  const created = await run([
    'boost-create',
    String(m.id),
    '--market',
    'oxt',
    '--choice',
    '2',
    '--price',
    boosted,
    '--max-stake',
    '100',
    '--budget',
    '1000',
  ]);
  const boostId = /boost (\d+)/.exec(created)![1]!;

  await openDesktop(page);
  await page.getByRole('tab', { name: /^Booster \(\d+\)$/ }).click();
  const panel = page.getByRole('region', { name: 'Odds booster' });
  const row = panel.getByRole('row').filter({ hasText: `${m.home} vs ${m.away}` });
  await expect(row).toContainText(decimal.toFixed(2));
  await expect(row).toContainText('100.00');
  await expect(row).toContainText('1,000.00');
  // The simulator's own boosts are listed too (three home wins).
  await expect(panel.getByRole('button', { name: /^Bet on .* at the boosted odds/ })).not.toHaveCount(1);
  await row
    .getByRole('button', {
      name: new RegExp(
        `at the boosted odds ${boosted.replace('.', '\\.')} \\(was ${decimal.toFixed(2).replace('.', '\\.')}\\)$`,
      ),
    })
    .click();

  const form = page.getByRole('form', { name: 'Boosted bet' });
  await expect(form).toContainText(`Boosted odds ${boosted}`);
  await expect(form).toContainText('You may stake up to 100.00 on this boost.');
  const stake = form.getByRole('textbox', { name: 'Stake' });
  await stake.fill('150');
  await expect(form.getByRole('alert')).toHaveText('Your stake exceeds the max stake.');
  await expect(form.getByRole('button', { name: 'Place boosted bet' })).toBeDisabled();
  await stake.fill('40');
  await screenshot(page, 'booster-form');

  // Placing asks for the confirmation the slip asks for, naming the bet and its stake with the currency; Cancel
  // sends nothing.
  await form.getByRole('button', { name: 'Place boosted bet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your boosted bet' });
  await expect(confirm).toContainText(
    `${m.home} vs ${m.away}, at the boosted odds ${boosted}: stake 40.00 MYR.`,
  );
  await screenshot(page, 'booster-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByRole('status').filter({ hasText: /^Bet placed/ })).toHaveCount(0);

  // The operator raises the boost while the player is about to confirm: the old offer is refused as an odds change.
  const raised = (decimal + 0.6).toFixed(2);
  await form.getByRole('button', { name: 'Place boosted bet' }).click();
  await expect(confirm).toBeVisible();
  await run(['boost-change', boostId, '--price', raised]);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'The odds have changed. Check the new odds and confirm again.',
  );
  await expect(form).toContainText(`Boosted odds ${raised}`);
  await form.getByRole('button', { name: 'Place boosted bet' }).click();
  await expect(confirm).toContainText(`at the boosted odds ${raised}: stake 40.00 MYR.`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const placed = panel.getByRole('status').filter({ hasText: /^Bet placed: SB\d+, stake 40\.00 at / });
  await expect(placed).toHaveText(new RegExp(`stake 40\\.00 at ${raised.replace('.', '\\.')}\\.$`));
  const ref = /SB\d+/.exec((await placed.textContent()) ?? '')![0];
  await expect(row).toContainText('staked 40.00');
  await expect(row).toContainText('960.00');
  await screenshot(page, 'booster-placed');

  // The grid marks the boosted selection; its mark opens the boost's form in the Booster tab.
  await page.getByRole('tab', { name: /^Early/ }).click();
  const marks = page.getByRole('button', { name: /^Boosted odds \d+\.\d\d: open in the Booster tab$/ });
  const today = page.getByRole('tab', { name: /^Today/ });
  if ((await marks.count()) === 0) await today.click();
  await expect(marks.first()).toBeVisible();
  await screenshot(page, 'booster-grid-mark');
  await marks.first().click();
  await expect(page.getByRole('tab', { name: /^Booster/, selected: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Boosted bet' })).toBeVisible();

  await page.goto(`${url}/info/betlist`);
  await page.getByRole('tab', { name: 'Running' }).click();
  const bet = page.getByRole('row', { name: `Bet ${ref}` });
  await expect(bet).toBeVisible();
  await expect(bet).toContainText(raised);
  // Marked as boosted, the feed odds it beat struck through beside the boosted odds.
  await expect(bet.getByText('Boosted', { exact: true })).toBeVisible();
  await expect(bet.locator('s')).toHaveText(/^\d+\.\d\d$/);
  await screenshot(page, 'booster-betlist-boosted');
});

const THEMES = [
  { name: 'color2', label: null },
  { name: 'light', label: 'Light' },
  { name: 'dark', label: 'Dark' },
] as const;

test(
  'the Booster tab in every theme and size, and in Burmese, Thai and Khmer (screenshots)',
  { tag: SCREENS },
  async ({ page }) => {
    test.setTimeout(400_000);
    await openDesktop(page, 'demo02');
    for (const theme of THEMES) {
      if (theme.label) {
        await page.goto(`${url}/info/settings`);
        await page.getByLabel('Theme').selectOption({ label: theme.label });
        await page.goto(`${url}/desktop`);
      }
      for (const [w, h] of [
        [1366, 768],
        [1920, 1080],
      ] as const) {
        await page.setViewportSize({ width: w, height: h });
        await page.getByRole('tab', { name: /^Booster \(\d+\)$/ }).click();
        await page
          .getByRole('button', { name: /^Bet on .* at the boosted odds/ })
          .first()
          .click();
        await expect(page.getByRole('form', { name: 'Boosted bet' })).toBeVisible();
        await screenshot(page, `booster-${theme.name}-${w}`);
        await page.getByRole('tab', { name: /^Today/ }).click();
        await screenshot(page, `booster-grid-${theme.name}-${w}`);
      }
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    let language = 'Language';
    for (const [native, next, tab] of [
      ['မြန်မာဘာသာ', 'ဘာသာစကား', /^ဘူစ့်/],
      ['ภาษาไทย', 'ภาษา', /^ราคาพิเศษ/],
      ['ភាសាខ្មែរ', 'ភាសា', /^បង្កើនហាងឆេង/],
      ['English', 'Language', /^Booster/],
    ] as const) {
      await chooseOption(page, language, native);
      language = next;
      await page.getByRole('tab', { name: tab }).click();
      await page.locator('.booster-price').first().click();
      await screenshot(page, `booster-lang-${native}`);
    }
  },
);
