import axios from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BET_CALLS } from '@shared/betting/contract';
import { LANGUAGES } from '@shared/constants';
import { ApiClient } from '../../src/renderer/api/client';
import { changeLanguage, errorText, initI18n } from '../../src/renderer/i18n';
import { UiStore } from '../../src/renderer/stores/UiStore';

// The reference server answers HTTP 503 serviceUnavailable while its database is out of reach: the player
// sees it, in their language, when they pressed the button, and background refreshes stay quiet.

const SENTENCE: Record<(typeof LANGUAGES)[number], string> = {
  en: 'The service is briefly unavailable.',
  cn: '服务暂时不可用。',
  tw: 'សេវាកម្មមិនអាចប្រើបានមួយរយៈ។',
  my: 'ဝန်ဆောင်မှု ခဏတာ မရနိုင်ပါ။',
  id: 'Layanan sementara tidak tersedia.',
  jp: 'サービスは一時的に利用できません。',
  kr: '서비스를 잠시 이용할 수 없습니다.',
  th: 'บริการไม่พร้อมใช้งานชั่วคราว',
  vi: 'Dịch vụ tạm thời không khả dụng.',
};

afterEach(() => {
  vi.restoreAllMocks();
});

async function failedCall(): Promise<unknown> {
  vi.spyOn(axios, 'create').mockReturnValue({
    post: async () => ({ status: 503, data: { status: 0, statusdesc: 'serviceUnavailable' } }),
  } as never);
  const client = new ApiClient({
    apiBaseUrl: 'http://127.0.0.1:1/api',
    oddsBaseUrl: 'http://127.0.0.1:1/cache',
    providerBaseUrl: 'http://127.0.0.1:1/provider',
  });
  return client
    .call(BET_CALLS, 'boostlist', {}, { session: { account_id: 'demo01', session_token: 't' } })
    .catch((error: unknown) => error);
}

describe('serviceUnavailable on the client', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('a 503 answer becomes the serviceUnavailable code, shown in a dialog when the player asked and only logged otherwise', async () => {
    const error = await failedCall();
    expect(error).toMatchObject({ code: 'serviceUnavailable', httpStatus: 503 });
    const log = vi.fn();
    const ui = new UiStore({ log });
    ui.reportError('serviceUnavailable', { loggedIn: true });
    expect(ui.notices).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('serviceUnavailable'));
    ui.reportError('serviceUnavailable', { loggedIn: true, requested: true });
    expect(ui.dialog).toMatchObject({ code: 'serviceUnavailable', view: 'error-dialog', verbatim: false });
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: the dialog reads the translated sentence, never the code`, async () => {
      await changeLanguage(lang);
      const text = errorText('serviceUnavailable');
      expect(text).toContain(SENTENCE[lang]);
      expect(text).not.toContain('serviceUnavailable');
    });
  }
});
