import { describe, expect, it } from 'vitest';
import { loadTranslation } from '../../src/renderer/i18n/resources';

// The English texts against the code that shows them: every key a screen asks for by name exists, and every key
// exists because something asks for it. A key is asked for by its full name in a string ('games.tv.player'), or by
// a template that builds it: a fixed start (`sports.name.${id}`, `tour.steps.s${n}`) or a fixed end after a chosen area
// (`${texts}.confirmTitle`, with texts 'keno' or 'roulette'). The other languages have exactly English's keys
// (i18n.test.ts), so a dead key is dead in all nine.

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : leaves(value, path);
  });

/** Every source file of the renderer and shared, as text (Vite's glob import, which Vitest runs). */
const sources: Record<string, string> = import.meta.glob(
  ['../../src/renderer/**/*.{ts,tsx}', '../../src/shared/**/*.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
/** The translation tables themselves (i18n/<area>/<language>.ts and the per-language bundles) are not users. */
const isTable = (path: string) => /\/i18n\/(bundles\/|[a-z-]+\/(en|cn|km|my|id|jp|kr|th|vi)\.ts$)/.test(path);
const code = Object.entries(sources)
  .filter(([path]) => !isTable(path))
  .map(([, text]) => text)
  .join('\n');

const english = leaves((await loadTranslation('en')) as unknown as Tree);
const englishKeys = new Set(english);
/** i18next's plural forms are asked for by their base key and a count. */
const baseOf = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const named = new Set(
  [...code.matchAll(/['"`]([A-Za-z0-9_]+(?:\.[A-Za-z0-9_+-]+)+)['"`]/g)].map((m) => m[1]),
);
const starts = [...code.matchAll(/`([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*\.[A-Za-z0-9_]*)\$\{/g)].map(
  (m) => m[1] ?? '',
);
const ends = [...code.matchAll(/`\$\{[^}]+\}\.([A-Za-z0-9_.]+?)(\.\$\{|`)/g)].map((m) => ({
  rest: m[1] ?? '',
  open: m[2] !== '`',
}));

function askedFor(key: string): boolean {
  const base = baseOf(key);
  if (named.has(key) || named.has(base)) return true;
  if (starts.some((start) => base.startsWith(start))) return true;
  const afterArea = base.slice(base.indexOf('.') + 1);
  return ends.some(({ rest, open }) => (open ? afterArea.startsWith(`${rest}.`) : afterArea === rest));
}

describe('translation keys', () => {
  it('every English key is asked for by the code', () => {
    expect(english.filter((key) => !askedFor(key))).toEqual([]);
  });

  it('every key a t() call names exists in English', () => {
    const called = [...code.matchAll(/\bt\(\s*'([^'$]+)'/g)].map((m) => m[1] ?? '');
    const missing = [...new Set(called)].filter(
      (key) => !englishKeys.has(key) && !english.some((k) => baseOf(k) === key || k.startsWith(`${key}.`)),
    );
    expect(missing).toEqual([]);
  });
});
