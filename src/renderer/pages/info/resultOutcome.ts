// How a race or a fight finished, in words: races by their first three home, fights by winner, method and round.
// Matches are shown by their scores instead (null here).
import type { TFunction } from 'i18next';
import type { ResultView } from '@shared/betting/api';
import { RACING_SPORT_IDS } from '@shared/constants';

const PLACE_KEYS = ['result.first', 'result.second', 'result.third'] as const;
const FIGHT_KEYS = { ko: 'result.fightKo', tko: 'result.fightTko', points: 'result.fightPoints' } as const;

export function resultOutcome(
  t: TFunction,
  r: Pick<ResultView, 'sport_id' | 'placings' | 'fight_method' | 'fight_round' | 'winner' | 'status'>,
): string | null {
  if (r.status === 2) return null;
  if (r.fight_method && r.winner)
    return t(FIGHT_KEYS[r.fight_method], { winner: r.winner, round: r.fight_round ?? 1 });
  if (RACING_SPORT_IDS.includes(r.sport_id) && r.placings.length) {
    return PLACE_KEYS.slice(0, r.placings.length)
      .map((key, i) => t(key, { name: r.placings[i] }))
      .join(', ');
  }
  return null;
}
