import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { mintOperatorToken } from '../../src/server/security/operator-token';
import { E2E_OPERATOR_SECRET } from '../../playwright.config';

export const DEMO_PASSWORD = 'Pass1234';

/** Fills the login form as a person would and submits it. */
export async function login(page: Page, accountId: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(accountId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Saves a full-page screenshot under test-results/screens/ (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** An operator launch or switch token for the e2e server, as an operator's backend would sign it. */
export function operatorToken(accountId: string, kind: 'launch' | 'switch' = 'launch'): string {
  return mintOperatorToken(E2E_OPERATOR_SECRET, { accountId, kind });
}
