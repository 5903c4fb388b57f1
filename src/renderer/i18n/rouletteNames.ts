// Roulette bet codes (`red`, `straight:17`, ...) in the player's words, for the roulette page, the bet lists and tickets.
import type { TFunction } from 'i18next';

export function rouletteBetName(t: TFunction, code: string): string {
  const straight = /^straight:(\d{1,2})$/.exec(code);
  return straight ? t('roulette.bet.straight', { n: straight[1] }) : t(`roulette.bet.${code}`);
}
