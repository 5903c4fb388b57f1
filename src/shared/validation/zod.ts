import { z } from 'zod';
import type { Rule, RuleCode } from './rules';
import { toFieldCode, validateField, type ValidationFailure } from './validate';

// The bridge to zod: a schema field checked by the shared rules, so the server's request schemas and the
// operator config refuse exactly what the forms refuse. The issue carries the envelope code in `params`.

/** English wording for logs, the admin CLI and the operator config's start-up error (players see i18n texts). */
const ENGLISH: Record<RuleCode, (value: string) => string> = {
  required: () => 'is required',
  minValue: (v) => `must be at least ${v}`,
  maxValue: (v) => `must be at most ${v}`,
  minLength: (v) => `must be at least ${v} characters`,
  maxLength: (v) => `must be at most ${v} characters`,
  alpha: () => 'may contain letters only',
  alphanumeric: () => 'may contain letters and digits only',
  numeric: () => 'must be a number',
  email: () => 'must be an email address',
  ipv4: () => 'must be an IPv4 address without leading zeros',
  url: () => 'must be a URL with a scheme and a host',
  sameAs: (v) => `must be the same as ${v}`,
  notSameAs: (v) => `must differ from ${v}`,
  letterAndDigit: () => 'must contain a letter and a digit',
  selectOption: () => 'is not one of the options',
};

function describeFailure(failure: ValidationFailure): string {
  return ENGLISH[failure.code](failure.params.value);
}

/**
 * A text field checked by `rules`; rules comparing two fields (sameAs) need the whole body, so a route checks
 * those with firstFieldCode. `trim` for names, never for passwords (a space is part of a password).
 */
export function ruledString(field: string, rules: readonly Rule[], options: { trim?: boolean } = {}) {
  return (options.trim ? z.string().trim() : z.string())
    .superRefine((value, ctx) => {
      const failure = validateField(field, value, rules);
      if (failure)
        ctx.addIssue({
          code: 'custom',
          message: describeFailure(failure),
          params: { rule: failure.code, statusdesc: toFieldCode(failure) },
        });
    })
    .meta(schemaMeta(rules));
}

const META_KEYS: Partial<Record<RuleCode, string>> = {
  minLength: 'minLength',
  maxLength: 'maxLength',
  minValue: 'minimum',
  maxValue: 'maximum',
};

/** What JSON schema (and so docs/API.md) can say about the rules: lengths and bounds, and the others by name. */
function schemaMeta(rules: readonly Rule[]): Record<string, unknown> {
  const meta: Record<string, unknown> = {};
  const named: string[] = [];
  for (const rule of rules) {
    const key = META_KEYS[rule.code];
    if (key && rule.limit !== undefined) meta[key] = rule.limit;
    else if (rule.code !== 'required') named.push(rule.note ? `${rule.code} (${rule.note})` : rule.code);
  }
  if (named.length > 0) meta['x-rules'] = named.join(', ');
  return meta;
}
