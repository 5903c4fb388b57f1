// The odds world's rows (migration 025): what the feed producer writes after each step, and what every API
// server reads its feed from. A match is one row (its JSON body, keyed by id, with the feed version of its
// last change); the world row holds the version the rows are at and the producer's checkpoint.
import type { Database, Queryable } from '../db/types';
import { toSafeInt } from '../db/types';
import { saveResult } from './results-store';
import type { WorldChanges, WorldCheckpoint } from './simulator';
import type { MatchResult, SimMatch } from './types';
import type { SimLeague } from './world';
import { sportById } from './world';

/** How sim time follows the real clock: sim = anchorSim + (real - anchorReal) x speed. */
export interface SimClockAnchor {
  speed: number;
  anchorReal: number;
  anchorSim: number;
}

export interface WorldHead extends SimClockAnchor {
  epoch: number;
  seed: number;
  version: number;
  deltaFloor: number;
  simNow: number;
  rngState: number;
  nextId: number;
  writtenAt: number;
}

type StoredMatch = Omit<SimMatch, 'sport'> & { sport: number };

function encodeMatch(m: SimMatch): string {
  const stored: StoredMatch = { ...m, sport: m.sport.id };
  return JSON.stringify(stored);
}

function decodeMatch(body: string): SimMatch {
  const stored = JSON.parse(body) as StoredMatch;
  return { ...stored, sport: sportById(stored.sport) };
}

const int = (v: unknown): number => toSafeInt(v);

export async function loadWorldHead(q: Queryable): Promise<WorldHead | null> {
  const [row] = await q.query<Record<string, unknown>>('SELECT * FROM odds_world WHERE id = 1');
  if (!row) return null;
  return headOf(row);
}

/** Takes the world over for a new producer: the epoch it writes with, which fences off the one before. */
export async function claimWorld(q: Queryable): Promise<WorldHead | null> {
  const [row] = await q.query<Record<string, unknown>>(
    'UPDATE odds_world SET epoch = epoch + 1 WHERE id = 1 RETURNING *',
  );
  return row ? headOf(row) : null;
}

function headOf(row: Record<string, unknown>): WorldHead {
  return {
    epoch: int(row.epoch),
    seed: int(row.seed),
    speed: Number(row.speed),
    anchorReal: int(row.anchor_real),
    anchorSim: int(row.anchor_sim),
    version: int(row.version),
    deltaFloor: int(row.delta_floor),
    simNow: int(row.sim_now),
    rngState: int(row.rng_state),
    nextId: int(row.next_id),
    writtenAt: int(row.written_at),
  };
}

/** Rows changed after `version` (every row when it is 0): bodies, and the ids of tombstones. */
export async function loadMatchesSince(
  q: Queryable,
  version: number,
): Promise<{ matches: SimMatch[]; removed: number[] }> {
  const rows = await q.query<{ match_id: unknown; body: string | null }>(
    'SELECT match_id, body FROM odds_matches WHERE changed_at > $1 ORDER BY match_id',
    [version],
  );
  const matches: SimMatch[] = [];
  const removed: number[] = [];
  for (const row of rows) {
    if (row.body === null) removed.push(int(row.match_id));
    else matches.push(decodeMatch(row.body));
  }
  return { matches, removed };
}

export function checkpointOf(head: WorldHead): WorldCheckpoint {
  return {
    version: head.version,
    deltaFloor: head.deltaFloor,
    now: head.simNow,
    rngState: head.rngState,
    nextId: head.nextId,
  };
}

/** A write by a producer whose epoch is no longer the world's: another server has taken the world over. */
export class WorldTakenOver extends Error {
  constructor(epoch: number) {
    super(`the odds world was taken over by another producer (this one wrote with epoch ${epoch})`);
  }
}

export interface WorldWrite {
  /** The epoch claimed by this producer; the first write of a new world creates the row with it. */
  epoch: number;
  create: boolean;
  seed: number;
  anchor: SimClockAnchor;
  changes: WorldChanges;
  /** The real clock at the write. */
  writtenAt: number;
  /** The match each result belongs to, for the names the result pages show. */
  matchOf(id: number): SimMatch | undefined;
  leagues: ReadonlyMap<number, SimLeague>;
}

/**
 * Writes one step's changes in one transaction: changed rows, tombstones of purged matches, results with their
 * names, and the world row, all or nothing, so a reader that sees a version sees every row of it and a result
 * is stored with the row that says its match ended.
 */
export async function writeWorld(db: Database, w: WorldWrite): Promise<void> {
  const { checkpoint, changed, removed, results } = w.changes;
  await db.transaction(async (tx) => {
    // The world row first: its lock orders this write against a new producer's claim.
    const head = [
      w.seed,
      w.anchor.speed,
      Math.round(w.anchor.anchorReal),
      Math.round(w.anchor.anchorSim),
      checkpoint.version,
      checkpoint.deltaFloor,
      Math.round(checkpoint.now),
      checkpoint.rngState,
      checkpoint.nextId,
      Math.round(w.writtenAt),
      w.epoch,
    ];
    const written = w.create
      ? await tx.query(
          `INSERT INTO odds_world (seed, speed, anchor_real, anchor_sim, version, delta_floor, sim_now, rng_state, next_id, written_at, epoch, id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 1) ON CONFLICT (id) DO NOTHING RETURNING id`,
          head,
        )
      : await tx.query(
          `UPDATE odds_world SET seed = $1, speed = $2, anchor_real = $3, anchor_sim = $4, version = $5, delta_floor = $6,
             sim_now = $7, rng_state = $8, next_id = $9, written_at = $10 WHERE id = 1 AND epoch = $11 RETURNING id`,
          head,
        );
    if (written.length === 0) throw new WorldTakenOver(w.epoch);
    if (changed.length) {
      await tx.query(
        `INSERT INTO odds_matches (match_id, changed_at, body)
         SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[])
         ON CONFLICT (match_id) DO UPDATE SET changed_at = EXCLUDED.changed_at, body = EXCLUDED.body`,
        [changed.map((m) => String(m.id)), changed.map((m) => String(m.changedAt)), changed.map(encodeMatch)],
      );
    }
    if (removed.length) {
      await tx.query(
        'UPDATE odds_matches SET body = NULL, changed_at = $2 WHERE match_id = ANY($1::bigint[])',
        [removed.map(String), checkpoint.version],
      );
    }
    await tx.query('DELETE FROM odds_matches WHERE body IS NULL AND changed_at < $1', [
      checkpoint.deltaFloor,
    ]);
    for (const result of results) await saveResultWithNames(tx, result, w.matchOf(result.matchId), w.leagues);
  });
}

async function saveResultWithNames(
  tx: Queryable,
  r: MatchResult,
  m: SimMatch | undefined,
  leagues: ReadonlyMap<number, SimLeague>,
): Promise<void> {
  await saveResult(tx, r);
  if (!m) return;
  const label = m.label ? ` (${m.label})` : '';
  await tx.query(
    `INSERT INTO result_names (match_id, league_name, home, away, kickoff_ms) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (match_id) DO NOTHING`,
    [r.matchId, leagues.get(m.leagueId)?.name ?? '', `${m.home}${label}`, m.away, m.kickoff],
  );
}
