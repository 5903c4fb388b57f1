// The odds simulator: a seeded world whose matches kick off, score, move prices, close briefly after
// goals, finish and record results. Time only moves through advance(now), so tests drive it exactly.
import { RACING_SPORT_IDS } from '../../shared/constants';
import { LINE_STATE } from '../../shared/feed/layout';
import type { LineState, OutrightRow } from '../../shared/feed/layout';
import { malaysiaMidnight } from '../../shared/odds/time-filter';
import { atHalfTimeBreak, clockText, playMinutes } from './clock';
import { quote, raceCardPrices } from './model';
import {
  drawSeries,
  mapsDecided,
  mapWinChance,
  mapWonMinute,
  bestOf,
  seriesLines,
  seriesMinutes,
} from './esports';
import { lineState, mainLines, myanmarRows, scoringRate } from './pricing';
import { createRng } from './rng';
import type { Rng } from './rng';
import { drawTennisMatch } from './tennis';
import type { MatchResult, SimMatch } from './types';
import { WorldBuilder } from './world';
import type { SimLeague } from './world';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TENNIS = 3;
const E_FIGHTING = 41;
/** Rounds of a fight; one that goes the distance is decided on points. */
const FIGHT_ROUNDS = 3;

export interface SimulatorOptions {
  seed: number;
  /** Sim time (epoch ms) of the starting world. */
  start: number;
  /** Matches per league at start (default 12). */
  perLeague?: number;
  /** First match id (default 1000); the server gives each run its own range. */
  firstId?: number;
  /** How long prices stay hidden after a goal, in sim ms (default 10 s). */
  closedPriceMs?: number;
  /** Ended matches stay in the delta log this many versions before they are purged (default 600). */
  retainVersions?: number;
  /** A world read back from storage: the simulator continues it instead of building a new one. */
  resume?: SavedWorld;
}

/** What, beside its matches, a world needs to continue where it stopped. */
export interface WorldCheckpoint {
  version: number;
  deltaFloor: number;
  /** Sim time of the last step. */
  now: number;
  /** The random generator's state, so a resumed world draws the numbers it would have drawn. */
  rngState: number;
  /** The id the next new match gets. */
  nextId: number;
}

export interface SavedWorld {
  checkpoint: WorldCheckpoint;
  matches: SimMatch[];
}

/** What changed since the last takeChanges(): written to storage in one transaction (odds/world-store.ts). */
export interface WorldChanges {
  /** The version up to which the previous take went. */
  since: number;
  checkpoint: WorldCheckpoint;
  /** Matches whose row changed (changedAt above the version of the last take). */
  changed: SimMatch[];
  /** Matches purged from the delta log: their rows go. */
  removed: number[];
  /** Results recorded, in order. */
  results: MatchResult[];
}

export type Group = 0 | 1 | 2 | 3;

export class OddsSimulator {
  /** Feed version: grows by one on every advance that changed anything. */
  version = 1;
  now: number;
  /** Deltas from versions below this cannot be built (a purged match may be missing): answer full. */
  deltaFloor = 1;
  readonly matches = new Map<number, SimMatch>();
  readonly results = new Map<number, MatchResult>();
  private readonly rng: Rng;
  private readonly world: WorldBuilder;
  private readonly listeners = new Set<(result: MatchResult) => void>();
  private readonly lastClock = new Map<number, string>();
  private readonly closedPriceMs: number;
  private readonly retain: number;

  /** Version up to which changes were handed to takeChanges(); 0 before the first take (everything is new). */
  private takenVersion = 0;
  private readonly purged: number[] = [];
  private readonly recorded: MatchResult[] = [];

  constructor(options: SimulatorOptions) {
    const saved = options.resume?.checkpoint;
    this.rng = createRng(options.seed, saved?.rngState);
    this.now = saved?.now ?? options.start;
    this.closedPriceMs = options.closedPriceMs ?? 10_000;
    this.retain = options.retainVersions ?? 600;
    this.world = new WorldBuilder(this.rng, {
      perLeague: options.perLeague ?? 12,
      firstId: options.firstId ?? 1000,
    });
    if (options.resume && saved) {
      this.version = saved.version;
      this.deltaFloor = saved.deltaFloor;
      this.world.nextId = saved.nextId;
      for (const m of options.resume.matches) this.matches.set(m.id, m);
      // Every stored row is already in storage.
      this.takenVersion = saved.version;
      return;
    }
    this.add(this.world.build(this.now), this.version);
  }

