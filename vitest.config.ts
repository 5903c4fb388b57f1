import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // PostgreSQL-only suites run in the PostgreSQL pass (npm run test:pg sets TEST_DATABASE_URL).
    exclude: [
      'tests/e2e/**',
      'node_modules/**',
      ...(process.env.TEST_DATABASE_URL ? [] : ['tests/**/*.pg.test.ts']),
    ],
    environment: 'node',
    // Safety nets, not assertions: each server test file starts and seeds its own database, which on a
    // busy two-core CI machine can take far longer than on a laptop.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default (one worker fewer than cores) assumes a busy main process; here it only collects results, so on
    // a two-core CI machine the default left one core idle: 2 workers ran the unit stage in 8.1 min, 1 in 10.5.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
