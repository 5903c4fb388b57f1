import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS } from '../../src/shared/api/contract';
import { API_DOC_PATH, renderApiDoc } from '../../src/server/docs/api-doc';
import { startHarness, type Harness, HARNESS_TIMEOUT_MS } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

describe('docs/API.md', () => {
  it('matches the shared contract (regenerate: npx tsx src/server/docs/api-doc.ts --write)', async () => {
    expect(readFileSync(API_DOC_PATH, 'utf8')).toBe(await renderApiDoc());
  });

  it('documents every call the server answers, and the server answers every documented call', async () => {
    const doc = readFileSync(API_DOC_PATH, 'utf8');
    for (const name of Object.keys(ACCOUNT_CALLS)) {
      expect(doc, name).toContain(`### \`${name}\``);
      const res = await h.post(name, {});
      expect(res.statusCode, name).not.toBe(404);
    }
  });
});
