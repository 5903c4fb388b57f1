import { useEffect } from 'react';
import { useInterval } from '../../components/useInterval';

/** What a scheduled-draw game's page (4D, keno, virtual roulette) reads its draw, results and bets from. */
export interface ScheduledDrawSource {
  /** The operator has the game's product off for this member: nothing is read. */
  readonly disabled: boolean;
  refresh(): Promise<void>;
}

/**
 * Reads the game when its page opens (or the product comes back on), then every `refreshMs`: the open draw moves
 * on, bets placed elsewhere settle and draws made while the page was hidden appear, so a slow refresh keeps the
 * page current without the player asking.
 */
export function useScheduledDrawRefresh(source: ScheduledDrawSource, refreshMs: number): void {
  const disabled = source.disabled;
  useEffect(() => {
    if (!disabled) void source.refresh();
  }, [source, disabled]);
  useInterval(() => void source.refresh(), disabled ? null : refreshMs);
}
