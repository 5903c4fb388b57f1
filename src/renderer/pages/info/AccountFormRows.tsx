import { Button } from 'antd';
import type { ReactNode } from 'react';
import { FieldError, type FormRulesState } from '../../forms';

// The rows of the account forms (nickname, password) in their label | control grid (.settings-grid).

/** A labelled input checked by the form's rules, with the rule's message under it. */
export function AccountFormField<F extends string>({
  form,
  field,
  id,
  label,
  value,
  onChange,
  type,
  autoComplete,
  describedBy,
}: {
  form: FormRulesState<F>;
  field: F;
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'password';
  autoComplete?: string;
  /** The id of a text that explains the field's rules, read with the field. */
  describedBy?: string;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <div>
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...form.inputProps(field, id, describedBy)}
        />
        <FieldError id={id} message={form.errorOf(field)} />
      </div>
    </>
  );
}

/** The form's send button, in the control column under the fields. */
export function AccountFormSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <>
      <span />
      <div>
        <Button type="primary" htmlType="submit" loading={busy}>
          {children}
        </Button>
      </div>
    </>
  );
}
