import type { InputHTMLAttributes } from 'react';
import { DATE_FORMAT } from '../i18n/format';

/**
 * A date box typed day first (dd/mm/yyyy) in every language, read with `parseDateInput`: a browser's own date box
 * writes the date in the machine's locale instead (11/28/2026 on an American one), unlike every date the app shows.
 */
export function DateInput(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'size' | 'placeholder'>,
) {
  return <input {...props} type="text" inputMode="numeric" size={10} placeholder={DATE_FORMAT} />;
}
