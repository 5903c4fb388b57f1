import { describe, expect, it, vi } from 'vitest';
import { AuthStore } from '../../src/renderer/stores/AuthStore';
import {
  AccountFormsStore,
  validateNickname,
  validatePasswordChange,
} from '../../src/renderer/stores/AccountFormsStore';
import { MessagesStore } from '../../src/renderer/stores/MessagesStore';
import type { MyAccountApi } from '../../src/renderer/api/my-account';
import { ApiCallError } from '../../src/renderer/api/client';
import { fakeAccountApi, fakePlatform, profile } from './fakes';

function extraApi(overrides: Partial<MyAccountApi> = {}): MyAccountApi {
  return {
    changePassword: async () => undefined,
    setNickname: async (name) => ({ nickname: name, has_secondary_account: true }),
    settings: async () => ({}),
    announcements: async () => ({ announcements: [], total_count: 0 }),
    marquee: async () => ({ marquee: [] }),
    personal: async () => ({ messages: [], total_count: 0, unread_count: 0 }),
    personalUnread: async () => 0,
    logo: async () => ({ logo_url: '', alt: '', theme: 'color2', white_label: false }),
    ...overrides,
  };
}

async function loggedIn(accountApi = fakeAccountApi()) {
  const auth = new AuthStore(() => accountApi, fakePlatform().bridge);
  await auth.login('demo01', 'Pass1234');
  return auth;
}

describe('change password and nickname rules (RULES.md section 5)', () => {
  it('checks required fields, the pattern, the confirmation and that the new one differs', () => {
    expect(validatePasswordChange('', 'abc123', 'abc123')).toBe('passwordRequired');
    expect(validatePasswordChange('Pass1234', '', '')).toBe('newPasswordRequired');
    expect(validatePasswordChange('Pass1234', 'abc123', '')).toBe('confirmPasswordRequired');
    expect(validatePasswordChange('Pass1234', 'abcdef', 'abcdef')).toBe('newPasswordInvalid');
    expect(validatePasswordChange('Pass1234', 'abc12345678', 'abc12345678')).toBe('newPasswordInvalid');
    expect(validatePasswordChange('Pass1234', 'abc123', 'abc124')).toBe('passwordsNotMatch');
    expect(validatePasswordChange('Pass1234', 'Pass1234', 'Pass1234')).toBe('passwordSameAsCurrent');
    expect(validatePasswordChange('Pass1234', 'Fresh123', 'Fresh123')).toBeNull();
    expect(validateNickname('abc')).toBe('loginNameInvalid');
    expect(validateNickname('lucky_star')).toBe('loginNameInvalid');
    expect(validateNickname('luckystar88')).toBeNull();
  });

  it('sends a valid change, and refuses an invalid one without calling the server', async () => {
    const auth = await loggedIn();
    const changePassword = vi.fn(async () => undefined);
    const forms = new AccountFormsStore(
      auth,
      () => extraApi({ changePassword }),
      () => fakeAccountApi(),
    );
    await expect(forms.changePassword('Pass1234', 'Fresh123', 'Fresh124')).resolves.toEqual({
      ok: false,
      code: 'passwordsNotMatch',
    });
    expect(changePassword).not.toHaveBeenCalled();
    await expect(forms.changePassword('Pass1234', 'Fresh123', 'Fresh123')).resolves.toEqual({ ok: true });
    expect(changePassword).toHaveBeenCalledWith('Pass1234', 'Fresh123', 'Fresh123');
  });

  it('sets the nickname once, then it is locked from the refreshed profile', async () => {
    const locked = profile();
    locked.member_profile.player_info[0]!.nickname = 'luckystar88';
    locked.member_profile.player_info[0]!.has_secondary_account = true;
    const accountApi = fakeAccountApi();
    const auth = await loggedIn(accountApi);
    const forms = new AccountFormsStore(
      auth,
      () => extraApi(),
      () => fakeAccountApi({ profile: async () => locked }),
    );
    expect(forms.nicknameLocked).toBe(false);
    await expect(forms.setNickname('luckystar88')).resolves.toEqual({ ok: true });
    expect(forms.nicknameLocked).toBe(true);
    expect(auth.account?.info.nickname).toBe('luckystar88');
    await expect(forms.setNickname('another99')).resolves.toEqual({
      ok: false,
      code: 'secondary_account_exists',
    });
  });

  it('a session error from the form logs out', async () => {
    const auth = await loggedIn();
    const forms = new AccountFormsStore(
      auth,
      () =>
        extraApi({
          changePassword: async () => Promise.reject(new ApiCallError('session_expired', 'business')),
        }),
      () => fakeAccountApi(),
    );
    await expect(forms.changePassword('Pass1234', 'Fresh123', 'Fresh123')).resolves.toEqual({
      ok: false,
      code: 'session_expired',
    });
    expect(auth.isLoggedIn).toBe(false);
  });
});

describe('MessagesStore', () => {
  it('tracks the unread count and clears it when messages are read', async () => {
    const auth = await loggedIn();
    const personalUnread = vi.fn(async (mark?: { ids?: number[]; all?: boolean }) => (mark?.ids ? 0 : 1));
    const messages = new MessagesStore({
      api: () =>
        extraApi({
          personal: async () => ({
            messages: [
              {
                message_id: 7,
                title: 'Hi',
                content: 'Bonus',
                posted_at: '2025-06-14T12:00:00Z',
                read: false,
              },
            ],
            total_count: 1,
            unread_count: 1,
          }),
          personalUnread,
        }),
      loggedIn: () => auth.isLoggedIn,
      language: () => 'en',
      onError: () => undefined,
    });
    await messages.refreshUnread();
    expect(messages.unread).toBe(1);
    messages.setTab('personal');
    await vi.waitFor(() => expect(messages.personal).toHaveLength(1));
    await messages.markRead([7]);
    expect(personalUnread).toHaveBeenLastCalledWith({ ids: [7] });
    expect(messages.unread).toBe(0);
    expect(messages.personal[0]?.read).toBe(true);
  });

  it('reports an error code and keeps the last state', async () => {
    const auth = await loggedIn();
    const onError = vi.fn();
    const messages = new MessagesStore({
      api: () =>
        extraApi({
          personalUnread: async () => Promise.reject(new ApiCallError('requestFailed', 'network')),
        }),
      loggedIn: () => auth.isLoggedIn,
      language: () => 'en',
      onError,
    });
    await messages.refreshUnread();
    expect(onError).toHaveBeenCalledWith('requestFailed');
    expect(messages.unread).toBe(0);
  });
});
