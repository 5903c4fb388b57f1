import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The renderer's stylesheets draw the themed screens with the theme's variables only (--sb-*, one per
// colour of the Palette in src/renderer/theme/palettes.ts), so every text they colour is one whose
// contrast the palette guarantees (tests/renderer/theme.test.ts).

function stylesheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return stylesheets(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

const STYLESHEETS = stylesheets('src/renderer').map((file) => [file, readFileSync(file, 'utf8')] as const);

/** The palette's colour names, as CSS variables: `headerBg` is `--sb-header-bg`. */
function paletteVariables(): Set<string> {
  const source = readFileSync('src/renderer/theme/palettes.ts', 'utf8');
  const body = /export interface Palette \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  const names = [...body.matchAll(/^\s*([a-zA-Z]+): string;/gm)].map((m) => m[1] as string);
  return new Set(names.map((key) => `--sb-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`));
}

describe('stylesheets', () => {
  it('are all read', () => {
    expect(STYLESHEETS.length).toBeGreaterThan(8);
    expect(paletteVariables().has('--sb-header-text')).toBe(true);
  });

  it('take every colour of the themed screens from the theme variables', () => {
    const offenders: string[] = [];
    for (const [file, text] of STYLESHEETS) {
      // The logged-out landing hero has fixed brand colours: no player theme applies before login.
      const css = text.replace(/\/\* Landing:[\s\S]*?\/\* Logged-in shell \*\//, '');
      for (const [i, line] of css.split('\n').entries()) {
        if (/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i.test(line))
          offenders.push(`${file}:${i + 1}: ${line.trim()}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('name only variables that the palette defines', () => {
    const defined = paletteVariables();
    const used = STYLESHEETS.flatMap(([, text]) =>
      [...text.matchAll(/var\((--sb-[a-z-]+)/g)].map((m) => m[1] as string),
    );
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });
});
