import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { startAccountServer, type AccountServer } from './account-server';
import { chooseOption, login, screenshot, storedSession } from './helpers';

// The media screens as a viewer uses them: live TV channels with their own names whose labels stay inside their
// buttons, a live view that shows the simulator's score in the sport's own terms, the live centre opening the
// match it was pressed on, basketball highlights told in quarters and runs (never "Goals"), event standings and
// brackets that stay inside their cards, and readable team names in the folded odds grid at 1280 px.

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** The scoreboard's caption for each sport the simulator streams (games.live.scoreBy). */
const SCOREBOARD: Record<number, string> = {
  1: 'Score by half',
  2: 'Score by quarter',
  3: 'Games by set',
  4: 'Runs by inning',
  5: 'Goals by period',
  40: 'Score by map',
};

async function api<T>(page: Page, name: string, body: object): Promise<T> {
  const res = await page.request.post(`/api/${name}`, { data: { ...(await storedSession(page)), ...body } });
  return (await res.json()) as T;
}

interface LiveMatch {
  match_id: number;
  sport_id: number;
  home: string;
  away: string;
  league: string;
  score: [number, number];
}

type Finished = {
  match: { match_id: number; home: string; away: string };
  result: { scoreHome: number; scoreAway: number };
};

/**
 * Finishes a basketball match by the simulator's test control: a live one when one is being played, otherwise
 * one of today's or tomorrow's (finishing kicks it off first), since the schedule may have no basketball live
 * at this moment. A match the simulator cancels at kick-off (status 2) has no score, so the next one is taken.
 */
async function finishBasketballMatch(page: Page): Promise<Finished> {
  const live = await api<{ matches: LiveMatch[] }>(page, 'livematchlist', { sport_id: 2 });
  const candidates: Finished['match'][] = [...live.matches];
  for (const days of [0, 1]) {
    const date = new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
    const listed = await api<{ matches: (Finished['match'] & { sport_id: number; open: boolean })[] }>(
      page,
      'tournament/roommatchlist',
      { match_date: date },
    );
    candidates.push(...listed.matches.filter((m) => m.sport_id === 2 && m.open));
  }
  for (const match of candidates) {
    const answer = await page.request.post('/api/cache/simcontrol', {
      data: { action: 'finish', match_id: match.match_id },
    });
    const result = ((await answer.json()) as { result?: Finished['result'] & { status?: number } }).result;
    if (result?.status === 1) return { match, result };
  }
  throw new Error(`no basketball match could be finished among ${candidates.length}`);
}

/** Whether every box of `inner` lies inside `outer` (a pixel of rounding allowed). */
async function inside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return false;
  return (
    a.x >= b.x - 1 &&
    a.y >= b.y - 1 &&
    a.x + a.width <= b.x + b.width + 1 &&
    a.y + a.height <= b.y + b.height + 1
  );
}

/** Each live channel button: its name and match are inside the button, and no two channels share a name. */
async function expectChannelsFit(page: Page): Promise<string[]> {
  const channels = page.getByRole('navigation', { name: /.+/ }).filter({ has: page.locator('.tv-channels') });
  const buttons = channels.getByRole('button');
  await expect(buttons.first()).toBeVisible();
  const names: string[] = [];
  for (const button of await buttons.all()) {
    for (const part of await button.locator('.tv-channel-name, .tv-channel-match').all())
      expect(await inside(part, button), `${await part.textContent()} inside its button`).toBe(true);
    names.push((await button.locator('.tv-channel-name').textContent()) ?? '');
  }
  expect(new Set(names).size).toBe(names.length);
  return names;
}

/** Every card of the event page keeps its content: nothing wider than the card, the page never scrolls sideways. */
async function expectEventFits(page: Page): Promise<void> {
  const spill = await page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) out.push('page scrolls sideways');
    for (const card of document.querySelectorAll<HTMLElement>('.games-page .ant-card')) {
      const box = card.getBoundingClientRect();
      if (card.scrollWidth > card.clientWidth + 1) out.push(`card ${card.innerText.slice(0, 20)} overflows`);
      for (const el of card.querySelectorAll<HTMLElement>('.ant-card-head *, .scroll-in-card')) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1))
          out.push(`${el.className || el.tagName} outside its card`);
      }
    }
    for (const area of document.querySelectorAll<HTMLElement>('.scroll-in-card')) {
      const panel = area.closest('.ant-tabs-tabpane') ?? document.body;
      const r = area.getBoundingClientRect();
      if (r.right > panel.getBoundingClientRect().right + 1) out.push('scroll area outside its panel');
    }
    return out;
  });
  expect(spill).toEqual([]);
}

