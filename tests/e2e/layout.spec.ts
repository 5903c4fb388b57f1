import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import cn from '../../src/renderer/i18n/locales/cn';
import en from '../../src/renderer/i18n/locales/en';
import my from '../../src/renderer/i18n/locales/my';
import th from '../../src/renderer/i18n/locales/th';
import km from '../../src/renderer/i18n/locales/km';
import type { Messages } from '../../src/renderer/i18n/locales/en';
import cnBetting from '../../src/renderer/i18n/betting/cn';
import enBetting from '../../src/renderer/i18n/betting/en';
import myBetting from '../../src/renderer/i18n/betting/my';
import enMarkets from '../../src/renderer/i18n/markets/en';
import myMarkets from '../../src/renderer/i18n/markets/my';
import kmMarkets from '../../src/renderer/i18n/markets/km';
import { codesIn, login, screenshot, storedSession } from './helpers';
import { placeSportsbookBet } from './tournament-helpers';

// The betting screen at the screens shops and laptops run (1280x1024 to 1920x1080), in English, Burmese and
// Chinese, in both line displays: the odds grid, its row actions and the bet slip fit without sideways
// scrolling, every action is clickable where it is drawn, no navigation name is cut (the rest fold into More),
// and no feed code shows. One login per screen size; language and line display change in place.

test.describe.configure({ timeout: 420_000 });

const SIZES = [
  { width: 1280, height: 1024, account: 'demo01' },
  { width: 1366, height: 768, account: 'demo02' },
  { width: 1920, height: 1080, account: 'demo04' },
] as const;

const LANGS = [
  { lang: 'en', texts: en, betting: enBetting },
  { lang: 'my', texts: my, betting: myBetting },
  { lang: 'cn', texts: cn, betting: cnBetting },
] as const;

/** The header's language control, named in the language shown, and each language's own name for itself. */
const LANGUAGE_LABEL: Record<string, string> = {
  en: 'Language',
  my: 'ဘာသာစကား',
  cn: '语言',
  th: 'ภาษา',
  km: 'ភាសា',
};
const NATIVE: Record<string, string> = {
  en: 'English',
  my: 'မြန်မာဘာသာ',
  cn: '简体中文',
  th: 'ภาษาไทย',
  km: 'ភាសាខ្មែរ',
};

const NAV_KEYS = [
  'sports',
  'tournament',
  'casino',
  'slots',
  'lottery',
  'keno',
  'virtualgames',
  'videopoker',
  'esports',
  'virtualsports',
] as const;

/** The fixed part of a name made from a template around a match ("More odds: {{match}}"). */
const around = (template: string) => template.replace('{{match}}', '').trim();

/** Switches the language with the header's own control, named in the language shown now. */
async function switchLanguage(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('combobox', { name: LANGUAGE_LABEL[from], exact: true }).click();
  await page.getByRole('option', { name: NATIVE[to], exact: true }).click();
  await expect(page.getByRole('combobox', { name: LANGUAGE_LABEL[to], exact: true })).toBeVisible();
}

