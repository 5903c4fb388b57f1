// The generic form rules of RULES.md section 5. Each rule answers null or a failure naming its code and the
// {value} its message shows; the field is added by validateField (./validate.ts). One module for the
// renderer's instant feedback and the server's request validation, so both sides refuse the same input.

export const RULE_CODES = [
  'required',
  'minValue',
  'maxValue',
  'minLength',
  'maxLength',
  'alpha',
  'alphanumeric',
  'numeric',
  'email',
  'ipv4',
  'url',
  'sameAs',
  'notSameAs',
  'letterAndDigit',
  'selectOption',
] as const;
export type RuleCode = (typeof RULE_CODES)[number];

interface RuleOutcome {
  code: RuleCode;
  /**
   * What {value} shows: the rule's limit (min/max), the other field (sameAs, notSameAs: `valueIsField`),
   * or the offending input for the pattern rules.
   */
  value: string;
  valueIsField?: boolean;
  /** A RULES.md section 8 code the server answers instead of `<field>Invalid` (passwordsNotMatch). */
  refusal?: string;
}

/** Every value of the form, for the rules that compare two fields. */
export type FormValues = Readonly<Record<string, unknown>>;

export interface Rule {
  readonly code: RuleCode;
  /** The number of min/max value and length rules, for docs and JSON schema. */
  readonly limit?: number;
  /** A word for docs/API.md where the code alone says too little ("ASCII", "https"). */
  readonly note?: string;
  check(value: unknown, values: FormValues): RuleOutcome | null;
}

/** Empty means "nothing typed": null, undefined, blank text or an empty list. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Every rule but `required` passes an empty value: optional fields are checked only once filled. */
function rule(
  code: RuleCode,
  test: (value: unknown, values: FormValues) => boolean,
  shown: (value: unknown) => string = text,
): Rule {
  return {
    code,
    check(value, values) {
      if (isEmpty(value) || test(value, values)) return null;
      return { code, value: shown(value) };
    },
  };
}

export function required(): Rule {
  return {
    code: 'required',
    check: (value) => (isEmpty(value) ? { code: 'required', value: '' } : null),
  };
}

/** A number typed or sent: finite numbers, or decimal text without exponent or spaces. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) return null;
  return Number(value);
}

/** Not a number at all is reported as `numeric`, so "abc" never reads as "must be at least 10". */
function bound(code: 'minValue' | 'maxValue', limit: number): Rule {
  return {
    code,
    limit,
    check(value) {
      if (isEmpty(value)) return null;
      const n = toNumber(value);
      if (n === null) return { code: 'numeric', value: text(value) };
      const ok = code === 'minValue' ? n >= limit : n <= limit;
      return ok ? null : { code, value: String(limit) };
    },
  };
}
export const minValue = (limit: number): Rule => bound('minValue', limit);
export const maxValue = (limit: number): Rule => bound('maxValue', limit);

/** Lengths count characters as a person sees them (code points), so an emoji or a Thai letter is one. */
const lengthOf = (value: string): number => [...value].length;
function lengthRule(code: 'minLength' | 'maxLength', limit: number): Rule {
  return {
    code,
    limit,
    check(value) {
      if (isEmpty(value)) return null;
      const n = lengthOf(text(value));
      return (code === 'minLength' ? n >= limit : n <= limit) ? null : { code, value: String(limit) };
    },
  };
}
export const minLength = (limit: number): Rule => lengthRule('minLength', limit);
export const maxLength = (limit: number): Rule => lengthRule('maxLength', limit);

// Thai, Burmese and Khmer write vowels and tones as combining marks (\p{M}), which belong to the letter before them.
const ALPHA = /^(?:\p{L}\p{M}*)+$/u;
const ALNUM = /^(?:[\p{L}\p{Nd}]\p{M}*)+$/u;
const ASCII_ALNUM = /^[A-Za-z0-9]+$/;
/** Unicode letters only: "José", "สมศักดิ์" and "明美" pass; digits, spaces and punctuation do not. */
export const alpha = (): Rule => rule('alpha', (v) => ALPHA.test(text(v)));
/** Letters and digits; `ascii` for login names, which every operator backend must be able to store. */
export const alphanumeric = (options: { ascii?: boolean } = {}): Rule => ({
  ...rule('alphanumeric', (v) => (options.ascii ? ASCII_ALNUM : ALNUM).test(text(v))),
  ...(options.ascii ? { note: 'ASCII' } : {}),
});

/** Plain digits by default; `decimals` allows a fraction of up to that many places (amounts), `negative` a sign. */
export function numeric(options: { decimals?: number; negative?: boolean } = {}): Rule {
  const sign = options.negative ? '-?' : '';
  const fraction = options.decimals ? `(?:\\.\\d{1,${options.decimals}})?` : '';
  const pattern = new RegExp(`^${sign}\\d+${fraction}$`);
  return rule('numeric', (v) =>
    typeof v === 'number' ? Number.isFinite(v) && pattern.test(String(v)) : pattern.test(text(v)),
  );
}

// Local part and domain of RFC 5321 as people type them; quoted local parts are not accepted by operators anyway.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const email = (): Rule =>
  rule('email', (v) => {
    const s = text(v);
    const local = s.split('@')[0] ?? '';
    return (
      s.length <= 254 &&
      local.length <= 64 &&
      EMAIL.test(s) &&
      !local.startsWith('.') &&
      !local.endsWith('.') &&
      !local.includes('..')
    );
  });

/** Dotted quad, each part 0-255 without leading zeros ("010" is octal to some parsers, so it is refused). */
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
export const ipv4 = (): Rule => rule('ipv4', (v) => IPV4.test(text(v)));

/** An absolute URL with a scheme and a host; `schemes` limits which (http and https by default). */
export function url(schemes: readonly string[] = ['http', 'https']): Rule {
  return rule('url', (v) => {
    const s = text(v);
    const m = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^\s/?#]+)([^\s]*)$/.exec(s);
    if (!m || !schemes.includes((m[1] ?? '').toLowerCase())) return false;
    const host = (m[2] ?? '').replace(/^[^@]*@/, '').replace(/:\d{1,5}$/, '');
    return /^(?:\[[0-9A-Fa-f:.]+\]|[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*)$/u.test(
      host,
    );
  });
}

/** Must equal another field of the form (a confirmation). */
export function sameAs(otherField: string, options: { refusal?: string } = {}): Rule {
  return {
    code: 'sameAs',
    check: (value, values) =>
      isEmpty(value) || value === values[otherField]
        ? null
        : { code: 'sameAs', value: otherField, valueIsField: true, refusal: options.refusal },
  };
}

/** Must differ from another field (a new password against the current one). */
export function notSameAs(otherField: string, options: { refusal?: string } = {}): Rule {
  return {
    code: 'notSameAs',
    check: (value, values) =>
      isEmpty(value) || value !== values[otherField]
        ? null
        : { code: 'notSameAs', value: otherField, valueIsField: true, refusal: options.refusal },
  };
}

/** At least one letter and one digit somewhere in the text. */
export const letterAndDigit = (): Rule =>
  rule('letterAndDigit', (v) => /\p{L}/u.test(text(v)) && /\p{Nd}/u.test(text(v)));

/** One of a fixed list (compared as text, so a select's "2" matches the option 2). */
export function selectOption(options: readonly (string | number)[]): Rule {
  const allowed = new Set(options.map(String));
  return rule(
    'selectOption',
    (v) => (typeof v === 'string' || typeof v === 'number') && allowed.has(String(v)),
  );
}
