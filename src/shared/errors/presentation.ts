import { errorHandling, isLimitRefusal } from './catalogue';
import type { ErrorHandling } from './catalogue';

// What the player sees for an error code: the catalogue's handling turned into one decision, pure so each
// handling class is unit-tested without a screen.

export type ErrorView = 'error-dialog' | 'warning-dialog' | 'notice-dialog' | 'warning-toast' | 'none';

export interface ErrorContext {
  /** The caller asked to show it (a button the player pressed), not a background refresh. */
  requested?: boolean;
  loggedIn: boolean;
}

export interface ErrorPresentation {
  handling: ErrorHandling;
  view: ErrorView;
  logout: boolean;
  /** Network state set to failed (the banner shows until a call answers again). */
  networkFailed: boolean;
  /** Written to the log for support, whether shown or not. */
  log: boolean;
  /** The text is the code itself (a server message with spaces), not a translation. */
  verbatim: boolean;
}

export function presentError(code: string, context: ErrorContext): ErrorPresentation {
  const handling = errorHandling(code);
  const base: ErrorPresentation = {
    handling,
    view: 'none',
    logout: false,
    networkFailed: false,
    log: false,
    verbatim: false,
  };
  // A limit refusal answers a stake the player just made, whichever call carried it: always shown, so a refused
  // game round or room fee is never met with silence (the balance's code is otherwise only logged).
  if (isLimitRefusal(code)) return { ...base, view: 'error-dialog', log: handling === 'logged' };
  switch (handling) {
    case 'logout':
      // Logged in: a warning, then logout. Not logged in (a failed login): there is nothing to log out of.
      return {
        ...base,
        view: context.loggedIn ? 'warning-dialog' : 'error-dialog',
        logout: context.loggedIn,
        log: true,
      };
    case 'logged':
      return { ...base, view: context.requested ? 'error-dialog' : 'none', log: true };
    case 'network':
      return { ...base, view: context.requested ? 'warning-toast' : 'none', networkFailed: true, log: true };
    case 'toast':
      return { ...base, view: 'warning-toast' };
    case 'silent':
      return base;
    case 'notice':
      return { ...base, view: 'notice-dialog' };
    case 'message':
      return { ...base, view: 'error-dialog', verbatim: true };
    case 'dialog':
      return { ...base, view: 'error-dialog' };
  }
}

/** Why a session ended without the player logging out, as the login page says it: timed out, or ended elsewhere. */
export type SessionEndReason = 'expired' | 'revoked';

/** The reason a forced logout's code gives, or null when its own text says it (a blocked account, ...). */
export function sessionEndReason(code: string): SessionEndReason | null {
  if (code === 'session_expired' || code === 'session_not_exists') return 'expired';
  if (code === 'invalidSession') return 'revoked';
  return null;
}
