import type { LoginResponse } from '@shared/api/account';
import type { DesktopBridge, StoredSession } from '@shared/bridge';
import type { AccountApi } from '../../src/renderer/api/account';
import { ApiCallError } from '../../src/renderer/api/client';

export function profile(accountId = 'demo01', token = 'tok-1', balance = '10000.00'): LoginResponse {
  return {
    member_profile: {
      player_info: [
        {
          account_id: accountId,
          session_token: token,
          operator_type: 1,
          parent_id: 'AG001',
          comm_type: 'A',
          nickname: null,
          has_secondary_account: false,
        },
      ],
      player_wallet: [
        { currency_code: 'MYR', available_balance: balance, cash_balance: balance, frozen_balance: '0.00' },
      ],
      player_bet_limit: [{ key: 'default', min_bet: '1.00', max_bet: '1000.00', max_payout: '10000.00' }],
    },
  };
}

/** A platform bridge that keeps everything in memory and records what it was asked. */
export function fakePlatform(initial: StoredSession | null = null) {
  let stored = initial;
  const calls: string[] = [];
  const bridge: DesktopBridge = {
    kind: 'browser',
    config: async () => ({
      apiBaseUrl: 'http://127.0.0.1:1/api',
      brandName: 'Test',
      whiteLabel: false,
      theme: 'color2',
      kiosk: false,
      defaultLanguage: 'en',
    }),
    session: {
      save: async (s) => {
        calls.push('save');
        stored = s;
        return 'memory';
      },
      load: async () => stored,
      clear: async () => {
        calls.push('clear');
        stored = null;
      },
      insecureStorageWarning: async () => false,
    },
    openExternal: async () => false,
    prefs: { load: async () => null, save: async () => undefined },
    launch: { take: async () => null, onPending: () => () => undefined },
    updates: {
      status: async () => ({ state: 'disabled' }),
      onStatus: () => () => undefined,
      restart: async () => false,
      setBetSlipOpen: async () => undefined,
    },
    kiosk: { onIdleLogout: () => () => undefined, onActivity: () => () => undefined },
    tickets: {
      print: async (args) => {
        calls.push(`print ${args.refNo}`);
        return { ok: true };
      },
    },
    windows: {
      open: async () => {
        calls.push('open');
      },
      closeAll: async () => {
        calls.push('closeAll');
      },
    },
  };
  return { bridge, calls, stored: () => stored };
}

/** An account API whose answers the test scripts; calls can be held open to test concurrency. */
export function fakeAccountApi(
  overrides: Partial<AccountApi> = {},
): AccountApi & { logins: number; logouts: { account_id: string; session_token: string }[] } {
  const api = {
    logins: 0,
    logouts: [] as { account_id: string; session_token: string }[],
    version: async () => ({ version: '1', min_client_version: '0.0.0', maintenance: false }),
    login: async (id: string, password: string) => {
      api.logins += 1;
      if (password !== 'Pass1234') throw new ApiCallError('invalid_password', 'business');
      return profile(id);
    },
    tokenLogin: async (_kind: 'launch' | 'switch', token: string) => {
      if (!token.startsWith('v1.')) throw new ApiCallError('unauthenticatedUser', 'business');
      return profile(token.slice(3));
    },
    profile: async (session: { account_id: string; session_token: string }) => {
      if (session.session_token !== 'tok-1') throw new ApiCallError('session_expired', 'business');
      return profile(session.account_id);
    },
    balance: async () => ({
      balance: '9876.54',
      account_balance: '9876.54',
      outstanding_balance: '0.00',
      retrieve_profile: false,
    }),
    logout: async (session: { account_id: string; session_token: string }) => {
      api.logouts.push(session);
    },
    ...overrides,
  };
  return api;
}
