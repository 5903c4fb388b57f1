import { PASSWORD_LENGTH } from '../../shared/constants';

/** SPEC.md section 5: 6 to 10 characters, letters and digits only, case sensitive. */
export function isPasswordWellFormed(password: string): boolean {
  const pattern = new RegExp(`^[A-Za-z0-9]{${PASSWORD_LENGTH.min},${PASSWORD_LENGTH.max}}$`);
  return pattern.test(password);
}
