import { expect, test } from '@playwright/test';
import { startAccountServer } from './account-server';
import type { AccountServer } from './account-server';
import { chooseOption, login, SCREENS, screenshot, storedSession } from './helpers';

// The nine display languages on /desktop: the sports menu in Thai, and a screenshot of each language for a
// person to check the script renders (Khmer, Burmese and Thai especially), saved under test-results/screens.

// What a person reads in each language (from the locale files): the language picker's name, the sports
// menu, soccer and logout. Written out here because the e2e suite type-checks without the renderer.
const SEEN = {
  en: { native: 'English', language: 'Language', menu: 'Sports menu', soccer: 'Soccer', logout: 'Logout' },
  cn: { native: '简体中文', language: '语言', menu: '体育菜单', soccer: '足球', logout: '退出' },
  km: { native: 'ភាសាខ្មែរ', language: 'ភាសា', menu: 'ម៉ឺនុយកីឡា', soccer: 'បាល់ទាត់', logout: 'ចាកចេញ' },
  my: { native: 'မြန်မာဘာသာ', language: 'ဘာသာစကား', menu: 'အားကစား မီနူး', soccer: 'ဘောလုံး', logout: 'ထွက်ရန်' },
  id: {
    native: 'Bahasa Indonesia',
    language: 'Bahasa',
    menu: 'Menu olahraga',
    soccer: 'Sepak bola',
    logout: 'Keluar',
  },
  jp: {
    native: '日本語',
    language: '言語',
    menu: 'スポーツメニュー',
    soccer: 'サッカー',
    logout: 'ログアウト',
  },
  kr: { native: '한국어', language: '언어', menu: '스포츠 메뉴', soccer: '축구', logout: '로그아웃' },
  th: { native: 'ภาษาไทย', language: 'ภาษา', menu: 'เมนูกีฬา', soccer: 'ฟุตบอล', logout: 'ออกจากระบบ' },
  vi: {
    native: 'Tiếng Việt',
    language: 'Ngôn ngữ',
    menu: 'Danh mục thể thao',
    soccer: 'Bóng đá',
    logout: 'Đăng xuất',
  },
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
  // The account's saved language arrives with the login: choose after it, as a player would.
  await storedSession(page);
  await chooseOption(page, 'Language', SEEN.th.native);
  const menu = page.getByRole('navigation', { name: 'เมนูกีฬา' });
  await expect(menu.getByRole('button', { name: /^ฟุตบอล \d+$/ })).toBeVisible();
  await expect(menu.getByRole('button', { name: /^บาสเกตบอล \d+$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^วันนี้/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'เมนูกีฬา' })).toBeVisible();
});

test('the sportsbook in all nine languages (screenshots)', { tag: SCREENS }, async ({ page }) => {
  await page.goto(`${server.url}/desktop`);
  await login(page, 'demo02');
  let current: Lang = 'en';
  for (const lang of Object.keys(SEEN) as Lang[]) {
    await chooseOption(page, SEEN[current].language, SEEN[lang].native);
    current = lang;
    const seen = SEEN[lang];
    const menu = page.getByRole('navigation', { name: seen.menu });
    await expect(menu.getByRole('button', { name: new RegExp(`^${seen.soccer} \\d+$`) })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: seen.logout })).toBeVisible();
    await screenshot(page, `desktop-${lang}`);
  }
});

/** The scripts the app ships a font for, and a word of each to check the font draws. */
const SCRIPT_FONTS = [
  { lang: 'my', font: 'Noto Sans Myanmar', sample: 'ဘောလုံး' },
  { lang: 'km', font: 'Noto Sans Khmer', sample: 'បាល់ទាត់' },
  { lang: 'th', font: 'Noto Sans Thai', sample: 'ฟุตบอล' },
] as const;

test('Burmese, Khmer and Thai reach every control: sports menu, All sports, dropdowns, prices (screenshots)', async ({
  page,
}) => {
  await page.goto(`${server.url}/desktop`);
  await login(page, 'demo03');
  let current: Lang = 'en';
  for (const { lang, font, sample } of SCRIPT_FONTS) {
    await chooseOption(page, SEEN[current].language, SEEN[lang].native);
    current = lang;
    const menu = page.getByRole('navigation', { name: SEEN[lang].menu });
    await expect(menu.getByRole('button', { name: new RegExp(`^${SEEN[lang].soccer} \\d+$`) })).toBeVisible();
    // Every button, tab and combobox on screen draws with the page's font stack, which names the script's font,
    // and that font is loaded for the script's text (a control left on the system font showed empty boxes).
    const controls = page.locator(
      'button:visible, [role="combobox"]:visible, [role="tab"]:visible, .ant-select:visible',
    );
    const families = await controls.evaluateAll((els) => [
      ...new Set(els.map((el) => getComputedStyle(el).fontFamily)),
    ]);
    expect(families.length).toBeGreaterThan(0);
    for (const family of families) expect(family, `${lang}: ${family}`).toContain(font);
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(
      ([f, text]) =>
        document.fonts
          .load(`14px "${f}"`, text)
          .then(() =>
            [...document.fonts].some(
              (face) => face.family.replace(/"/g, '') === f && face.status === 'loaded',
            ),
          ),
      [font, sample] as const,
    );
    expect(loaded, `${font} loaded`).toBe(true);
    await screenshot(page, `fonts-${lang}`);
  }
  await chooseOption(page, SEEN[current].language, SEEN.en.native);
});

// Each language is its own chunk, fetched when first chosen: the picker is busy meanwhile and the page
// changes only once the texts have arrived, so no raw keys and no half-translated screen show.
test('a language is fetched when chosen: the picker is busy until it arrives, then the page switches', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/th-[\w-]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(`${server.url}/`);
  const picker = page.getByRole('combobox', { name: 'Language' });
  await chooseOption(page, 'Language', SEEN.th.native);
  await expect(picker).toHaveAttribute('aria-busy', 'true');
  // Still the whole page in English while Thai is on its way.
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  release();
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: SEEN.th.language })).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

test('a language that cannot be fetched leaves the page as it was and says so', async ({ page }) => {
  await page.route(/\/assets\/vi-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto(`${server.url}/`);
  await chooseOption(page, 'Language', SEEN.vi.native);
  await expect(page.getByText('The request could not be completed. Please try again.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveAttribute('aria-busy', 'false');
  // The picker shows the language on screen again (its choice was undone, so nothing was saved).
  await expect(page.locator('#root').getByTitle(SEEN.en.native, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
