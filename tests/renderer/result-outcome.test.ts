import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { changeLanguage, initI18n } from '../../src/renderer/i18n';
import { resultOutcome } from '../../src/renderer/pages/info/resultOutcome';

// The results page names how a race or a fight finished instead of a "0-0" score.

const base = {
  status: 1,
  winner: null,
  placings: [] as string[],
  fight_method: null,
  fight_round: null,
} as const;

describe('race and fight outcomes on the results page', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('lists the first three home of a race, in order', () => {
    const placings = ['Lucky Star', 'Night Fury', 'Royal Pearl', 'Thunder Bay'];
    expect(resultOutcome(i18next.t, { ...base, sport_id: 45, winner: 'Lucky Star', placings })).toBe(
      '1st Lucky Star, 2nd Night Fury, 3rd Royal Pearl',
    );
  });

  it('names a fight by its winner, how it was won and the round', () => {
    const fight = { ...base, sport_id: 41, winner: 'Iron Tiger', placings: ['Iron Tiger', 'Red Dragon'] };
    expect(resultOutcome(i18next.t, { ...fight, fight_method: 'ko', fight_round: 2 })).toBe(
      'Iron Tiger by knockout, round 2',
    );
    expect(resultOutcome(i18next.t, { ...fight, fight_method: 'points', fight_round: 3 })).toBe(
      'Iron Tiger on points after 3 rounds',
    );
  });

  it('leaves matches and cancelled events to their scores', () => {
    expect(resultOutcome(i18next.t, { ...base, sport_id: 1 })).toBeNull();
    expect(resultOutcome(i18next.t, { ...base, sport_id: 45, status: 2, placings: ['A'] })).toBeNull();
  });

  it('says it in Burmese too', async () => {
    // The app's own switch: it fetches the language's texts before showing it.
    await changeLanguage('my');
    expect(
      resultOutcome(i18next.t, {
        ...base,
        sport_id: 46,
        placings: ['Blue Bolt', 'Flash Jack', 'Misty Dawn'],
      }),
    ).toContain('ပထမ Blue Bolt');
    await changeLanguage('en');
  });
});
