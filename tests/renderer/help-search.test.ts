import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LANGUAGES } from '@shared/constants';
import { changeLanguage, initI18n } from '../../src/renderer/i18n';
import { HELP_GROUPS } from '../../src/renderer/components/helpTopics';
import { foldText, searchTopics } from '../../src/renderer/stores/HelpSearch';
import { HelpStore } from '../../src/renderer/stores/HelpStore';

// Keyword search of the help page, over the real topic texts of every language.

const topicsIn = () =>
  HELP_GROUPS.flatMap((g) =>
    g.topics.map((id) => ({
      id,
      title: i18next.t(`help.topics.${id}.title`),
      body: i18next.t(`help.topics.${id}.body`),
    })),
  );

describe('help search', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('finds topics containing every word, ignoring case and accents', () => {
    const topics = [
      { id: 'a', title: 'Mix parlay', body: 'Legs multiply.' },
      { id: 'b', title: 'Cược đơn', body: 'Một lựa chọn.' },
      { id: 'c', title: 'Refunds', body: 'A void leg is refunded.' },
    ];
    expect(searchTopics(topics, 'PARLAY').map((t) => t.id)).toEqual(['a']);
    expect(searchTopics(topics, 'cuoc don').map((t) => t.id)).toEqual(['b']);
    expect(searchTopics(topics, 'void refunded').map((t) => t.id)).toEqual(['c']);
    expect(searchTopics(topics, 'void parlay')).toEqual([]);
    expect(searchTopics(topics, '   ')).toHaveLength(3);
    expect(foldText('Ngày')).toBe('ngay');
  });

  it('answers the English worked examples and FAQ by their words', async () => {
    await changeLanguage('en');
    const ids = (q: string) => searchTopics(topicsIn(), q).map((t) => t.id);
    expect(ids('-0.80')).toEqual(['oddsMalay']);
    expect(ids('1-30')).toEqual(expect.arrayContaining(['myanmar', 'oddsMyanmar']));
    expect(ids('password')).toContain('faqPassword');
    expect(ids('nickname')).toEqual(['faqNickname']);
    expect(ids('zzzz')).toEqual([]);
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: every topic has its own text and is found by its own title`, async () => {
      await changeLanguage(lang);
      const topics = topicsIn();
      for (const topic of topics) {
        expect(topic.title, `${lang} ${topic.id}`).not.toMatch(/^help\./);
        expect(topic.body.length, `${lang} ${topic.id}`).toBeGreaterThan(8);
        expect(
          searchTopics(topics, topic.title).map((t) => t.id),
          `${lang} ${topic.id}`,
        ).toContain(topic.id);
      }
    });
  }
});

describe('HelpStore', () => {
  it('keeps the query, bounded, and filters with it', () => {
    const store = new HelpStore();
    const topics = [
      { id: 'a', title: 'Parlay', body: '' },
      { id: 'b', title: 'Single', body: '' },
    ];
    expect(store.searching).toBe(false);
    expect(store.matching(topics)).toHaveLength(2);
    store.setQuery('single');
    expect(store.searching).toBe(true);
    expect(store.matching(topics).map((t) => t.id)).toEqual(['b']);
    store.setQuery('x'.repeat(500));
    expect(store.query).toHaveLength(100);
  });
});
