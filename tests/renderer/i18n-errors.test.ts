import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LANGUAGES } from '@shared/constants';
import { CATALOGUE_CODES, FIELD_NAMES, contactsUpline } from '@shared/errors/catalogue';
import { changeLanguage, errorText, initI18n } from '../../src/renderer/i18n';

// Every code of the catalogue reads as a real sentence in every language, never the generic fallback.

const UPLINE: Record<(typeof LANGUAGES)[number], string> = {
  en: 'contact your upline',
  cn: '上线',
  tw: 'ខ្សែខាងលើ',
  my: 'အထက်လူ',
  id: 'upline',
  jp: 'アップライン',
  kr: '상위 라인',
  th: 'อัปไลน์',
  vi: 'tuyến trên',
};

describe('error texts', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: every catalogue code and field code has its own text`, async () => {
      await changeLanguage(lang);
      const generic = (code: string) => i18next.t('errors.unknown', { code });
      const missing = [
        ...CATALOGUE_CODES,
        ...FIELD_NAMES.flatMap((f) => [`${f}Required`, `${f}Invalid`]),
      ].filter((code) => errorText(code) === generic(code) || errorText(code).includes('{{'));
      expect(missing).toEqual([]);
    });

    it(`${lang}: codes that send the player to the upline say so`, async () => {
      await changeLanguage(lang);
      const silentOnUpline = CATALOGUE_CODES.filter(contactsUpline).filter(
        (code) => !errorText(code).includes(UPLINE[lang]),
      );
      expect(silentOnUpline).toEqual([]);
    });
  }

  it('words a field code with the translated field name', async () => {
    await changeLanguage('en');
    expect(errorText('pageSizeRequired')).toBe('Page size is required.');
    expect(errorText('newPasswordInvalid')).toBe('New password is not valid.');
    await changeLanguage('th');
    expect(errorText('betAmountRequired')).toBe('กรุณากรอกจำนวนเงินเดิมพัน');
  });

  it('shows a server message with spaces as it is, and an unknown code with the generic text', async () => {
    await changeLanguage('en');
    expect(errorText('Stake too high for this room')).toBe('Stake too high for this room');
    expect(errorText('zzUnknownCode')).toBe('Something went wrong (zzUnknownCode). Please try again.');
    expect(errorText('session_expired')).toBe('Session expired! Please login again to continue...');
  });
});
