import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, formatWorkingDate, parseDateInput } from '../i18n/format';

/**
 * A date box typed day first (dd/mm/yyyy) in every language: a browser's own date box writes the date in the
 * machine's locale instead (11/28/2026 on an American one), unlike every date the app shows.
 */
export function DateInput(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'size' | 'placeholder'>,
) {
  return <input {...props} type="text" inputMode="numeric" size={10} placeholder={DATE_FORMAT} />;
}

/**
 * The state of one `DateInput` that starts on the working date `isoDate`: its text, and `read()` on submit, which
 * answers the wire's YYYY-MM-DD or null, and then `message` says in words how to write the date until it is edited.
 */
export function useDateField(isoDate: string) {
  const { t } = useTranslation();
  const [text, setText] = useState(formatWorkingDate(isoDate));
  const [bad, setBad] = useState(false);
  return {
    value: text,
    onChange: (e: { target: { value: string } }) => {
      setText(e.target.value);
      setBad(false);
    },
    bad,
    message: bad
      ? t('validation.dateFormat', { format: DATE_FORMAT, example: formatWorkingDate(isoDate) })
      : null,
    read(): string | null {
      const day = parseDateInput(text);
      setBad(day === null);
      return day;
    },
  };
}
