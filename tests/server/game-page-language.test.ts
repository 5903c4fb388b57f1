import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/languages';
import { GAME_PAGE_TEXTS, type GamePageTexts } from '../../src/shared/games/page-texts';
import { MONEY_NUMBER_FORMAT } from '../../src/shared/money';
import { toSafeInt } from '../../src/server/db/types';
import { startHarness, type Harness } from './harness';

// The game pop-ups speak the player's language: the launch carries it, the page is written in it, and its
// scripts get that language's texts; the page's own fonts draw Thai, Burmese and Khmer.

let h: Harness;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = { account_id: 'demo01', session_token: await h.login('demo01') };
});
afterAll(() => h.close());

const provider = (name: string, body: object) =>
  h.post(`provider/${name}`, body).then((r) => ({ code: r.statusCode, body: r.json() }));

async function page(url: string) {
  const { pathname, search } = new URL(url);
  return h.app.inject({ method: 'GET', url: `${pathname}${search}` });
}

/** Every text of a language's table, leaf by leaf. */
function leaves(node: GamePageTexts | object): string[] {
  return Object.values(node).flatMap((v: unknown) => (typeof v === 'string' ? [v] : leaves(v as object)));
}

async function launchTokens(): Promise<number> {
  const rows = await h.db.query<{ n: unknown }>(
    "SELECT count(*) AS n FROM game_launch_tokens WHERE account_id = 'demo01'",
  );
  return toSafeInt(rows[0]?.n);
}

const escHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

describe('game pages in the player language', () => {
  it('every language has every text, none left in English', () => {
    const english = leaves(GAME_PAGE_TEXTS.en);
    for (const lang of LOCALES) {
      const texts = leaves(GAME_PAGE_TEXTS[lang]);
      expect(texts, lang).toHaveLength(english.length);
      expect(
        texts.every((t) => t.trim().length > 0),
        lang,
      ).toBe(true);
      if (lang !== 'en')
        expect(
          texts.filter((t) => english.includes(t)),
          lang,
        ).toEqual([]);
    }
  });

  it('a Thai launch opens a page whose every text is Thai, with no English label', async () => {
    const launch = await provider('LaunchGame', { ...demo, game_id: 'mini-lucky-dice', lang: 'th' });
    expect(launch.body.status, JSON.stringify(launch.body)).toBe(1);
    expect(new URL(launch.body.url).searchParams.get('lang')).toBe('th');
    const res = await page(launch.body.url);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const th = GAME_PAGE_TEXTS.th;
    expect(html).toContain('<html lang="th">');
    // The frame's labels, written by the server.
    expect(html).toContain(`aria-label="${th.balance}"`);
    expect(html).toContain(`<h2>${th.lastRounds}</h2>`);
    expect(html).toContain(`aria-label="${th.betControls}"`);
    expect(html).toContain(th.rtp.replace('{rtp}', '97.222'));
    // The scripts' texts (buttons, results, errors), handed over as data: exactly the Thai table.
    const block = /<script type="application\/json" id="page-texts">(.*?)<\/script>/s.exec(html);
    expect(block).not.toBeNull();
    const handed = JSON.parse(block?.[1] ?? '{}') as GamePageTexts & { locale: string };
    expect(handed).toEqual({
      ...th,
      locale: 'th-TH-u-nu-latn-ca-gregory',
      moneyFormat: MONEY_NUMBER_FORMAT,
    });
    // No English text, whole or between its {marks}, anywhere else in the page (the game's title is a name).
    const frame = html.replace(block?.[0] ?? '', '').replaceAll('Lucky Dice', '');
    const english = leaves(GAME_PAGE_TEXTS.en).flatMap((t) => t.split(/\{\w+\}/));
    for (const fragment of english.map((f) => f.trim()).filter((f) => f.length >= 3)) {
      expect(frame, fragment).not.toContain(fragment);
      expect(frame, fragment).not.toContain(escHtml(fragment));
    }
  });

  it('each launch call and the 4D board carry the language', async () => {
    const slot = await provider('launchslotgame', { ...demo, game_id: 'slot-lantern-festival', lang: 'tw' });
    const slotPage = await page(slot.body.url);
    expect(slotPage.body).toContain('<html lang="km">');
    expect(slotPage.body).toContain(GAME_PAGE_TEXTS.km.slot.spin);
    const live = await provider('launchgp', { ...demo, lang: 'my' });
    expect((await page(live.body.url)).body).toContain(GAME_PAGE_TEXTS.my.baccarat.deal);
    const board = await provider('LaunchLottery', { ...demo, lang: 'cn' });
    const boardPage = await page(board.body.url);
    expect(boardPage.body).toContain(`<h1>${GAME_PAGE_TEXTS.cn.lotteryTitle}</h1>`);
    // No language: English, as before.
    const plain = await provider('LaunchGame', { ...demo, game_id: 'mini-lucky-dice' });
    expect(new URL(plain.body.url).search).toBe('');
    expect((await page(plain.body.url)).body).toContain('<html lang="en">');
  });

  it('refuses a language that is not one of the nine, and mints no launch token', async () => {
    const before = await launchTokens();
    for (const lang of ['xx', 'EN', 'km', 7]) {
      const res = await provider('LaunchGame', { ...demo, game_id: 'mini-lucky-dice', lang });
      expect(res.code, String(lang)).toBe(400);
      expect(res.body.statusdesc).toBe('langInvalid');
    }
    expect(
      (await provider('launchslotgame', { ...demo, game_id: 'slot-lantern-festival', lang: 'zz' })).body
        .statusdesc,
    ).toBe('langInvalid');
    expect((await provider('LaunchLottery', { ...demo, lang: 'zz' })).body.statusdesc).toBe('langInvalid');
    expect(await launchTokens()).toBe(before);
    const bad = await h.app.inject({ method: 'GET', url: '/api/provider/play/mini-lucky-dice?lang=xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(GAME_PAGE_TEXTS.en.languageTitle);
    expect(bad.body).not.toContain('id="app"');
  });

  it('an unknown game is told in the asked language', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/provider/play/no-such-game?lang=my' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(GAME_PAGE_TEXTS.my.notFoundTitle);
    expect(res.body).toContain('<html lang="my">');
  });

  it('serves the Thai, Burmese and Khmer faces the page names, from its own origin', async () => {
    const launch = await provider('LaunchGame', { ...demo, game_id: 'mini-lucky-dice', lang: 'tw' });
    const res = await page(launch.body.url);
    expect(res.headers['content-security-policy']).toContain("font-src 'self'");
    const urls = [...res.body.matchAll(/url\(([^)]+\.woff2)\)/g)].map((m) => m[1] as string);
    for (const family of ['Noto Sans Khmer', 'Noto Sans Myanmar', 'Noto Sans Thai'])
      expect(res.body).toContain(`font-family:"${family}"`);
    expect(res.body).toMatch(/body\{margin:0;font:15px\/1\.4 "Noto Sans Khmer"/);
    expect(urls).toHaveLength(6);
    for (const url of urls) {
      expect(url.startsWith('/api/provider/static/fonts/')).toBe(true);
      const font = await h.app.inject({ method: 'GET', url });
      expect(font.statusCode, url).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    for (const name of ['../../package.json', 'index.css', 'noto-sans-thai-thai-500-normal.woff2']) {
      const res404 = await h.app.inject({
        method: 'GET',
        url: `/api/provider/static/fonts/${encodeURIComponent(name)}`,
      });
      expect(res404.statusCode, name).toBe(404);
    }
  });
});
