import { expect, test } from '@playwright/test';
import { startAccountServer } from './account-server';
import type { AccountServer } from './account-server';
import { login, screenshot } from './helpers';

// The nine display languages on /desktop: the sports menu in Thai, and a screenshot of each language for a
// person to check the script renders (Khmer, Burmese and Thai especially), saved under test-results/screens.

// What a person reads in each language (from the locale files): the language picker's name, the sports
// menu, soccer and logout. Written out here because the e2e suite type-checks without the renderer.
const SEEN = {
  en: { language: 'Language', menu: 'Sports menu', soccer: 'Soccer', logout: 'Logout' },
  cn: { language: '语言', menu: '体育菜单', soccer: '足球', logout: '退出' },
  tw: { language: 'ភាសា', menu: 'ម៉ឺនុយកីឡា', soccer: 'បាល់ទាត់', logout: 'ចាកចេញ' },
  my: { language: 'ဘာသာစကား', menu: 'အားကစား မီနူး', soccer: 'ဘောလုံး', logout: 'ထွက်ရန်' },
  id: { language: 'Bahasa', menu: 'Menu olahraga', soccer: 'Sepak bola', logout: 'Keluar' },
  jp: { language: '言語', menu: 'スポーツメニュー', soccer: 'サッカー', logout: 'ログアウト' },
  kr: { language: '언어', menu: '스포츠 메뉴', soccer: '축구', logout: '로그아웃' },
  th: { language: 'ภาษา', menu: 'เมนูกีฬา', soccer: 'ฟุตบอล', logout: 'ออกจากระบบ' },
  vi: { language: 'Ngôn ngữ', menu: 'Danh mục thể thao', soccer: 'Bóng đá', logout: 'Đăng xuất' },
} as const;
type Lang = keyof typeof SEEN;

// A private server: the language is saved to the account (usersettings), which must not leak into the
// other spec files that log in as the same demo accounts on the shared server.
// Several logins and page loads per test on a shared, loaded build machine: generous time, no timed assertions.
test.describe.configure({ timeout: 150_000 });

let server: AccountServer;
test.beforeAll(async () => {
  server = await startAccountServer();
});
test.afterAll(async () => {
  await server?.close();
});

test('choosing Thai shows the sports menu in Thai, and the choice survives a reload', async ({ page }) => {
  await page.goto(`${server.url}/desktop`);
  await login(page, 'demo01');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('th');
  const menu = page.getByRole('navigation', { name: 'เมนูกีฬา' });
  await expect(menu.getByRole('button', { name: /^ฟุตบอล \d+$/ })).toBeVisible();
  await expect(menu.getByRole('button', { name: /^บาสเกตบอล \d+$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^วันนี้/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'เมนูกีฬา' })).toBeVisible();
});

test('the sportsbook in all nine languages (screenshots)', async ({ page }) => {
  await page.goto(`${server.url}/desktop`);
  await login(page, 'demo02');
  let current: Lang = 'en';
  for (const lang of Object.keys(SEEN) as Lang[]) {
    await page.getByRole('combobox', { name: SEEN[current].language, exact: true }).selectOption(lang);
    current = lang;
    const seen = SEEN[lang];
    const menu = page.getByRole('navigation', { name: seen.menu });
    await expect(menu.getByRole('button', { name: new RegExp(`^${seen.soccer} \\d+$`) })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: seen.logout })).toBeVisible();
    await screenshot(page, `desktop-${lang}`);
  }
});
