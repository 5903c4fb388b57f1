import type { FormRule } from 'antd';
import { validateField, type Rule } from '@shared/validation';
import { validationMessage, type MessageOptions } from './messages';

/**
 * antd Form.Item rules from the shared rules: one validator that reports the first failure with its
 * translated message, reading the other fields (sameAs) from the form, so the form refuses exactly what
 * the server would. `dependencies` on the Form.Item re-checks a confirmation when its partner changes.
 */
export function formRules(field: string, rules: readonly Rule[], options: MessageOptions = {}): FormRule[] {
  const isRequired = rules.some((r) => r.code === 'required');
  return [
    ({ getFieldsValue }) => ({
      // Lets antd mark the field as required (asterisk, aria-required) without a second message.
      required: isRequired,
      validator(_rule, value: unknown) {
        const failure = validateField(field, value, rules, getFieldsValue(true) as Record<string, unknown>);
        return failure ? Promise.reject(new Error(validationMessage(failure, options))) : Promise.resolve();
      },
    }),
  ];
}

/** For inputs outside an antd Form (bet slip stake, 4D number): the message to show, or null. */
export function fieldError(
  field: string,
  value: unknown,
  rules: readonly Rule[],
  options: MessageOptions = {},
  values: Record<string, unknown> = {},
): string | null {
  const failure = validateField(field, value, rules, values);
  return failure ? validationMessage(failure, options) : null;
}
