import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { contrastRatio, parseCssColor } from '../../src/shared/color';
import type { Rgba } from '../../src/shared/color';
import { login, screenshot } from './helpers';
import { createRoomByApi, placeSportsbookBet } from './tournament-helpers';

// Every theme a player can pick, and an operator's own colours in white-label mode, keep the money, the
// teams, the prices, the tabs and the headings readable: each text's colour against its effective
// background (its own and its ancestors' background colours composited) reaches WCAG AA, 4.5:1.
// Screens are measured on /desktop, with the bet slip open, on an info page and in a tournament room, at
// 1366x768 and 1920x1080; each is saved under test-results/screens/ for a person to look at.

/** A hostile operator palette: a purple header, a yellow primary, a cyan accent and a grey page. */
const OPERATOR_COLORS = { header: '#6a1b9a', primary: '#ffd600', accent: '#00e5ff', page: '#8a8a8a' };

const THEMES = [
  { name: 'color2', label: 'Classic blue' },
  { name: 'light', label: 'Light' },
  { name: 'dark', label: 'Dark' },
  { name: 'operator', label: null },
] as const;
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

interface Sample {
  text: string;
  color: string;
  layers: string[];
  image: string | null;
}

/** The text colour of `el` and the background colours beneath it, innermost first, read in the page. */
function sampleOf(el: Element): Sample {
  const layers: string[] = [];
  let image: string | null = null;
  for (let node: Element | null = el; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.backgroundImage !== 'none' && !image)
      image = `${node.tagName}.${node.className}: ${style.backgroundImage}`;
    layers.push(style.backgroundColor);
    if (/^rgb\(/.test(style.backgroundColor)) break;
  }
  return {
    text: (el.textContent ?? '').trim().slice(0, 40),
    color: getComputedStyle(el).color,
    layers,
    image,
  };
}

/** Composites the layers over white (the canvas when nothing paints) and measures the text on the result. */
function ratioOf(sample: Sample): number {
  let bg: Rgba = { r: 255, g: 255, b: 255, a: 1 };
  for (const layer of [...sample.layers].reverse()) {
    const c = parseCssColor(layer);
    bg = {
      r: c.r * c.a + bg.r * (1 - c.a),
      g: c.g * c.a + bg.g * (1 - c.a),
      b: c.b * c.a + bg.b * (1 - c.a),
      a: 1,
    };
  }
  const fg = parseCssColor(sample.color);
  const text = {
    r: fg.r * fg.a + bg.r * (1 - fg.a),
    g: fg.g * fg.a + bg.g * (1 - fg.a),
    b: fg.b * fg.a + bg.b * (1 - fg.a),
    a: 1,
  };
  return contrastRatio(text, bg);
}

function describe(sample: Sample, ratio: number): string {
  return `"${sample.text}" ${sample.color} on ${sample.layers.join(' < ')}: ${ratio.toFixed(2)}${sample.image ? ` (over ${sample.image})` : ''}`;
}

/** Each element `locator` matches (at least one) reaches 4.5:1; returns the failures as readable lines. */
async function checkNamed(what: string, locator: Locator): Promise<string[]> {
  const samples = await locator.evaluateAll(
    (els, fn) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => new Function(`return (${fn})`)()(el)),
    sampleOf.toString(),
  );
  expect(samples.length, `${what}: nothing to measure`).toBeGreaterThan(0);
  return (samples as Sample[]).flatMap((s) => {
    const ratio = ratioOf(s);
    return ratio >= 4.5 && !s.image ? [] : [`${what}: ${describe(s, ratio)}`];
  });
}

/**
 * Every visible element in `scope` that holds text of its own, except disabled controls (WCAG exempts
 * them) and pictures drawn by the event's own colours.
 */
async function checkAllText(what: string, scope: Locator): Promise<string[]> {
  const samples = (await scope.evaluate((root, fn) => {
    const sample = new Function(`return (${fn})`)() as (el: Element) => unknown;
    const out: unknown[] = [];
    for (const el of root.querySelectorAll('*')) {
      const own = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      if (!own) continue;
      const box = (el as HTMLElement).getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (
        el.closest(
          '[disabled], [aria-disabled="true"], .ant-btn-disabled, .ant-select-disabled, .visually-hidden, .skip-link, .event-hero, .ant-tooltip, .ant-badge-count',
        )
      )
        continue;
      out.push(sample(el));
    }
    return out;
  }, sampleOf.toString())) as Sample[];
  expect(samples.length, `${what}: nothing to measure`).toBeGreaterThan(0);
  return samples.flatMap((s) => {
    const ratio = ratioOf(s);
    return ratio >= 4.5 && !s.image ? [] : [`${what}: ${describe(s, ratio)}`];
  });
}

