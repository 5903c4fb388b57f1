import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The renderer compares its own version with the server's min_client_version (old-version prompt), so
// the constant in src/renderer/version.ts must move with package.json.
describe('client version', () => {
  it('the renderer reports the package version', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    const source = readFileSync('src/renderer/version.ts', 'utf8');
    expect(/CLIENT_VERSION = '([^']+)'/.exec(source)?.[1]).toBe(pkg.version);
  });
});
