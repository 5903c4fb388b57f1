// English texts of the error catalogue (src/shared/errors): one entry per code, plus `unknown`.
// Every other language translates every entry (tests/renderer/i18n.test.ts).
const en = {
  invalid_password: 'Invalid password.',
  login_id_not_exists: 'Invalid login id.',
  account_not_exists: 'Account does not exist.',
  account_inactive: 'Your account is inactive. Please contact your upline.',
  BLOCK: 'Your account is blocked. Please contact your upline.',
  CLOSE: 'Your account is closed. Please contact your upline.',
  session_expired: 'Session expired! Please login again to continue...',
  session_not_exists: 'Session expired! Please login again to continue...',
  invalidSession: 'Your session is no longer valid. Please login again.',
  loginLimit: 'You have login too frequent, please try again after 1 minute...',
  requestLimit: 'You have request too frequent.',
  requestFailed: 'Your connection unstable. Please check your connection and try again.',
  requestTimeout: 'Your connection unstable. Please check your connection and try again.',
  requestProcessing: 'Your request is being processed. Please wait.',
  incompletedRequest: 'The request could not be completed. Please try again.',
  systemError: 'Internal server error. Please try again later.',
  loginFailed: 'Login failed. Please try again later.',
  accountIdRequired: 'Username is required!',
  passwordRequired: 'Password is required!',
  unknown: 'Something went wrong ({{code}}). Please try again.',
};

export default en;
export type ErrorMessages = typeof en;
