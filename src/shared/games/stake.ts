// The stake of one game round (every house engine, full game or mini panel): 0.10 to 1,000.00, exact to the cent.
import { parseAmount } from '../money';

export const GAME_ROUND_STAKE = { minMinor: 10, maxMinor: 100_000 } as const;

/** Why a typed stake cannot be played, as the server's refusal code; null when it can. Never rounds or clamps. */
export function gameStakeProblem(text: string): 'invalidBetAmount' | 'betLowerMin' | 'betOverMax' | null {
  const minor = parseAmount(text);
  if (minor === null || minor <= 0) return 'invalidBetAmount';
  if (minor < GAME_ROUND_STAKE.minMinor) return 'betLowerMin';
  if (minor > GAME_ROUND_STAKE.maxMinor) return 'betOverMax';
  return null;
}
