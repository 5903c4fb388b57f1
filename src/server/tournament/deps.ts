// What the tournament engine needs from the rest of the server, passed explicitly so tests can swap parts.
import { DEFAULT_MAX_MATCHES, JOIN_CLOSE_LEAD_MS } from '../../shared/tournament/types';
import type { AppContext } from '../context';
import type { OddsService } from '../odds/service';
import type { ValidBetSource } from './access';

export interface TournamentDeps {
  ctx: AppContext;
  odds: OddsService;
  validBets: ValidBetSource;
  /** RULES.md section 5's configurable maximum of matches per room (TOURNAMENT_MAX_MATCHES). */
  maxMatches: number;
  /** Joining closes this many sim milliseconds before the first kick-off (TOURNAMENT_JOIN_LEAD_MS). */
  joinLeadMs: number;
}

export interface TournamentEnv {
  maxMatches: number;
  joinLeadMs: number;
}

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got ${raw}`);
  return n;
}

export function tournamentEnv(env: NodeJS.ProcessEnv = process.env): TournamentEnv {
  const maxMatches = positiveInt(env.TOURNAMENT_MAX_MATCHES, DEFAULT_MAX_MATCHES, 'TOURNAMENT_MAX_MATCHES');
  if (maxMatches < 3) throw new Error('TOURNAMENT_MAX_MATCHES must be at least 3');
  return {
    maxMatches,
    joinLeadMs: positiveInt(env.TOURNAMENT_JOIN_LEAD_MS, JOIN_CLOSE_LEAD_MS, 'TOURNAMENT_JOIN_LEAD_MS'),
  };
}

/** Room times are sim times, like the kick-offs they are derived from. */
export function simNow(deps: TournamentDeps): number {
  return deps.odds.simNow();
}
