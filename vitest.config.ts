import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Safety nets, not assertions: each server test file starts and seeds its own database, which on a
    // busy two-core CI machine can take far longer than on a laptop.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
