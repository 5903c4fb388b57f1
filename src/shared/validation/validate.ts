import { invalidCode, requiredCode } from '../api/envelope';
import type { FormValues, Rule, RuleCode } from './rules';

/** One failed rule of one field, with the two message parameters of RULES.md section 5. */
export interface ValidationFailure {
  code: RuleCode;
  params: { field: string; value: string };
  /** {value} names another field (sameAs, notSameAs), so the renderer translates it as a field label. */
  valueIsField: boolean;
  /** The section 8 code the server answers for this failure, when the rule names one. */
  refusal?: string;
}

/** The first rule that fails, in the order given, or null. */
export function validateField(
  field: string,
  value: unknown,
  rules: readonly Rule[],
  values: FormValues = {},
): ValidationFailure | null {
  for (const rule of rules) {
    const outcome = rule.check(value, values);
    if (outcome) {
      const failure: ValidationFailure = {
        code: outcome.code,
        params: { field, value: outcome.value },
        valueIsField: outcome.valueIsField ?? false,
      };
      if (outcome.refusal) failure.refusal = outcome.refusal;
      return failure;
    }
  }
  return null;
}

export type FormRules = Readonly<Record<string, readonly Rule[]>>;

/** The first failure of every field that fails, keyed by field. Empty when the form may be sent. */
export function validateForm(rules: FormRules, values: FormValues): Record<string, ValidationFailure> {
  const failures: Record<string, ValidationFailure> = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    const failure = validateField(field, values[field], fieldRules, values);
    if (failure) failures[field] = failure;
  }
  return failures;
}

/**
 * The envelope code the server answers for a failure (docs/API.md): an empty required field is
 * `<field>Required`, anything else `<field>Invalid` (new_password -> newPasswordInvalid).
 */
export function toFieldCode(failure: Pick<ValidationFailure, 'code' | 'params' | 'refusal'>): string {
  if (failure.refusal) return failure.refusal;
  return failure.code === 'required' ? requiredCode(failure.params.field) : invalidCode(failure.params.field);
}

/** The first failing field of a request body as its envelope code, in the order the rules are listed. */
export function firstFieldCode(rules: FormRules, values: FormValues): string | null {
  for (const [field, fieldRules] of Object.entries(rules)) {
    const failure = validateField(field, values[field], fieldRules, values);
    if (failure) return toFieldCode(failure);
  }
  return null;
}
