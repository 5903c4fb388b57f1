// Runs each end-to-end spec file in its own Playwright invocation, so each gets a fresh in-memory
// reference server (playwright.config.ts webServer): no spec depends on what another did to the
// shared demo accounts (balances, bet numbers, tour flags, private rooms).
// Usage: node tests/e2e/run-isolated.mjs [spec files...]   (default: every tests/e2e/*.spec.ts)
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const given = process.argv.slice(2);
const files = given.length
  ? given
  : readdirSync('tests/e2e')
      .filter((name) => name.endsWith('.spec.ts'))
      .sort()
      .map((name) => `tests/e2e/${name}`);

const failed = [];
for (const file of files) {
  console.log(`\n=== ${file}`);
  const result = spawnSync('npx', ['playwright', 'test', file], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) failed.push(file);
}
console.log(`\nEnd-to-end spec files: ${files.length - failed.length} of ${files.length} green`);
for (const file of failed) console.log(`  failed: ${file}`);
process.exit(failed.length > 0 ? 1 : 0);
