import { parseArgs } from 'node:util';
import type { MatchOutcome } from './markets';
import { UsageError } from '../admin/args';
import type { Database } from '../db/types';
import type { Engines } from '../engines';
import { loadResult } from '../odds/results-store';
import { RACING_SPORT_IDS } from '../../shared/constants';
import { resettleMatch } from './resettle';
import { CANCELLED } from './settle';

const SCORE = /^(0|[1-9][0-9]{0,2})$/;

function score(value: string | undefined, what: string): number {
  if (value === undefined || !SCORE.test(value))
    throw new UsageError(`${what} must be a whole number from 0 to 999`);
  return Number(value);
}

function side(value: string | undefined, what: string): 'h' | 'a' | null {
  if (value === undefined) return null;
  if (value !== 'h' && value !== 'a') throw new UsageError(`${what} must be h or a`);
  return value;
}

/**
 * A race's PLACE and SHOW pay by the field size its finishing order gives (RULES.md section 11), so a
 * corrected race result names the whole field as recorded, each runner once, in its new order.
 */
async function checkRaceField(db: Database, matchId: number, placings: readonly string[]): Promise<void> {
  const recorded = await loadResult(db, matchId);
  if (!recorded || !RACING_SPORT_IDS.includes(recorded.sportId) || recorded.placings.length === 0) return;
  const field = recorded.placings;
  const whole =
    placings.length === field.length &&
    new Set(placings).size === placings.length &&
    placings.every((name) => field.includes(name));
  if (!whole)
    throw new UsageError(
      `a race result names its whole field in finishing order: --placing once for each of its ${field.length} runners (${field.join(', ')})`,
    );
}

/**
 * `resettle-match <match_id> --home <n> --away <n> [--ht-home <n> --ht-away <n>] [--first-goal h|a]
 * [--last-goal h|a] [--placing <name>]...` or `resettle-match <match_id> --cancelled`: replaces the result a
 * match was settled against and re-settles its bets (each reversal and new settlement is a pair of ledger
 * rows). Bets whose reversal the member's balance cannot cover keep the old settlement and are listed.
 */
export async function resettleMatchCommand(
  args: string[],
  deps: { db: () => Promise<Database>; engines: () => Promise<Engines> },
): Promise<string> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      home: { type: 'string' },
      away: { type: 'string' },
      'ht-home': { type: 'string' },
      'ht-away': { type: 'string' },
      'first-goal': { type: 'string' },
      'last-goal': { type: 'string' },
      placing: { type: 'string', multiple: true },
      cancelled: { type: 'boolean' },
    },
  });
  const raw = positionals[0];
  if (raw === undefined || !/^[1-9][0-9]{0,14}$/.test(raw))
    throw new UsageError('<match_id> must be a positive whole number');
  if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
  const matchId = Number(raw);
  const half = values['ht-home'] !== undefined || values['ht-away'] !== undefined;
  const result: MatchOutcome = values.cancelled
    ? CANCELLED
    : {
        status: 'completed',
        home: score(values.home, '--home'),
        away: score(values.away, '--away'),
        htHome: half ? score(values['ht-home'], '--ht-home') : null,
        htAway: half ? score(values['ht-away'], '--ht-away') : null,
        firstGoal: side(values['first-goal'], '--first-goal'),
        lastGoal: side(values['last-goal'], '--last-goal'),
        placings: values.placing ?? [],
      };
  if (values.cancelled && (values.home !== undefined || values.away !== undefined))
    throw new UsageError('--cancelled takes no score');
  const db = await deps.db();
  const [known] = await db.query<{ n: unknown }>(
    `SELECT (SELECT count(*) FROM bet_legs WHERE match_id = $1) + (SELECT count(*) FROM settled_results WHERE match_id = $1) AS n`,
    [matchId],
  );
  if (Number(known?.n ?? 0) === 0) throw new UsageError(`match ${matchId} has no bets and no settled result`);
  if (!values.cancelled) await checkRaceField(db, matchId, result.placings);
  const report = await resettleMatch((await deps.engines()).betting, matchId, result);
  const what = values.cancelled ? 'cancelled' : `${result.home}-${result.away}`;
  const failed = report.failed.length
    ? `; ${report.failed.length} kept the old settlement (balance too low to reverse): bet ids ${report.failed.join(', ')}`
    : '';
  return `re-settled match ${matchId} as ${what}: ${report.resettled} bets re-settled${failed}`;
}
