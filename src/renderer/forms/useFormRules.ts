import { useState } from 'react';
import { validateForm, type Rule } from '@shared/validation';
import { validationMessage, type MessageOptions } from './messages';

export interface FormRulesState<F extends string> {
  /** The translated message of a field that was left (or of every field once the form was submitted), else null. */
  errorOf(field: F): string | null;
  /** Props for the input: marks it invalid, links the message and starts instant feedback when the field is left. */
  inputProps(
    field: F,
    id: string,
    describedBy?: string,
  ): { 'aria-invalid': boolean; 'aria-describedby'?: string; onBlur: () => void };
  /** Call on submit: shows every field's message; true when the form may be sent. */
  check(): boolean;
  /** After a successful send, so an emptied form does not greet the player with "required". */
  reset(): void;
}

/**
 * Instant feedback for forms built from plain inputs: the shared rules (src/shared/validation) run on every
 * render, and a field's message shows once the player has left it, or after a submit. The server checks the
 * same rules, so what passes here is not refused there for its shape.
 */
export function useFormRules<F extends string>(
  rules: Readonly<Record<F, readonly Rule[]>>,
  values: Readonly<Record<F, unknown>>,
  options: { labels?: Partial<Record<F, string>>; messages?: MessageOptions['messages'] } = {},
): FormRulesState<F> {
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const failures = validateForm(rules, values) as Partial<Record<F, Parameters<typeof validationMessage>[0]>>;
  const labels = (options.labels ?? {}) as Readonly<Record<string, string>>;
  const errorOf = (field: F): string | null => {
    const failure = failures[field];
    if (!failure || (!submitted && !touched.has(field))) return null;
    return validationMessage(failure, { label: labels[field], labels, messages: options.messages });
  };
  return {
    errorOf,
    inputProps(field, id, describedBy) {
      const invalid = errorOf(field) !== null;
      const described = [describedBy, invalid ? `${id}-error` : undefined].filter(Boolean).join(' ');
      return {
        'aria-invalid': invalid,
        ...(described ? { 'aria-describedby': described } : {}),
        onBlur: () => setTouched((prev) => (prev.has(field) ? prev : new Set([...prev, field]))),
      };
    },
    check() {
      setSubmitted(true);
      return Object.keys(failures).length === 0;
    },
    reset() {
      setSubmitted(false);
      setTouched(new Set());
    },
  };
}
