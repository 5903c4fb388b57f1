import { ACCOUNT_CALLS } from '@shared/api/contract';
import type { PlayLimitsResponse } from '@shared/responsible-gaming/api';
import type { ExclusionDuration, PlayLimitKind, PlayLimitPeriod } from '@shared/responsible-gaming/rules';
import type { ApiClient } from './client';

// playlimits, setplaylimit, setrealitycheck and selfexclude (docs/API.md, "Responsible gaming").

export interface ResponsibleGamingApi {
  status(): Promise<PlayLimitsResponse>;
  /** `amount`: a decimal string of the new limit, or null to remove it. */
  setLimit(kind: PlayLimitKind, period: PlayLimitPeriod, amount: string | null): Promise<PlayLimitsResponse>;
  setRealityCheck(minutes: number | null): Promise<PlayLimitsResponse>;
  /** Answers when the exclusion ends (ISO instant); the session is over by then. */
  selfExclude(duration: ExclusionDuration): Promise<string>;
}

export function createResponsibleGamingApi(client: ApiClient): ResponsibleGamingApi {
  return {
    status: () => client.call(ACCOUNT_CALLS, 'playlimits', {}),
    setLimit: (kind, period, amount) => client.call(ACCOUNT_CALLS, 'setplaylimit', { kind, period, amount }),
    setRealityCheck: (minutes) => client.call(ACCOUNT_CALLS, 'setrealitycheck', { minutes }),
    selfExclude: async (duration) =>
      (await client.call(ACCOUNT_CALLS, 'selfexclude', { duration })).excluded_until,
  };
}
