import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive the browser build against the real reference API (`npm run web`'s server).
// Debian's Chromium is used when present (CHROMIUM_PATH overrides); elsewhere Playwright's own browser
// (`npx playwright install chromium` once).
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.E2E_PORT ?? 5199);
/** Lets tests mint operator launch tokens the server accepts (tests/e2e/helpers.ts). */
export const E2E_OPERATOR_SECRET = 'e2e-operator-secret-not-for-production-use';

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per spec file (run-isolated.mjs names it) or per port: Playwright empties its output folder when
  // it starts, and run-isolated.mjs runs several spec files at once.
  outputDir: process.env.E2E_OUTPUT_DIR ?? `test-results/artifacts/${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // CI runs two spec files at once on two cores, each with its own server and browser: a page's first showing after
  // a login or a reload can take well over 10 s there. A wait that is met returns at once, so only a failure waits longer.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'npx tsx src/server/cli.ts web',
    url: `http://127.0.0.1:${port}/`,
    // Betting tests fast-forward matches (SIM_CONTROL) and need time to see a live bet waiting (BET_LIVE_DELAY_MS);
    // keno draws and the roulette wheel spins every 20 s so a test sees its bet settled.
    env: {
      PORT: String(port),
      DATA_DIR: ':memory:',
      HOST: '127.0.0.1',
      OPERATOR_TOKEN_SECRET: E2E_OPERATOR_SECRET,
      SIM_CONTROL: '1',
      BET_LIVE_DELAY_MS: '15000',
      KENO_DRAW_SECONDS: '20',
      ROULETTE_SPIN_SECONDS: '20',
      // The test report shows the server's output: its warnings and errors, not two lines for every request.
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    // A safety net, not a target: on a busy two-core machine the server migrates, seeds and plays its first
    // simulated minutes for well over a minute before it answers.
    timeout: 240_000,
    stdout: 'pipe',
  },
});
