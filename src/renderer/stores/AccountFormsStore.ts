import { makeAutoObservable, runInAction } from 'mobx';
import { CHANGE_PASSWORD_RULES, NICKNAME_RULES, firstFieldCode } from '@shared/validation';
import type { AccountApi } from '../api/account';
import type { MyAccountApi } from '../api/my-account';
import { ApiCallError } from '../api/client';
import type { AuthStore } from './AuthStore';

export type FormOutcome = { ok: true } | { ok: false; code: string };

/** Checks a change-password form with the shared rules (the server's too); the envelope code, or null when it may be sent. */
export function validatePasswordChange(current: string, next: string, confirm: string): string | null {
  return firstFieldCode(CHANGE_PASSWORD_RULES, {
    password: current,
    new_password: next,
    confirm_password: confirm,
  });
}

export function validateNickname(name: string): string | null {
  return firstFieldCode(NICKNAME_RULES, { login_name: name.trim() });
}

/** Change password and the one-time nickname: validation first, then the call, then the refreshed profile. */
export class AccountFormsStore {
  busy = false;

  constructor(
    private readonly auth: AuthStore,
    private readonly api: () => MyAccountApi,
    private readonly accountApi: () => AccountApi,
  ) {
    makeAutoObservable<this, 'auth' | 'api' | 'accountApi'>(this, {
      auth: false,
      api: false,
      accountApi: false,
    });
  }

  get nicknameLocked(): boolean {
    return this.auth.account?.info.has_secondary_account ?? false;
  }

  async changePassword(current: string, next: string, confirm: string): Promise<FormOutcome> {
    const invalid = validatePasswordChange(current, next, confirm);
    if (invalid) return { ok: false, code: invalid };
    return this.run(() => this.api().changePassword(current, next, confirm));
  }

  async setNickname(name: string): Promise<FormOutcome> {
    // Set once only (RULES.md section 4): refused here before the server would refuse it too.
    if (this.nicknameLocked) return { ok: false, code: 'secondary_account_exists' };
    const invalid = validateNickname(name);
    if (invalid) return { ok: false, code: invalid };
    return this.run(async () => {
      await this.api().setNickname(name.trim());
      const profile = await this.accountApi().profile();
      runInAction(() => this.auth.applyProfile(profile.member_profile));
    });
  }

  private async run(call: () => Promise<unknown>): Promise<FormOutcome> {
    if (!this.auth.isLoggedIn || this.busy) return { ok: false, code: 'requestProcessing' };
    this.busy = true;
    try {
      await call();
      return { ok: true };
    } catch (error) {
      const code = error instanceof ApiCallError ? error.code : 'systemError';
      this.auth.handleError(code);
      return { ok: false, code };
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
