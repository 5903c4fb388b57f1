import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODDS_TYPES } from '../../src/shared/constants';
import { betAmounts } from '../../src/shared/betting/amounts';
import { clampStake, stakeViolation } from '../../src/shared/betting/limits';
import { settlePick } from '../../src/server/betting/markets';
import type { BetPick, MatchOutcome, ResultStatus } from '../../src/server/betting/markets';
import { OUTCOMES } from '../../src/shared/betting/outcome';
import { parlayReturn, parlayWin } from '../../src/shared/betting/parlay';
import {
  resettlementMoves,
  settleAmounts,
  settleSingle,
  settlementMoves,
} from '../../src/server/betting/settlement';
import { MAX_PRICE, MIN_PRICE } from '../../src/shared/odds/price';
import type { OddsType } from '../../src/shared/constants';

const MARKETS = [
  'hdp',
  'ou',
  'oe',
  'oxt',
  'ml',
  'dc',
  'cs',
  'tg',
  'bs',
  'htft',
  'fglg',
  'dnb',
  'hnb',
  'anb',
  'cl',
  'twtn',
  'wm',
  'outright',
];
const STATUSES: ResultStatus[] = [
  'completed',
  'cancelled',
  'refund_1h',
  'refund_2h',
  'abandoned_1h',
  'abandoned_2h',
];

const goals = fc.integer({ min: 0, max: 9 });
const outcomeArb: fc.Arbitrary<MatchOutcome> = fc
  .record({
    status: fc.constantFrom(...STATUSES),
    home: goals,
    away: goals,
    htShare: fc.double({ min: 0, max: 1, noNaN: true }),
    first: fc.constantFrom('h' as const, 'a' as const),
  })
  .map(({ status, home, away, htShare, first }) => ({
    status,
    home,
    away,
    htHome: Math.floor(home * htShare),
    htAway: Math.floor(away * htShare),
    firstGoal: home + away > 0 ? first : null,
    lastGoal: home + away > 0 ? first : null,
    placings: ['A', 'B'],
  }));
const pickArb: fc.Arbitrary<BetPick> = fc.record({
  market: fc.constantFrom(...MARKETS),
  period: fc.constantFrom(0, 1),
  choice: fc.constantFrom(
    'h',
    'a',
    'o',
    'u',
    '1',
    'x',
    '2',
    '1x',
    'odd',
    'even',
    'y',
    'n',
    '2-1',
    '3',
    'A',
    'none',
    '11',
  ),
  line: fc.integer({ min: -12, max: 12 }).map((q) => q * 25),
  scoreAtBet: fc.option(fc.tuple(goals, goals), { nil: null }),
  mmo: fc.constant(null),
});
const price = fc.integer({ min: MIN_PRICE / 10_000, max: MAX_PRICE / 10_000 }).map((hk) => hk * 10_000);
const oddsType = fc.constantFrom<OddsType>(
  ODDS_TYPES.MY,
  ODDS_TYPES.HK,
  ODDS_TYPES.ID,
  ODDS_TYPES.DEC,
  ODDS_TYPES.MMO,
);
const member = fc.record({
  commType: fc.constantFrom('A', 'B', 'N'),
  commissionBp: fc.integer({ min: 0, max: 100 }),
});

describe('settlement properties', () => {
  it('a single never pays more than its max payout nor less than nothing, and void/draw return the risk', () => {
    fc.assert(
      fc.property(
        pickArb,
        outcomeArb,
        fc.integer({ min: 1, max: 10_000_000 }),
        price,
        oddsType,
        member,
        (pick, result, stake, p, type, m) => {
          const { riskMinor, winMinor } = betAmounts(stake, p, type);
          const f = settlePick(pick, result);
          expect(OUTCOMES).toContain(f.outcome);
          const s = settleSingle(riskMinor, winMinor, f, m);
          expect(s.returnMinor).toBeLessThanOrEqual(riskMinor + winMinor);
          expect(s.returnMinor).toBeGreaterThanOrEqual(0);
          if (f.outcome === 'void' || f.outcome === 'draw') expect(s.returnMinor).toBe(riskMinor);
          expect(s.validTurnoverMinor).toBeLessThanOrEqual(riskMinor);
          expect(s.commissionMinor).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('a parlay ticket never pays more than its all-win payout, nor more than the cap it was struck under', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(price, pickArb, outcomeArb), { minLength: 2, maxLength: 12 }),
        fc.integer({ min: 100, max: 1_000_000 }),
        (legs, stake) => {
          const prices = legs.map(([p]) => p);
          const full = stake + parlayWin(stake, prices);
          const paid = parlayReturn(
            stake,
            legs.map(([p, pick, r]) => ({ price: p, factor: settlePick(pick, r) })),
          );
          expect(paid).toBeLessThanOrEqual(full);
          expect(paid).toBeGreaterThanOrEqual(0);
          const cap = Math.floor(full / 2);
          const capped = settleAmounts(stake, paid, { outcome: 'won', winBp: 10_000, loseBp: 0 }, cap, {
            commType: 'N',
            commissionBp: 0,
          });
          expect(capped.returnMinor).toBeLessThanOrEqual(cap);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a re-settlement nets out: settling A then re-settling to B leaves the wallet where settling B directly would', () => {
    fc.assert(
      fc.property(
        pickArb,
        outcomeArb,
        outcomeArb,
        fc.integer({ min: 1, max: 1_000_000 }),
        price,
        oddsType,
        member,
        (pick, a, b, stake, p, type, m) => {
          const { riskMinor, winMinor } = betAmounts(stake, p, type);
          const fa = settlePick(pick, a);
          const fb = settlePick(pick, b);
          const sa = settleSingle(riskMinor, winMinor, fa, m);
          const sb = settleSingle(riskMinor, winMinor, fb, m);
          const sum = (moves: { amountMinor: number }[]) => moves.reduce((t, x) => t + x.amountMinor, 0);
          const first = sum(settlementMoves(sa, fa.outcome === 'void'));
          const re = sum(resettlementMoves(sa, fa.outcome === 'void', sb, fb.outcome === 'void'));
          expect(first + re).toBe(sum(settlementMoves(sb, fb.outcome === 'void')));
          expect(sum(resettlementMoves(sa, fa.outcome === 'void', sa, fa.outcome === 'void'))).toBe(0);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

describe('stake clamp properties', () => {
  it('a clamped stake always passes the min/max check, and a notice is given exactly when it moved', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (min, spread, typed) => {
          const limit = { minMinor: min, maxMinor: min + spread, maxPayoutMinor: Number.MAX_SAFE_INTEGER };
          const { stakeMinor, notice } = clampStake(typed, limit);
          expect(stakeViolation(stakeMinor, 0, limit)).toBeNull();
          expect(notice === null).toBe(stakeMinor === typed);
          if (notice === 'changeStakeMin') expect(stakeMinor).toBe(min);
          if (notice === 'changeStakeMax') expect(stakeMinor).toBe(min + spread);
        },
      ),
    );
  });
});
