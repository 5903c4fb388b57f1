// What a round of each engine pays, drawn from a server-side random source; the maths is in src/shared/games.
import {
  BACCARAT_SIDES,
  baccaratReturnX100,
  cardValue,
  dealBaccarat,
  type BaccaratSide,
} from '../../shared/games/baccarat';
import type { GameEngine } from '../../shared/games/catalog';
import { diceOutcome, diceReturnX100 } from '../../shared/games/dice';
import { fishChances, fishKind } from './fishing';
import {
  CLASSIC_SLOT_MACHINE,
  machineSpin,
  type SlotLineWin,
  type SlotMachine,
} from '../../shared/games/slot-machines';
import type { RoundRequest } from '../../shared/games/api';
import { GAME_ROUND_STAKE } from '../../shared/games/stake';
import { ApiError } from '../http/api-error';

/** `int(n)` answers a uniform integer in [0, n); the server passes node:crypto's randomInt. */
export interface RandomSource {
  int(n: number): number;
}

const ROUND_STAKE = GAME_ROUND_STAKE;

export interface RoundOutcome {
  stakeMinor: number;
  returnMinor: number;
  outcome: Record<string, unknown>;
}

/** A stake in minor units (parsed by the request schema) checked against the round limits. */
function amount(minor: number): number {
  if (minor < ROUND_STAKE.minMinor) throw new ApiError('betLowerMin');
  if (minor > ROUND_STAKE.maxMinor) throw new ApiError('betOverMax');
  return minor;
}

/** `slotMachine`: the machine a slot title runs (GameInfo.machine); the classic machine when it has none. */
export function playOutcome(
  engine: GameEngine,
  body: Omit<RoundRequest, 'game_session'>,
  random: RandomSource,
  slotMachine: SlotMachine = CLASSIC_SLOT_MACHINE,
): RoundOutcome {
  switch (engine) {
    case 'slot': {
      const stakeMinor = amount(body.stake);
      // Every line is staked the same whole number of minor units, so a win is never a fraction of a cent.
      if (stakeMinor % slotMachine.lines !== 0) throw new ApiError('invalidBetAmount');
      const stops = slotMachine.reels.map((reel) => random.int(reel.length));
      const spin = machineSpin(slotMachine, stops);
      const centre = spin.lines[0] as SlotLineWin;
      return {
        stakeMinor,
        returnMinor: (stakeMinor / slotMachine.lines) * spin.lineMultiples,
        outcome: {
          stops,
          line: centre.symbols,
          // What the spin returns per unit staked (the line multiples spread over the lines).
          multiplier: spin.lineMultiples / slotMachine.lines,
          window: spin.window,
          lines: spin.lines,
        },
      };
    }
    case 'baccarat': {
      const stakes = new Map<BaccaratSide, number>();
      for (const side of BACCARAT_SIDES) {
        const value = body.bets?.[side];
        if (value !== undefined && value !== 0) stakes.set(side, amount(value));
      }
      if (stakes.size === 0) throw new ApiError('invalidBetAmount');
      const stakeMinor = [...stakes.values()].reduce((s, v) => s + v, 0);
      if (stakeMinor > ROUND_STAKE.maxMinor) throw new ApiError('betOverMax');
      const hand = dealBaccarat(() => random.int(52), cardValue);
      // Banker's 5% commission can leave half cents: the floor keeps the house from paying money it does not owe.
      const returns = Object.fromEntries(
        [...stakes].map(([side, s]) => [side, Math.floor((s * baccaratReturnX100(side, hand.winner)) / 100)]),
      );
      const returnMinor = Object.values(returns).reduce((s, v) => s + v, 0);
      return { stakeMinor, returnMinor, outcome: { ...hand, stakes: Object.fromEntries(stakes), returns } };
    }
    case 'fishing': {
      const stakeMinor = amount(body.stake);
      const kind = fishKind(body.fish ?? '');
      if (!kind) throw new ApiError('fishInvalid');
      const { hits, chances } = fishChances(kind);
      const caught = random.int(chances) < hits;
      return {
        stakeMinor,
        returnMinor: caught ? stakeMinor * kind.multiplier : 0,
        outcome: { fish: kind.id, caught, multiplier: kind.multiplier },
      };
    }
    case 'dice': {
      const stakeMinor = amount(body.stake);
      const side = body.side;
      if (side !== 'big' && side !== 'small') throw new ApiError('sideInvalid');
      const dice = [random.int(6) + 1, random.int(6) + 1, random.int(6) + 1];
      const returnMinor = (stakeMinor * diceReturnX100(side, dice)) / 100;
      return { stakeMinor, returnMinor, outcome: { dice, result: diceOutcome(dice), side } };
    }
  }
}
