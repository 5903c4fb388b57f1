// `npm run security`: Electronegativity over the sources. Fails (exit 1) on any HIGH severity finding and on
// any file it could not parse. A finding may only be silenced by an inline suppression that says why:
//   new BrowserWindow({ // eng-disable CONTEXT_ISOLATION_JS_CHECK -- <why this is safe, at least 15 characters>
// A suppression without a justification fails the run too. Usage: node build/scripts/security.mjs [--input dir]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const argIndex = process.argv.indexOf('--input');
const input = resolve(argIndex > 0 ? process.argv[argIndex + 1] : join(root, 'src'));
const electronVersion = require('electron/package.json').version;

const SOURCE = /\.(?:[cm]?[jt]sx?|html)$/;
const SUPPRESSION = /eng-disable[ \t]+([\w \t]+?)(?:[ \t]*--[ \t]*(.*))?$/;
const MIN_JUSTIFICATION = 15;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : SOURCE.test(name) ? [path] : [];
  });
}

/** Every eng-disable comment and its justification; the ones without a real reason are failures. */
function suppressions() {
  const found = [];
  const files = statSync(input).isDirectory() ? sourceFiles(input) : [input];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const m = SUPPRESSION.exec(line);
        if (!m) return;
        const reason = (m[2] ?? '').replace(/\*\/\s*$/, '').trim();
        found.push({ where: `${relative(root, file)}:${i + 1}`, checks: m[1].trim(), reason });
      });
  }
  return found;
}

const run = require('@doyensec/electronegativity/dist/runner.js');
// Electronegativity's one online check (AvailableSecurityFixesGlobalCheck) fetches Electron's release notes from
// GitHub through an old HTTP client whose retry throws an uncaught error on Node 24 when the fetch fails, which ends
// the process; every build machine here is offline anyway. Electron's own updates are Dependabot's and `npm
// outdated`'s job; every check of the sources runs, with the version given here.
const result = await run({
  input,
  isRelative: true,
  electronVersionOverride: electronVersion,
  excludeFromScan: ['AvailableSecurityFixesGlobalCheck'],
  parserPlugins: [],
});

const high = result.issues.filter((i) => i.severity.name === 'HIGH');
const other = result.issues.filter((i) => i.severity.name !== 'HIGH');
const marks = suppressions();
const unjustified = marks.filter((s) => s.reason.length < MIN_JUSTIFICATION);

console.log(
  `\nElectronegativity ${require('@doyensec/electronegativity/package.json').version} over ${relative(root, input) || '.'} (Electron ${electronVersion})`,
);
for (const i of other) console.log(`  ${i.severity.name.padEnd(6)} ${i.id} ${i.file}:${i.location.line}`);
for (const s of marks)
  console.log(`  suppressed ${s.checks} at ${s.where}: ${s.reason || '(no justification)'}`);

let failed = false;
if (result.errors.length > 0) {
  failed = true;
  console.error(`\nFAIL: ${result.errors.length} file(s) could not be parsed, so they were not checked:`);
  for (const e of result.errors) console.error(`  ${e.file ?? ''} ${e.message ?? String(e)}`);
}
if (high.length > 0) {
  failed = true;
  console.error(`\nFAIL: ${high.length} high-severity finding(s) without a justified suppression:`);
  for (const i of high) console.error(`  ${i.id} ${i.file}:${i.location.line}  ${i.description}`);
}
if (unjustified.length > 0) {
  failed = true;
  console.error(
    `\nFAIL: suppression(s) without a justification ("-- why", at least ${MIN_JUSTIFICATION} characters):`,
  );
  for (const s of unjustified) console.error(`  ${s.where} ${s.checks}`);
}
if (failed) process.exit(1);
console.log(
  `\nOK: no high-severity findings; ${other.length} lower-severity finding(s) listed above for review.`,
);
// Electronegativity's translation download (offline here) leaves a retry timer behind that throws on Node 24 after
// it gave up; the verdict is in, so end now.
process.exit(0);
