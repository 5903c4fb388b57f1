import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LANGUAGES } from '@shared/constants';
import { changeLanguage, initI18n } from '../../src/renderer/i18n';
import { marketName } from '../../src/renderer/i18n/marketNames';
import { compileTemplate, oddsLabels } from '../../src/renderer/pages/desktop/oddsLabels';

// The odds table translates its fixed texts once per language; what it shows must stay exactly what
// i18next would have said for each price.

describe('odds labels', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('fills {{name}} placeholders like i18next, leaving unknown ones as written', () => {
    const fill = compileTemplate('{{who}} {{ market }}, {{price}}!');
    expect(fill({ who: 'Over', market: 'Over/Under', price: '-0.95' })).toBe('Over Over/Under, -0.95!');
    expect(fill({ who: 'A' })).toBe('A {{market}}, {{price}}!');
    expect(compileTemplate('locked')({})).toBe('locked');
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: the same texts as calling i18next on every render`, async () => {
      await changeLanguage(lang);
      const t = i18next.getFixedT(lang);
      const labels = oddsLabels(i18next);
      for (const market of ['hdp', 'ou', 'oxt', 'oe', 'ml', 'outright', 'cs']) {
        expect(labels.market(market)).toBe(
          marketName(t, { market, period: 0, line: null, home: '', away: '' }),
        );
      }
      expect(labels.period(0)).toBe(t('odds.fullTime'));
      expect(labels.period(1)).toBe(t('odds.firstHalf'));
      expect(labels.choice('o')).toBe(t('odds.over'));
      expect(labels.choice('u')).toBe(t('odds.under'));
      expect(labels.choice('odd')).toBe(t('odds.odd'));
      expect(labels.choice('even')).toBe(t('odds.even'));
      expect(labels.choice('x')).toBe(t('odds.draw'));
      expect(labels.choice('h')).toBeUndefined();
      const [who, market, period] = ['Arsenal', labels.market('hdp'), labels.period(1)];
      expect(labels.priceLabel(who, market, period, '-0.95')).toBe(
        t('odds.priceLabel', { who, market, period, price: '-0.95' }),
      );
      expect(labels.lockedLabel(who, market, period)).toBe(t('odds.lockedLabel', { who, market, period }));
    });
  }
});
