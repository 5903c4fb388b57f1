// The mini game "Lucky dice" (sic bo big/small): three dice, Big 11-17 and Small 4-10 pay 1:1, any triple loses.
import type { Rtp } from './rtp';

export const DICE_SIDES = ['big', 'small'] as const;
export type DiceSide = (typeof DICE_SIDES)[number];

export function diceOutcome(dice: readonly number[]): DiceSide | 'triple' {
  const [a, b, c] = dice;
  if (a === b && b === c) return 'triple';
  const sum = dice.reduce((s, d) => s + d, 0);
  return sum >= 11 ? 'big' : 'small';
}

export function diceReturnX100(side: DiceSide, dice: readonly number[]): number {
  return diceOutcome(dice) === side ? 200 : 0;
}

/** 105 of 216 rolls win either side, each returning 2: 210 / 216 = 97.222%. */
export const DICE_RTP: Rtp = { numerator: 210n, denominator: 216n };

export function computeDiceRtp(side: DiceSide): Rtp {
  let returned = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) returned += diceReturnX100(side, [a, b, c]);
  return { numerator: BigInt(returned), denominator: 216n * 100n };
}
