import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries between the processes hold: each snippet is linted with the project's own
// eslint.config.js as if it were a file at `path`, and only the import-boundary rule's findings are read.

const root = resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The import-boundary messages ESLint gives `code` placed at `path` (relative to the repository). */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('refuse Node modules in renderer pages and in the renderer api layer', async () => {
    expect(
      await boundaryErrors('src/renderer/pages/Probe.tsx', "import fs from 'fs';\nexport const x = fs;\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/renderer/pages/Probe.tsx',
        "import { join } from 'node:path';\nexport const x = join;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('src/renderer/api/Probe.ts', "import fs from 'fs';\nexport const x = fs;\n"),
    ).toHaveLength(1);
  });

  it('refuse Electron and other processes in the renderer', async () => {
    expect(
      await boundaryErrors(
        'src/renderer/stores/Probe.ts',
        "import { app } from 'electron';\nexport const x = app;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/renderer/stores/Probe.ts',
        "import { x } from '../../server/index';\nexport const y = x;\n",
      ),
    ).toHaveLength(1);
  });

  it('keep axios inside the renderer api layer', async () => {
    const code = "import axios from 'axios';\nexport const x = axios;\n";
    expect(await boundaryErrors('src/renderer/pages/Probe.tsx', code)).toHaveLength(1);
    expect(await boundaryErrors('src/renderer/stores/Probe.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('src/renderer/api/Probe.ts', code)).toEqual([]);
  });

  it('let src/shared import only zod and other shared files', async () => {
    expect(
      await boundaryErrors(
        'src/shared/Probe.ts',
        "import { useState } from 'react';\nexport const x = useState;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/shared/Probe.ts',
        "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/shared/Probe.ts',
        "import { makeAutoObservable } from 'mobx';\nexport const x = makeAutoObservable;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/shared/odds/Probe.ts',
        "import { x } from '../../server/index';\nexport const y = x;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/shared/odds/Probe.ts',
        "import { z } from 'zod';\nimport { MONEY } from '../money';\nimport { A } from './price';\nexport const x = [z, MONEY, A];\n",
      ),
    ).toEqual([]);
  });

  it('keep the UI out of the main process', async () => {
    expect(
      await boundaryErrors(
        'src/main/Probe.ts',
        "import { App } from '../renderer/App';\nexport const x = App;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/main/Probe.ts',
        "import { useState } from 'react';\nexport const x = useState;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/main/Probe.ts',
        "import { app } from 'electron';\nimport { join } from 'node:path';\nimport { startServer } from '../server/index';\nexport const x = [app, join, startServer];\n",
      ),
    ).toEqual([]);
  });
});
