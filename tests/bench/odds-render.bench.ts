/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// In Chromium (browser build): main-thread cost of applying a refresh that changes 5% of the prices of a
// ~2,000-match market, React/MobX rows against a hand-written DOM update of the same visible rows, both
// measured in the same page and run. Also counts DOM rows and rows re-rendered. Needs `npm run build:bench`
// (the browser build with src/renderer/perfProbe.bench.ts, which exposes `window.__sportsbook`).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { chooseOption } from '../e2e/helpers';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const SHARE = 0.05;

export interface RenderBench {
  matches: number;
  changedPerRefresh: number;
  reactMs: number;
  vanillaMs: number;
  ratio: number;
  renderedRowsPerRefresh: number;
  changedVisibleRows: number;
  domRows: number;
  visibleRows: number;
  /** Parts of the React path, timed separately: decoding alone, and decode + model updates without rendering. */
  decodeMs: number;
  storeMs: number;
  /** The push stream's path: from the frame's text (parse, schema check) to the rows rendered, as the React path. */
  streamMs: number;
}

async function prepare(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/desktop`);
  await page.getByLabel('Username').fill('demo01');
  await page.getByLabel('Password').fill('Pass1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('region', { name: 'Odds' }).waitFor();
  await page.getByRole('switch', { name: 'Auto refresh' }).click();
  await page.getByRole('button', { name: /^All sports \d+$/ }).click();
  await chooseOption(page, 'Leagues per page', 'All leagues');
  if (await page.getByRole('combobox', { name: 'Time', exact: true }).count())
    await chooseOption(page, 'Time', 'All times');
  await page.getByRole('region', { name: 'Odds' }).waitFor();
  await page.waitForTimeout(500);
}

/** Runs inside the page: builds deltas from the store's own rows and times both update paths. */
async function measure(page: Page): Promise<RenderBench> {
  return page.evaluate(
    async ({ rounds, share }) => {
      type Row = unknown[];
      interface M {
        id: number;
        leagueId: number;
        sportId: number;
        rank: number;
        home: string;
        away: string;
        type: number;
        label: string;
        status: number;
        kickoff: number;
        scoreHome: number;
        scoreAway: number;
        clock: string;
        flags: number;
        redHome: number;
        redAway: number;
        lines: number[][];
        mmo: unknown;
        outright: unknown;
      }
      const sb = (
        window as unknown as {
          __sportsbook: {
            feed: { cache: { version: number; matches: Map<number, M> } };
            renderCount: { ids: Set<number> };
            applySync(f: unknown): void;
            pushSync(text: string): void;
            decode(f: unknown): unknown;
            formatPrice(p: number): string;
          };
        }
      ).__sportsbook;
      const cache = sb.feed.cache;
      const ids = [...cache.matches.keys()];
      const list = document.querySelector('.virtual-list') as HTMLElement;
      let version = cache.version;
      const delta = (seed: number) => {
        const matches: Row[] = [];
        ids.forEach((id, i) => {
          if ((i * 7919 + seed * 104_729) % 1000 >= share * 1000) return;
          const m = cache.matches.get(id)!;
          const step = seed % 2 ? 10_000 : -10_000;
          const lines = m.lines.map((l) => [
            l[0],
            l[1],
            l[2],
            l[3] ? (l[3] as number) + step : 0,
            l[4] ? (l[4] as number) - step : 0,
            l[5],
            l[6],
          ]);
          matches.push([
            m.id,
            m.leagueId,
            m.sportId,
            m.rank,
            m.home,
            m.away,
            m.type,
            m.label,
            m.status,
            m.kickoff,
            m.scoreHome,
            m.scoreAway,
            m.clock,
            m.flags,
            m.redHome,
            m.redAway,
            lines,
            m.mmo,
            m.outright,
          ]);
        });
        version++;
        return { version, full: 0, leagues: [], matches, pairs: [], heads: [], removed: [] };
      };
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const visibleIds = () =>
        new Set(
          [...document.querySelectorAll('[data-match]')].map((el) =>
            Number((el as HTMLElement).dataset.match),
          ),
        );
      const react: number[] = [];
      let rendered = 0;
      let changedVisible = 0;
      let changed = 0;
      for (let r = 0; r < rounds; r++) {
        const d = delta(r);
        const visible = visibleIds();
        changedVisible += d.matches.filter((row) => visible.has(row[0] as number)).length;
        changed += d.matches.length;
        sb.renderCount.ids.clear();
        const t0 = performance.now();
        sb.applySync(d);
        void list.offsetHeight; // force style and layout inside the timed span
        react.push(performance.now() - t0);
        rendered += sb.renderCount.ids.size;
        await frame();
      }
      // Hand-written baseline: same decoder, then write the visible rows' prices straight into the DOM.
      const order = [
        ['hdp', 0],
        ['ou', 0],
        ['x12', 0],
        ['oe', 0],
        ['hdp', 1],
        ['ou', 1],
        ['x12', 1],
      ] as const;
      const vanilla: number[] = [];
      for (let r = 0; r < rounds; r++) {
        const d = delta(r + 1000);
        const t0 = performance.now();
        sb.decode(d);
        for (const row of d.matches) {
          const el = list.querySelector(`[data-match="${row[0] as number}"]`);
          if (!el) continue;
          const buttons = el.querySelectorAll('button.price');
          let b = 0;
          const lines = row[16] as (string | number)[][];
          for (const [market, period] of order) {
            const line = lines.find(
              (l) =>
                l[1] === period && (market === 'x12' ? l[0] === 'oxt' || l[0] === 'ml' : l[0] === market),
            );
            if (!line) continue;
            const count = line[0] === 'oxt' ? 3 : 2;
            for (let i = 0; i < count; i++, b++) {
              const button = buttons[b];
              const price = line[3 + i] as number;
              if (!button) continue;
              (button.firstElementChild ?? button).textContent = sb.formatPrice(price);
              button.classList.toggle('odds-up', r % 2 === 1);
              button.classList.toggle('odds-down', r % 2 === 0);
            }
          }
        }
        void list.offsetHeight;
        vanilla.push(performance.now() - t0);
        await frame();
      }
      // Where the React path's time goes: the decoder alone, then the store update without React.
      const decodeOnly: number[] = [];
      const storeOnly: number[] = [];
      const feed = sb.feed as unknown as { applyFeed(f: unknown): void };
      for (let r = 0; r < rounds; r++) {
        const d = delta(r + 2000);
        let t0 = performance.now();
        sb.decode(d);
        decodeOnly.push(performance.now() - t0);
        t0 = performance.now();
        feed.applyFeed(d);
        storeOnly.push(performance.now() - t0);
        await frame();
      }
      // The same delta arriving as a stream frame: the text the socket gave, parsed, checked and rendered.
      const streamed: number[] = [];
      for (let r = 0; r < rounds; r++) {
        const d = delta(r + 3000);
        const text = `event: odds\nid: ${d.version}\ndata: ${JSON.stringify({ ...d, base: d.version - 1 })}\n\n`;
        const t0 = performance.now();
        sb.pushSync(text);
        void list.offsetHeight;
        streamed.push(performance.now() - t0);
        await frame();
      }
      const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
      const box = list.getBoundingClientRect();
      const rows = [...list.querySelectorAll('.virtual-row')];
      const inView = rows.filter((el) => {
        const rect = el.getBoundingClientRect();
        return rect.bottom > box.top && rect.top < box.bottom;
      }).length;
      const reactMs = median(react);
      const vanillaMs = median(vanilla);
      return {
        matches: ids.length,
        changedPerRefresh: changed / rounds,
        reactMs,
        vanillaMs,
        ratio: reactMs / vanillaMs,
        renderedRowsPerRefresh: rendered / rounds,
        changedVisibleRows: changedVisible / rounds,
        domRows: rows.length,
        visibleRows: inView,
        decodeMs: median(decodeOnly),
        storeMs: median(storeOnly),
        streamMs: median(streamed),
      };
    },
    { rounds: ROUNDS, share: SHARE },
  );
}

export async function runRenderBench(): Promise<RenderBench> {
  const webRoot = resolve('out/bench');
  if (!existsSync(resolve(webRoot, 'index.html'))) throw new Error('run `npm run build:bench` first');
  // About 2,100 top-level matches (plus child lines) in the every-sport Today market.
  process.env.SIM_MATCHES_PER_LEAGUE ??= '400';
  const { startServer } = await import('../../src/server/index');
  const server = await startServer({ port: 0, dataDir: ':memory:', serveWebRoot: webRoot });
  const chromiumPath =
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // tsx keeps function names with a __name helper that does not exist inside the page.
    await page.addInitScript('window.__name = (f) => f');
    await prepare(page, server.url);
    return await measure(page);
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await runRenderBench());
