import './forms.css';

/**
 * A field's rule message under its input; the input points at it with aria-describedby (useFormRules).
 * Polite rather than an alert: it updates as the player types, and the form's own refusal stays the alert.
 */
export function FieldError({
  id,
  message,
  reserve = true,
}: {
  id: string;
  message: string | null;
  reserve?: boolean;
}) {
  return (
    <div id={`${id}-error`} className={reserve ? 'field-error reserve' : 'field-error'} aria-live="polite">
      {message}
    </div>
  );
}
