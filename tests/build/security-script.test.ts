import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run security` must fail on a high-severity finding unless an inline suppression says why.

const script = resolve(__dirname, '../../build/scripts/security.mjs');
const dirs: string[] = [];

function scan(source: string): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'eng-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'main.js'), source);
  const r = spawnSync(process.execPath, [script, '--input', dir], { encoding: 'utf8', timeout: 120_000 });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const window = (comment: string) =>
  [
    "const { BrowserWindow } = require('electron');",
    `const win = new BrowserWindow({ webPreferences: { contextIsolation: false } }); ${comment}`,
    // Without these, Electronegativity's global navigation check (also HIGH) would fail every fixture.
    "win.webContents.on('will-navigate', (e) => e.preventDefault());",
    "win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));",
    '',
  ].join('\n');

describe('npm run security', () => {
  it('passes over the sources (so npm test runs Electronegativity too)', () => {
    const r = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 120_000 });
    expect(`${r.stdout}\n${r.stderr}`).toContain('OK: no high-severity findings');
    expect(r.status).toBe(0);
  }, 120_000);

  it('fails on a high-severity finding', () => {
    const r = scan(window(''));
    expect(r.status).toBe(1);
    expect(r.output).toContain('CONTEXT_ISOLATION_JS_CHECK');
  }, 120_000);

  it('fails on a suppression without a justification', () => {
    const r = scan(window('// eng-disable CONTEXT_ISOLATION_JS_CHECK'));
    expect(r.status).toBe(1);
    expect(r.output).toContain('without a justification');
  }, 120_000);

  it('passes a justified suppression', () => {
    const r = scan(
      window('// eng-disable CONTEXT_ISOLATION_JS_CHECK -- fixture: isolation is tested elsewhere'),
    );
    expect(r.output).toContain('suppressed CONTEXT_ISOLATION_JS_CHECK');
    expect(r.status).toBe(0);
  }, 120_000);
});
