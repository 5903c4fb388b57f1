import type { BalanceResponse, LoginResponse, VersionResponse } from '@shared/api/account';
import { ACCOUNT_CALLS } from '@shared/api/contract';
import type { ApiClient, SessionCredentials } from './client';

/** The account calls of RULES.md section 7 as the stores use them. */
export interface AccountApi {
  version(): Promise<VersionResponse>;
  login(accountId: string, password: string): Promise<LoginResponse>;
  /** Launch (authlogin) or switch (switchlogin) login with an operator token. */
  tokenLogin(kind: 'launch' | 'switch', token: string): Promise<LoginResponse>;
  /** The player's profile; or that of `stored`, a session kept from an earlier start that is not yet the player's. */
  profile(stored?: SessionCredentials): Promise<LoginResponse>;
  balance(parentId: string, operatorType: number): Promise<BalanceResponse>;
  /** Ends `ended` on the server (and the member's game sessions): the app has already forgotten it. */
  logout(ended: SessionCredentials): Promise<void>;
}

export function createAccountApi(client: ApiClient): AccountApi {
  return {
    version: () => client.call(ACCOUNT_CALLS, 'version', {}),
    login: (account_id, password) => client.call(ACCOUNT_CALLS, 'userlogin', { account_id, password }),
    tokenLogin: (kind, token) =>
      client.call(ACCOUNT_CALLS, kind === 'launch' ? 'authlogin' : 'switchlogin', { token }),
    profile: (stored) => client.call(ACCOUNT_CALLS, 'userprofile', {}, stored ? { session: stored } : {}),
    balance: (parent_id, operatorType) =>
      // Operator type 2 members use the other balance endpoint (RULES.md section 1).
      client.call(ACCOUNT_CALLS, operatorType === 2 ? 'vuserbalance' : 'userbalance', { parent_id }),
    logout: async (ended) => {
      await client.call(ACCOUNT_CALLS, 'logout', {}, { session: ended });
    },
  };
}
