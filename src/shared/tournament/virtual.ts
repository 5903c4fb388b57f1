import { SPECIAL_SPORT_IDS } from '../constants';

/** Virtual rooms (vroomcreate, vroomjoin) take the special and virtual sports of RULES.md section 9 only. */
export function isVirtualSportId(sportId: number): boolean {
  return sportId >= SPECIAL_SPORT_IDS.min && sportId <= SPECIAL_SPORT_IDS.max;
}
