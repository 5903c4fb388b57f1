// `npm test`: runs each stage's npm script in turn, stops at the first that fails, and prints when each stage
// started and how long it took, then all the durations together at the end, so a CI log cut to its tail still
// says where the time went.
// Usage: node build/scripts/test-stages.mjs <npm script>...
import { spawnSync } from 'node:child_process';

const stages = process.argv.slice(2);
if (stages.length === 0) {
  console.error('usage: node build/scripts/test-stages.mjs <npm script>...');
  process.exit(2);
}

const minutes = (ms) =>
  `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
const timings = [];
let failed;
for (const stage of stages) {
  console.log(`\n=== stage ${stage} (${new Date().toISOString().slice(11, 19)} UTC)`);
  const started = Date.now();
  const run = spawnSync('npm', ['run', stage], { stdio: 'inherit', shell: process.platform === 'win32' });
  const took = Date.now() - started;
  const ok = run.status === 0;
  timings.push(`  ${stage.padEnd(14)} ${minutes(took).padStart(7)} ${ok ? 'green' : 'FAILED'}`);
  if (!ok) {
    failed = stage;
    break;
  }
}
console.log(`\n=== stage times\n${timings.join('\n')}`);
if (failed) {
  console.log(`npm test stopped at ${failed}`);
  process.exit(1);
}
