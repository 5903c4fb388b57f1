import { describe, expect, it } from 'vitest';
import {
  combinations,
  parlayOddsUnits,
  parlayReturn,
  parlayViolation,
  parlayWin,
  systemSizes,
  systemTicketCount,
  systemTickets,
  systemViolation,
} from '../../src/shared/betting/parlay';
import type { ParlayLegInfo } from '../../src/shared/betting/parlay';
import { LOST, LOST_HALF, VOID, WON, WON_HALF, partial } from '../../src/shared/betting/outcome';
import { priceFromDisplay } from '../../src/shared/odds/price';
import { ODDS_TYPES } from '../../src/shared/constants';

const dec = (units: number) => priceFromDisplay(units, ODDS_TYPES.DEC);
const S = 10_000;

describe('mix parlay vectors (RULES.md section 10, SBOBET example, stake 100)', () => {
  const prices = [186, 196, 190, 236].map(dec);

  it('all four win: net +1534.69', () => {
    expect(
      parlayReturn(
        S,
        prices.map((price) => ({ price, factor: WON })),
      ) - S,
    ).toBe(153_469);
    expect(parlayWin(S, prices)).toBe(153_469);
  });

  it('first leg won half: net +1156.78', () => {
    const legs = prices.map((price, i) => ({ price, factor: i === 0 ? WON_HALF : WON }));
    expect(parlayReturn(S, legs) - S).toBe(115_678);
  });

  it('legs 1.86, 1.96, 1.90 with the first lost half: net +86.20', () => {
    const legs = prices.slice(0, 3).map((price, i) => ({ price, factor: i === 0 ? LOST_HALF : WON }));
    expect(parlayReturn(S, legs) - S).toBe(8_620);
  });

  it('a void leg counts 1, a lost leg loses the ticket', () => {
    const voided = prices.slice(0, 2).map((price, i) => ({ price, factor: i === 0 ? VOID : WON }));
    expect(parlayReturn(S, voided)).toBe(19_600);
    const lost = prices.map((price, i) => ({ price, factor: i === 2 ? LOST : WON }));
    expect(parlayReturn(S, lost)).toBe(0);
  });

  it('negative Malay legs are converted to decimal first (MY -0.95 is decimal 2.0526)', () => {
    const my = priceFromDisplay(-95, ODDS_TYPES.MY);
    expect(parlayOddsUnits([my])).toBe(205);
    expect(parlayReturn(S, [{ price: my, factor: WON }])).toBe(20_526);
  });

  it('Myanmar legs are even money with their percentage at the exact margin', () => {
    const even = 1_000_000;
    expect(
      parlayReturn(S, [
        { price: even, factor: WON },
        { price: even, factor: partial(40) },
      ]),
    ).toBe(28_000);
    expect(
      parlayReturn(S, [
        { price: even, factor: WON },
        { price: even, factor: partial(-30) },
      ]),
    ).toBe(14_000);
  });

  it('combined odds for display', () => {
    expect(parlayOddsUnits(prices)).toBe(1634);
  });
});

const leg = (matchKey: number, live = false, parlayAllowed = true): ParlayLegInfo => ({
  matchKey,
  live,
  parlayAllowed,
});
const legs = (n: number, live = false) => Array.from({ length: n }, (_, i) => leg(i + 1, live));

describe('parlay size rules (RULES.md sections 5, 9)', () => {
  it('2 to 12 legs for a mix parlay', () => {
    expect(parlayViolation([], 'normal')).toBe('noMatchSelected');
    expect(parlayViolation(legs(1), 'normal')).toBe('parlayMinMatches');
    expect(parlayViolation(legs(2), 'normal')).toBeNull();
    expect(parlayViolation(legs(12), 'normal')).toBeNull();
    expect(parlayViolation(legs(13), 'normal')).toBe('parlayMaxTickets');
  });

  it('3 legs for live parlay and the special-odds parlay', () => {
    expect(parlayViolation([leg(1, true), leg(2)], 'normal')).toBe('liveParlayMinMatches');
    expect(parlayViolation([leg(1, true), leg(2), leg(3)], 'normal')).toBeNull();
    expect(parlayViolation(legs(2), 'special')).toBe('specialParlayMinMatches');
    expect(systemViolation(2, [2])).toBe('systemParlayMinMatches');
  });

  it('Myanmar parlay 2 to 10', () => {
    expect(parlayViolation(legs(10), 'mmo')).toBeNull();
    expect(parlayViolation(legs(11), 'mmo')).toBe('parlayMaxTickets');
    expect(parlayViolation(legs(1), 'mmo')).toBe('parlayMinMatches');
  });

  it('one selection per match, and only matches open to parlay', () => {
    expect(parlayViolation([leg(1), leg(1), leg(2)], 'normal')).toBe('parlaySameMatch');
    expect(parlayViolation([leg(1), leg(2, false, false)], 'normal')).toBe('matchNotAllowBet');
  });
});

describe('system parlay (RULES.md section 10 named systems)', () => {
  it('C(n, k)', () => {
    expect(combinations(4, 2)).toBe(6);
    expect(combinations(12, 6)).toBe(924);
    expect(combinations(3, 4)).toBe(0);
  });

  it('all sizes 2..n give 2^n - n - 1 tickets: Trixie 4, Yankee 11, Super Yankee 26, Heinz 57, Super Heinz 120, Goliath 247', () => {
    const named: [number, number][] = [
      [3, 4],
      [4, 11],
      [5, 26],
      [6, 57],
      [7, 120],
      [8, 247],
    ];
    for (const [n, tickets] of named) {
      expect(systemTicketCount(n, systemSizes(n))).toBe(tickets);
      expect(systemTickets(n, systemSizes(n))).toHaveLength(tickets);
    }
  });

  it('with singles the Lucky 15 / 31 / 63 counts are 2^n - 1', () => {
    for (const [n, lucky] of [
      [4, 15],
      [5, 31],
      [6, 63],
    ] as const) {
      expect(systemTicketCount(n, [1, ...systemSizes(n)])).toBe(lucky);
    }
  });

  it('above 10 selections only the full combination is offered', () => {
    expect(systemSizes(10)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(systemSizes(11)).toEqual([11]);
    expect(systemViolation(11, [2])).toBe('invalidBetType');
    expect(systemViolation(11, [11])).toBeNull();
  });

  it('tickets are distinct index sets of the chosen size', () => {
    const tickets = systemTickets(4, [3]);
    expect(tickets).toEqual([
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
    ]);
  });
});
