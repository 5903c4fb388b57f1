import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LANGUAGES } from '@shared/constants';
import { MARKET_KEYS } from '@shared/market/selection';
import { MARKET_CHOICES } from '@shared/market/choices';
import { changeLanguage, initI18n } from '../../src/renderer/i18n';
import {
  childLabel,
  choiceName,
  marketName,
  matchTitle,
  selectionName,
} from '../../src/renderer/i18n/marketNames';
import type { SelectionPick } from '../../src/renderer/i18n/marketNames';

// Every market and choice the simulator offers gets a name a player can read, in every language: no market
// code ("DC", "oxtou") and no choice key ("y", "h1", "1xo", "oodd") is ever shown as it is.

/** The lines a market is quoted on: the team of per-team markets, first/last goal, 2.5 goals, Asian lines. */
const LINES: Record<string, (number | null)[]> = {
  hdp: [-125, -25, 0, 75],
  ou: [250, 275],
  cl: [1, 2],
  twtn: [1, 2],
  tw: [1, 2],
  fglg: [1, 2],
  oxtou: [250],
  dcou: [250],
  ouoe: [250],
};

/** Every (market, period, line, choice) the feed can carry (tests/server/odds-simulator.test.ts keeps the simulator to this list). */
function offered(): SelectionPick[] {
  const out: SelectionPick[] = [];
  for (const [market, choices] of Object.entries(MARKET_CHOICES)) {
    for (const period of ['hdp', 'ou', 'oe', 'oxt', 'ml', 'ehtg'].includes(market) ? [0, 1] : [0]) {
      for (const line of LINES[market] ?? [null]) {
        for (const choice of choices)
          out.push({ market, period, line, choice, home: 'Arsenal', away: 'Chelsea' });
      }
    }
  }
  out.push({
    market: 'outright',
    period: 0,
    line: null,
    choice: 'Manchester Reds',
    home: 'Premier League winner',
    away: '',
  });
  return out;
}

const MARKET_CODES = new Set<string>(MARKET_KEYS);
/** A choice key that is a code rather than something that reads as itself (a score "2-1", a count "3" or "10+", a runner's name). */
const isCode = (key: string) => /^[a-z0-9+]+$/.test(key) && /[a-z]/.test(key);

/** Choice keys that are also English words, which a label may use as words ("Home goals odd/even"). */
const WORDS = new Set(['odd', 'even', 'other', 'none']);

/** The words of a label that are raw codes: a market code as the feed or an upper-cased heading writes it, or a choice key. */
function rawCodes(label: string, choiceKeys: ReadonlySet<string>): string[] {
  return label
    .split(/[\s:·/()&,]+/u)
    .filter(
      (word) =>
        word !== '' &&
        (MARKET_CODES.has(word) ||
          (MARKET_CODES.has(word.toLowerCase()) && word === word.toUpperCase()) ||
          (choiceKeys.has(word) && isCode(word) && !WORDS.has(word))),
    );
}

