import { addSecondaryResponse, changePasswordResponse, logoResponse } from '@shared/api/auth';
import type { AddSecondaryResponse, LogoResponse } from '@shared/api/auth';
import {
  announceListResponse,
  marqueeListResponse,
  personalListResponse,
  personalUnreadResponse,
} from '@shared/api/messages';
import type { MessageCategory } from '@shared/api/messages';
import { userSettingsResponse } from '@shared/api/settings';
import type { UserSettings } from '@shared/api/settings';
import type { Language } from '@shared/constants';
import type { z } from 'zod';
import type { SessionCredentials } from './account';
import type { ApiClient } from './client';

// The my-account calls of RULES.md section 7 (docs/API.md has every body and answer).

type AnnounceList = z.infer<typeof announceListResponse>;
type MarqueeList = z.infer<typeof marqueeListResponse>;
type PersonalList = z.infer<typeof personalListResponse>;

interface ListQuery {
  language: Language;
  category?: MessageCategory;
  page_number?: number;
  page_size?: number;
}

export interface MyAccountApi {
  changePassword(session: SessionCredentials, current: string, next: string, confirm: string): Promise<void>;
  setNickname(session: SessionCredentials, loginName: string): Promise<AddSecondaryResponse>;
  /** Without settings: loads the stored ones. With: saves and answers them. */
  settings(session: SessionCredentials, settings?: UserSettings): Promise<Record<string, unknown>>;
  announcements(session: SessionCredentials, query: ListQuery): Promise<AnnounceList>;
  marquee(session: SessionCredentials, language: Language): Promise<MarqueeList>;
  personal(session: SessionCredentials, query: ListQuery): Promise<PersonalList>;
  /** Marks the given ids read (or all), then answers the unread count. */
  personalUnread(session: SessionCredentials, mark?: { ids?: number[]; all?: boolean }): Promise<number>;
  logo(accountId?: string): Promise<LogoResponse>;
}

export function createMyAccountApi(client: ApiClient): MyAccountApi {
  return {
    changePassword: async (session, password, new_password, confirm_password) => {
      await client.post(
        'account',
        'changepassword',
        { ...session, password, new_password, confirm_password },
        changePasswordResponse,
      );
    },
    setNickname: (session, login_name) =>
      client.post('account', 'addsecondary', { ...session, login_name }, addSecondaryResponse),
    settings: async (session, settings) =>
      (
        await client.post(
          'account',
          'usersettings',
          settings ? { ...session, settings } : session,
          userSettingsResponse,
        )
      ).settings,
    announcements: (session, query) =>
      client.post('account', 'announcelist', { ...session, ...query }, announceListResponse),
    marquee: (session, language) =>
      client.post('account', 'marqueelist', { ...session, language }, marqueeListResponse),
    personal: (session, query) =>
      client.post('account', 'personallist', { ...session, ...query }, personalListResponse),
    personalUnread: async (session, mark = {}) => {
      const body = {
        ...session,
        ...(mark.ids ? { mark_read: mark.ids } : {}),
        ...(mark.all ? { mark_all_read: true } : {}),
      };
      return (await client.post('account', 'personalunread', body, personalUnreadResponse)).unread_count;
    },
    logo: (account_id) => client.post('account', 'getlogo', account_id ? { account_id } : {}, logoResponse),
  };
}
