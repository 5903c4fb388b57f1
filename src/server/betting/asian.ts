// Asian handicap and over/under on whole, half and quarter lines (RULES.md section 10). Lines are hundredths of a
// goal; a quarter line splits the stake into two halves on the neighbouring lines.
import { DRAW, LOST, LOST_HALF, WON, WON_HALF } from '../../shared/betting/outcome';
import type { SettleFactor } from '../../shared/betting/outcome';

type Half = 1 | 0 | -1;

const sign = (n: number): Half => (n > 0 ? 1 : n < 0 ? -1 : 0);

/**
 * Settles `score + line` where score is in hundredths (100 x goal margin, or 100 x goals for totals):
 * above zero wins, zero pushes, below loses. Quarter lines (25/75) settle each half separately.
 */
function asianFactor(scoreHundredths: number, line: number): SettleFactor {
  if (!Number.isInteger(line) || line % 25 !== 0) throw new RangeError(`not a quarter-goal line: ${line}`);
  const quarter = line % 50 !== 0;
  const halves: [Half, Half] = quarter
    ? [sign(scoreHundredths + line - 25), sign(scoreHundredths + line + 25)]
    : [sign(scoreHundredths + line), sign(scoreHundredths + line)];
  const total = halves[0] + halves[1];
  if (total === 2) return WON;
  if (total === 1) return WON_HALF;
  if (total === 0) return DRAW; // a whole-line push; a win-plus-loss split cannot happen on lines 50 apart
  if (total === -1) return LOST_HALF;
  return LOST;
}

/**
 * Handicap: `line` is the home side's handicap in hundredths (home -0.25 = -25); the away side takes the
 * opposite line. `margin` counts the goals that settle the bet (home minus away).
 */
export function handicapFactor(choice: 'h' | 'a', line: number, margin: number): SettleFactor {
  return choice === 'h' ? asianFactor(margin * 100, line) : asianFactor(-margin * 100, -line);
}

/** Over/under: `line` is the total in hundredths (2.25 = 225). */
export function totalFactor(choice: 'o' | 'u', line: number, goals: number): SettleFactor {
  return choice === 'o' ? asianFactor(goals * 100, -line) : asianFactor(-goals * 100, line);
}
