import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LANGUAGES } from '@shared/constants';
import { MARKET_KEYS, type Selection } from '@shared/market/selection';
import { MYANMAR_PRICE } from '@shared/odds/myanmar';
import { MARKET_CHOICES } from '@shared/market/choices';
import { changeLanguage, initI18n } from '../../src/renderer/i18n';
import {
  childLabel,
  choiceName,
  legName,
  marketName,
  matchTitle,
  selectionName,
  selectionPick,
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
        mmo: { body: 1, pct: 50, giver: 1 },
      }),
    ).toBe('Handicap: Arsenal giving 1+50');
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
    // A fight's stored sides carry its label, which is translated with them; a bracket of a team's own stays.
    expect(matchTitle(th, 'Iron Tiger (Fight 70)', 'Jade Serpent')).toBe(
      `Iron Tiger (${th('markets.event.fight', { number: 70 })}) vs Jade Serpent`,
    );
    expect(matchTitle(th, 'Iron Tiger (Fight 70)', 'Jade Serpent')).not.toContain('Fight');
    expect(matchTitle(th, 'Iron Tiger vs Jade Serpent (Fight 70)', '')).toBe(
      `Iron Tiger vs Jade Serpent (${th('markets.event.fight', { number: 70 })})`,
    );
    expect(matchTitle(th, 'Arsenal (W)', 'Chelsea (W)')).toBe('Arsenal (W) vs Chelsea (W)');
  });

  it('translates the child lines the feed labels in English', async () => {
    await changeLanguage('cn');
    const t = i18next.getFixedT('cn');
    expect(childLabel(t, 'Corners')).toBe('角球');
    expect(childLabel(t, 'Bookings')).toBe('罚牌');
    expect(childLabel(t, 'Fight 3')).toBe('Fight 3');
  });

  it('names a corners or bookings pick apart from the match line, in every language', async () => {
    for (const lang of LANGUAGES) {
      await changeLanguage(lang);
      const t = i18next.getFixedT(lang);
      const base = { market: 'hdp', period: 0, line: 50, choice: 'h', home: 'Arsenal', away: 'Chelsea' };
      const main = selectionName(t, base);
      for (const child of ['Corners', 'Bookings']) {
        const name = selectionName(t, { ...base, child });
        expect(name, lang).not.toBe(main);
        expect(name, lang).toContain(childLabel(t, child));
        expect(name, lang).toContain(choiceName(t, base));
        // A listed leg (its label as the server keeps it) reads exactly as the slip named the pick.
        expect(legName(t, { ...base, child_label: child, mmo: null, mmo_giver: null }), lang).toBe(name);
        const firstHalf = selectionName(t, { ...base, period: 1, child });
        expect(firstHalf, lang).not.toBe(name);
        expect(firstHalf, lang).toContain(childLabel(t, child));
      }
    }
    await changeLanguage('en');
    const en = i18next.getFixedT('en');
    const pick = (child: string | null, market = 'hdp', choice = 'h', line = 50, period = 0) =>
      selectionName(en, { market, period, line, choice, home: 'Arsenal', away: 'Chelsea', child });
    expect(pick(null)).toBe('Handicap: Arsenal +0.50');
    expect(pick('Corners')).toBe('Corners Handicap: Arsenal +0.50');
    expect(pick('Bookings', 'ou', 'o', 450, 1)).toBe('First half Bookings Over/Under: Over 4.50');
  });

  it('names a Myanmar pick by its quote as the grid shows it, beside the side that gives or receives it', async () => {
    await changeLanguage('en');
    const t = i18next.getFixedT('en');
    const sel: Selection = {
      matchId: 7,
      parentId: null,
      sportId: 1,
      leagueId: 101,
      leagueName: 'League',
      homeName: 'Arsenal',
      awayName: 'Chelsea',
      childLabel: null,
      marketGroup: 2,
      market: 'hdp',
      period: 0,
      choice: 'h',
      line: 25,
      price: MYANMAR_PRICE,
      oddsType: 5,
      displayOdds: 100,
      mmo: { body: 0, pct: -20, giver: 2 },
      score: null,
      parlay: true,
      feedVersion: 1,
    };
    expect(selectionName(t, selectionPick(sel))).toBe('Handicap: Arsenal receiving -20');
    expect(selectionName(t, selectionPick({ ...sel, choice: 'a' }))).toBe('Handicap: Chelsea giving -20');
    expect(selectionName(t, selectionPick({ ...sel, childLabel: 'Corners' }))).toBe(
      'Corners Handicap: Arsenal receiving -20',
    );
    // The same pick as the lists give it back: the quote as text and its giver.
    const leg = { ...selectionPick(sel), child_label: null, mmo: '-20', mmo_giver: 2 };
    expect(legName(t, leg)).toBe('Handicap: Arsenal receiving -20');
    // Shown in a numeric odds type, the pick is named by its Asian line.
    expect(selectionName(t, selectionPick({ ...sel, oddsType: 1 }))).toBe('Handicap: Arsenal +0.25');
  });
});
