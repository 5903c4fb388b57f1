import { expect, test } from '@playwright/test';
import { login, openSection, screenshot } from './helpers';

// Video poker end to end: stake and deal five cards, hold two, draw, and see the final hand and its result.

test('deal, hold two cards, draw and see the result, then find the round in the bet list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/desktop');
  await login(page, 'demo01');
  // The header's menu reaches the game from the sportsbook.
  await openSection(page, 'Video poker');
  await expect(page).toHaveURL(/\/videopoker$/);
  await expect(page.getByRole('table', { name: 'Paytable (returns per unit staked)' })).toContainText(
    'Royal flush800',
  );
  await page.getByLabel('Stake (whole units)').fill('2');
  await page.getByRole('button', { name: 'Deal' }).click();
  const cards = page.getByRole('list', { name: 'Your cards' }).getByRole('button');
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toHaveAccessibleName(
    /^(2|3|4|5|6|7|8|9|10|J|Q|K|A) of (spades|hearts|diamonds|clubs)$/,
  );
  await cards.nth(0).click();
  await cards.nth(2).click();
  await expect(cards.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.nth(1)).toHaveAttribute('aria-pressed', 'false');
  const kept = [await cards.nth(0).getAttribute('aria-label'), await cards.nth(2).getAttribute('aria-label')];
  await screenshot(page, 'videopoker-dealt');
  await page.getByRole('button', { name: 'Draw' }).click();
  await expect(page.getByRole('status').filter({ hasText: /you win|No winning hand/ })).toBeVisible();
  await expect(cards.nth(0)).toHaveAccessibleName(kept[0] ?? '');
  await expect(cards.nth(2)).toHaveAccessibleName(kept[1] ?? '');
  await expect(page.getByText(/^Deck seed: [0-9a-f]{64}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deal' })).toBeVisible();
  await screenshot(page, 'videopoker-drawn');

  // The round is a settled bet of the bet list, named by the game and its final hand.
  const result =
    (await page
      .getByRole('status')
      .filter({ hasText: /you win|No winning hand/ })
      .textContent()) ?? '';
  const hand = /^(.+): you win/.exec(result)?.[1];
  await page.goto('/info/betlist');
  await page.getByRole('tab', { name: 'Settled' }).click();
  const row = page.getByRole('row', { name: /^Bet P\d+$/ }).first();
  await expect(row).toContainText('Video poker');
  if (hand) await expect(row).toContainText(hand);
  await expect(row).toContainText('2.00');
  // A round has no odds: no odds type is named (never a translation key).
  await expect(row).not.toContainText('typeName');
  await screenshot(page, 'videopoker-betlist');
});
