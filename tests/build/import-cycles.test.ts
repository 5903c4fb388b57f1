import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// No file of src/ imports itself back through others (docs/ARCHITECTURE.md, "Dependency direction"): a loop of
// imports makes module start-up order matter and hides which side a concept belongs to. Type-only imports count
// too, since they tie two files' meanings just the same. Lazy `import()` calls are not followed: a route loaded on
// demand is meant to point back into the app.

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const ALIASES: Record<string, string> = { '@shared': join(SRC, 'shared') };
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file an import specifier names, or null for a package (or anything that is not a source file). */
function resolveSpecifier(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => specifier === a || specifier.startsWith(`${a}/`));
  const base = alias
    ? join(ALIASES[alias] ?? '', specifier.slice(alias.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const candidate of [base, ...EXTENSIONS.map((ext) => `${base}${ext}`)])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** The files a source file imports or re-exports from (static statements only). */
function importsOf(file: string, text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/^\s*(?:import|export)\s[^;]*?\bfrom\s+['"]([^'"]+)['"]/gms)) {
    const target = resolveSpecifier(file, match[1] ?? '');
    if (target) found.add(target);
  }
  for (const match of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) {
    const target = resolveSpecifier(file, match[1] ?? '');
    if (target) found.add(target);
  }
  return [...found];
}

/** Groups of files that import each other in a loop (Tarjan's strongly connected components of two or more). */
function importLoops(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      onStack.delete(top);
      group.push(top);
      if (top === node) break;
    }
    if (group.length > 1) loops.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}

describe('imports in src/', () => {
  it('finds a loop when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(importLoops(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      importLoops(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
    const file = join(SRC, 'server/routes/bet.ts');
    expect(importsOf(file, "import type { X } from './bet-lists';\nexport { y } from '../app';")).toEqual([
      join(SRC, 'server/routes/bet-lists.ts'),
      join(SRC, 'server/app.ts'),
    ]);
  });

  it('form no loop: every file stands above all it imports', () => {
    const graph = new Map<string, string[]>();
    for (const file of sourceFiles(SRC)) graph.set(file, importsOf(file, readFileSync(file, 'utf8')));
    expect(graph.size).toBeGreaterThan(300);
    const loops = importLoops(graph).map((group) => group.map((file) => relative(ROOT, file)));
    expect(loops).toEqual([]);
  });
});