test.describe('on the shared server', () => {
  test('live TV: distinct channel names that fit their buttons, and the view shows the match score', async ({
    page,
  }) => {
    // Two sizes, a channel switch and a score compared with the simulator until they agree.
    test.slow();
    await page.goto('/livetv');
    await login(page, 'demo01');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expectChannelsFit(page);
    }
    const channels = page.getByRole('navigation', { name: 'Live channels' });
    const second = channels.getByRole('button').nth(1);
    const label = (await second.textContent()) ?? '';
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    const matchId = Number(new URL(page.url()).searchParams.get('match'));
    const first = (await api<{ match: LiveMatch }>(page, 'livetv2', { match_id: matchId })).match;
    expect(label).toContain(`${first.home} - ${first.away}`);
    const board = page.getByRole('table', { name: SCOREBOARD[first.sport_id] });
    const score = page.getByLabel(/^Score \d+-\d+$/);
    // Scores can change between two reads, so the screen is compared with the simulator until they agree.
    await expect
      .poll(async () => {
        const now = (await api<{ match: LiveMatch }>(page, 'livetv2', { match_id: matchId })).match;
        const shown = await score.getAttribute('aria-label');
        const home = await board.getByRole('row', { name: new RegExp(`^${now.home}`) }).textContent();
        const sets = first.sport_id === 3;
        return (
          shown === `Score ${now.score[0]}-${now.score[1]}` &&
          (sets || (home ?? '').endsWith(String(now.score[0])))
        );
      })
      .toBe(true);
    await expect(
      page.getByRole('img', { name: new RegExp(`^Live stream: ${first.home} \\d+ - \\d+ ${first.away}`) }),
    ).toBeVisible();
    await screenshot(page, 'media-livetv-1920');
  });

  test('the live centre button of a live match opens that match', async ({ page }) => {
    // A login, the live grid and a second window drawing the stream: past a minute when other specs share the machine.
    test.slow();
    await page.goto('/desktop');
    await login(page, 'demo01');
    await page.getByRole('button', { name: /^Soccer \d+$/ }).click();
    await page.getByRole('tab', { name: /^Live \(\d+\)$/ }).click();
    const centre = page.getByRole('region', { name: 'Odds' }).getByRole('button', { name: /^Live center: / });
    const button = centre.last();
    const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Live center: /, '');
    const [home = '', away = ''] = name.split(' vs ');
    const popupPromise = page.waitForEvent('popup');
    await button.click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(/\/livetv\?center=\d+$/);
    const score = popup.getByLabel(/^Score \d+-\d+$/);
    await expect(score).toContainText(home);
    await expect(score).toContainText(away);
    await expect(
      popup.getByRole('img', { name: new RegExp(`^Live stream: ${home} \\d+ - \\d+ ${away}`) }),
    ).toBeVisible();
    await screenshot(popup, 'media-live-centre');
  });

  test('a finished basketball match is told in quarters and scoring runs, never as goals', async ({
    page,
  }) => {
    await page.goto('/highlight/home');
    await login(page, 'demo01');
    const { match, result } = await finishBasketballMatch(page);
    // The match just finished is the newest highlight, first in the list of all leagues.
    await page.reload();
    const title = `${match.home} ${result.scoreHome} - ${result.scoreAway} ${match.away}`;
    const card = page
      .getByRole('list', { name: 'Highlights' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toHaveCount(1);
    const moments = card.getByRole('region', { name: `Quarters and scoring runs: ${title}` });
    await expect(moments.getByRole('listitem').first()).toHaveText(/^Q1: \d+-\d+$/);
    await expect(moments.getByRole('listitem')).not.toHaveCount(0);
    await expect(card).not.toContainText('Goal');
    await page.setViewportSize({ width: 1366, height: 768 });
    expect(await inside(card.getByRole('heading', { name: title }), card)).toBe(true);
    await card.getByRole('button', { name: `Replay ${match.home} vs ${match.away}` }).click();
    await expect(page.getByRole('table', { name: 'Score by quarter' })).toBeVisible();
    await screenshot(page, 'media-highlights-basketball');
  });

  test('event standings and brackets stay inside their cards and say they are simulated', async ({
    page,
  }) => {
    await page.goto('/event');
    await login(page, 'demo01');
    await expect(page.getByText(/^Simulated competition: /)).toBeVisible();
    await expect(page.getByText(/^Simulation champion: /)).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Simulated / }).first()).toBeVisible();
    for (const size of [{ width: 1280, height: 1024 }, ...SIZES]) {
      await page.setViewportSize(size);
      await page.getByRole('tab', { name: 'Standings' }).click();
      await expect(page.getByRole('table', { name: 'Group A' })).toBeVisible();
      await expectEventFits(page);
      await page.getByRole('tab', { name: 'Bracket' }).click();
      await expect(page.getByRole('region', { name: 'Final', exact: true })).toBeVisible();
      await expectEventFits(page);
      await screenshot(page, `media-event-bracket-${size.width}`);
    }
  });
});

