import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, screenshot } from './helpers';

// The mini games panel end to end: opened from the sportsbook's header, a baccarat round and a slot spin played by
// keyboard and by role, the balance moving by exactly each round's result, a bad stake refused with nothing changed,
// and the rounds in the bet list. demo04 plays here only, so no other spec moves its balance meanwhile.

const amount = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);

/** The balance the panel's heading shows, in minor units. */
async function panelBalance(panel: Locator): Promise<number> {
  const text = (await panel.getByText(/^Balance: [\d,]+\.\d\d$/).textContent()) ?? '';
  return amount(text.replace('Balance: ', ''));
}

/** What a round returned, from its announced summary ("You win 5.00." / "Your stake of 2.00 is returned." / "No win"). */
function returned(summary: string): number {
  const won =
    /You win ([\d,]+\.\d\d)\./.exec(summary) ?? /Your stake of ([\d,]+\.\d\d) is returned\./.exec(summary);
  return won ? amount(won[1] as string) : 0;
}

async function playAndCheck(page: Page, panel: Locator, stakeMinor: number, play: () => Promise<void>) {
  const before = await panelBalance(panel);
  await play();
  const summary = panel.getByRole('status');
  await expect(summary).toContainText('Balance:');
  const text = (await summary.textContent()) ?? '';
  const expected = before - stakeMinor + returned(text);
  // The round's answer and the panel's heading (the wallet, refreshed) both show the new balance.
  expect(amount(/Balance: ([\d,]+\.\d\d)/.exec(text)?.[1] ?? '')).toBe(expected);
  await expect.poll(() => panelBalance(panel)).toBe(expected);
  return text;
}

test('opens the mini games from the sportsbook, plays baccarat and a slot, and lists both rounds', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/desktop');
  await login(page, 'demo04');
  await expect(page).toHaveURL(/\/desktop$/);
  await page.getByRole('button', { name: 'Mini games' }).click();
  const panel = page.getByRole('dialog', { name: /Mini games/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Mini casino' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Quick Baccarat' })).toHaveAttribute('aria-pressed', 'true');

  // A bad stake: a translated error, nothing sent, nothing changed.
  const stake = panel.getByRole('textbox', { name: 'Stake' });
  const before = await panelBalance(panel);
  await stake.fill('0.05');
  await stake.press('Enter');
  await expect(panel.getByRole('alert')).toHaveText(
    'Enter a stake from 0.10 to 1,000.00, with at most two decimals.',
  );
  await expect(stake).toHaveAttribute('aria-invalid', 'true');
  await stake.fill('1.234');
  await stake.press('Enter');
  await expect(panel.getByRole('alert')).toBeVisible();
  await expect(panel.getByRole('status')).toHaveCount(0);
  expect(await panelBalance(panel)).toBe(before);

  // Baccarat by keyboard: the Player side, a typed stake, Enter deals.
  await panel.getByRole('radio', { name: 'Banker' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(panel.getByRole('radio', { name: 'Player' })).toBeChecked();
  await stake.fill('2.50');
  const baccarat = await playAndCheck(page, panel, 250, () => stake.press('Enter'));
  expect(baccarat).toMatch(/You win|No win this round|is returned/);
  await expect(
    panel.getByRole('list', { name: 'Player' }).getByRole('listitem').first(),
  ).toHaveAccessibleName(/^(A|[2-9]|10|J|Q|K) of (spades|hearts|diamonds|clubs)$/);
  await screenshot(page, 'minigames-baccarat');

  // A slot: choose the title by keyboard, spin with the button.
  const slot = panel.getByRole('button', { name: 'Lucky Sevens' });
  await slot.focus();
  await page.keyboard.press('Space');
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await stake.fill('1');
  await playAndCheck(page, panel, 100, () => panel.getByRole('button', { name: 'Spin' }).click());
  await expect(panel.getByRole('img', { name: /^Centre line: / })).toBeVisible();
  await screenshot(page, 'minigames-slot');
  // The panel with a result on show has no serious or critical accessibility finding (the pointer moved off the
  // button it pressed, whose hover colour is not what the scan is about).
  await page.mouse.move(0, 0);
  const axe = await new AxeBuilder({ page }).include('.mini-games').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // Escape closes the panel and gives focus back to the sportsbook.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // Both rounds are settled bets of the bet list, named by their title.
  await page.goto('/info/betlist');
  await page.getByRole('tab', { name: 'Settled' }).click();
  const rows = page.getByRole('row', { name: /^Bet G\d+$/ });
  await expect(rows.filter({ hasText: 'Lucky Sevens' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Lucky Sevens' })).toContainText('Mini slot');
  await expect(rows.filter({ hasText: 'Quick Baccarat' })).toContainText('Mini baccarat');
  await expect(rows.filter({ hasText: 'Quick Baccarat' })).toContainText('2.50');
  await screenshot(page, 'minigames-betlist');
});

test('an account with the mini games switched off sees them disabled, with the reason', async ({ page }) => {
  await page.goto('/desktop');
  await login(page, 'nogames01');
  await page.getByRole('button', { name: 'Mini games' }).click();
  const panel = page.getByRole('dialog', { name: /Mini games/ });
  await expect(
    panel.getByText('Mini casino is not available for your account. Please contact your upline.').first(),
  ).toBeVisible();
  await expect(
    panel.getByText('Mini slots are not available for your account. Please contact your upline.'),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: /^(Deal|Roll|Spin)$/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Quick Baccarat' })).toHaveAccessibleDescription(
    'Mini casino is not available for your account. Please contact your upline.',
  );
  await screenshot(page, 'minigames-disabled');
});
