import { z } from 'zod';
import { AMOUNT_PATTERN, parseAmount } from '../money';

export function isSuccess(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const status = (body as { status?: unknown }).status;
  return status === 1 || status === '1';
}

/** Amounts the server answers with: decimal strings with two places ("10000.00"); a client reads numbers too. */
export const amountSchema = z.union([z.string().regex(AMOUNT_PATTERN, 'amount'), z.number().finite()]);

/**
 * The client's key of one money request (a bet slip, a 4D slip, a virtual bet): unique per member, so a retried
 * submit is recognised and debited once. Letters, digits, `_` and `-` only: the server derives per-bet keys from it
 * with other characters (`{slip_id}#{n}`), which a client's key can therefore never equal.
 */
export const slipIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/**
 * An amount a client sends (a stake): a decimal string or a JSON number with at most the currency's decimals,
 * parsed once (`parseAmount`) into integer minor units for the handler. Anything finer, an exponent or a
 * non-finite number is a malformed field (400, `betAmountInvalid` for a stake), never rounded.
 */
export const requestAmountSchema = z
  .union([z.string().regex(AMOUNT_PATTERN), z.number()])
  .transform((value, ctx) => {
    const minor = parseAmount(value);
    if (minor === null) {
      ctx.addIssue({ code: 'custom', message: 'amount' });
      return z.NEVER;
    }
    return minor;
  });

/** Turns a field name into its required-field code: account_id -> accountIdRequired. */
export function requiredCode(field: string): string {
  return `${camel(field)}Required`;
}

/** Turns a field name into its invalid-field code: match_date -> matchDateInvalid. */
export function invalidCode(field: string): string {
  return `${camel(field)}Invalid`;
}

function camel(field: string): string {
  return field.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
