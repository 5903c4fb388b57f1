import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { chooseOption, login, screenshot } from './helpers';

// The tournament guide is a real guided tour: each of its ten steps points at the control it explains (the tour's
// highlight sits on that control), it is named as a dialog, works from the keyboard, and speaks the player's language.

/** The tour's highlight box (antd draws it over the step's target) and the target's box agree to a few pixels. */
async function expectHighlighted(page: Page, target: Locator): Promise<void> {
  await expect(target.first()).toBeVisible();
  const highlight = page.locator('.ant-tour-target-placeholder');
  await expect(async () => {
    const [h, t] = await Promise.all([highlight.boundingBox(), target.first().boundingBox()]);
    expect(h && t).toBeTruthy();
    const centre = (b: { x: number; y: number; width: number; height: number }) => [
      b.x + b.width / 2,
      b.y + b.height / 2,
    ];
    const [hx, hy] = centre(h!);
    const [tx, ty] = centre(t!);
    expect(Math.abs(hx! - tx!)).toBeLessThan(4);
    expect(Math.abs(hy! - ty!)).toBeLessThan(4);
  }).toPass({ timeout: 10_000 });
}

async function openTournament(page: Page, account = 'demo03'): Promise<Locator> {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/tournament2/home');
  await login(page, account);
  await expect(page.locator('[data-tour-checked="true"]')).toHaveCount(1);
  return page.getByRole('dialog', { name: 'Tournament guide' });
}

test('the guide points each step at its control, by mouse and by keyboard, and Escape closes it', async ({
  page,
}) => {
  const tour = await openTournament(page);
  // A first visit opens the guide by itself; otherwise Help opens it.
  if (!(await tour.isVisible())) await page.getByRole('button', { name: 'Help: guided tour' }).click();
  await expect(tour.getByText('Step 1 of 10')).toBeVisible();
  await expectHighlighted(page, page.getByRole('heading', { name: 'Tournament', level: 1 }));
  await screenshot(page, 'tournament-tour-step1');

  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour.getByText('Step 2 of 10')).toBeVisible();
  await expectHighlighted(page, page.locator('[data-tour="filters"]'));

  // The keyboard: the primary button holds the focus, so Enter walks on.
  await expect(tour.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tour.getByText('Step 3 of 10')).toBeVisible();
  await expectHighlighted(page, page.locator('[data-tour="search"]'));

  await tour.getByRole('button', { name: 'Next' }).click();
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour.getByText('Step 5 of 10')).toBeVisible();
  await expectHighlighted(page, page.getByRole('link', { name: 'Create room' }));
  await screenshot(page, 'tournament-tour-step5');

  await tour.getByRole('button', { name: 'Back' }).click();
  await expect(tour.getByText('Step 4 of 10')).toBeVisible();
  for (let step = 5; step <= 10; step++) await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour.getByText('Step 10 of 10')).toBeVisible();
  await expectHighlighted(page, page.getByRole('button', { name: 'Help: guided tour' }));

  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  // Closed is seen: a reload does not open it again.
  await page.reload();
  await expect(page.locator('[data-tour-checked="true"]')).toHaveCount(1);
  await expect(tour).toBeHidden();
});

for (const language of [
  // One account each: the language a player picks is kept with the account.
  { code: 'th', name: 'ภาษาไทย', account: 'demo04' },
  { code: 'my', name: 'မြန်မာဘာသာ', account: 'demo05' },
  { code: 'tw', name: 'ភាសាខ្មែរ', account: 'demo02' },
]) {
  test(`the guide speaks ${language.code}`, async ({ page }) => {
    const tour = await openTournament(page, language.account);
    if (await tour.isVisible()) await tour.getByRole('button', { name: 'Skip' }).click();
    await chooseOption(page, 'Language', language.name);
    await page.locator('.tournament-page [data-tour="help"]').click();
    const guide = page.locator('.ant-tour-panel');
    await expect(guide).toBeVisible();
    await expect(guide).not.toContainText('Step 1 of 10');
    await expect(guide.locator('.ant-btn-primary')).toBeFocused();
    await screenshot(page, `tournament-tour-${language.code}`);
  });
}