describe('market and choice names', () => {
  const picks = offered();
  const choiceKeys = new Set(picks.filter((p) => p.market !== 'outright').map((p) => p.choice));

  beforeAll(async () => {
    await initI18n('en');
  });

  it('the simulator offers every extra market a player can see', () => {
    const markets = new Set(picks.map((p) => p.market));
    for (const m of [
      'hdp',
      'ou',
      'oe',
      'oxt',
      'ml',
      'cs',
      'dc',
      'tg',
      'orz',
      'bs',
      'dnb',
      'hnb',
      'anb',
      'cl',
      'twtn',
      'oehm',
      'oeaw',
      'wm',
      'oxtou',
      'dcou',
      'ouoe',
      'fglg',
      'ehtg',
      'htft',
      'tw',
      'outright',
    ]) {
      expect(markets, m).toContain(m);
    }
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: names every market and choice without a raw code or key`, async () => {
      await changeLanguage(lang);
      const t = i18next.getFixedT(lang);
      const bad: string[] = [];
      for (const p of picks) {
        const market = marketName(t, p);
        const choice = choiceName(t, p);
        const whole = selectionName(t, p);
        if (
          market.startsWith('markets.') ||
          market.startsWith('odds.') ||
          market === p.market ||
          market === p.market.toUpperCase()
        )
          bad.push(`${p.market}: market "${market}"`);
        if (isCode(p.choice) && choice === p.choice) bad.push(`${p.market} ${p.choice}: choice "${choice}"`);
        for (const label of [market, choice, whole]) {
          const codes = rawCodes(label, choiceKeys);
          if (codes.length || label.includes('{{') || label.includes('markets.'))
            bad.push(`${p.market} ${p.choice}: "${label}"`);
        }
      }
      for (const market of MARKET_KEYS) {
        const name = marketName(t, { market, period: 0, line: null, home: 'Arsenal', away: 'Chelsea' });
        if (name.startsWith('markets.') || name === market || name === market.toUpperCase())
          bad.push(`${market}: "${name}"`);
      }
      expect(bad).toEqual([]);
    });
  }

  it('reads as a player expects in English: teams where a choice is a team, the period, the line', async () => {
    await changeLanguage('en');
    const t = i18next.getFixedT('en');
    const pick = (market: string, choice: string, line: number | null = null, period = 0) =>
      selectionName(t, { market, period, line, choice, home: 'Arsenal', away: 'Chelsea' });
    expect(pick('dc', '1x')).toBe('Double chance: Arsenal or draw');
    expect(pick('dc', 'x2')).toBe('Double chance: Draw or Chelsea');
    expect(pick('bs', 'y')).toBe('Both teams to score: Yes');
    expect(pick('cs', '2-1')).toBe('Correct score: 2-1');
    expect(pick('cs', 'other')).toBe('Correct score: Any other score');
    expect(pick('orz', '2-3')).toBe('Total goals range: 2-3');
    // A goal count is a number even where the same key names a team in 1X2.
    expect(pick('tg', '1')).toBe('Total goals: 1');
    expect(pick('tg', '2')).toBe('Total goals: 2');
    expect(pick('oxt', '2')).toBe('1X2: Chelsea');
    expect(pick('hnb', 'a')).toBe('Home no bet: Chelsea');
    expect(pick('wm', 'h1')).toBe('Winning margin: Arsenal by 1');
    expect(pick('htft', 'x2')).toBe('Half time / full time: Draw / Chelsea');
    expect(pick('oxtou', '1o', 250)).toBe('1X2 and over/under: Arsenal / Over 2.50');
    expect(pick('ouoe', 'uodd', 250)).toBe('Over/under and odd/even: Under 2.50 / Odd');
    expect(pick('twtn', 'n', 2)).toBe('Win to nil: Chelsea: No');
    expect(pick('fglg', 'none', 2)).toBe('Last goal: No goal');
    expect(pick('hdp', 'a', -25, 1)).toBe('First half Handicap: Chelsea +0.25');
    expect(pick('ou', 'o', 250)).toBe('Over/Under: Over 2.50');
    expect(
      selectionName(t, {
        market: 'hdp',
        period: 0,
        line: null,
        choice: 'h',
        home: 'Arsenal',
        away: 'Chelsea',
        mmo: { body: 1, pct: 50 },
      }),
    ).toBe('Handicap: Arsenal 1+50');
  });

  it('names a race card pick by its column and the race in the player language', async () => {
    await changeLanguage('en');
    const en = i18next.getFixedT('en');
    const race = (market: string) =>
      selectionName(en, {
        market,
        period: 0,
        line: null,
        choice: 'Night Fury',
        home: 'Race 4 - 1200m',
        away: '',
      });
    expect(['win', 'place', 'show'].map(race)).toEqual([
      'Win: Night Fury',
      'Place: Night Fury',
      'Show: Night Fury',
    ]);
    expect(matchTitle(en, 'Race 4 - 1200m', '')).toBe('Race 4 · 1200 m');
    expect(matchTitle(en, 'Arsenal', 'Chelsea')).toBe('Arsenal vs Chelsea');
    await changeLanguage('th');
    const th = i18next.getFixedT('th');
    expect(
      selectionName(th, { market: 'place', period: 0, line: null, choice: 'Night Fury', home: '', away: '' }),
    ).toBe('เข้าที่: Night Fury');
    expect(matchTitle(th, 'Race 4 - 1200m', '')).not.toContain('Race');
  });

  it('translates the child lines the feed labels in English', async () => {
    await changeLanguage('cn');
    const t = i18next.getFixedT('cn');
    expect(childLabel(t, 'Corners')).toBe('角球');
    expect(childLabel(t, 'Bookings')).toBe('罚牌');
    expect(childLabel(t, 'Fight 3')).toBe('Fight 3');
  });
});
