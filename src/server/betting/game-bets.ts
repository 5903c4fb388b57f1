// 4D lottery, virtual racing, keno and roulette bets, video poker rounds and the sportsbook panel's mini game rounds
// live in their own tables (lottery_bets, race_bets, keno_bets, roulette_bets, video_poker_rounds, game_rounds); the
// shared bet lists read them through the games' own row adapters and show them as BetViews beside sportsbook bets.
// Rounds of the full games (played in the game window, outside the sportsbook) stay in the game results only.
import type { BetView } from '../../shared/betting/api';
import type { Outcome } from '../../shared/betting/outcome';
import type { KenoBetRow } from '../../shared/keno/api';
import type { LotteryBetRow } from '../../shared/lottery/api';
import { minorToDecimalString as dec, toMinor } from '../../shared/money';
import { toSafeInt, toText, type Queryable } from '../db/types';
import { toKenoRow } from '../keno/bets';
import { toRouletteRow } from '../roulette/bets';
import type { RouletteBetRow } from '../../shared/roulette/api';
import { toRow as lotteryRow } from '../lottery/bets';
import { toRaceRow } from '../virtuals/bets';
import { toRound } from '../videopoker/rounds';
import type { VideoPokerRound } from '../../shared/videopoker/api';
import { findMiniGame, MINI_GAMES } from '../../shared/games/mini';

type Row = Record<string, unknown>;
type RaceBetRow = ReturnType<typeof toRaceRow>;
/** Amounts as the adapters give them (decimal strings, or numbers of major units). */
type Amount = string | number;

/**
 * Every bet of the three tables with the columns the list filters use: `src` names the table, times are
 * what the sportsbook's bets carry (created_at when placed, settled_at once settled or void).
 */
export const ALL_BETS = `(
  SELECT 'bet' AS src, id, ref_no, account_id, status, placed_ms, created_at, settled_at FROM bets
  UNION ALL
  SELECT 'lottery', id, ref_no, account_id, status, placed_ms, to_timestamp(placed_ms / 1000.0),
    CASE WHEN settled_ms IS NULL THEN NULL ELSE to_timestamp(settled_ms / 1000.0) END FROM lottery_bets
  UNION ALL
  SELECT 'racing', id, ref_no, account_id, status, placed_ms, to_timestamp(placed_ms / 1000.0),
    CASE WHEN status = 'running' THEN NULL ELSE to_timestamp(ends_ms / 1000.0) END FROM race_bets
  UNION ALL
  SELECT 'keno', id, ref_no, account_id, status, placed_ms, to_timestamp(placed_ms / 1000.0),
    CASE WHEN settled_ms IS NULL THEN NULL ELSE to_timestamp(settled_ms / 1000.0) END FROM keno_bets
  UNION ALL
  SELECT 'roulette', id, ref_no, account_id, status, placed_ms, to_timestamp(placed_ms / 1000.0),
    CASE WHEN settled_ms IS NULL THEN NULL ELSE to_timestamp(settled_ms / 1000.0) END FROM roulette_bets
  UNION ALL
  SELECT 'videopoker', id, ref_no, account_id, CASE WHEN state = 'done' THEN 'settled' ELSE 'running' END, created_ms,
    to_timestamp(created_ms / 1000.0),
    CASE WHEN finished_ms IS NULL THEN NULL ELSE to_timestamp(finished_ms / 1000.0) END FROM video_poker_rounds
  UNION ALL
  SELECT 'minigame', id, ref_no, account_id, 'settled', (extract(epoch FROM created_at) * 1000)::bigint, created_at,
    created_at FROM game_rounds WHERE game_id IN (${MINI_GAMES.map((g) => `'${g.id}'`).join(', ')})
)`;

function outcomeOf(status: string, stakeMinor: number, payoutMinor: number | null): Outcome | null {
  if (status === 'void') return 'void';
  if (status !== 'settled' || payoutMinor === null) return null;
  if (payoutMinor > stakeMinor) return 'won';
  if (payoutMinor === stakeMinor) return 'draw';
  return payoutMinor === 0 ? 'lost' : 'lost_part';
}

