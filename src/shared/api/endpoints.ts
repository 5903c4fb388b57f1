// Endpoint names keep the spelling of RULES.md section 7; URL groups follow API.md.

export type UrlGroup = 'account' | 'bet' | 'tournament' | 'osg' | 'odds' | 'provider';

/** Path prefix of each group below its base URL (odds and provider have their own base URLs). */
export const GROUP_PREFIX: Record<UrlGroup, string> = {
  account: '',
  bet: '/bet',
  tournament: '/tournament',
  osg: '/osg',
  odds: '',
  provider: '',
};

/** Where the reference server mounts the odds cache and provider groups below the API base. */
export const REFERENCE_ODDS_PATH = '/cache';
export const REFERENCE_PROVIDER_PATH = '/provider';

export interface BaseUrls {
  apiBaseUrl: string;
  oddsBaseUrl: string;
  providerBaseUrl: string;
}

/** Fills the odds and provider base URLs from the API base as API.md says. */
export function resolveBaseUrls(apiBaseUrl: string, partial: Partial<BaseUrls> = {}): BaseUrls {
  const api = apiBaseUrl.replace(/\/+$/, '');
  return {
    apiBaseUrl: api,
    oddsBaseUrl: (partial.oddsBaseUrl || `${api}${REFERENCE_ODDS_PATH}`).replace(/\/+$/, ''),
    providerBaseUrl: (partial.providerBaseUrl || `${api}${REFERENCE_PROVIDER_PATH}`).replace(/\/+$/, ''),
  };
}

export function endpointUrl(urls: BaseUrls, group: UrlGroup, name: string): string {
  const base =
    group === 'odds' ? urls.oddsBaseUrl : group === 'provider' ? urls.providerBaseUrl : urls.apiBaseUrl;
  return `${base}${GROUP_PREFIX[group]}/${name}`;
}
