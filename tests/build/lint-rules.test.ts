import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries between the processes hold: each snippet is linted with the project's own
// eslint.config.js as if it were a file at `path`, and only the import-boundary rule's findings are read.

const root = resolve(__dirname, '../..');
// The snippets are no file of the TypeScript project, so the type-aware rules (which need one) are left out here:
// only the import boundaries are under test.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

/** The import-boundary messages ESLint gives `code` placed at `path` (relative to the repository). */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** An import of `name` from `source`, used so no other rule objects. */
const use = (name: string, source: string): string =>
  `import { ${name} } from '${source}';\nexport const probe = ${name};\n`;

describe('import boundaries', () => {
  it.each([
    [
      'fs in a renderer page',
      'src/renderer/pages/Probe.tsx',
      "import fs from 'fs';\nexport const probe = fs;\n",
    ],
    ['node:path in a renderer page', 'src/renderer/pages/Probe.tsx', use('join', 'node:path')],
    [
      'fs in the renderer api layer',
      'src/renderer/api/Probe.ts',
      "import fs from 'fs';\nexport const probe = fs;\n",
    ],
    ['electron in a renderer store', 'src/renderer/stores/Probe.ts', use('app', 'electron')],
    [
      'server code in a renderer store',
      'src/renderer/stores/Probe.ts',
      use('startServer', '../../server/index'),
    ],
    [
      'axios in a renderer page',
      'src/renderer/pages/Probe.tsx',
      "import axios from 'axios';\nexport const probe = axios;\n",
    ],
    [
      'axios in a renderer store',
      'src/renderer/stores/Probe.ts',
      "import axios from 'axios';\nexport const probe = axios;\n",
    ],
    [
      'a page in a renderer component',
      'src/renderer/components/Probe.tsx',
      use('HomePage', '../pages/HomePage'),
    ],
    ['a page in a renderer store', 'src/renderer/stores/Probe.ts', use('HomePage', '../pages/HomePage')],
    ['a component in a renderer store', 'src/renderer/stores/Probe.ts', use('Money', '../components/Money')],
    ["a product's page in its store", 'src/renderer/keno/Probe.ts', use('KenoPage', './pages/KenoPage')],
    ['react in src/shared', 'src/shared/Probe.ts', use('useState', 'react')],
    ['node:fs in src/shared', 'src/shared/Probe.ts', use('readFileSync', 'node:fs')],
    ['mobx in src/shared', 'src/shared/Probe.ts', use('makeAutoObservable', 'mobx')],
    ['server code in src/shared', 'src/shared/odds/Probe.ts', use('startServer', '../../server/index')],
    ['renderer code in main', 'src/main/Probe.ts', use('App', '../renderer/App')],
    ['react in main', 'src/main/Probe.ts', use('useState', 'react')],
  ])('refuse %s', async (_what, path, code) => {
    expect(await boundaryErrors(path, code)).toHaveLength(1);
  });

  it.each([
    [
      'axios in the renderer api layer',
      'src/renderer/api/Probe.ts',
      "import axios from 'axios';\nexport const probe = axios;\n",
    ],
    [
      'zod and shared files in src/shared',
      'src/shared/odds/Probe.ts',
      "import { z } from 'zod';\nimport { A } from '../money';\nimport { B } from './price';\nexport const probe = [z, A, B];\n",
    ],
    [
      'electron, node and the embedded API in main',
      'src/main/Probe.ts',
      "import { app } from 'electron';\nimport { join } from 'node:path';\nimport { startServer } from '../server/index';\nexport const probe = [app, join, startServer];\n",
    ],
  ])('allow %s', async (_what, path, code) => {
    expect(await boundaryErrors(path, code)).toEqual([]);
  });
});

describe('route handlers', () => {
  /** The no-restricted-syntax messages ESLint gives `code` placed at `path`. */
  async function syntaxErrors(path: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  }

  it('refuse a type assertion in a route, in both spellings', async () => {
    const code =
      'export const a = (body: unknown) => body as { x: number };\nexport const b = (body: unknown) => <{ x: number }>body;\n';
    expect(await syntaxErrors('src/server/routes/Probe.ts', code)).toEqual([
      'No type assertion in a route: type it by its contract entry (contractRoute).',
      'No type assertion in a route: type it by its contract entry (contractRoute).',
    ]);
  });

  it('allow `as const` in a route, and assertions outside the routes', async () => {
    expect(await syntaxErrors('src/server/routes/Probe.ts', "export const a = ['x'] as const;\n")).toEqual(
      [],
    );
    expect(
      await syntaxErrors(
        'src/server/betting/Probe.ts',
        'export const a = (body: unknown) => body as number;\n',
      ),
    ).toEqual([]);
  });
});
