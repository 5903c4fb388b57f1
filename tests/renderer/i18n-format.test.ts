import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/constants';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatTime,
  formatWorkingDate,
  parseDateInput,
} from '../../src/renderer/i18n/format';

// 2025-06-14 12:45:30 UTC is 20:45:30 in Malaysia (GMT+8).
const T = Date.UTC(2025, 5, 14, 12, 45, 30);

describe('locale formatting', () => {
  it('formats money exactly from minor units, grouped per locale', () => {
    expect(formatMoney(1_000_000, 'en', 'MYR')).toBe('10,000.00 MYR');
    expect(formatMoney(-5, 'en')).toBe('-0.05');
    // Larger than a double can hold to the cent: the string path keeps every digit.
    expect(formatMoney(900_719_925_474_099, 'en')).toBe('9,007,199,254,740.99');
    expect(formatMoney(123_456_789, 'id')).toBe('1.234.567,89');
    expect(formatMoney(123_456_789, 'vi')).toBe('1.234.567,89');
  });

  it('uses Latin digits in every language, also Burmese', () => {
    expect(formatNumber(1234.5, 'my', 2)).toMatch(/^1[,.\s\u202f]?234[.,]50$/);
    expect(formatMoney(100, 'th')).toBe('1.00');
  });

  it('shows times in GMT+8 with the zone, whatever the machine zone', () => {
    expect(formatTime(T, 'en')).toBe('20:45 GMT+8');
    expect(formatDateTime(T, 'en')).toBe('14/06/2025, 20:45 GMT+8');
    expect(formatDateTime(T, 'en', true)).toContain('20:45:30');
    expect(formatDate(Date.UTC(2025, 5, 14, 17, 0), 'en')).toBe('15/06/2025 GMT+8');
  });

  it('keeps the Gregorian year in Thai (not the Buddhist 2568)', () => {
    const text = formatDateTime(T, 'th');
    expect(text).toContain('2025');
    expect(text).not.toContain('2568');
    expect(text.endsWith('GMT+8')).toBe(true);
  });

  it('writes every date day first, dd/mm/yyyy, in every language (Burmese too)', () => {
    for (const language of LANGUAGES) {
      expect(formatDate(T, language), language).toBe('14/06/2025 GMT+8');
      expect(formatDateTime(T, language), language).toBe('14/06/2025, 20:45 GMT+8');
      expect(formatDateTime(Date.UTC(2026, 10, 27, 3, 5), language), language).toBe(
        '27/11/2026, 11:05 GMT+8',
      );
    }
    expect(formatWorkingDate('2026-11-27')).toBe('27/11/2026');
  });

  it('reads a typed dd/mm/yyyy date as the wire date, and refuses what is not a day', () => {
    expect(parseDateInput('27/11/2026')).toBe('2026-11-27');
    expect(parseDateInput(' 7/3/2026 ')).toBe('2026-03-07');
    expect(parseDateInput('07-03-2026')).toBe('2026-03-07');
    expect(parseDateInput(formatWorkingDate('2026-02-28'))).toBe('2026-02-28');
    for (const bad of ['11/27/2026', '30/02/2026', '2026-11-27', '27/11/26', '', 'today'])
      expect(parseDateInput(bad), bad).toBeNull();
  });
});
