import { ACCOUNT_CALLS } from '@shared/api/contract';
import type { TermsEntry, TermsScope } from '@shared/terms/api';
import type { ApiClient } from './client';

// termsstatus and termsaccept (docs/API.md).

export interface TermsApi {
  status(): Promise<TermsEntry[]>;
  accept(scope: TermsScope, version: number): Promise<TermsEntry>;
}

export function createTermsApi(client: ApiClient): TermsApi {
  return {
    status: async () => (await client.call(ACCOUNT_CALLS, 'termsstatus', {})).terms,
    accept: async (scope, version) =>
      (await client.call(ACCOUNT_CALLS, 'termsaccept', { scope, version })).terms,
  };
}
