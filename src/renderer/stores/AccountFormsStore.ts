import { makeAutoObservable, runInAction } from 'mobx';
import { NEW_PASSWORD_PATTERN, NICKNAME_PATTERN } from '@shared/api/auth';
import type { AccountApi, SessionCredentials } from '../api/account';
import type { AccountExtraApi } from '../api/account-extra';
import { ApiError } from '../api/client';
import type { AuthStore } from './AuthStore';

export type FormOutcome = { ok: true } | { ok: false; code: string };

/** Checks a change-password form as SPEC.md section 5 says; null when it may be sent. */
export function validatePasswordChange(current: string, next: string, confirm: string): string | null {
  if (!current) return 'passwordRequired';
  if (!next) return 'newPasswordRequired';
  if (!confirm) return 'confirmPasswordRequired';
  if (!NEW_PASSWORD_PATTERN.test(next)) return 'newPasswordInvalid';
  if (next !== confirm) return 'passwordsNotMatch';
  if (next === current) return 'passwordSameAsCurrent';
  return null;
}

export function validateNickname(name: string): string | null {
  if (!name.trim()) return 'loginNameRequired';
  return NICKNAME_PATTERN.test(name.trim()) ? null : 'loginNameInvalid';
}

/** Change password and the one-time nickname: validation first, then the call, then the refreshed profile. */
export class AccountFormsStore {
  busy = false;

  constructor(
    private readonly auth: AuthStore,
    private readonly api: () => AccountExtraApi,
    private readonly accountApi: () => AccountApi,
  ) {
    makeAutoObservable<this, 'auth' | 'api' | 'accountApi'>(this, { auth: false, api: false, accountApi: false });
  }

  get nicknameLocked(): boolean {
    return this.auth.account?.info.has_secondary_account ?? false;
  }

  async changePassword(current: string, next: string, confirm: string): Promise<FormOutcome> {
    const invalid = validatePasswordChange(current, next, confirm);
    if (invalid) return { ok: false, code: invalid };
    return this.run((session) => this.api().changePassword(session, current, next, confirm));
  }

  async setNickname(name: string): Promise<FormOutcome> {
    // Set once only (SPEC.md section 4): refused here before the server would refuse it too.
    if (this.nicknameLocked) return { ok: false, code: 'secondary_account_exists' };
    const invalid = validateNickname(name);
    if (invalid) return { ok: false, code: invalid };
    return this.run(async (session) => {
      await this.api().setNickname(session, name.trim());
      const profile = await this.accountApi().profile(session);
      runInAction(() => this.auth.applyProfile(profile.member_profile));
    });
  }

  private async run(call: (session: SessionCredentials) => Promise<unknown>): Promise<FormOutcome> {
    const session = this.auth.credentials;
    if (!session || this.busy) return { ok: false, code: 'requestProcessing' };
    this.busy = true;
    try {
      await call(session);
      return { ok: true };
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'systemError';
      this.auth.handleError(code);
      return { ok: false, code };
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
