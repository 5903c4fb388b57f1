import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BetView } from '@shared/betting/api';
import { GamePickText } from '../../src/renderer/components/GamePickText';
import { changeLanguage, initI18n } from '../../src/renderer/i18n';
import { raceTitleName } from '../../src/renderer/i18n/marketNames';
import { gamePick } from '../../src/renderer/stores/BetListStore';

// A virtual race bet names its race as a race card bet names its match: the bet list, the statement's drill-down
// and the ticket all write the pick through GamePickText.
const bet = {
  bet_id: 3,
  ref_no: 'V3',
  bet_type: 'racing',
  choice: '#4 Night Fury',
  stake: '5.00',
  legs: [],
  game: {
    kind: 'racing',
    bet_type: 'SHOW',
    number: '4',
    choice: 'Night Fury',
    race: { name: 'Race 12 - 1400m', venue: 'Golden Mile Park' },
  },
} as unknown as BetView;

const pickText = () => renderToStaticMarkup(createElement(GamePickText, { game: gamePick(bet)! }));

describe('virtual race bets name their race', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('in English: the column, the runner, the race and its venue', async () => {
    await changeLanguage('en');
    expect(gamePick(bet)?.race).toEqual({ name: 'Race 12 - 1400m', venue: 'Golden Mile Park' });
    expect(pickText()).toBe('Show · #4 Night Fury · Race 12 · 1400 m · Golden Mile Park');
  });

  it('in the player language, the venue kept as its proper name', async () => {
    for (const lang of ['th', 'my', 'cn'] as const) {
      await changeLanguage(lang);
      const t = i18next.getFixedT(lang);
      const title = raceTitleName(t, { name: 'Race 12 - 1400m', venue: 'Golden Mile Park' });
      expect(title, lang).not.toContain('Race');
      expect(title, lang).toContain('12');
      expect(title, lang).toContain('1400');
      expect(title, lang).toContain('Golden Mile Park');
      expect(pickText(), lang).toContain(title);
    }
  });
});
