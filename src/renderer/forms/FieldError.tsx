import './forms.css';

/**
 * A field's rule message under its input; the input points at it with aria-describedby (useFormRules).
 * Polite rather than an alert: it updates as the player types, and the form's own refusal stays the alert.
 */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  return (
    <div id={`${id}-error`} className="field-error" aria-live="polite">
      {message}
    </div>
  );
}
