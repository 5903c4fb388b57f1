import { z } from 'zod';

/** Every response carries `status` (1 or '1' is success) and `statusdesc` (a code or message). */
export interface Envelope {
  status: number | string;
  statusdesc: string;
}

export type Ok<T> = T & { status: 1; statusdesc: string };

export function isSuccess(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const status = (body as { status?: unknown }).status;
  return status === 1 || status === '1';
}

/** Amounts on the wire: decimal strings with two places ("10000.00"); numbers are tolerated on input. */
export const amountSchema = z.union([
  z.string().regex(/^-?\d+(\.\d{1,2})?$/, 'amount'),
  z.number().finite(),
]);

/**
 * The client's key of one money request (a bet slip, a 4D slip, a virtual bet): unique per member, so a retried
 * submit is recognised and debited once. Letters, digits, `_` and `-` only: the server derives per-bet keys from it
 * with other characters (`{slip_id}#{n}`), which a client's key can therefore never equal.
 */
export const slipIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

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
