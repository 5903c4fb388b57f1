import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_CODES,
  contactsUpline,
  errorHandling,
  fieldCode,
  forcesLogout,
} from '@shared/errors/catalogue';
import { presentError, sessionEndReason } from '@shared/errors/presentation';

// One test per handling class of RULES.md section 8, through the decision the ui store acts on.

describe('error catalogue handling classes', () => {
  it('logout codes: a warning then logout when logged in; an error dialog and no logout when not', () => {
    for (const code of [
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
    ]) {
      expect(forcesLogout(code)).toBe(true);
      expect(presentError(code, { loggedIn: true })).toMatchObject({ view: 'warning-dialog', logout: true });
      expect(presentError(code, { loggedIn: false })).toMatchObject({ view: 'error-dialog', logout: false });
    }
  });

  it('logged codes: only logged, a dialog when requested', () => {
    for (const code of [
      'requestLimit',
      'requestProcessing',
      'requestPending',
      'requestTimeout',
      'loginLimit',
      'timeoutError',
      'systemError',
      'serviceUnavailable',
    ]) {
      expect(presentError(code, { loggedIn: true })).toMatchObject({
        handling: 'logged',
        view: 'none',
        log: true,
        logout: false,
      });
      expect(presentError(code, { loggedIn: true, requested: true }).view).toBe('error-dialog');
    }
  });

  it('insufficient_balance answers a stake the player made, so it is always shown, and still logged', () => {
    expect(presentError('insufficient_balance', { loggedIn: true })).toMatchObject({
      handling: 'logged',
      view: 'error-dialog',
      log: true,
      logout: false,
    });
  });

  it('requestFailed: network state failed, a warning toast only when requested', () => {
    expect(presentError('requestFailed', { loggedIn: true })).toMatchObject({
      view: 'none',
      networkFailed: true,
    });
    expect(presentError('requestFailed', { loggedIn: true, requested: true })).toMatchObject({
      view: 'warning-toast',
      networkFailed: true,
    });
  });

  it('toast codes: a warning toast', () => {
    for (const code of ['incompletedRequest', 'unableToGetBalanceAtTheMoment', 'duplicate_debit_record']) {
      expect(presentError(code, { loggedIn: true }).view).toBe('warning-toast');
    }
  });

  it('silent codes: nothing at all', () => {
    for (const code of ['liveCasinoDisabled', 'lotteryDisabled', 'MiniGameDisabled']) {
      expect(presentError(code, { loggedIn: true, requested: true })).toMatchObject({
        view: 'none',
        logout: false,
        log: false,
        networkFailed: false,
      });
    }
  });

  it('betNotExists: a notice dialog', () => {
    expect(presentError('betNotExists', { loggedIn: true }).view).toBe('notice-dialog');
  });

  it('a forced logout says why the session ended: timed out, ended elsewhere, or its own text', () => {
    expect(sessionEndReason('session_expired')).toBe('expired');
    expect(sessionEndReason('session_not_exists')).toBe('expired');
    expect(sessionEndReason('invalidSession')).toBe('revoked');
    expect(sessionEndReason('BLOCK')).toBeNull();
  });

  it('a message with a space: shown as it is in an error dialog', () => {
    expect(presentError('Room is already full.', { loggedIn: true })).toMatchObject({
      handling: 'message',
      view: 'error-dialog',
      verbatim: true,
    });
  });

  it('any other code: an error dialog with the translated text', () => {
    for (const code of ['betOverMax', 'roomFull', 'invalid_password', 'someFutureCode']) {
      expect(presentError(code, { loggedIn: true })).toMatchObject({
        handling: 'dialog',
        view: 'error-dialog',
        verbatim: false,
        logout: false,
      });
    }
  });

  it('lists every code once, and the section 8 examples are in it', () => {
    expect(new Set(CATALOGUE_CODES).size).toBe(CATALOGUE_CODES.length);
    for (const code of [
      'NoUserAccessRight',
      'betOverMaxPayout',
      'roomFull',
      'createRoomFailed-3',
      '340',
      'EsportsDisabled',
      'result_exists',
    ]) {
      expect(CATALOGUE_CODES).toContain(code);
    }
    expect(errorHandling('340')).toBe('dialog');
  });

  it('sends inactive, closed, frozen, suspended, denied and tournament-disabled players to the upline', () => {
    for (const code of [
      'account_inactive',
      'CLOSE',
      'FREEZE',
      'SUSPEND',
      'permission_denied',
      'NoUserAccessRight',
      'tournamentDisabled',
    ]) {
      expect(contactsUpline(code)).toBe(true);
    }
    expect(contactsUpline('betOverMax')).toBe(false);
  });

  it('splits generic field codes only for known fields', () => {
    expect(fieldCode('pageSizeRequired')).toEqual({ field: 'pageSize', rule: 'Required' });
    expect(fieldCode('newPasswordInvalid')).toEqual({ field: 'newPassword', rule: 'Invalid' });
    expect(fieldCode('bananaRequired')).toBeNull();
    expect(fieldCode('roomFull')).toBeNull();
  });
});
