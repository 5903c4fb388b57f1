import { describe, expect, it } from 'vitest';
import {
  legOffered,
  legPlaces,
  legsOf,
  oddsFromProbability,
  placesPaid,
  settleRaceLeg,
  topKProbabilities,
} from '../../src/shared/racing/settlement';

describe('places paid by field size', () => {
  it('pays 1 place up to 4 runners, 2 for 5-7, 3 for 8 or more', () => {
    expect([2, 4, 5, 7, 8, 12].map(placesPaid)).toEqual([1, 1, 2, 2, 3, 3]);
  });
  it('offers PLACE only with 2 places paid and SHOW only with 3', () => {
    expect(legOffered('PLACE', 1)).toBe(false);
    expect(legOffered('PLACE', 2)).toBe(true);
    expect(legOffered('SHOW', 2)).toBe(false);
    expect(legOffered('SHOW', 3)).toBe(true);
    expect(legPlaces('SHOW', 2)).toBe(2);
  });
  it('PLACE/SHOW is two bets', () => {
    expect(legsOf('PLACE_SHOW')).toEqual(['PLACE', 'SHOW']);
  });
});

describe('settling legs (finish is runner numbers in order)', () => {
  const finish = [3, 1, 5, 2, 4, 6, 7, 8];
  const leg = (l: 'WIN' | 'PLACE' | 'SHOW', runner: number) => ({
    leg: l,
    runner,
    stakeMinor: 1_000,
    oddsX100: 250,
  });
  it('WIN pays only the winner', () => {
    expect(settleRaceLeg(leg('WIN', 3), finish, 3)).toEqual({ outcome: 'won', returnMinor: 2_500 });
    expect(settleRaceLeg(leg('WIN', 1), finish, 3)).toEqual({ outcome: 'lost', returnMinor: 0 });
  });
  it('PLACE pays 1st or 2nd, SHOW the top 3 in an 8-runner field', () => {
    expect(settleRaceLeg(leg('PLACE', 1), finish, 3).outcome).toBe('won');
    expect(settleRaceLeg(leg('PLACE', 5), finish, 3).outcome).toBe('lost');
    expect(settleRaceLeg(leg('SHOW', 5), finish, 3).outcome).toBe('won');
    expect(settleRaceLeg(leg('SHOW', 2), finish, 3).outcome).toBe('lost');
  });
  it('SHOW in a 6-runner field pays only the first two places', () => {
    expect(settleRaceLeg(leg('SHOW', 5), finish.slice(0, 6), placesPaid(6)).outcome).toBe('lost');
    expect(settleRaceLeg(leg('SHOW', 1), finish.slice(0, 6), placesPaid(6)).outcome).toBe('won');
  });
  it('a cancelled race or a non-runner refunds the stake', () => {
    expect(settleRaceLeg(leg('WIN', 3), null, 3)).toEqual({ outcome: 'void', returnMinor: 1_000 });
    expect(settleRaceLeg(leg('WIN', 9), finish, 3)).toEqual({ outcome: 'void', returnMinor: 1_000 });
  });
  it('rounds a fractional cent down', () => {
    expect(
      settleRaceLeg({ leg: 'WIN', runner: 3, stakeMinor: 333, oddsX100: 345 }, finish, 3).returnMinor,
    ).toBe(1_148);
  });
});

describe('pricing', () => {
  it('top-k probabilities sum to k and the top-1 equals the win chance', () => {
    const win = [0.4, 0.3, 0.2, 0.1];
    const top1 = topKProbabilities(win, 1);
    top1.forEach((p, i) => expect(p).toBeCloseTo(win[i] as number, 12));
    expect(topKProbabilities(win, 2).reduce((s, p) => s + p, 0)).toBeCloseTo(2, 12);
    expect(topKProbabilities(win, 3).reduce((s, p) => s + p, 0)).toBeCloseTo(3, 12);
  });
  it('odds carry the margin and never drop below 1.01', () => {
    expect(oddsFromProbability(0.5)).toBe(180);
    expect(oddsFromProbability(0.99)).toBe(101);
  });
});