async function pickTheme(page: Page, label: string): Promise<void> {
  await page.goto('/info/settings');
  await page.getByLabel('Theme').selectOption({ label });
}

async function closeTourIfOpen(page: Page): Promise<void> {
  await expect(page.locator('[data-tour-checked="true"]')).toHaveCount(1);
  const tour = page.getByRole('dialog', { name: 'Tournament guide' });
  if (await tour.isVisible()) await tour.getByRole('button', { name: 'Skip' }).click();
  await expect(tour).toBeHidden();
}

let roomId = '';

test.beforeAll(async ({ request }) => {
  await placeSportsbookBet(request, 'demo01');
  roomId = await createRoomByApi(request, 'demo01', `THM${Date.now() % 1_000_000}`);
});

for (const theme of THEMES) {
  test(`theme ${theme.name}: the balance, teams, prices, tabs and headings reach 4.5:1 on every screen`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const failures: string[] = [];
    if (theme.label) {
      await page.goto('/desktop');
      await login(page, 'demo01');
      await expect(page.getByRole('region', { name: 'Odds' })).toBeVisible({ timeout: 30_000 });
      await pickTheme(page, theme.label);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
    } else {
      // The white-label preview of the browser build: the header is hidden and the operator's colours apply.
      await page.goto(
        `/desktop?whiteLabel=1&theme=light&themeColors=${encodeURIComponent(JSON.stringify(OPERATOR_COLORS))}`,
      );
      await login(page, 'demo01');
      await expect(page.getByLabel('Balance', { exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    }
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const size = `${viewport.width}x${viewport.height}`;

      await page.goto('/desktop');
      const odds = page.getByRole('region', { name: 'Odds' });
      // A reload fetches the odds again: their first showing gets the time a loaded machine needs.
      await expect(
        odds.getByRole('button', { name: /Handicap Full time, -?\d+\.\d\d$/ }).first(),
      ).toBeVisible({ timeout: 30_000 });
      failures.push(...(await checkNamed('balance', page.getByLabel('Balance', { exact: true }))));
      failures.push(...(await checkNamed('sport heading', page.getByRole('heading', { level: 1 }))));
      failures.push(...(await checkNamed('market tabs', page.getByRole('tab'))));
      failures.push(...(await checkNamed('team names', odds.locator('.team'))));
      failures.push(
        ...(await checkNamed('prices', odds.getByRole('button', { name: /Full time, -?\d+\.\d\d$/ }))),
      );
      if (theme.label)
        failures.push(
          ...(await checkNamed(
            'main navigation',
            page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link'),
          )),
        );
      failures.push(...(await checkAllText(`/desktop ${size}`, page.locator('body'))));
      await screenshot(page, `theme-${theme.name}-desktop-${size}`);

      await odds
        .getByRole('button', { name: /Handicap Full time, -?\d+\.\d\d$/ })
        .first()
        .click();
      const slip = page.getByRole('complementary', { name: 'Bet slip' });
      await expect(slip.getByRole('list', { name: 'Selections' }).getByRole('listitem')).toHaveCount(1);
      failures.push(...(await checkAllText(`bet slip ${size}`, slip)));
      await screenshot(page, `theme-${theme.name}-betslip-${size}`);
      await slip
        .getByRole('button', { name: /^(Clear|Remove)/ })
        .first()
        .click();

      await page.goto('/info/settings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      failures.push(...(await checkNamed('info heading', page.getByRole('heading', { level: 1 }))));
      failures.push(...(await checkAllText(`/info/settings ${size}`, page.locator('body'))));
      await screenshot(page, `theme-${theme.name}-info-${size}`);

      await page.goto(`/tournament2/room/${roomId}`);
      await closeTourIfOpen(page);
      await expect(page.getByRole('heading', { name: `Room ${roomId}` })).toBeVisible();
      failures.push(
        ...(await checkNamed('room heading', page.getByRole('heading', { name: `Room ${roomId}` }))),
      );
      failures.push(
        ...(await checkNamed(
          'room prices',
          page.getByRole('region', { name: 'Room matches' }).getByRole('button'),
        )),
      );
      failures.push(...(await checkAllText(`tournament room ${size}`, page.locator('body'))));
      await screenshot(page, `theme-${theme.name}-room-${size}`);
    }
    expect(failures).toEqual([]);
  });
}
