import {
  termsAcceptResponse,
  termsStatusResponse,
  type TermsEntry,
  type TermsScope,
} from '@shared/terms/api';
import type { SessionCredentials } from './account';
import type { ApiClient } from './client';

// termsstatus and termsaccept (docs/API.md).

export interface TermsApi {
  status(session: SessionCredentials): Promise<TermsEntry[]>;
  accept(session: SessionCredentials, scope: TermsScope, version: number): Promise<TermsEntry>;
}

export function createTermsApi(client: ApiClient): TermsApi {
  return {
    status: async (session) =>
      (await client.post('account', 'termsstatus', session, termsStatusResponse)).terms,
    accept: async (session, scope, version) =>
      (await client.post('account', 'termsaccept', { ...session, scope, version }, termsAcceptResponse))
        .terms,
  };
}