async function chooseLineDisplay(page: Page, texts: Messages, display: 'single' | 'double'): Promise<void> {
  const option = display === 'single' ? texts.market.singleLine : texts.market.doubleLine;
  await page.getByRole('combobox', { name: texts.market.lineDisplay, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.locator(`.odds-table[data-lines='${display}']`)).toBeVisible();
}

/**
 * Everything drawn in the grid, the page and the header measured in the page: what overflows sideways,
 * which row action another element covers at its centre, which navigation name is cut.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) =>
      `${el.className || el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const overflows = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    const page = document.scrollingElement ?? document.documentElement;
    if (overflows(page)) problems.push(`page scrolls sideways: ${page.scrollWidth} > ${page.clientWidth}`);
    const table = document.querySelector('.odds-table');
    if (!table) return ['no odds table'];
    for (const el of [table, ...table.querySelectorAll('.virtual-list, .odds-header, .match-row')])
      if (overflows(el)) problems.push(`overflows: ${describe(el)} ${el.scrollWidth} > ${el.clientWidth}`);
    const tableRight = table.getBoundingClientRect().right;
    // A folded table's rows have exactly the shown columns: the actions end the row, no empty column after them.
    for (const row of table.querySelectorAll('.match-row')) {
      const actions = row.querySelector('.actions-cell')?.getBoundingClientRect();
      if (actions && actions.right < row.getBoundingClientRect().right - 2)
        problems.push(`empty columns after the actions: ${describe(row)}`);
    }
    // Cells clip what does not fit, so a cell (or a price, or a line) wider inside than drawn is a cut price.
    for (const el of table.querySelectorAll(
      '.market-cell, .price, .line-text:not(.choice-label), .odds-header > span',
    ))
      if ((el as HTMLElement).offsetParent && overflows(el))
        problems.push(`cut: ${describe(el)} ${el.scrollWidth} > ${el.clientWidth}`);
    const list = table.querySelector('.virtual-list')?.getBoundingClientRect();
    for (const button of table.querySelectorAll<HTMLElement>('.actions-cell button, .period-fold button')) {
      const box = button.getBoundingClientRect();
      if (
        !button.offsetParent ||
        (list && (box.top < list.top || box.bottom > list.bottom) && !button.closest('.period-fold'))
      )
        continue;
      if (box.right > tableRight + 1)
        problems.push(`action outside the grid: ${button.getAttribute('aria-label')}`);
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !button.contains(hit))
        problems.push(`action covered: ${button.getAttribute('aria-label') ?? button.textContent}`);
    }
    const slip = document.querySelector('.bet-slip')?.getBoundingClientRect();
    if (!slip || slip.right > window.innerWidth + 1 || slip.width < 200)
      problems.push('bet slip not fully on screen');
    const nav = document.querySelector('.main-nav');
    const navBox = nav?.getBoundingClientRect();
    for (const item of nav?.querySelectorAll<HTMLElement>(':scope > a, :scope > .main-nav-more') ?? []) {
      const box = item.getBoundingClientRect();
      if (overflows(item) || (navBox && box.right > navBox.right + 1))
        problems.push(`navigation cut: ${item.textContent}`);
    }
    const header = document.querySelector('.app-header');
    if (header && overflows(header)) problems.push('header overflows');
    return problems;
  });
}

/** The main navigation's names: the links shown, then those the More menu holds. */
async function navigationNames(page: Page, texts: Messages): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: texts.header.mainNavigation });
  const shown = await nav.getByRole('link').allInnerTexts();
  const more = nav.getByRole('button', { name: texts.header.moreNavLabel });
  if (!(await more.count())) return shown;
  await more.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const folded = await menu.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return [...shown, ...folded].map((name) => name.trim());
}

for (const size of SIZES) {
  test(`${size.width}x${size.height}: the grid, its row actions, the slip and the navigation fit in English, Burmese and Chinese, in both line displays`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/desktop');
    await login(page, size.account);
    await expect(page.locator('.odds-table .match-row').first()).toBeVisible({ timeout: 30_000 });
    let current = 'en';
    for (const l of LANGS) {
      if (l.lang !== current) await switchLanguage(page, current, l.lang);
      current = l.lang;
      const texts = l.texts;
      await expect(page.getByRole('heading', { name: texts.sports.name['1'] })).toBeVisible();
      expect(await navigationNames(page, texts)).toEqual(NAV_KEYS.map((key) => texts.nav[key]));

      for (const display of ['double', 'single'] as const) {
        await chooseLineDisplay(page, texts, display);
        await expect(page.locator('.odds-table .match-row').first()).toBeVisible();
        expect(await layoutProblems(page), `${l.lang} ${display}`).toEqual([]);
        await screenshot(page, `layout-${size.width}x${size.height}-${l.lang}-${display}`);

        // A table too narrow for both halves shows one period at a time; the other is one click away.
        const fold = page.getByRole('group', { name: texts.odds.periodShown });
        if (await fold.isVisible()) {
          await fold.getByRole('button', { name: texts.odds.firstHalf, exact: true }).click();
          await expect(fold.getByRole('button', { name: texts.odds.firstHalf, exact: true })).toHaveAttribute(
            'aria-pressed',
            'true',
          );
          await expect(page.locator('.odds-header .period-ht').first()).toBeVisible();
          await expect(page.locator('.odds-header .period-ft').first()).toBeHidden();
          expect(await layoutProblems(page), `${l.lang} ${display} first half`).toEqual([]);
          await screenshot(page, `layout-${size.width}x${size.height}-${l.lang}-${display}-first-half`);
          await fold.getByRole('button', { name: texts.odds.fullTime, exact: true }).click();
          await expect(page.locator('.odds-header .period-ft').first()).toBeVisible();
        } else {
          // Wide enough: every column of both halves is on screen at once.
          await expect(page.locator('.odds-header .period-ht').first()).toBeVisible();
          await expect(page.locator('.odds-header .period-ft').first()).toBeVisible();
        }
      }

      // The more-odds panel and a pick in the slip, read at this size: names, never feed codes.
      const table = page.locator('.odds-table');
      // The match's own button, by its full name: rows move as the feed changes, so "the first" may be another
      // match by the time the panel is closed.
      const moreName = await table
        .getByRole('button', { name: around(texts.odds.moreOdds) })
        .first()
        .getAttribute('aria-label');
      const moreButton = table.getByRole('button', { name: moreName ?? '', exact: true });
      await moreButton.click();
      const panel = table.locator('.more-odds');
      await expect(panel.locator('.more-market').first()).toBeVisible({ timeout: 20_000 });
      expect(await codesIn(table), `${l.lang} grid and more panel`).toEqual([]);
      expect(await layoutProblems(page), `${l.lang} more panel open`).toEqual([]);
      await panel.locator('.more-market .price').first().click();
      const slip = page.locator('.bet-slip');
      await expect(slip.locator('.slip-item').first()).toBeVisible();
      expect(await codesIn(slip.locator('.slip-item')), `${l.lang} slip`).toEqual([]);
      await screenshot(page, `layout-${size.width}x${size.height}-${l.lang}-slip`);
      await moreButton.click();
      await expect(panel).toHaveCount(0);
      await slip
        .locator('.slip-item')
        .getByRole('button', { name: around(l.betting.betslip.remove) })
        .first()
        .click();
      await expect(slip.locator('.slip-item')).toHaveCount(0);
    }
  });
}

