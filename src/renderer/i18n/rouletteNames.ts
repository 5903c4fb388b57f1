// Roulette bet codes (`red`, `straight:17`, ...) in the player's words, for the roulette page, the bet lists and tickets.
import { translateBuilt } from './keys';
import type { Translate } from './keys';

export function rouletteBetName(t: Translate, code: string): string {
  const straight = /^straight:(\d{1,2})$/.exec(code);
  return straight
    ? t('roulette.bet.straight', { n: straight[1] })
    : translateBuilt(t, `roulette.bet.${code}`);
}
