// The virtual sports service: its secret seed (kept in app_meta so results survive a restart), the views of the
// schedule, and the settlement tick.
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { virtualEvent } from '../../shared/racing/api';
import { minorToDecimalString as dec } from '../../shared/money';
import type { AppContext } from '../context';
import { jobLog, type ServerLog } from '../log';
import { VIRTUAL_SPORTS, type VirtualKind } from './catalog';
import { settleRaceBets } from './bets';
import { gamesBetween, gameState, SLOT_MS, type VirtualGame } from './schedule';

const SECRET_KEY = 'virtuals_secret';

async function loadSecret(ctx: AppContext): Promise<string> {
  const fresh = process.env.VIRTUALS_SEED || randomBytes(24).toString('base64url');
  await ctx.db.query('INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    SECRET_KEY,
    fresh,
  ]);
  const rows = await ctx.db.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [
    SECRET_KEY,
  ]);
  return rows[0]?.value ?? fresh;
}

function toApiEvent(game: VirtualGame, now: number): z.input<typeof virtualEvent> {
  const state = gameState(game, now);
  return {
    event_id: game.eventId,
    sport_id: game.sport.id,
    kind: game.kind,
    name: game.race
      ? `${game.race.venue} - ${game.race.name}`
      : `${game.runners[0]?.name} vs ${game.runners[1]?.name}`,
    race: game.race,
    slot_at: game.slotAt,
    starts_at: game.startsAt,
    ends_at: game.endsAt,
    state,
    places_paid: game.placesPaid,
    runners: game.runners.map((r) => ({
      no: r.no,
      name: r.name,
      win: dec(r.win),
      place: r.place === null ? null : dec(r.place),
      show: r.show === null ? null : dec(r.show),
    })),
    result: state === 'finished' ? game.finish : null,
    score: state === 'finished' ? game.score : null,
  };
}

export class VirtualsService {
  private timer: ReturnType<typeof setInterval> | null = null;
  private secretValue: Promise<string> | null = null;

  private readonly log: ServerLog;

  constructor(private readonly ctx: AppContext) {
    this.log = jobLog(ctx.log, 'virtual-settlement');
  }

  secret(): Promise<string> {
    this.secretValue ??= loadSecret(this.ctx);
    return this.secretValue;
  }

  /** Open and running games, from the slot in play to 30 minutes ahead. */
  async schedule(sportId?: number): Promise<z.input<typeof virtualEvent>[]> {
    const now = this.ctx.now();
    const slot = Math.floor(now / SLOT_MS);
    const ids = sportId ? [sportId] : VIRTUAL_SPORTS.map((s) => s.id);
    const games = gamesBetween(await this.secret(), ids, slot - 2, slot + 6).filter(
      (g) => gameState(g, now) !== 'finished' && g.slotAt <= now + 30 * 60_000,
    );
    return games
      .sort((a, b) => a.startsAt - b.startsAt || a.sport.id - b.sport.id)
      .map((g) => toApiEvent(g, now));
  }

  /** Finished games of the last `limit` slots, newest first. */
  async results(kind: VirtualKind | undefined, limit: number): Promise<z.input<typeof virtualEvent>[]> {
    const now = this.ctx.now();
    const slot = Math.floor(now / SLOT_MS);
    const ids = VIRTUAL_SPORTS.filter((s) => !kind || s.kind === kind).map((s) => s.id);
    const games = gamesBetween(await this.secret(), ids, slot - 24, slot).filter(
      (g) => gameState(g, now) === 'finished',
    );
    return games
      .sort((a, b) => b.endsAt - a.endsAt || a.sport.id - b.sport.id)
      .slice(0, limit)
      .map((g) => toApiEvent(g, now));
  }

  async settle(): Promise<number> {
    return settleRaceBets(this.ctx, await this.secret());
  }

  start(tickMs = 5_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.settle().catch((error: unknown) => this.log.error({ err: error }, 'virtual settlement failed'));
    }, tickMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
