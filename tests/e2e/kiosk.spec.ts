import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { chooseOption, login, SCREENS, screenshot } from './helpers';

// A browser terminal run as a kiosk (?kiosk=1): the idle countdown before the logout, cancelled by any input,
// and the attract screen of the logged-out landing page. The page's clock is Playwright's, so minutes of
// idleness pass at once and nothing here waits on real time.

const T0 = new Date('2026-03-02T04:00:00Z').getTime();

/** The page's clock stands still: only fastForward moves it, so a slow machine does not age the kiosk's timers. */
async function stillClock(page: Page): Promise<void> {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(T0 + 1_000);
}

const warningOf = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'You will be logged out for inactivity' });

test('kiosk idle: a countdown 30 s before the logout, any key cancels it, and the idle time then logs out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await stillClock(page);
  await page.goto('/?kiosk=1&kioskIdleMinutes=1');
  await login(page, 'demo01');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Shift');
  const warning = warningOf(page);
  await page.clock.fastForward(25_000);
  await expect(warning).toBeHidden();
  await page.clock.fastForward(7_000);
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('timer')).toHaveText(/^(2[89]) s left$/);
  await screenshot(page, 'kiosk-idle-warning-en');

  // Any key is the player being there: the warning goes and the idle time starts again.
  await page.keyboard.press('Shift');
  await expect(warning).toBeHidden();
  await page.clock.fastForward(20_000);
  await expect(warning).toBeHidden();
  await page.clock.fastForward(15_000);
  await expect(warning).toBeVisible();
  // A touch or a mouse move counts as much as a key (the warning's own button is one more place to touch).
  await expect(warning.getByRole('button', { name: 'Stay logged in' })).toBeVisible();
  await page.mouse.move(300, 300);
  await expect(warning).toBeHidden();

  await page.clock.fastForward(61_000);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByText('You were logged out after a period of inactivity.')).toBeVisible();
  await expect(warning).toBeHidden();
});

test('kiosk idle: input in a pop-up window counts as activity for the main window\u2019s countdown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await stillClock(page);
  await page.goto('/?kiosk=1&kioskIdleMinutes=1');
  await login(page, 'demo03');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/info\/settings$/);
  // The page clock stands still in the pop-up too: let it run until the pop-up has drawn its page.
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(popup.getByRole('heading').first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  // A key in the main window: the idle time starts from here.
  await page.keyboard.press('Shift');

  const warning = warningOf(page);
  await page.clock.fastForward(32_000);
  await expect(warning).toBeVisible();
  // The player is busy in the pop-up: the main window's warning goes and its idle time starts again.
  await popup.mouse.move(200, 200);
  await expect(warning).toBeHidden();
  await page.clock.fastForward(25_000);
  await popup.keyboard.press('Shift');
  await page.clock.fastForward(25_000);
  // 82 s after the last input in the main window, 25 s after the pop-up's: still logged in, no warning yet.
  await expect(warning).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // The pop-up runs no countdown of its own: the one countdown is the main window's, which warns 30 s before the
  // end. The pop-up's input reaches the main window as a posted message, which a loaded machine delivers late,
  // so the clock moves a second at a time until the warning shows.
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(warning).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 60_000 });
  await expect(warningOf(popup)).toHaveCount(0);
  await popup.mouse.move(300, 300);
  await expect(warning).toBeHidden();

  // Left alone, the terminal still logs out after the idle time.
  await page.clock.fastForward(61_000);
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('kiosk idle warning in Chinese and Thai (screenshots)', { tag: SCREENS }, async ({ page }) => {
  test.setTimeout(120_000);
  await stillClock(page);
  await page.goto('/?kiosk=1&kioskIdleMinutes=1');
  await login(page, 'demo02');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  let current = 'Language';
  for (const lang of [
    { name: 'cn', native: '简体中文', language: '语言', timer: /^剩余 \d+ 秒$/ },
    { name: 'th', native: 'ภาษาไทย', language: 'ภาษา', timer: /^เหลือ \d+ วินาที$/ },
  ]) {
    await chooseOption(page, current, lang.native);
    current = lang.language;
    await page.clock.fastForward(35_000);
    await expect(page.getByRole('timer')).toHaveText(lang.timer);
    await screenshot(page, `kiosk-idle-warning-${lang.name}`);
    await page.keyboard.press('Shift');
    await expect(page.getByRole('timer')).toBeHidden();
  }
  // The language is saved to the account: English again for the tests after this one.
  await chooseOption(page, current, 'English');
});

test('attract screen: the landing banners take turns, and stop while pointed at or focused', async ({
  page,
}) => {
  await stillClock(page);
  await page.goto('/?kiosk=1&kioskIdleMinutes=5');
  const banners = page.getByRole('list', { name: 'Our products' });
  const spotlight = banners.locator('a[aria-current="true"] strong');
  await expect(spotlight).toContainText('Sports betting');
  await page.clock.fastForward(5_000);
  await expect(spotlight).not.toContainText('Sports betting');
  const second = await spotlight.innerText();
  await screenshot(page, 'kiosk-attract-en');

  // A person pointing at the banners holds the spotlight where it is.
  await banners.hover();
  await page.clock.fastForward(15_000);
  await expect(spotlight).toHaveText(second);
  await page.mouse.move(1, 1);
  await page.clock.fastForward(5_000);
  await expect(spotlight).not.toHaveText(second);

  // So does keyboard focus on a banner.
  const third = await spotlight.innerText();
  await banners.getByRole('link').first().focus();
  await page.clock.fastForward(15_000);
  await expect(spotlight).toHaveText(third);
  await page.getByLabel('Username').focus();
  await page.clock.fastForward(5_000);
  await expect(spotlight).not.toHaveText(third);
});

test('attract screen: with reduced motion nothing moves by itself, and a non-kiosk landing never cycles', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await stillClock(page);
  await page.goto('/?kiosk=1&kioskIdleMinutes=5');
  const banners = page.getByRole('list', { name: 'Our products' });
  await expect(banners.getByRole('link')).toHaveCount(5);
  await page.clock.fastForward(20_000);
  await expect(banners.locator('a[aria-current]')).toHaveCount(0);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/?kiosk=0');
  await expect(banners.getByRole('link')).toHaveCount(5);
  await page.clock.fastForward(20_000);
  await expect(banners.locator('a[aria-current]')).toHaveCount(0);
});
