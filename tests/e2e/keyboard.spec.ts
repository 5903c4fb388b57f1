import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { contrastRatio, parseCssColor } from '../../src/shared/color';
import en from '../../src/renderer/i18n/locales/en';
import { login, screenshot } from './helpers';

// A terminal player or cashier without a mouse: log in, reach the odds, move between prices with the arrow
// keys, Enter to pick, digits for the stake, Enter to place and confirm, Escape to step back; the focused
// price shows a ring in the theme's accent; Help lists the shortcuts.

const focused = (page: Page) => page.locator(':focus');
/**
 * What the focused price is for ("Athletic Bilbao Handicap Full time"), without the price its name ends with: the
 * live feed may move a price while the keyboard is on it, and the key presses are checked by where they land.
 */
const focusedChoice = (page: Page) =>
  focused(page).evaluate((el) =>
    (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/, [^,]*$/, ''),
  );
const focusedBox = async (page: Page) =>
  (await focused(page).boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };

/** Presses Tab until the element named by `isThere` has the focus (at most `max` times). */
async function tabTo(page: Page, isThere: () => Promise<boolean>, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isThere()) return;
    await page.keyboard.press('Tab');
  }
  expect(await isThere()).toBe(true);
}

test('the odds and the bet slip by keyboard alone: arrows, Enter, digits, Enter, Escape', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/desktop');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('demo01');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Pass1234');
  await page.keyboard.press('Enter');
  const odds = page.getByRole('region', { name: 'Odds' });
  // The grid's first showing after a login waits on the feed's first prices, slow on a loaded machine.
  await expect(odds.getByRole('button', { name: /Handicap Full time/ }).first()).toBeVisible({
    timeout: 30_000,
  });

  // The table is one tab stop: Tab reaches the list, the arrow keys enter its prices.
  await tabTo(page, () => odds.evaluate((el) => el === document.activeElement));
  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toHaveClass(/\bprice\b/);
  const first = await focusedChoice(page);
  // The ring is drawn in the theme's accent colour.
  const ring = await focused(page).evaluate((el) => {
    const style = getComputedStyle(el);
    const probe = document.createElement('span');
    probe.style.color = 'var(--sb-accent)';
    document.body.append(probe);
    const accent = getComputedStyle(probe).color;
    probe.remove();
    return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor, accent };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBe('2px');
  expect(ring.color).toBe(ring.accent);
  await screenshot(page, 'keyboard-focus-ring');

  await page.keyboard.press('ArrowRight');
  const second = await focusedChoice(page);
  expect(second).not.toBe(first);
  const top = await focusedBox(page);
  await page.keyboard.press('ArrowDown');
  const below = await focusedBox(page);
  expect(below.y).toBeGreaterThan(top.y);
  await page.keyboard.press('ArrowUp');
  expect(await focusedChoice(page)).toBe(second);
  await page.keyboard.press('ArrowLeft');
  expect(await focusedChoice(page)).toBe(first);

  // Enter picks the price and takes the keyboard to the stake.
  await page.keyboard.press('Enter');
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  await expect(slip.locator('.slip-item')).toHaveCount(1);
  const stake = slip.getByRole('textbox', { name: 'Stake' });
  await expect(stake).toBeFocused();
  await page.keyboard.type('25');
  await expect(stake).toHaveValue('25');

  // Enter is Place bet; Escape steps back to the stake; Enter again, then Enter confirms.
  await page.keyboard.press('Enter');
  const confirm = slip.getByRole('group', { name: 'Confirm your bet' });
  await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(stake).toBeFocused();
  await screenshot(page, 'keyboard-stake');
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(slip.getByRole('status').filter({ hasText: 'Bet placed' })).toBeVisible({ timeout: 20_000 });
  // The keyboard is back on the price it picked, ready for the next bet.
  await expect(focused(page)).toHaveClass(/\bprice\b/);
  expect(await focusedChoice(page)).toBe(first);

  // Escape in the slip clears it and returns to the odds.
  await page.keyboard.press('ArrowDown');
  const third = await focusedChoice(page);
  await page.keyboard.press('Enter');
  await expect(stake).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(slip.locator('.slip-item')).toHaveCount(0);
  expect(await focusedChoice(page)).toBe(third);

  // Tab leaves the table in one step.
  await page.keyboard.press('Tab');
  const outside = await focused(page).evaluate((el) => !el.closest('.odds-table'));
  expect(outside).toBe(true);
});