function view(
  id: number,
  kind: 'lottery' | 'racing' | 'keno' | 'videopoker' | 'minigame' | 'roulette',
  r: {
    ref_no: string;
    trans_time: string;
    stake: Amount;
    payout: Amount | null | undefined;
    status: BetView['status'];
  },
): BetView {
  const stake = toMinor(r.stake);
  const payout = r.payout === null || r.payout === undefined ? null : toMinor(r.payout);
  const settled = r.status !== 'running' && payout !== null;
  return {
    bet_id: id,
    ref_no: r.ref_no,
    trans_time: r.trans_time,
    bet_type: kind,
    virtual: kind === 'racing',
    choice: '',
    odds: '',
    odds_type: 0,
    stake: dec(stake),
    risk: dec(stake),
    payout: dec(payout ?? 0),
    max_payout: dec(0),
    status: r.status,
    outcome: outcomeOf(r.status, stake, payout),
    reject_reason: null,
    turnover: dec(stake),
    valid_turnover: dec(settled && r.status !== 'void' ? stake : 0),
    commission: dec(0),
    settled_amount: dec(settled ? payout : 0),
    win_loss: dec(settled ? payout - stake : 0),
    ticket_count: 1,
    sizes: [],
    legs: [],
  };
}

function lotteryView(id: number, r: LotteryBetRow): BetView {
  return {
    ...view(id, 'lottery', r),
    choice: `${r.number} ${r.choice}`.trim(),
    game: { kind: 'lottery', bet_type: r.bet_type, number: r.number, choice: r.choice },
  };
}

function raceView(id: number, r: RaceBetRow): BetView {
  return {
    ...view(id, 'racing', r),
    choice: `#${r.runner} ${r.runner_name}`,
    odds: r.odds.map((o) => o.odds).join(' / '),
    game: {
      kind: 'racing',
      bet_type: r.bet_type,
      number: String(r.runner),
      choice: r.runner_name,
      ...(r.race ? { race: r.race } : {}),
    },
  };
}

function kenoView(id: number, r: KenoBetRow): BetView {
  const picks = r.picks.join(' ');
  return {
    ...view(id, 'keno', r),
    choice: picks,
    game: { kind: 'keno', bet_type: `pick${r.picks.length}`, number: picks, choice: '' },
  };
}

/** A roulette slip: its bets and stakes as the pick, the pocket (once spun) as the choice. */
function rouletteView(id: number, r: RouletteBetRow): BetView {
  const bets = r.bets.map((b) => `${b.bet}=${b.stake}`).join(' ');
  const number = r.number === null ? '' : String(r.number);
  return {
    ...view(id, 'roulette', r),
    choice: number,
    game: { kind: 'roulette', bet_type: 'european', number: bets, choice: number },
  };
}

/** A video poker round: a bet from the deal, settled once drawn; its pick is the final hand's rank (none when it lost). */
function videoPokerView(id: number, r: VideoPokerRound, createdMs: number): BetView {
  const done = r.state === 'done';
  return {
    ...view(id, 'videopoker', {
      ref_no: r.ref_no,
      trans_time: new Date(createdMs).toISOString(),
      stake: r.stake,
      payout: r.payout,
      status: done ? 'settled' : 'running',
    }),
    choice: r.hand ?? '',
    game: { kind: 'videopoker', bet_type: 'jacks_or_better', number: '', choice: r.hand ?? '' },
  };
}

/** The side of a mini round, as codes the client names: the baccarat sides staked or the sic bo side; none for a slot. */
function miniPick(engine: string, outcome: Record<string, unknown>): string {
  if (engine === 'baccarat') return Object.keys((outcome.stakes as object | undefined) ?? {}).join(' ');
  if (engine === 'dice') return toText(outcome.side);
  return '';
}

