import {
  playLimitsResponse,
  selfExcludeResponse,
  type PlayLimitsResponse,
} from '@shared/responsible-gaming/api';
import type { ExclusionDuration, PlayLimitKind, PlayLimitPeriod } from '@shared/responsible-gaming/rules';
import type { SessionCredentials } from './account';
import type { ApiClient } from './client';

// playlimits, setplaylimit, setrealitycheck and selfexclude (docs/API.md, "Responsible gaming").

export interface ResponsibleGamingApi {
  status(session: SessionCredentials): Promise<PlayLimitsResponse>;
  /** `amount`: a decimal string of the new limit, or null to remove it. */
  setLimit(
    session: SessionCredentials,
    kind: PlayLimitKind,
    period: PlayLimitPeriod,
    amount: string | null,
  ): Promise<PlayLimitsResponse>;
  setRealityCheck(session: SessionCredentials, minutes: number | null): Promise<PlayLimitsResponse>;
  /** Answers when the exclusion ends (ISO instant); the session is over by then. */
  selfExclude(session: SessionCredentials, duration: ExclusionDuration): Promise<string>;
}

export function createResponsibleGamingApi(client: ApiClient): ResponsibleGamingApi {
  return {
    status: (session) => client.post('account', 'playlimits', session, playLimitsResponse),
    setLimit: (session, kind, period, amount) =>
      client.post('account', 'setplaylimit', { ...session, kind, period, amount }, playLimitsResponse),
    setRealityCheck: (session, minutes) =>
      client.post('account', 'setrealitycheck', { ...session, minutes }, playLimitsResponse),
    selfExclude: async (session, duration) =>
      (await client.post('account', 'selfexclude', { ...session, duration }, selfExcludeResponse))
        .excluded_until,
  };
}