  checkpoint(): WorldCheckpoint {
    return {
      version: this.version,
      deltaFloor: this.deltaFloor,
      now: this.now,
      rngState: this.rng.state(),
      nextId: this.world.nextId,
    };
  }

  /** Hands over what changed since the last call (matches, purged ids, results) for storage. */
  takeChanges(): WorldChanges {
    const since = this.takenVersion;
    const changed = [...this.matches.values()].filter((m) => m.changedAt > since);
    this.takenVersion = this.version;
    return {
      since,
      checkpoint: this.checkpoint(),
      changed,
      removed: this.purged.splice(0),
      results: this.recorded.splice(0),
    };
  }

  /** Takes back changes that could not be stored, so the next take hands them over again. */
  giveBack(changes: WorldChanges): void {
    this.takenVersion = Math.min(this.takenVersion, changes.since);
    this.purged.unshift(...changes.removed);
    this.recorded.unshift(...changes.results);
  }

  get leagues(): ReadonlyMap<number, SimLeague> {
    return this.world.leagues;
  }

  /** Called with every recorded result (completed or cancelled); returns an unsubscribe function. */
  onResult(listener: (result: MatchResult) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getMatch(id: number): SimMatch | undefined {
    return this.matches.get(id);
  }

  /** Feed group now: 0 gone, 1 early, 2 today (kick-off before 12:00 tomorrow, Malaysia time), 3 live. */
  groupOf(m: SimMatch): Group {
    const target = m.parentId !== null ? (this.matches.get(m.parentId) ?? m) : m;
    if (target.state === 'ended' || target.state === 'cancelled') return 0;
    if (target.state === 'live') return 3;
    if (target.type === 2) return 1;
    return target.kickoff < malaysiaMidnight(this.now) + DAY + 12 * HOUR ? 2 : 1;
  }

  /** Moves sim time to `now`, stepping every match in id order (deterministic for a given sequence of steps). */
  advance(now: number): void {
    const dt = now - this.now;
    if (dt <= 0) return;
    this.now = now;
    const v = this.version + 1;
    let changed = false;
    for (const m of [...this.matches.values()]) {
      if (m.parentId !== null) continue;
      if (this.step(m, dt, v)) changed = true;
    }
    for (const m of this.matches.values()) if (this.regroup(m, v)) changed = true;
    if (changed) this.version = v;
    this.purge();
  }

  /**
   * Brings a resumed world to `now` after a downtime, in id order: matches that kicked off meanwhile go live
   * with the goals of the minutes played, and those that should have ended are played to full time and
   * recorded, so their bets settle as if the world had never stopped. Races replaced during the catch-up that
   * are themselves already over are run the same way, pass after pass.
   */
  catchUp(now: number): void {
    if (now <= this.now) return;
    const from = this.now;
    this.now = now;
    const v = this.version + 1;
    const scoredTo = new Map<number, number>();
    const firstNew = this.world.nextId;
    let changed = false;
    for (let pass = 0; pass < 100_000; pass++) {
      let moved = false;
      const tops = [...this.matches.values()].filter((m) => m.parentId === null).sort((a, b) => a.id - b.id);
      for (const m of tops) if (this.catchUpMatch(m, { from, v, scoredTo, firstNew })) moved = true;
      if (!moved) break;
      changed = true;
    }
    for (const m of this.matches.values()) if (this.regroup(m, v)) changed = true;
    if (changed) this.version = v;
  }

  /**
   * One match of catchUp(): `scoredTo` holds the minute up to which this catch-up drew its goals; a match with
   * an id from `firstNew` on was added during it (a replacement), and add() drew its minutes so far.
   */
  private catchUpMatch(
    m: SimMatch,
    pass: { from: number; v: number; scoredTo: Map<number, number>; firstNew: number },
  ): boolean {
    const { from, v, scoredTo } = pass;
    if (m.state === 'pre') {
      if (m.kickoff > this.now) return false;
      this.kickOff(m, v, false);
      if ((m.state as SimMatch['state']) === 'cancelled') {
        for (const c of this.children(m)) this.regroup(c, v);
        return true;
      }
      scoredTo.set(m.id, 0);
    } else if (m.state !== 'live') {
      return false;
    }
    const before =
      scoredTo.get(m.id) ?? playMinutes(m, m.id >= pass.firstNew ? this.now : Math.max(from, m.kickoff));
    const played = playMinutes(m, this.now);
    const done = played >= m.endMinute || (m.runners.length > 0 && played >= m.sport.minutes);
    const until = done ? Math.max(before, m.endMinute) : played;
    if (!done && until <= before) return false;
    for (const target of [m, ...this.children(m)]) this.scoreFor(target, until - before, before);
    scoredTo.set(m.id, until);
    if (done) {
      this.end(m, v);
    } else {
      for (const target of [m, ...this.children(m)]) this.reprice(target, v);
    }
    return true;
  }

  /** Plays a match to full time at once (test control and fast-forward). */
  finishMatch(id: number): MatchResult | undefined {
    const m = this.matches.get(id);
    if (!m || m.parentId !== null || m.state === 'ended' || m.state === 'cancelled')
      return this.results.get(id);
    const v = this.version + 1;
    if (m.state === 'pre') this.kickOff(m, v, false);
    if ((m.state as SimMatch['state']) === 'cancelled') {
      for (const x of [m, ...this.children(m)]) {
        this.reprice(x, v);
        this.regroup(x, v);
      }
      this.version = v;
      return this.results.get(id);
    }
    const played = m.state === 'live' ? playMinutes(m, this.now) : 0;
    for (const target of [m, ...this.children(m)])
      this.scoreFor(target, Math.max(0, m.endMinute - played), played);
    this.end(m, v);
    for (const x of [m, ...this.children(m)]) this.regroup(x, v);
    this.version = v;
    return this.results.get(id);
  }

  /** A goal now (test control): prices close briefly, as after any goal. */
  scoreGoal(id: number, side: 'h' | 'a'): boolean {
    const m = this.matches.get(id);
    if (!m || m.state !== 'live') return false;
    const v = this.version + 1;
    this.goal(m, side, playMinutes(m, this.now), v);
    this.version = v;
    return true;
  }

  private children(m: SimMatch): SimMatch[] {
    return m.childIds.map((id) => this.matches.get(id)).filter((c): c is SimMatch => c !== undefined);
  }

  /** Adds matches with their child lines (all registered first, so a kick-off reaches the children). */
  private add(list: SimMatch[], v: number): void {
    for (const m of list) this.matches.set(m.id, m);
    for (const m of list) {
      if (m.parentId !== null) continue;
      if (m.kickoff <= this.now) this.kickOff(m, v, true);
      for (const x of [m, ...this.children(m)]) {
        this.reprice(x, v);
        this.regroup(x, v);
      }
      // A match whose minutes already played reach its end (an e-sports series decided in two maps) is over now.
      if (m.sport.model === 'series' && m.state === 'live' && playMinutes(m, this.now) >= m.endMinute) {
        this.end(m, v);
        for (const x of [m, ...this.children(m)]) this.regroup(x, v);
      }
    }
  }

  private touch(m: SimMatch, v: number): void {
    m.changedAt = v;
  }

  private regroup(m: SimMatch, v: number): boolean {
    const g = this.groupOf(m);
    const last = m.groupLog.at(-1);
    if (last && last.g === g) return false;
    m.groupLog.push({ v, g });
    this.touch(m, v);
    return true;
  }

  private reprice(m: SimMatch, v: number): void {
    if (m.runners.length) {
      const state = m.state === 'pre' ? LINE_STATE.RUNNING : LINE_STATE.CLOSED;
      if (RACING_SPORT_IDS.includes(m.sport.id)) m.outright = raceCard(m.runners, state);
      else {
        const prices = quote(m.runners.map((r) => r.strength));
        m.outright = m.runners.map((r, i) => [r.name, prices[i] ?? 0, state]);
      }
    } else if (m.state === 'pre' || m.state === 'live') {
      // A series' per-map chance drifts a little, as the other sports' fair chances do (pricing.ts jitter).
      m.lines =
        m.sport.model === 'series'
          ? seriesLines(m, lineState(m, this.now), (this.rng.next() - 0.5) * 0.02)
          : mainLines(m, this.now, this.rng);
      m.mmo = myanmarRows(m, this.now);
    } else {
      m.lines = [];
      m.mmo = [];
    }
    this.touch(m, v);
  }

  private kickOff(m: SimMatch, v: number, catchUp: boolean): void {
    if (!m.runners.length && this.rng.chance(0.003)) {
      // A cancelled match takes its child lines (corners, bookings) with it: each gets its own cancelled
      // result, or the bets on them would wait for a result that never comes.
      for (const target of [m, ...this.children(m)]) {
        target.state = 'cancelled';
        this.record(target, 2);
        this.touch(target, v);
      }
      return;
    }
    m.state = 'live';
    m.endMinute = m.sport.minutes + (m.sport.id === 1 ? this.rng.int(1, 5) : 0);
    if (m.sport.id === TENNIS) m.plan = drawTennisMatch(this.rng, m.expHome / (m.expHome + m.expAway));
    if (m.sport.model === 'series') {
      // The map winners are drawn now and revealed as each map's minutes run out; the series ends with its last map.
      m.plan = drawSeries(this.rng, mapWinChance(m), bestOf(m));
      m.endMinute = seriesMinutes(m.plan.length);
    }
    for (const target of [m, ...this.children(m)]) {
      target.state = 'live';
      target.endMinute = m.endMinute;
      // A match that was already under way when the server started gets the goals of the minutes played.
      if (catchUp) this.scoreFor(target, playMinutes(m, this.now), 0);
      this.touch(target, v);
    }
  }

  /**
   * Draws the goals of `minutes` of play starting at minute `from`, a minute at a time so each side's rate follows
   * the score as it does live (pricing.ts scoringRate).
   */
  private scoreFor(m: SimMatch, minutes: number, from: number): void {
    if (m.runners.length || minutes <= 0) return;
    if (m.plan) {
      this.playPlanned(m, from + minutes);
      if (from < m.sport.halfAt && from + minutes >= m.sport.halfAt) this.recordHalf(m);
      return;
    }
    for (let at = from; at < from + minutes; at++) {
      const span = Math.min(1, from + minutes - at);
      const counts = (['h', 'a'] as const).map(
        (side) => [side, this.poisson(scoringRate(m, side) * span)] as const,
      );
      for (const [side, count] of counts)
        for (let i = 0; i < count; i++) this.addScore(m, side, at + this.rng.next() * span);
    }
    m.goals.sort((a, b) => a.minute - b.minute);
    if (from < m.sport.halfAt && from + minutes >= m.sport.halfAt) this.recordHalf(m);
  }

  /**
   * Reveals the planned results due by `minute` of play; true if any. Tennis games are spread evenly over the match;
   * an e-sports map is won in the last minute of its own map.
   */
  private playPlanned(m: SimMatch, minute: number): boolean {
    const plan = m.plan ?? [];
    const series = m.sport.model === 'series';
    const due =
      minute >= m.endMinute
        ? plan.length
        : series
          ? Math.min(plan.length, mapsDecided(minute))
          : Math.floor((minute / m.endMinute) * plan.length);
    let played = false;
    while (m.goals.length < due) {
      const i = m.goals.length;
      this.addScore(
        m,
        plan[i] as 'h' | 'a',
        series ? mapWonMinute(i) : ((i + 1) / plan.length) * m.endMinute,
      );
      played = true;
    }
    return played;
  }

  private addScore(m: SimMatch, side: 'h' | 'a', minute: number): void {
    if (side === 'h') m.scoreHome++;
    else m.scoreAway++;
    m.goals.push({ minute: Math.floor(minute), side });
  }

  private recordHalf(m: SimMatch): void {
    if (m.htHome !== null) return;
    const half = m.sport.halfAt;
    m.htHome = m.goals.filter((g) => g.side === 'h' && g.minute < half).length;
    m.htAway = m.goals.filter((g) => g.side === 'a' && g.minute < half).length;
  }

  private poisson(lambda: number): number {
    let k = 0;
    let p = Math.exp(-lambda);
    let sum = p;
    const u = this.rng.next();
    while (u > sum && k < 500) {
      k++;
      p = (p * lambda) / k;
      sum += p;
    }
    return k;
  }

  private goal(m: SimMatch, side: 'h' | 'a', minute: number, v: number): void {
    this.addScore(m, side, minute);
    // Only goals in low-scoring sports close the market; a basket does not.
    if (m.sport.model === 'poisson') m.closedUntil = this.now + this.closedPriceMs;
    this.reprice(m, v);
  }

  private step(m: SimMatch, dt: number, v: number): boolean {
    if (m.state === 'pre') {
      if (this.now >= m.kickoff) {
        // The step may end past the kick-off: the minutes already played are scored as well.
        this.kickOff(m, v, true);
        this.reprice(m, v);
        for (const c of this.children(m)) this.reprice(c, v);
        return true;
      }
      // Pre-match prices drift every few minutes.
      if (!m.runners.length && this.rng.chance(1 - Math.exp(-dt / (5 * MINUTE)))) {
        this.reprice(m, v);
        return true;
      }
      return false;
    }
    if (m.state !== 'live') return false;
    let changed = false;
    for (const target of [m, ...this.children(m)]) if (this.stepLive(target, m, dt, v)) changed = true;
    const played = playMinutes(m, this.now);
    if (played >= m.endMinute || (m.runners.length && played >= m.sport.minutes)) {
      this.end(m, v);
      return true;
    }
    return changed;
  }

  private stepLive(m: SimMatch, owner: SimMatch, dt: number, v: number): boolean {
    const played = playMinutes(owner, this.now);
    let changed = false;
    const clock = clockText(owner, this.now);
    if (this.lastClock.get(m.id) !== clock) {
      this.lastClock.set(m.id, clock);
      this.touch(m, v);
      changed = true;
    }
    if (m.runners.length) {
      if (m.outright?.[0]?.[2] !== LINE_STATE.CLOSED) this.reprice(m, v);
      return changed;
    }
    // Planned results first, so a game or map decided by the half-time minute counts in the half's score.
    if (m.plan && this.playPlanned(m, Math.min(played, owner.endMinute))) {
      // A map won closes the series' prices briefly, as a goal does.
      if (m.sport.model === 'series') m.closedUntil = this.now + this.closedPriceMs;
      this.reprice(m, v);
      changed = true;
    }
    if (played >= m.sport.halfAt && m.htHome === null) {
      this.recordHalf(m);
      this.reprice(m, v);
      changed = true;
    }
    if (atHalfTimeBreak(owner, this.now)) return changed;
    // Only the minutes of play in this step count: none of the break, none past the final whistle.
    const minutes = Math.max(
      0,
      Math.min(played, owner.endMinute) - Math.min(playMinutes(owner, this.now - dt), owner.endMinute),
    );
    if (!m.plan) {
      // Both sides' chances are drawn at the score the step started from, as the pricing chain steps.
      const counts = (['h', 'a'] as const).map(
        (side) => [side, this.poisson(scoringRate(m, side) * minutes)] as const,
      );
      for (const [side, count] of counts) {
        for (let i = 0; i < count; i++) this.goal(m, side, played, v);
        if (count) changed = true;
      }
    }
    if (m.type === 1 && m.sport.id === 1 && this.rng.chance(minutes * 0.002)) {
      if (this.rng.chance(0.5)) m.redHome++;
      else m.redAway++;
      m.suspendedUntil = this.now + 2 * this.closedPriceMs;
      this.reprice(m, v);
      changed = true;
    }
    const reopening =
      (m.closedUntil > 0 && m.closedUntil <= this.now) ||
      (m.suspendedUntil > 0 && m.suspendedUntil <= this.now);
    if (reopening) {
      m.closedUntil = 0;
      m.suspendedUntil = 0;
    }
    // Live prices move about every 20 seconds of play, and always when a closed market reopens.
    if (reopening || this.rng.chance(1 - Math.exp(-dt / 20_000))) {
      this.reprice(m, v);
      changed = true;
    }
    return changed;
  }

  private end(m: SimMatch, v: number): void {
    if (m.runners.length) {
      const left = m.runners.map((r, i) => ({ i, w: r.strength }));
      while (left.length) {
        const total = left.reduce((s, r) => s + r.w, 0);
        let u = this.rng.next() * total;
        const k = left.findIndex((r) => (u -= r.w) < 0);
        m.placings.push(left.splice(k < 0 ? left.length - 1 : k, 1)[0]!.i);
      }
      if (m.sport.id === E_FIGHTING) m.fightFinish = this.fightFinish();
    }
    for (const target of [m, ...this.children(m)]) {
      this.recordHalf(target);
      target.state = 'ended';
      target.closedUntil = 0;
      this.reprice(target, v);
      this.record(target, 1);
    }
    this.replace(m, v);
  }

  /** About half of fights end inside the distance, by knockout or by the referee stopping it. */
  private fightFinish(): NonNullable<SimMatch['fightFinish']> {
    const u = this.rng.next();
    if (u < 0.5) return { method: 'points', round: FIGHT_ROUNDS };
    return { method: u < 0.8 ? 'ko' : 'tko', round: this.rng.int(1, FIGHT_ROUNDS) };
  }

  /** Keeps each league populated: a finished fixture is replaced by one in the coming days. */
  private replace(m: SimMatch, v: number): void {
    const league = this.world.leagues.get(m.leagueId);
    if (!league) return;
    if (m.runners.length) {
      const last = Math.max(
        ...[...this.matches.values()].filter((x) => x.leagueId === m.leagueId).map((x) => x.kickoff),
      );
      this.add([this.world.race(league, last + Math.max(m.sport.minutes + 2, 8) * MINUTE)], v);
      return;
    }
    const kickoff = this.now + this.rng.int(1, 6) * DAY + this.rng.int(0, 95) * 15 * MINUTE;
    this.add(this.world.fixture(league, kickoff, this.matches.values()), v);
  }

  private record(m: SimMatch, status: 1 | 2): void {
    const result: MatchResult = {
      matchId: m.id,
      parentId: m.parentId,
      sportId: m.sport.id,
      leagueId: m.leagueId,
      status,
      scoreHome: m.scoreHome,
      scoreAway: m.scoreAway,
      htHome: m.htHome,
      htAway: m.htAway,
      firstGoal: m.goals[0]?.side ?? null,
      lastGoal: m.goals.at(-1)?.side ?? null,
      goals: [...m.goals],
      placings: m.placings.map((i) => m.runners[i]?.name ?? ''),
      fightFinish: m.fightFinish ?? null,
      finishedAt: this.now,
    };
    this.results.set(m.id, result);
    this.recorded.push(result);
    for (const listener of this.listeners) listener(result);
  }

  private purge(): void {
    for (const m of this.matches.values()) {
      const last = m.groupLog.at(-1);
      if (last && last.g === 0 && this.version - last.v > this.retain) {
        this.matches.delete(m.id);
        this.purged.push(m.id);
        this.lastClock.delete(m.id);
        this.deltaFloor = Math.max(this.deltaFloor, last.v);
      }
    }
  }
}

/**
 * A race card's rows: each runner's WIN, PLACE and SHOW prices (RULES.md section 11), PLACE and SHOW sent as 0
 * when the field is too small to pay their places.
 */
function raceCard(runners: readonly { name: string; strength: number }[], state: LineState): OutrightRow[] {
  const { win, place, show } = raceCardPrices(runners.map((r) => r.strength));
  return runners.map((r, i) => [r.name, win[i] ?? 0, state, place?.[i] ?? 0, show?.[i] ?? 0]);
}