test('1366x768 in Thai and Khmer: nothing in the header or the grid is cut or overflows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/desktop');
  await login(page, 'demo05');
  await expect(page.locator('.odds-table .match-row').first()).toBeVisible({ timeout: 30_000 });
  let current = 'en';
  for (const l of [
    { lang: 'th', texts: th },
    { lang: 'km', texts: km },
  ]) {
    await switchLanguage(page, current, l.lang);
    current = l.lang;
    expect(await navigationNames(page, l.texts)).toEqual(NAV_KEYS.map((key) => l.texts.nav[key]));
    for (const display of ['double', 'single'] as const) {
      await chooseLineDisplay(page, l.texts, display);
      expect(await layoutProblems(page), `${l.lang} ${display}`).toEqual([]);
      await screenshot(page, `layout-1366x768-${l.lang}-${display}`);
    }
  }
});

test('1920x1080, correct score in English, Burmese and Khmer: every score name whole, no empty corners or bookings rows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/desktop');
  // The account's language is saved with it: the Thai and Khmer check leaves demo05 in Khmer, so this check
  // logs in with an account no other check here switches (its switched-off products are not on this screen).
  await login(page, 'noextra01');
  // The grid by its structure: its accessible name changes with the language.
  const odds = page.locator('.odds-table');
  await expect(odds.locator('.match-row').first()).toBeVisible({ timeout: 60_000 });
  // The grid lists corners and bookings under their match while it shows the main lines.
  await expect(odds.locator('.match-row.child').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Market type', exact: true }).click();
  await page.getByRole('option', { name: 'Correct score', exact: true }).click();
  await expect(odds.getByText(enMarkets.markets.choice.otherScore, { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  let current = 'en';
  for (const l of [
    { lang: 'en', other: enMarkets.markets.choice.otherScore },
    { lang: 'my', other: myMarkets.markets.choice.otherScore },
    { lang: 'km', other: kmMarkets.markets.choice.otherScore },
  ]) {
    if (l.lang !== current) await switchLanguage(page, current, l.lang);
    current = l.lang;
    await expect(odds.getByText(l.other, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    const cut = await odds
      .locator('.extra-choice-name')
      .evaluateAll((els) =>
        els
          .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
          .map((el) => el.textContent),
      );
    expect(cut, l.lang).toEqual([]);
    // A corners or bookings line has no correct score: the table lists none rather than empty rows.
    await expect(odds.locator('.match-row.child')).toHaveCount(0);
    await screenshot(page, `layout-1920x1080-correct-score-${l.lang}`);
  }
});

test('the bet list in the 1000 px info window: a bet reads in five short lines, nothing runs off the side', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await placeSportsbookBet(request, 'demo03');
  await page.setViewportSize({ width: 1000, height: 970 });
  await page.goto('/desktop');
  await login(page, 'demo03');
  await storedSession(page);
  await page.goto('/info/betlist');
  // The rows by structure: the account's saved language names them.
  const rows = page.locator('table.bet-table tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  // Each row wrapped to six or seven lines of about 22 px when every cell carried its currency and full labels.
  const heights = await rows.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
  expect(Math.max(...heights)).toBeLessThanOrEqual(100);
  const table = page.locator('table.bet-table');
  const overflow = await table.evaluate((el) => el.scrollWidth - (el.parentElement?.clientWidth ?? 0));
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('columnheader', { name: /\(THB\)$/ })).toHaveCount(4);
  await screenshot(page, 'layout-1000-betlist');
});
