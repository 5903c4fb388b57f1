// How the client handles each code of SPEC.md section 8. One table: the api layer classifies,
// the ui store shows, the auth store logs out.

export type ErrorHandling =
  | 'logout' // warning (error dialog if not logged in), then logout
  | 'logged' // logged only; dialog when requested
  | 'network' // network state set to failed; warning toast when requested
  | 'toast' // warning toast
  | 'silent'
  | 'notice' // notice dialog
  | 'message' // a message containing a space: shown directly as an error
  | 'dialog'; // error dialog with the translated text

const TABLE: Record<string, ErrorHandling> = {};
function set(handling: ErrorHandling, codes: string[]): void {
  for (const code of codes) TABLE[code] = handling;
}

set('logout', [
  'account_not_exists',
  'account_inactive',
  'login_id_not_exists',
  'session_not_exists',
  'session_expired',
  'invalidSession',
  'permission_denied',
  'accountIdRequired',
  'BLOCK',
  'CLOSE',
]);
set('logged', [
  'requestLimit',
  'requestProcessing',
  'requestPending',
  'requestTimeout',
  'loginLimit',
  'timeoutError',
  'systemError',
  'insufficient_balance',
]);
set('network', ['requestFailed']);
set('toast', ['incompletedRequest', 'unableToGetBalanceAtTheMoment', 'duplicate_debit_record']);
set('silent', ['liveCasinoDisabled', 'lotteryDisabled', 'MiniGameDisabled']);
set('notice', ['betNotExists']);

export function errorHandling(code: string): ErrorHandling {
  const known = TABLE[code];
  if (known) return known;
  return code.includes(' ') ? 'message' : 'dialog';
}

/** Codes after which the session is gone and the player must log in again. */
export function forcesLogout(code: string): boolean {
  return errorHandling(code) === 'logout';
}
