import { mkdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { mintOperatorToken } from '../../src/server/security/operator-token';
import { E2E_OPERATOR_SECRET } from '../../playwright.config';
import { toMinor } from '../../src/shared/money';

export const DEMO_PASSWORD = 'Pass1234';

/** Fills the login form as a person would and submits it. */
export async function login(page: Page, accountId: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(accountId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * The session the browser build keeps in sessionStorage, to ask the API what the screen should show. It waits
 * for the login to have finished (`login` only presses the button), so a call made right after it is never sent
 * without a session.
 */
export async function storedSession(page: Page): Promise<{ account_id: string; session_token: string }> {
  const stored = await page.waitForFunction(() => sessionStorage.getItem('sb.session'));
  return JSON.parse((await stored.jsonValue()) ?? '{}') as { account_id: string; session_token: string };
}

/**
 * Chooses an option of one of the app's dropdowns (antd Select) as a person would: opens the combobox named
 * `name`, then clicks the option named `option` in the list it shows. A list that went before it showed the
 * option is opened again, as a person would: right after Login, the login screen's own language picker (of the
 * same name) can take the click and then give way to the header's.
 */
export async function chooseOption(
  page: Page,
  name: string | RegExp,
  option: string | RegExp,
): Promise<void> {
  const combobox = page.getByRole('combobox', { name, exact: typeof name === 'string' });
  const choice = page.getByRole('option', { name: option, exact: typeof option === 'string' });
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
    await expect(choice).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await choice.click();
}

/**
 * Opens a section from the header's main navigation as a person would: its link when the header shows it,
 * else through the "More sections" menu the links that do not fit fold into.
 */
export async function openSection(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name, exact: true });
  if (await link.isVisible()) return link.click();
  await nav.getByRole('button', { name: 'More sections' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** Presses Place bet in the bet slip and confirms, as a player does (the placement's answer is the caller's to read). */
export async function placeAndConfirm(slip: Locator, stake?: string): Promise<void> {
  if (stake !== undefined) await slip.getByRole('textbox', { name: 'Stake' }).fill(stake);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await slip
    .getByRole('group', { name: 'Confirm your bet' })
    .getByRole('button', { name: 'Confirm' })
    .click();
}

/**
 * The tag of a check that only saves screenshots of a screen across themes, sizes and languages for a person to
 * review (what it shows is asserted elsewhere): `npm run test:screens` runs these, `npm test` leaves them out.
 */
export const SCREENS = '@screens';

/** A game window's money ("10,000.00 MYR": grouped, two decimals, the currency) in minor units. */
export const gameMoneyMinor = (text: string | null): number =>
  toMinor((text ?? '').replace(/ MYR$/, '').replace(/,/g, ''));

/** Saves a full-page screenshot under test-results/screens/ (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** An operator launch or switch token for the e2e server, as an operator's backend would sign it. */
export function operatorToken(accountId: string, kind: 'launch' | 'switch' = 'launch'): string {
  return mintOperatorToken(E2E_OPERATOR_SECRET, { accountId, kind });
}

/** Codes of the feed a player must never read: market codes (as headings wrote them) and choice keys. */
const CODES = [
  'CS',
  'DC',
  'TG',
  'ORZ',
  'BS',
  'DNB',
  'HNB',
  'ANB',
  'TWTN',
  'OEHM',
  'OEAW',
  'OXTOU',
  'DCOU',
  'OUOE',
  'FGLG',
  'EHTG',
  'HTFT',
  'WM',
  'CL',
  'TW',
  'OU',
  'HDP',
  'OXT',
  'MMO',
  'y',
  'n',
  'h',
  'a',
  'o',
  'u',
  'h1',
  'h2',
  'h3+',
  'a1',
  'a2',
  'a3+',
  '1o',
  '1u',
  'xo',
  'xu',
  '2o',
  '2u',
  '1xo',
  '1xu',
  '12o',
  '12u',
  'x2o',
  'x2u',
  'oodd',
  'oeven',
  'uodd',
  'ueven',
  '1x',
  'x2',
  'x1',
  'xx',
  '2x',
];

/** The feed codes among the words a locator shows (empty when a player reads only names). */
export async function codesIn(locator: Locator): Promise<string[]> {
  const words = (await locator.innerText()).split(/[\s:·/()&,@]+/u);
  return [...new Set(words.filter((w) => CODES.includes(w)))];
}
