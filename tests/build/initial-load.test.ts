import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_BYTES, initialJavaScript } from '../../build/scripts/initial-load.mjs';

// The first download of the web build: the entry script and its static imports, gzipped, must stay
// within the budget; each language and every screen but the landing page and /desktop come later.
// The build goes to a folder of its own so a developer's `npm run build:web` cannot race it.

const root = resolve(__dirname, '../..');
const out = join(root, 'node_modules/.cache/initial-load-test');

beforeAll(() => {
  rmSync(out, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'vite.web.config.ts',
      '--outDir',
      out,
      '--logLevel',
      'error',
    ],
    {
      cwd: root,
      stdio: 'pipe',
      // Vitest sets NODE_ENV=test, which would bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}, 240_000);

const initial = () => initialJavaScript(out);
const initialCode = () =>
  initial()
    .chunks.map((c) => readFileSync(join(out, c.file), 'utf8'))
    .join('\n');

describe('first load of the web build', () => {
  it(`is at most ${INITIAL_JS_BUDGET_BYTES / 1024} KB of JavaScript, gzipped`, () => {
    const { chunks, gzipBytes } = initial();
    expect(chunks.length).toBeGreaterThan(1);
    expect(gzipBytes, chunks.map((c) => `${c.file} ${c.gzipBytes}`).join('\n')).toBeLessThanOrEqual(
      INITIAL_JS_BUDGET_BYTES,
    );
  });

  it('holds no language: each is a chunk of its own, fetched when shown', () => {
    const code = initialCode();
    // One text of each language (the sports menu's name), as its chunk holds it.
    for (const text of [
      'Sports menu',
      '体育菜单',
      'ម៉ឺនុយកីឡា',
      'အားကစား မီနူး',
      'Menu olahraga',
      'スポーツメニュー',
      '스포츠 메뉴',
      'เมนูกีฬา',
      'Danh mục thể thao',
    ]) {
      expect(code, text).not.toContain(text);
    }
    const assets = execFileSync('ls', [join(out, 'assets')], { encoding: 'utf8' }).split('\n');
    for (const lang of ['en', 'cn', 'km', 'my', 'id', 'jp', 'kr', 'th', 'vi']) {
      expect(
        assets.some((file) => new RegExp(`^${lang}-[\\w-]+\\.js$`).test(file)),
        lang,
      ).toBe(true);
    }
  });

  it('leaves the games, tournament and info screens out', () => {
    const files = initial().chunks.map((c) => c.file);
    for (const screen of [
      'KenoPage',
      'RoulettePage',
      'VideoPokerPage',
      'LotteryPage',
      'GameLobbyPage',
      'TournamentPage',
      'InfoLayout',
      'SettingsPage',
      'HelpPage',
    ]) {
      expect(
        files.some((file) => file.includes(screen)),
        screen,
      ).toBe(false);
    }
  });
});
