import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FROZEN_CODE, VIEW_ONLY_CODE } from '../../src/shared/api/auth';
import { resolveConfig } from '../../src/server/config';
import { createContext } from '../../src/server/context';
import { assertMayMoveMoney } from '../../src/server/http/route';
import { authenticate } from '../../src/server/security/sessions';
import { startHarness, TEST_SECRET, type Harness, HARNESS_TIMEOUT_MS } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

/** Money-moving routes (bets, transfers) are registered with moneyRoute, which runs this check after the session. */
describe('money movement by account state', () => {
  const ctx = () => createContext(h.db, resolveConfig(), () => h.clock.now, TEST_SECRET);

  it.each([
    ['view01', VIEW_ONLY_CODE],
    ['freeze01', FROZEN_CODE],
  ])('refuses %s with %s while it may still read its balance', async (accountId, code) => {
    const token = await h.login(accountId);
    const session = await authenticate(ctx(), accountId, token);
    expect(() => assertMayMoveMoney(session)).toThrow(code);
    const balance = (await h.post('userbalance', { account_id: accountId, session_token: token })).json();
    expect(balance.status).toBe(1);
  });

  it('lets an OK account move money', async () => {
    const token = await h.login('demo01');
    const session = await authenticate(ctx(), 'demo01', token);
    expect(() => assertMayMoveMoney(session)).not.toThrow();
  });
});
