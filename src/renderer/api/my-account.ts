import type { AddSecondaryResponse, LogoResponse } from '@shared/api/auth';
import { ACCOUNT_CALLS } from '@shared/api/contract';
import type { MessageCategory } from '@shared/api/messages';
import type { UserSettings } from '@shared/api/settings';
import type { Language } from '@shared/constants';
import type { ApiClient, CallAnswer } from './client';

// The my-account calls of RULES.md section 7 (docs/API.md has every body and answer).

type Answer<N extends keyof typeof ACCOUNT_CALLS> = Promise<CallAnswer<(typeof ACCOUNT_CALLS)[N]>>;

interface ListQuery {
  language: Language;
  category?: MessageCategory;
  page_number?: number;
  page_size?: number;
}

export interface MyAccountApi {
  changePassword(current: string, next: string, confirm: string): Promise<void>;
  setNickname(loginName: string): Promise<AddSecondaryResponse>;
  /** Without settings: loads the stored ones. With: saves and answers them. */
  settings(settings?: UserSettings): Promise<Record<string, unknown>>;
  announcements(query: ListQuery): Answer<'announcelist'>;
  marquee(language: Language): Answer<'marqueelist'>;
  personal(query: ListQuery): Answer<'personallist'>;
  /** Marks the given ids read (or all), then answers the unread count. */
  personalUnread(mark?: { ids?: number[]; all?: boolean }): Promise<number>;
  logo(accountId?: string): Promise<LogoResponse>;
}

export function createMyAccountApi(client: ApiClient): MyAccountApi {
  return {
    changePassword: async (password, new_password, confirm_password) => {
      await client.call(ACCOUNT_CALLS, 'changepassword', { password, new_password, confirm_password });
    },
    setNickname: (login_name) => client.call(ACCOUNT_CALLS, 'addsecondary', { login_name }),
    settings: async (settings) =>
      (await client.call(ACCOUNT_CALLS, 'usersettings', settings ? { settings } : {})).settings,
    announcements: (query) => client.call(ACCOUNT_CALLS, 'announcelist', query),
    marquee: (language) => client.call(ACCOUNT_CALLS, 'marqueelist', { language }),
    personal: (query) => client.call(ACCOUNT_CALLS, 'personallist', query),
    personalUnread: async (mark = {}) => {
      const body = {
        ...(mark.ids ? { mark_read: mark.ids } : {}),
        ...(mark.all ? { mark_all_read: true } : {}),
      };
      return (await client.call(ACCOUNT_CALLS, 'personalunread', body)).unread_count;
    },
    logo: (account_id) => client.call(ACCOUNT_CALLS, 'getlogo', account_id ? { account_id } : {}),
  };
}
