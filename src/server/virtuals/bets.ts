// WIN / PLACE / SHOW / PLACE-SHOW bets on virtual games: one debit row for the whole cost (a PLACE/SHOW costs two
// stakes), odds fixed at placement, one credit row for the total return once the game has ended.
import type { z } from 'zod';
import type { raceBetRow } from '../../shared/racing/api';
import {
  legOffered,
  legsOf,
  settleRaceLeg,
  type RaceBetType,
  type RaceLeg,
} from '../../shared/racing/settlement';
import { RACE_STAKE as RACE_STAKE_UNITS } from '../../shared/constants';
import { minorToDecimalString as dec } from '../../shared/money';
import type { AppContext } from '../context';
import { toSafeInt, type Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { transfer } from '../provider/transfer';
import { buildGame, gameState, parseEventId, raceTitle } from './schedule';

const RACE_STAKE = {
  minMinor: RACE_STAKE_UNITS.min * 100,
  maxMinor: RACE_STAKE_UNITS.max * 100,
} as const;

type RaceBetRow = z.input<typeof raceBetRow>;
interface StoredLeg {
  leg: RaceLeg;
  oddsX100: number;
}

export async function placeRaceBet(
  ctx: AppContext,
  secret: string,
  accountId: string,
  /** `stake` in minor units, parsed by the request schema. */
  input: { slip_id: string; event_id: string; bet_type: RaceBetType; runner: number; stake: number },
): Promise<{ row: RaceBetRow; balanceMinor: number }> {
  const stakeMinor = input.stake;
  if (stakeMinor < RACE_STAKE.minMinor) throw new ApiError('betLowerMin');
  if (stakeMinor > RACE_STAKE.maxMinor) throw new ApiError('betOverMax');
  const id = parseEventId(input.event_id);
  const game = id ? buildGame(secret, id.sportId, id.slot) : null;
  if (!game) throw new ApiError('matchNotActive');
  const now = ctx.now();
  // Only games of the current and the next few slots exist; a far-future slot would let odds be shopped.
  if (gameState(game, now) !== 'open' || game.slotAt > now + 30 * 60_000)
    throw new ApiError('matchNotAllowBet');
  const runner = game.runners.find((r) => r.no === input.runner);
  if (!runner) throw new ApiError('invalidBetTeam');
  const legs: StoredLeg[] = legsOf(input.bet_type).map((leg) => {
    if (!legOffered(leg, game.placesPaid)) throw new ApiError('invalidBetType');
    const odds = leg === 'WIN' ? runner.win : leg === 'PLACE' ? runner.place : runner.show;
    if (odds === null) throw new ApiError('invalidBetType');
    return { leg, oddsX100: odds };
  });
  const cost = stakeMinor * legs.length;
  return ctx.db.transaction(async (tx) => {
    const dup = await tx.query('SELECT 1 FROM race_bets WHERE account_id = $1 AND slip_id = $2', [
      accountId,
      input.slip_id,
    ]);
    if (dup.length) throw new ApiError('duplicate_debit_record');
    const [seq] = await tx.query<{ id: unknown }>("SELECT nextval('race_bets_id_seq') AS id");
    const betId = toSafeInt(seq?.id);
    const refNo = `V${betId}`;
    const entry = await transfer(tx, {
      accountId,
      transferId: `race:${accountId}:${input.slip_id}:debit`,
      direction: 'debit',
      amountMinor: cost,
      platform: 'virtual',
      ref: refNo,
      remark: `${game.sport.name} ${input.bet_type} #${runner.no} ${runner.name}`,
      atMs: now,
    });
    await tx.query(
      `INSERT INTO race_bets (id, ref_no, account_id, slip_id, event_id, sport_id, bet_type, runner, runner_name, legs, stake_minor, cost_minor,
         status, starts_ms, ends_ms, placed_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'running', $13, $14, $15)`,
      [
        betId,
        refNo,
        accountId,
        input.slip_id,
        game.eventId,
        game.sport.id,
        input.bet_type,
        runner.no,
        runner.name,
        JSON.stringify(legs),
        stakeMinor,
        cost,
        game.startsAt,
        game.endsAt,
        now,
      ],
    );
    const [row] = await tx.query<Record<string, unknown>>('SELECT * FROM race_bets WHERE id = $1', [betId]);
    return { row: toRaceRow(row as Record<string, unknown>), balanceMinor: entry.availableAfterMinor };
  });
}

/** The race a stored bet's event id names, from its sport and slot alone. */
function raceOfEvent(eventId: string): RaceBetRow['race'] {
  const event = parseEventId(eventId);
  return event ? raceTitle(event.sportId, event.slot) : null;
}

export function toRaceRow(row: Record<string, unknown>): RaceBetRow {
  const legs = JSON.parse(String(row.legs)) as StoredLeg[];
  const ret =
    row.return_minor === null || row.return_minor === undefined ? null : toSafeInt(row.return_minor);
  return {
    ref_no: String(row.ref_no),
    event_id: String(row.event_id),
    sport_id: toSafeInt(row.sport_id),
    bet_type: row.bet_type as RaceBetType,
    runner: toSafeInt(row.runner),
    runner_name: String(row.runner_name),
    race: raceOfEvent(String(row.event_id)),
    odds: legs.map((l) => ({ leg: l.leg, odds: dec(l.oddsX100) })),
    stake: dec(toSafeInt(row.stake_minor)),
    status: row.status as RaceBetRow['status'],
    outcome: (row.outcome as string | null) ?? null,
    payout: ret === null ? null : dec(ret),
    trans_time: new Date(toSafeInt(row.placed_ms)).toISOString(),
  };
}

export async function listRaceBets(q: Queryable, accountId: string, limit: number): Promise<RaceBetRow[]> {
  const rows = await q.query<Record<string, unknown>>(
    'SELECT * FROM race_bets WHERE account_id = $1 ORDER BY id DESC LIMIT $2',
    [accountId, limit],
  );
  return rows.map(toRaceRow);
}

/** Settles every running bet whose game has ended; each bet is claimed by its status inside its own transaction. */
export async function settleRaceBets(ctx: AppContext, secret: string): Promise<number> {
  const due = await ctx.db.query<{ id: unknown }>(
    `SELECT id FROM race_bets WHERE status = 'running' AND ends_ms <= $1 ORDER BY id LIMIT 500`,
    [ctx.now()],
  );
  let settled = 0;
  for (const { id } of due) {
    const done = await ctx.db.transaction(async (tx) => {
      const [bet] = await tx.query<Record<string, unknown>>(
        `UPDATE race_bets SET status = 'settled' WHERE id = $1 AND status = 'running' RETURNING *`,
        [toSafeInt(id)],
      );
      if (!bet) return false;
      const ev = parseEventId(String(bet.event_id));
      const game = ev ? buildGame(secret, ev.sportId, ev.slot) : null;
      const legs = JSON.parse(String(bet.legs)) as StoredLeg[];
      const stake = toSafeInt(bet.stake_minor);
      const results = legs.map((l) =>
        settleRaceLeg(
          { leg: l.leg, runner: toSafeInt(bet.runner), stakeMinor: stake, oddsX100: l.oddsX100 },
          game ? game.finish : null,
          game?.placesPaid ?? 1,
        ),
      );
      const total = results.reduce((s, r) => s + r.returnMinor, 0);
      const outcome = results.every((r) => r.outcome === 'void')
        ? 'void'
        : results.some((r) => r.outcome === 'won')
          ? results.every((r) => r.outcome === 'won')
            ? 'won'
            : 'won_part'
          : 'lost';
      if (total > 0) {
        await transfer(tx, {
          accountId: String(bet.account_id),
          transferId: `race:${toSafeInt(id)}:${outcome === 'void' ? 'refund' : 'credit'}`,
          direction: outcome === 'void' ? 'refund' : 'credit',
          amountMinor: total,
          platform: 'virtual',
          ref: String(bet.ref_no),
          remark: `${game?.sport.name ?? 'Virtual'} ${String(bet.bet_type)} #${toSafeInt(bet.runner)} ${outcome}`,
        });
      }
      await tx.query('UPDATE race_bets SET status = $2, outcome = $3, return_minor = $4 WHERE id = $1', [
        toSafeInt(id),
        outcome === 'void' ? 'void' : 'settled',
        outcome,
        total,
      ]);
      return true;
    });
    if (done) settled++;
  }
  return settled;
}
