import { balanceResponse, loginResponse, versionResponse } from '@shared/api/account';
import type { BalanceResponse, LoginResponse, VersionResponse } from '@shared/api/account';
import { logoutResponse } from '@shared/api/auth';
import type { ApiClient } from './client';

export interface SessionCredentials {
  account_id: string;
  session_token: string;
}

/** The account calls of RULES.md section 7 as the stores use them. */
export interface AccountApi {
  version(): Promise<VersionResponse>;
  login(accountId: string, password: string): Promise<LoginResponse>;
  /** Launch (authlogin) or switch (switchlogin) login with an operator token. */
  tokenLogin(kind: 'launch' | 'switch', token: string): Promise<LoginResponse>;
  profile(session: SessionCredentials): Promise<LoginResponse>;
  balance(session: SessionCredentials, parentId: string, operatorType: number): Promise<BalanceResponse>;
  /** Ends the session on the server (and the member's game sessions). */
  logout(session: SessionCredentials): Promise<void>;
}

export function createAccountApi(client: ApiClient): AccountApi {
  return {
    version: () => client.post('account', 'version', {}, versionResponse),
    login: (account_id, password) =>
      client.post('account', 'userlogin', { account_id, password }, loginResponse),
    tokenLogin: (kind, token) =>
      client.post('account', kind === 'launch' ? 'authlogin' : 'switchlogin', { token }, loginResponse),
    profile: (session) => client.post('account', 'userprofile', session, loginResponse),
    balance: (session, parent_id, operatorType) =>
      // Operator type 2 members use the other balance endpoint (RULES.md section 1).
      client.post(
        'account',
        operatorType === 2 ? 'vuserbalance' : 'userbalance',
        { ...session, parent_id },
        balanceResponse,
      ),
    logout: async (session) => {
      await client.post('account', 'logout', session, logoutResponse);
    },
  };
}