test('Help lists the keyboard shortcuts', async ({ page }) => {
  await page.goto('/');
  await login(page, 'demo02');
  await expect(page).toHaveURL(/\/desktop$/);
  await page.goto('/info/help');
  const topic = page.getByRole('heading', { name: 'Keyboard shortcuts' });
  await expect(topic).toBeVisible();
  await expect(page.getByText(/the arrow keys move between prices/)).toBeVisible();
  await topic.scrollIntoViewIfNeeded();
  await screenshot(page, 'keyboard-help-en');
});

test('one Tab and Enter reach the odds through the "Skip to odds" link, shown while focused', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await login(page, 'demo03');
  await expect(page).toHaveURL(/\/desktop$/);
  // A fresh page: the keyboard starts from the top of the document.
  await page.reload();
  const odds = page.getByRole('region', { name: en.odds.table });
  await expect(odds.locator('button.price').first()).toBeVisible({ timeout: 60_000 });
  let presses = 0;
  while (!(await odds.evaluate((el) => el === document.activeElement)) && presses < 80) {
    await page.keyboard.press('Tab');
    presses++;
    const onSkip = await page.evaluate(
      (text) => document.activeElement?.tagName === 'A' && document.activeElement.textContent === text,
      en.app.skipToOdds,
    );
    if (!onSkip) continue;
    const box = await page.getByRole('link', { name: en.app.skipToOdds }).boundingBox();
    expect(box && box.x >= 0 && box.y >= 0 && box.width > 0).toBe(true);
    await screenshot(page, 'keyboard-skip-to-odds');
    await page.keyboard.press('Enter');
  }
  expect(presses).toBe(1);
  // The arrow keys then enter the prices, as from any other way into the table.
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveClass(/\bprice\b/);
});

test("the info window's navigation rings the focused link in its own text colour, readable in every theme", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await login(page, 'demo05');
  await expect(page).toHaveURL(/\/desktop$/);
  for (const theme of ['Classic blue', 'Light', 'Dark']) {
    await page.goto('/info/settings');
    await page.getByLabel('Theme').selectOption({ label: theme });
    const nav = page.getByRole('navigation', { name: 'My account sections' });
    const settings = nav.getByRole('link', { name: 'Settings', exact: true });
    await settings.focus();
    // Tab to a plain link, Shift+Tab back to the page's own (highlighted) link: each shows the ring.
    for (const key of ['Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const ring = await page.locator(':focus').evaluate((el) => {
        const style = getComputedStyle(el);
        let bg = style.backgroundColor;
        for (let node = el.parentElement; node && !/^rgb\(/.test(bg); node = node.parentElement)
          bg = getComputedStyle(node).backgroundColor;
        return {
          name: el.textContent,
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          color: style.outlineColor,
          bg,
        };
      });
      expect(ring.style, `${theme} ${ring.name}`).toBe('solid');
      expect(ring.width, `${theme} ${ring.name}`).toBeGreaterThanOrEqual(2);
      const ratio = contrastRatio(parseCssColor(ring.color), parseCssColor(ring.bg));
      expect(ratio, `${theme} ${ring.name}: ${ring.color} on ${ring.bg}`).toBeGreaterThanOrEqual(4.5);
    }
    await expect(settings).toBeFocused();
    await screenshot(page, `keyboard-info-nav-focus-${theme.replace(' ', '-').toLowerCase()}`);
  }
});