/**
 * A mini casino or mini slots round: settled as soon as it is played. Its pick is the title's name; `game.number` is the
 * title's id and `game.choice` the side bet on (empty for a slot spin).
 */
function miniGameView(id: number, row: Row): BetView {
  const engine = String(row.engine);
  const outcome = (typeof row.outcome === 'string' ? JSON.parse(row.outcome) : row.outcome) as Record<
    string,
    unknown
  >;
  const gameId = String(row.game_id);
  const pick = miniPick(engine, outcome);
  return {
    ...view(id, 'minigame', {
      ref_no: String(row.ref_no),
      trans_time: new Date(row.created_at as string | Date).toISOString(),
      stake: dec(toSafeInt(row.stake_minor)),
      payout: dec(toSafeInt(row.return_minor)),
      status: 'settled',
    }),
    choice: findMiniGame(gameId)?.name ?? gameId,
    game: { kind: 'minigame', bet_type: engine, number: gameId, choice: pick },
  };
}

/** BetViews of 4D, racing, keno and roulette bets, video poker rounds and mini game rounds by id, each read through its game's own row adapter. */
export async function gameViews(
  q: Queryable,
  lotteryIds: number[],
  raceIds: number[],
  kenoIds: number[],
  videoPokerIds: number[],
  miniIds: number[] = [],
  rouletteIds: number[] = [],
): Promise<{
  lottery: Map<number, BetView>;
  racing: Map<number, BetView>;
  keno: Map<number, BetView>;
  videopoker: Map<number, BetView>;
  minigame: Map<number, BetView>;
  roulette: Map<number, BetView>;
}> {
  const lottery = new Map<number, BetView>();
  const racing = new Map<number, BetView>();
  const keno = new Map<number, BetView>();
  const videopoker = new Map<number, BetView>();
  const minigame = new Map<number, BetView>();
  const roulette = new Map<number, BetView>();
  if (lotteryIds.length) {
    const rows = await q.query<Row>('SELECT * FROM lottery_bets WHERE id = ANY($1::bigint[])', [
      lotteryIds.map(String),
    ]);
    for (const row of rows) lottery.set(toSafeInt(row.id), lotteryView(toSafeInt(row.id), lotteryRow(row)));
  }
  if (raceIds.length) {
    const rows = await q.query<Row>('SELECT * FROM race_bets WHERE id = ANY($1::bigint[])', [
      raceIds.map(String),
    ]);
    for (const row of rows) racing.set(toSafeInt(row.id), raceView(toSafeInt(row.id), toRaceRow(row)));
  }
  if (kenoIds.length) {
    const rows = await q.query<Row>('SELECT * FROM keno_bets WHERE id = ANY($1::bigint[])', [
      kenoIds.map(String),
    ]);
    for (const row of rows) keno.set(toSafeInt(row.id), kenoView(toSafeInt(row.id), toKenoRow(row)));
  }
  if (videoPokerIds.length) {
    const rows = await q.query<Row>('SELECT * FROM video_poker_rounds WHERE id = ANY($1::bigint[])', [
      videoPokerIds.map(String),
    ]);
    for (const row of rows)
      videopoker.set(
        toSafeInt(row.id),
        videoPokerView(toSafeInt(row.id), toRound(row), toSafeInt(row.created_ms)),
      );
  }
  if (miniIds.length) {
    const rows = await q.query<Row>('SELECT * FROM game_rounds WHERE id = ANY($1::bigint[])', [
      miniIds.map(String),
    ]);
    for (const row of rows) minigame.set(toSafeInt(row.id), miniGameView(toSafeInt(row.id), row));
  }
  if (rouletteIds.length) {
    const rows = await q.query<Row>('SELECT * FROM roulette_bets WHERE id = ANY($1::bigint[])', [
      rouletteIds.map(String),
    ]);
    for (const row of rows)
      roulette.set(toSafeInt(row.id), rouletteView(toSafeInt(row.id), toRouletteRow(row)));
  }
  return { lottery, racing, keno, videopoker, minigame, roulette };
}
