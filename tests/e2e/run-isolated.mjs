// Runs each end-to-end spec file in its own Playwright invocation, so each gets a fresh in-memory
// reference server (playwright.config.ts webServer): no spec depends on what another did to the
// shared demo accounts (balances, bet numbers, tour flags, private rooms).
//
// Much of a spec's time is spent waiting on the server's clocks (live-bet delay, draws), not on the CPU,
// so E2E_JOBS spec files (default 2) run at once, each on its own port counted up from E2E_PORT (5199).
// A file's output is printed in one piece when it ends, so parallel runs stay readable, and each failure is
// printed again at the very end, where a CI log cut to its tail still shows what failed and why.
// The checks tagged @screens (helpers.ts SCREENS) only save screenshots for a person to review: a run leaves them
// out, and `--screens` runs them alone.
// Usage: node tests/e2e/run-isolated.mjs [--screens] [spec files...]   (default: every tests/e2e/*.spec.ts)
import { readdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { basename } from 'node:path';

/**
 * Minutes each long spec file took on a busy two-core CI machine. The longest start first, so the parallel
 * queues end close together rather than one long file running alone at the end; a file not listed counts as
 * short. The figures only order the run: a wrong one costs time, never a result.
 */
const LONG_SPEC_MINUTES = {
  'accessibility.spec.ts': 14,
  'betting-screen.spec.ts': 10.5,
  'layout.spec.ts': 9.5,
  'media.spec.ts': 8,
  'info-popups.spec.ts': 7.5,
  'account.spec.ts': 6,
  'tickets.spec.ts': 5,
  'themes.spec.ts': 4.5,
  'tournament.spec.ts': 4,
  'responsible-gaming.spec.ts': 3.5,
  'keyboard.spec.ts': 3.5,
  'bet-naming.spec.ts': 3.5,
  'games.spec.ts': 3.5,
  'esports.spec.ts': 3.5,
  'betting.spec.ts': 3,
};
const minutesOf = (file) => LONG_SPEC_MINUTES[basename(file)] ?? 2;

const args = process.argv.slice(2);
const screens = args.includes('--screens');
const given = args.filter((arg) => arg !== '--screens');
// A file may have no check of the kind asked for, which is no failure.
const selection = [screens ? '--grep' : '--grep-invert', '@screens', '--pass-with-no-tests'];
const files = given.length
  ? given
  : readdirSync('tests/e2e')
      .filter((name) => name.endsWith('.spec.ts'))
      .sort()
      .map((name) => `tests/e2e/${name}`)
      .sort((a, b) => minutesOf(b) - minutesOf(a));

const jobsSetting = process.env.E2E_JOBS ?? '2';
const jobs = Number(jobsSetting);
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`E2E_JOBS must be a whole number of at least 1, got ${jobsSetting}`);
  process.exit(2);
}
const portSetting = process.env.E2E_PORT ?? '5199';
const basePort = Number(portSetting);
if (!Number.isInteger(basePort) || basePort < 1 || basePort + jobs > 65535) {
  console.error(`E2E_PORT must be a port number, got ${portSetting}`);
  process.exit(2);
}

function runSpec(file, port) {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks = [];
    const child = spawn('npx', ['playwright', 'test', file, ...selection], {
      env: {
        ...process.env,
        E2E_PORT: String(port),
        // Each file keeps its own traces and failure screenshots, whatever runs after it on the same port.
        E2E_OUTPUT_DIR: `test-results/artifacts/${basename(file, '.spec.ts')}`,
        FORCE_COLOR: '0',
      },
      shell: process.platform === 'win32',
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(
        `\n=== ${file} (port ${port}, ${seconds} s, ${code === 0 ? 'green' : 'FAILED'})\n`,
      );
      const output = Buffer.concat(chunks);
      process.stdout.write(output);
      if (code !== 0) failures.set(file, failureSummary(output.toString()));
      resolve(code === 0);
    });
  });
}

/** Playwright's numbered failure reports without their attachment lines, or the output's tail when it has none. */
function failureSummary(output) {
  const lines = output.split('\n');
  const starts = lines.flatMap((line, index) => (/^\s+\d+\) \[/.test(line) ? [index] : []));
  if (starts.length === 0) return lines.slice(-30).join('\n');
  const noise = /attachment #|Usage:|show-trace|────|^\s*$/;
  return starts
    .map((start, n) => lines.slice(start, Math.min(starts[n + 1] ?? lines.length, start + 40)))
    .map(([title = '', ...rest]) =>
      [title.replace(/\s*─+$/, ''), ...rest.filter((line) => !noise.test(line))].join('\n'),
    )
    .join('\n');
}

const queue = [...files];
const failed = [];
const failures = new Map();
async function worker(slot) {
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (!(await runSpec(file, basePort + slot))) failed.push(file);
  }
}
await Promise.all(Array.from({ length: Math.min(jobs, files.length) }, (_, slot) => worker(slot)));

for (const [file, summary] of [...failures].sort()) console.log(`\n--- failures of ${file}\n${summary}`);
console.log(`\nEnd-to-end spec files: ${files.length - failed.length} of ${files.length} green`);
for (const file of failed.sort()) console.log(`  failed: ${file}`);
process.exit(failed.length > 0 ? 1 : 0);
