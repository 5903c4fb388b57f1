import { describe, expect, it } from 'vitest';
import { AuthStore } from '../../src/renderer/stores/AuthStore';
import { WalletStore } from '../../src/renderer/stores/WalletStore';
import { ApiCallError } from '../../src/renderer/api/client';
import { fakeAccountApi, fakePlatform, profile } from './fakes';

function setup(api = fakeAccountApi(), platform = fakePlatform()) {
  const auth = new AuthStore(() => api, platform.bridge);
  const wallet = new WalletStore(auth, () => api);
  return { auth, wallet, api, platform };
}

describe('AuthStore login state machine', () => {
  it('goes idle -> processing -> success and keeps the account without its token', async () => {
    const { auth, platform } = setup();
    expect(auth.state).toBe('idle');
    const pending = auth.login('demo01', 'Pass1234');
    expect(auth.state).toBe('processing');
    await expect(pending).resolves.toEqual({ ok: true });
    expect(auth.state).toBe('success');
    expect(auth.account?.info.account_id).toBe('demo01');
    expect(JSON.stringify(auth.account)).not.toContain('tok-1');
    expect(auth.credentials).toEqual({ account_id: 'demo01', session_token: 'tok-1' });
    expect(platform.stored()).toEqual({ account_id: 'demo01', session_token: 'tok-1' });
  });

  it('refuses a second attempt while the first is processing', async () => {
    let release!: () => void;
    const api = fakeAccountApi({
      login: async (id) => {
        await new Promise<void>((resolve) => (release = resolve));
        return profile(id);
      },
    });
    const { auth } = setup(api);
    const first = auth.login('demo01', 'Pass1234');
    await expect(auth.login('demo01', 'Pass1234')).resolves.toEqual({ ok: false, code: 'requestProcessing' });
    release();
    await expect(first).resolves.toEqual({ ok: true });
  });

  it('fails with the server code and clears the account', async () => {
    const api = fakeAccountApi({
      login: async () => {
        throw new ApiCallError('loginLimit', 'business');
      },
    });
    const { auth } = setup(api);
    await expect(auth.login('demo01', 'Pass1234')).resolves.toEqual({ ok: false, code: 'loginLimit' });
    expect(auth.state).toBe('failed');
    expect(auth.lastError).toBe('loginLimit');
    expect(auth.account).toBeNull();
    expect(auth.credentials).toBeNull();
  });

  it('a wrong password and an unknown id read alike, whatever code the server answered', async () => {
    for (const code of [
      'invalid_password',
      'login_id_not_exists',
      'invalidLoginId',
      'account_not_exists',
      'invalidLogin',
    ]) {
      const api = fakeAccountApi({
        login: async () => {
          throw new ApiCallError(code, 'business');
        },
      });
      const { auth } = setup(api);
      await expect(auth.login('demo01', 'Wrong1234'), code).resolves.toEqual({
        ok: false,
        code: 'invalidLogin',
      });
      expect(auth.lastError, code).toBe('invalidLogin');
    }
  });

  it('a session ended by the server is remembered for the login page, and forgotten at the next attempt', async () => {
    const { auth } = setup();
    await auth.login('demo01', 'Pass1234');
    expect(auth.sessionEndedBy).toBeNull();
    auth.handleError('session_expired');
    expect(auth.sessionEndedBy).toBe('session_expired');
    await auth.login('demo01', 'Pass1234');
    expect(auth.sessionEndedBy).toBeNull();
    // The player's own logout is no ended session.
    await auth.logout();
    expect(auth.sessionEndedBy).toBeNull();
  });

  it('logout clears the account and the balance, the stored session, and closes every pop-up', async () => {
    const { auth, wallet, platform } = setup();
    await auth.login('demo01', 'Pass1234');
    await wallet.refresh();
    expect(wallet.displayMinor).toBe(987654);
    await auth.logout();
    expect(auth.account).toBeNull();
    expect(wallet.balanceMinor).toBeNull();
    expect(wallet.displayMinor).toBeNull();
    expect(platform.stored()).toBeNull();
    expect(platform.calls).toContain('closeAll');
  });

  it('logout ends the session on the server with its credentials', async () => {
    const { auth, api } = setup();
    await auth.login('demo01', 'Pass1234');
    await auth.logout();
    expect(api.logouts).toEqual([{ account_id: 'demo01', session_token: 'tok-1' }]);
    // Logging out again has no session left to end.
    await auth.logout();
    expect(api.logouts).toHaveLength(1);
  });

  it('a logout call that fails still logs the client out', async () => {
    for (const failure of [
      new ApiCallError('requestFailed', 'network'),
      new ApiCallError('invalidSession', 'business'),
    ]) {
      const api = fakeAccountApi({
        logout: async () => {
          throw failure;
        },
      });
      const { auth, platform } = setup(api);
      await auth.login('demo01', 'Pass1234');
      await expect(auth.logout()).resolves.toBeUndefined();
      expect(auth.isLoggedIn).toBe(false);
      expect(auth.credentials).toBeNull();
      expect(platform.stored()).toBeNull();
    }
  });

  it('a forced logout (a session error) also tells the server', async () => {
    const { auth, api } = setup();
    await auth.login('demo01', 'Pass1234');
    expect(auth.handleError('session_expired')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(auth.isLoggedIn).toBe(false);
    expect(api.logouts).toEqual([{ account_id: 'demo01', session_token: 'tok-1' }]);
  });
});

describe('AuthStore session re-check', () => {
  it('restores a stored session through the profile call', async () => {
    const { auth } = setup(fakeAccountApi(), fakePlatform({ account_id: 'demo01', session_token: 'tok-1' }));
    expect(auth.restoring).toBe(true);
    await auth.restore();
    expect(auth.restoring).toBe(false);
    expect(auth.isLoggedIn).toBe(true);
  });

  it('clears the account and the stored session when the re-check fails, and says why at the login page', async () => {
    const platform = fakePlatform({ account_id: 'demo01', session_token: 'stale' });
    const { auth } = setup(fakeAccountApi(), platform);
    await auth.restore();
    expect(auth.isLoggedIn).toBe(false);
    expect(platform.stored()).toBeNull();
    expect(auth.sessionEndedBy).toBe('session_expired');
  });

  it('keeps the stored session when the network is down', async () => {
    const platform = fakePlatform({ account_id: 'demo01', session_token: 'tok-1' });
    const api = fakeAccountApi({
      profile: async () => {
        throw new ApiCallError('requestFailed', 'network');
      },
    });
    const { auth } = setup(api, platform);
    await auth.restore();
    expect(auth.isLoggedIn).toBe(false);
    expect(platform.stored()).not.toBeNull();
    expect(auth.sessionEndedBy).toBeNull();
  });

  it('a session error during a balance refresh logs out', async () => {
    const api = fakeAccountApi({
      balance: async () => {
        throw new ApiCallError('session_expired', 'business');
      },
    });
    const { auth, wallet } = setup(api);
    await auth.login('demo01', 'Pass1234');
    await wallet.refresh();
    expect(auth.isLoggedIn).toBe(false);
    expect(auth.lastError).toBe('session_expired');
  });

  it('refetches the profile when the balance answer says retrieve_profile', async () => {
    let profileCalls = 0;
    const api = fakeAccountApi({
      balance: async () => ({
        balance: '50.00',
        account_balance: '50.00',
        outstanding_balance: '0.00',
        retrieve_profile: true,
      }),
      profile: async () => {
        profileCalls += 1;
        const p = profile('demo01');
        p.member_profile.player_info[0]!.nickname = 'newnick1';
        return p;
      },
    });
    const { auth, wallet } = setup(api);
    await auth.login('demo01', 'Pass1234');
    await wallet.refresh();
    expect(profileCalls).toBe(1);
    expect(auth.account?.info.nickname).toBe('newnick1');
    expect(wallet.displayMinor).toBe(5000);
  });
});
