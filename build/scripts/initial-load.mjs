// The JavaScript a browser must fetch before the first screen can run: the entry script of the web
// build's index.html and every chunk it imports statically (what Vite lists as modulepreload), gzipped.
// Chunks reached only through import() (other languages, routes loaded on demand) are not counted.
// `npm run build:web` prints this report after building; `node build/scripts/initial-load.mjs [outDir]
// [--check]` prints it for a build folder, and with --check fails when the budget is exceeded
// (tests/build/initial-load.test.ts holds the budget).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The most initial JavaScript, gzipped, the web build may ship (tests/build/initial-load.test.ts). */
export const INITIAL_JS_BUDGET_BYTES = 450 * 1024;

// Static imports in a built chunk: `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`.
// A dynamic `import("./x.js")` has a parenthesis before the string and is not matched.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g;

/**
 * The initial chunks of a web build in `outDir`, each with its gzipped size, and their total.
 * @param {string} outDir
 */
export function initialJavaScript(dir) {
  const outDir = resolve(dir);
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const roots = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ];
  if (roots.length === 0) throw new Error(`no module script in ${join(outDir, 'index.html')}`);
  const seen = new Map();
  const visit = (file) => {
    if (seen.has(file)) return;
    const code = readFileSync(file);
    seen.set(file, gzipSync(code, { level: 9 }).length);
    for (const m of code.toString('utf8').matchAll(STATIC_IMPORT)) {
      if (m[1].startsWith('.')) visit(resolve(dirname(file), m[1]));
    }
  };
  for (const src of roots) visit(join(outDir, src.replace(/^\//, '')));
  const chunks = [...seen].map(([file, gzipBytes]) => ({ file: file.slice(outDir.length + 1), gzipBytes }));
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { chunks, gzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const folder = args.find((arg) => !arg.startsWith('--'));
  const outDir = resolve(folder ?? join(dirname(fileURLToPath(import.meta.url)), '../../out/web'));
  if (!existsSync(join(outDir, 'index.html'))) {
    console.error(`${outDir} has no index.html: run npm run build:web first`);
    process.exit(1);
  }
  const { chunks, gzipBytes } = initialJavaScript(outDir);
  console.log('Initial JavaScript of the web build (entry and its static imports, gzipped):');
  for (const c of chunks) console.log(`  ${kb(c.gzipBytes).padStart(10)}  ${c.file}`);
  console.log(`  ${kb(gzipBytes).padStart(10)}  total, budget ${kb(INITIAL_JS_BUDGET_BYTES)}`);
  if (gzipBytes > INITIAL_JS_BUDGET_BYTES) {
    console.log('  over budget: see docs/ARCHITECTURE.md, "The first load"');
    if (check) process.exit(1);
  }
}
