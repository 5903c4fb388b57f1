import { describe, expect, it } from 'vitest';
import { settlePick } from '../../src/server/betting/markets';
import type { MatchOutcome } from '../../src/server/betting/markets';
import { settleSingle } from '../../src/server/betting/settlement';
import {
  finishedInside,
  isRaceMarket,
  RACE_MARKET_LEGS,
  RACE_MARKETS,
  legOffered,
  legPlaces,
  legsOf,
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
});

describe('race card picks in the sportsbook (RULES.md section 11)', () => {
  const race = (placings: string[]): MatchOutcome => ({
    status: 'completed',
    home: 0,
    away: 0,
    htHome: null,
    htAway: null,
    firstGoal: null,
    lastGoal: null,
    placings,
  });
  const pick = (market: string, choice: string) => ({
    market,
    period: 0,
    choice,
    line: null,
    scoreAtBet: null,
    mmo: null,
  });
  const outcome = (market: string, choice: string, placings: string[]) =>
    settlePick(pick(market, choice), race(placings)).outcome;
  // Finishing order of an eight-runner race (three places paid) and of a six-runner one (two paid).
  const eight = [
    'Lucky Star',
    'Night Fury',
    'Jade Emperor',
    'Royal Pearl',
    'Ocean Breeze',
    'Monsoon Wind',
    'Silver Arrow',
    'Thunder Bay',
  ];
  const six = ['Blue Bolt', 'Misty Dawn', 'Flash Jack', 'Swift Shadow', 'Rapid Ruby', 'Dusty Trail'];

  it('names its markets by leg', () => {
    expect(RACE_MARKETS.map((m) => RACE_MARKET_LEGS[m])).toEqual(['WIN', 'PLACE', 'SHOW']);
    expect(isRaceMarket('place')).toBe(true);
    expect(isRaceMarket('outright')).toBe(false);
  });
  it('eight runners: WIN the winner, PLACE 1st-2nd, SHOW 1st-3rd', () => {
    expect(eight.map((r) => outcome('win', r, eight))).toEqual(['won', ...Array(7).fill('lost')]);
    expect(eight.map((r) => outcome('place', r, eight))).toEqual(['won', 'won', ...Array(6).fill('lost')]);
    expect(eight.map((r) => outcome('show', r, eight))).toEqual([
      'won',
      'won',
      'won',
      ...Array(5).fill('lost'),
    ]);
  });
  it('six runners pay two places: PLACE 1st-2nd, and a SHOW (never offered there) only the same two', () => {
    expect(six.map((r) => outcome('place', r, six))).toEqual(['won', 'won', 'lost', 'lost', 'lost', 'lost']);
    expect(outcome('show', 'Flash Jack', six)).toBe('lost');
    expect(finishedInside('SHOW', 'Misty Dawn', six)).toBe(true);
  });
  it('a non-runner and a cancelled race give the stake back', () => {
    expect(outcome('place', 'Sunrise King', eight)).toBe('void');
    expect(settlePick(pick('show', 'Lucky Star'), { ...race(eight), status: 'cancelled' }).outcome).toBe(
      'void',
    );
  });
  it('pays stake x decimal odds: 10.00 on PLACE at 1.34 returns 13.40', () => {
    // Decimal 1.34 is HK 0.34: risk 10.00 to win 3.40.
    const settled = settleSingle(1_000, 340, settlePick(pick('place', 'Night Fury'), race(eight)), {
      commType: 'A',
      commissionBp: 25,
    });
    expect(settled.returnMinor).toBe(1_340);
    const lost = settleSingle(1_000, 340, settlePick(pick('show', 'Royal Pearl'), race(eight)), {
      commType: 'A',
      commissionBp: 25,
    });
    expect(lost.returnMinor).toBe(0);
  });
});
