import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// The benchmark's hooks (the stores on `window`, the row render counter) live in src/renderer/perfProbe.bench.ts,
// which only the benchmark build (vite.bench.config.ts) uses. Both builds run here, each into its own folder so a
// developer's `npm run build:web` or an end-to-end run cannot race them; the benchmark build shows the markers
// this test looks for are the real ones.

const root = resolve(__dirname, '../..');
const buildRoot = join(root, 'node_modules/.cache/product-bundle-test');
const vite = join(root, 'node_modules/vite/bin/vite.js');
const BENCH_MARKERS = ['__sportsbook', 'renderCount'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

function build(config: string, outDir: string): string {
  execFileSync(
    process.execPath,
    [vite, 'build', '--config', config, '--outDir', outDir, '--logLevel', 'error'],
    { cwd: root, stdio: 'pipe' },
  );
  return files(outDir)
    .filter((f) => /\.(js|html)$/.test(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
}

let product = '';
let bench = '';

beforeAll(() => {
  rmSync(buildRoot, { recursive: true, force: true });
  product = build('vite.web.config.ts', join(buildRoot, 'web'));
  bench = build('vite.bench.config.ts', join(buildRoot, 'bench'));
}, 240_000);

describe('the product browser bundle', () => {
  it('carries none of the benchmark hooks', () => {
    expect(product.length).toBeGreaterThan(100_000);
    for (const marker of BENCH_MARKERS) expect(product, marker).not.toContain(marker);
  });

  it('differs from the benchmark build, which carries them (so the markers looked for are the real ones)', () => {
    for (const marker of BENCH_MARKERS) expect(bench, marker).toContain(marker);
  });
});
