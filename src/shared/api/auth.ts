import { z } from 'zod';
import { PASSWORD_LENGTH } from '../constants';
import { sessionRequest } from './account';
import { NEW_PASSWORD_RULES, NICKNAME_RULES, ruledString } from '../validation';

// Sign-in variants and account maintenance calls (RULES.md sections 4, 5 and 7).

/** RULES.md section 5: 6 to 10 letters and digits, case sensitive. */
export const PASSWORD_PATTERN = new RegExp(`^[A-Za-z0-9]{${PASSWORD_LENGTH.min},${PASSWORD_LENGTH.max}}$`);

/** Refusal sent by every money-moving call of a SUSPEND account; the client shows 'changed to VIEW only'. */
export const VIEW_ONLY_CODE = 'viewOnly';
/** Refusal sent by every money-moving call of a FREEZE account. */
export const FROZEN_CODE = 'accountFrozen';

/**
 * Operator-signed login (server to server): signature = hex HMAC-SHA256 of
 * `securelogin\n{account_id}\n{timestamp}` with the operator secret; timestamp in epoch ms, +/- 5 minutes.
 */
export const secureLoginRequest = z.object({
  account_id: z.string().trim().min(1).max(64),
  timestamp: z.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SecureLoginRequest = z.infer<typeof secureLoginRequest>;

export const changePasswordRequest = sessionRequest.extend({
  password: z.string().min(1).max(64),
  // The generic form rules (src/shared/validation): the form and this schema refuse the same input.
  new_password: ruledString('new_password', NEW_PASSWORD_RULES),
  confirm_password: z.string().min(1).max(64),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const changePasswordResponse = z.object({ password_changed: z.literal(true) });

/** Logout ends the session on the server; the client forgets its token whatever the answer. */
export const logoutResponse = z.object({ logged_out: z.literal(true) });

export const addSecondaryRequest = sessionRequest.extend({
  login_name: ruledString('login_name', NICKNAME_RULES.login_name, { trim: true }),
});

export const addSecondaryResponse = z.object({
  nickname: z.string(),
  has_secondary_account: z.literal(true),
});
export type AddSecondaryResponse = z.infer<typeof addSecondaryResponse>;

export const logoRequest = z.object({ account_id: z.string().max(64).optional() }).loose();
export const logoResponse = z.object({
  /** A data: URL or an absolute URL the client may show as the operator logo. */
  logo_url: z.string(),
  alt: z.string(),
  theme: z.string(),
  white_label: z.boolean(),
});
export type LogoResponse = z.infer<typeof logoResponse>;
