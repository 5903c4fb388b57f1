// What a bet builder takes (RULES.md section 13): the one statement of its selections, read by the server before
// it prices them and by the match panel before it offers them, so the panel never offers a pick the server refuses.
import type { z } from 'zod';
import type { builderBetRequest } from './api';

export const BUILDER_MIN_PICKS = 2;
export const BUILDER_MAX_PICKS = 6;

/** One selection as the player picked it: the match (or its Corners child), the market, period, line and choice. */
export type BuilderPick = z.infer<typeof builderBetRequest>['picks'][number];

/** A total's line: half goals only (x.5), so no selection of a builder is ever a push. */
const halfLine = (line: number | null): line is number => line !== null && line > 0 && line % 100 === 50;

const RESULT = new Set(['1', 'x', '2']);
const DOUBLE_CHANCE = new Set(['1x', '12', 'x2']);
const WINNING_MARGIN = new Set(['x', 'h1', 'h2', 'h3+', 'a1', 'a2', 'a3+']);
const CORRECT_SCORE = /^[0-4]-[0-4]$|^other$/;

/** Whether the builder takes the selection on the match itself (the goal markets). */
export function builderTakesGoalPick(pick: Omit<BuilderPick, 'match_id'>): boolean {
  const { market, period, choice, line } = pick;
  if (market === 'oxt') return (period === 0 || period === 1) && RESULT.has(choice);
  if (period !== 0) return false;
  switch (market) {
    case 'dc':
      return DOUBLE_CHANCE.has(choice);
    case 'ou':
      return halfLine(line) && (choice === 'o' || choice === 'u');
    case 'bs':
      return choice === 'y' || choice === 'n';
    case 'cs':
      return CORRECT_SCORE.test(choice);
    case 'wm':
      return WINNING_MARGIN.has(choice);
    default:
      return false;
  }
}

/** Whether the builder takes the selection on the match's Corners line (totals on half lines). */
export function builderTakesCornerPick(pick: Omit<BuilderPick, 'match_id'>): boolean {
  const { market, period, choice, line } = pick;
  return market === 'ou' && period === 0 && halfLine(line) && (choice === 'o' || choice === 'u');
}

/** One selection per market, period and line (and match: the Corners line is a match of its own). */
export const builderSlot = (pick: BuilderPick): string =>
  `${pick.match_id}:${pick.market}:${pick.period}:${pick.line ?? ''}`;