test.describe('languages, themes and the folded odds grid', () => {
  test.describe.configure({ timeout: 300_000 });
  let server: AccountServer;
  test.beforeAll(async () => {
    server = await startAccountServer();
  });
  test.afterAll(async () => {
    await server?.close();
  });

  /** Logs in on the private server and picks the theme and the language in the settings, as a player does. */
  async function enterAs(
    page: Page,
    path: string,
    language: 'en' | 'my' | 'th' | 'tw',
    theme: 'color2' | 'light' | 'dark',
  ): Promise<void> {
    await page.goto(`${server.url}/info/settings`);
    await login(page, 'demo02');
    // The account keeps the previous test's language, so the theme list is found by its choices, not its label.
    await page.locator('select:has(option[value="dark"])').selectOption(theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.locator('select:has(option[value="th"])').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'tw' ? 'km' : language);
    await page.goto(`${server.url}${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  }

  for (const [language, theme] of [
    ['en', 'color2'],
    ['my', 'dark'],
    ['th', 'light'],
    ['tw', 'color2'],
  ] as const) {
    test(`${language} in ${theme}: channels fit their buttons, standings their cards`, async ({ page }) => {
      await enterAs(page, '/livetv', language, theme);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expectChannelsFit(page);
        await screenshot(page, `media-livetv-${language}-${theme}-${size.width}`);
      }
      await page.goto(`${server.url}/highlight/home`);
      await page.locator('.highlight-grid li').first().waitFor();
      await screenshot(page, `media-highlights-${language}-${theme}`);
      await page.goto(`${server.url}/event`);
      await page.locator('.standings-grid .ant-table').first().waitFor();
      for (const size of [{ width: 1280, height: 1024 }, ...SIZES]) {
        await page.setViewportSize(size);
        await expectEventFits(page);
        await screenshot(page, `media-event-${language}-${theme}-${size.width}`);
      }
      // The bracket's stages are named in the player's language, never in the server's English.
      const stages = { en: 'Final', my: 'ဗိုလ်လုပွဲ', th: 'รอบชิงชนะเลิศ', tw: 'វគ្គផ្ដាច់ព្រ័ត្រ' };
      const bracketTab = { en: 'Bracket', my: 'ပွဲစဉ်ဇယား', th: 'สายการแข่งขัน', tw: 'តារាងជម្រុះ' };
      await page.getByRole('tab', { name: bracketTab[language] }).click();
      await expect(
        page.getByRole('heading', { name: stages[language], exact: true, level: 3 }),
      ).toBeVisible();
    });
  }

  test('at 1280 px the folded single-line odds rows show team names in full', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1024 });
    await enterAs(page, '/desktop', 'en', 'color2');
    await chooseOption(page, 'Line display', 'Single line');
    const odds = page.getByRole('region', { name: 'Odds' });
    await expect(page.getByRole('group', { name: 'Markets shown' })).toBeVisible();
    await expect(odds.getByRole('button', { name: /Handicap Full time, -?\d\.\d\d$/ }).first()).toBeVisible();
    for (const size of [
      { width: 1280, height: 1024 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(size);
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.match-row .event-cell .team:not(.event-name)')]
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .map((el) => el.textContent),
      );
      const all = await page.locator('.match-row .event-cell .team').count();
      expect(all).toBeGreaterThan(0);
      // Every name is whole, on corners and bookings lines too (their label has a line of its own).
      expect(cut, `cut names: ${cut.join(', ')}`).toEqual([]);
      await screenshot(page, `media-desktop-single-${size.width}`);
    }
  });
});
