import { resolve } from 'node:path';
import { mergeConfig } from 'vite';
import type { Plugin } from 'vite';
import web from './vite.web.config';

// The benchmark's own build of the browser renderer, into out/bench: the product build with
// src/renderer/perfProbe.ts replaced by perfProbe.bench.ts, which exposes the stores and counts row renders
// for tests/bench/odds-render.bench.ts. The product build (vite.web.config.ts, electron-vite) never has it.
const probe = resolve(import.meta.dirname, 'src/renderer/perfProbe.ts');
const benchProbe = resolve(import.meta.dirname, 'src/renderer/perfProbe.bench.ts');

const swapProbe: Plugin = {
  name: 'bench-probe',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!source.includes('perfProbe')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === probe ? benchProbe : null;
  },
};

export const BENCH_OUT_DIR = resolve(import.meta.dirname, 'out/bench');

export default mergeConfig(web, {
  plugins: [swapProbe],
  build: { outDir: BENCH_OUT_DIR },
});
