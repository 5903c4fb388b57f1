// The virtual schedule: every sport plays one game per 5-minute slot, starting 0-4 minutes into the slot and
// lasting 5 minutes (RULES.md section 9). Each game is a pure function of a secret seed, the sport and the slot,
// so nothing needs storing and a restart with the same seed replays the same results.
import { createHash } from 'node:crypto';
import { VIRTUAL_GAME } from '../../shared/constants';
import { ODDS_TYPES } from '../../shared/constants';
import { displayUnits, type Price } from '../../shared/odds/price';
import type { RaceTitle } from '../../shared/racing/api';
import { placesPaid, RACE_FIELDS } from '../../shared/racing/settlement';
import { raceCardPrices } from '../odds/model';
import { createRng } from '../odds/rng';
import { virtualSport, type VirtualKind, type VirtualSport } from './catalog';

const MINUTE = 60_000;
export const SLOT_MS = VIRTUAL_GAME.durationMinutes * MINUTE;

interface VirtualRunner {
  no: number;
  name: string;
  strength: number;
  /** Decimal odds x 100 per leg; null when the leg is not offered in this field. */
  win: number;
  place: number | null;
  show: number | null;
}

export interface VirtualGame {
  eventId: string;
  /** Racing only: the race's number of the day, distance and venue. */
  race: RaceTitle | null;
  sport: VirtualSport;
  kind: VirtualKind;
  slot: number;
  slotAt: number;
  startsAt: number;
  endsAt: number;
  placesPaid: number;
  runners: VirtualRunner[];
  /** Finishing order by runner number (decided by the seed, revealed only once the game has ended). */
  finish: number[];
  score: [number, number] | null;
}

function seedFor(secret: string, sportId: number, slot: number): number {
  return createHash('sha256').update(`${secret}:${sportId}:${slot}`).digest().readUInt32BE(0);
}

function eventId(sportId: number, slot: number): string {
  return `${sportId}-${slot}`;
}

export function parseEventId(id: string): { sportId: number; slot: number } | null {
  const m = /^(\d{2})-(\d{1,12})$/.exec(id);
  return m ? { sportId: Number(m[1]), slot: Number(m[2]) } : null;
}

const SLOTS_PER_DAY = (24 * 60 * MINUTE) / SLOT_MS;

/**
 * The title of a virtual race from its sport and slot alone (no seed), so a stored bet names its race without
 * rebuilding the game: the race's number of the day and a distance of its course, in the race cards' wording.
 */
export function raceTitle(sportId: number, slot: number): RaceTitle | null {
  const course = virtualSport(sportId)?.course;
  if (!course || slot < 0) return null;
  const distance = course.distances[slot % course.distances.length] as number;
  return { name: `Race ${(slot % SLOTS_PER_DAY) + 1} - ${distance}m`, venue: course.venue };
}

/** A race card price as the virtual races quote it: decimal odds in hundredths (HK cents, so exact). */
const decimalX100 = (price: Price): number => displayUnits(price, ODDS_TYPES.DEC);

export function buildGame(secret: string, sportId: number, slot: number): VirtualGame | null {
  const sport = virtualSport(sportId);
  if (!sport || slot < 0) return null;
  const rng = createRng(seedFor(secret, sportId, slot));
  const delay = rng.int(0, VIRTUAL_GAME.maxDelayMinutes);
  const slotAt = slot * SLOT_MS;
  const startsAt = slotAt + delay * MINUTE;
  const pool = [...sport.pool];
  const field = RACE_FIELDS[sportId] ?? { min: 4, max: pool.length };
  const size = sport.kind === 'racing' ? Math.min(pool.length, rng.int(field.min, field.max)) : 2;
  const picked: { name: string; strength: number }[] = [];
  while (picked.length < size) {
    const [name] = pool.splice(rng.int(0, pool.length - 1), 1);
    picked.push({ name: name as string, strength: 0.6 + rng.next() * 1.8 });
  }
  const paid = sport.kind === 'racing' ? placesPaid(size) : 1;
  // Every field is priced as the sportsbook's race cards are; a fight or game pays its winner only.
  const prices = raceCardPrices(picked.map((r) => r.strength));
  const runners = picked.map((r, i) => ({
    no: i + 1,
    name: r.name,
    strength: r.strength,
    win: decimalX100(prices.win[i] as Price),
    place: sport.kind === 'racing' && prices.place ? decimalX100(prices.place[i] as Price) : null,
    show: sport.kind === 'racing' && prices.show ? decimalX100(prices.show[i] as Price) : null,
  }));
  // Finishing order: a weighted draw without replacement, the model the PLACE and SHOW prices assume.
  const left = runners.map((r) => ({ no: r.no, w: r.strength }));
  const finish: number[] = [];
  while (left.length) {
    const sum = left.reduce((s, r) => s + r.w, 0);
    let u = rng.next() * sum;
    const k = left.findIndex((r) => (u -= r.w) < 0);
    finish.push(left.splice(k < 0 ? left.length - 1 : k, 1)[0]!.no);
  }
  let score: [number, number] | null = null;
  if (sport.kind === 'game') {
    const loser = rng.int(0, 2);
    const winner = loser + 1 + rng.int(0, 2);
    score = finish[0] === 1 ? [winner, loser] : [loser, winner];
  }
  return {
    eventId: eventId(sportId, slot),
    race: raceTitle(sportId, slot),
    sport,
    kind: sport.kind,
    slot,
    slotAt,
    startsAt,
    endsAt: startsAt + SLOT_MS,
    placesPaid: paid,
    runners,
    finish,
    score,
  };
}

export function gameState(game: VirtualGame, now: number): 'open' | 'running' | 'finished' {
  if (now < game.startsAt) return 'open';
  return now < game.endsAt ? 'running' : 'finished';
}

/** Games of the slots from `fromSlot` to `toSlot` (inclusive) for the given sports. */
export function gamesBetween(
  secret: string,
  sportIds: readonly number[],
  fromSlot: number,
  toSlot: number,
): VirtualGame[] {
  const out: VirtualGame[] = [];
  for (let slot = fromSlot; slot <= toSlot; slot++) {
    for (const id of sportIds) {
      const game = buildGame(secret, id, slot);
      if (game) out.push(game);
    }
  }
  return out;
}
