import { describe, expect, it } from 'vitest';
import { ODDS_TYPES } from '@shared/constants';
import { roomOddsText } from '../../src/renderer/tournament/pages/odds';

describe('room prices', () => {
  it('show 1X2 in decimal whatever the odds type, as the sportsbook does', () => {
    for (const type of [ODDS_TYPES.MY, ODDS_TYPES.HK, ODDS_TYPES.ID, ODDS_TYPES.DEC])
      expect(roomOddsText('2.85', 'oxt', type)).toBe('3.85');
  });

  it("show a handicap, a total and a money line in the chosen type, a negative quote in the house's favour", () => {
    expect(roomOddsText('0.95', 'hdp', ODDS_TYPES.MY)).toBe('0.95');
    expect(roomOddsText('1.50', 'ou', ODDS_TYPES.MY)).toBe('-0.67');
    expect(roomOddsText('2.85', 'ml', ODDS_TYPES.MY)).toBe('-0.36');
    expect(roomOddsText('0.91', 'hdp', ODDS_TYPES.ID)).toBe('-1.10');
    expect(roomOddsText('0.91', 'hdp', ODDS_TYPES.DEC)).toBe('1.91');
  });
});
