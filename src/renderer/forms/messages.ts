import i18next, { type TFunction } from 'i18next';
import type { RuleCode, ValidationFailure } from '@shared/validation';
import { isTranslationKey } from '../i18n/keys';

/** Per-form wording: a label for the field (the form's own), other fields' labels, and spec-fixed texts. */
export interface MessageOptions {
  /** The field's name as the form labels it; otherwise validation.fields.<field>. */
  label?: string;
  /** Labels of other fields named by sameAs / notSameAs. */
  labels?: Readonly<Record<string, string>>;
  /** Texts RULES.md fixes for one form ('Username is required!'), by rule code. */
  messages?: Partial<Record<RuleCode, string>>;
}

function fieldLabel(t: TFunction, field: string, override?: string): string {
  if (override) return override;
  const key = `validation.fields.${field}`;
  return isTranslationKey(key) ? t(key) : field;
}

/** The translated message of a failure with {field} and {value} filled in. */
export function validationMessage(
  failure: ValidationFailure,
  options: MessageOptions = {},
  t: TFunction = i18next.t,
): string {
  const fixed = options.messages?.[failure.code];
  if (fixed) return fixed;
  const field = fieldLabel(t, failure.params.field, options.label);
  const value = failure.valueIsField
    ? fieldLabel(t, failure.params.value, options.labels?.[failure.params.value])
    : failure.params.value;
  return t(`validation.${failure.code}`, { field, value });
}
