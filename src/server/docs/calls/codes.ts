// What docs/API.md and docs/openapi.json say of each call beside its schemas: a summary and the business codes it
// can answer. Kept on the server so the client, which imports the contract tables, does not ship the prose; each
// table's docs are typed by its contract, so a call without docs (or docs without a call) fails the type check.
import type { CallSpec } from '../../../shared/api/contract';

export interface CallDoc {
  summary: string;
  /** Business codes (HTTP 200, status 0) this call can answer besides the session codes. */
  errors: readonly string[];
}

/** The docs of every call of one contract table, and of nothing else. */
export type CallDocs<T> = { readonly [K in keyof T]: CallDoc };

/** Each call of a table with its docs, in the table's order. */
export function documented<T extends Record<string, CallSpec>>(
  calls: T,
  docs: CallDocs<T>,
): [string, CallSpec & CallDoc][] {
  return Object.entries(calls).map(([name, spec]) => [name, { ...spec, ...docs[name as keyof T] }]);
}

/** Codes any session call can answer: the session is unknown, replaced, idle or the account changed state. */
export const SESSION_ERRORS = [
  'session_not_exists',
  'invalidSession',
  'session_expired',
  'BLOCK',
  'CLOSE',
  'account_inactive',
  'requestLimit',
] as const;

/** Refusals of any stake debit: the balance is short, or a responsible gaming limit is reached. */
const FUNDS_AND_LIMIT_ERRORS = ['insufficient_balance', 'stakeLimitReached', 'lossLimitReached'] as const;
/** Refusals of any money movement by an account that may not move money. */
const ACCOUNT_MONEY_ERRORS = ['viewOnly', 'accountFrozen'] as const;

/**
 * Codes any call that debits a stake through the bet ledger can answer once its own input is valid: the two
 * lists above, and a slip or round id that was already debited.
 */
export const LEDGER_DEBIT_ERRORS = [
  ...FUNDS_AND_LIMIT_ERRORS,
  'duplicate_debit_record',
  ...ACCOUNT_MONEY_ERRORS,
] as const;

/**
 * Codes a house game call that debits one stake can answer (keno, virtual roulette, video poker): the stake is not
 * a valid amount or is over the maximum, or one of the two lists above (a repeated id answers its first result).
 */
export const STAKE_DEBIT_ERRORS = [
  'invalidBetAmount',
  'betOverMax',
  ...FUNDS_AND_LIMIT_ERRORS,
  ...ACCOUNT_MONEY_ERRORS,
] as const;

/** Refusals of a login by an account holder proven by password or operator token (see userlogin for the rest). */
export const LOGIN_ERRORS = ['BLOCK', 'CLOSE', 'account_inactive', 'loginLimit', 'selfExcluded'];
