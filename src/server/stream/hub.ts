// The push stream's fan-out (docs/API.md "Push stream"). Every open stream is a subscriber: an account, its session,
// the odds page it follows and the socket it is written to.
//
// * Odds: when the world's version moves, the subscribers of one page are grouped by the version they hold, and each
//   group gets one delta, built and encoded once (MarketFeedCache keeps the answer per page and version), however many
//   subscribers share it. A subscriber's cost is the bytes on its socket.
// * Slow consumers: a subscriber whose socket does not take a frame (its buffer is over the high-water mark) is sent
//   nothing more until the socket drains; then it gets one delta from the version it holds to the current one. The
//   versions it skipped are merged into that delta (conflation), so what waits for a slow socket is at most one
//   frame, never a queue that grows with the feed.
// * Account events: the account_changed notifications (migration 016, and the bets' own from migration 060) say
//   which account's wallet, session or bets changed, on this server or any other on the same database. A wallet
//   change pushes the balance, a session change checks the session again (a logout, a newer login, a password change
//   or an exclusion ends the stream), a bets change tells the client to read its bet lists again.
import type { BalanceResponse } from '../../shared/api/account';
import type { StreamEventName, StreamStatus } from '../../shared/stream/events';
import type { MarketFeedCache } from '../odds/feed';
import type { OddsWorld } from '../odds/world-view';
import type { Market } from '../../shared/feed/schemas';

/** The socket a stream writes to (sse.ts over Node's response; a fake in the tests). */
export interface StreamSink {
  /** Queues one frame; false when the socket's buffer is over its high-water mark. */
  write(frame: string): boolean;
  /** Called once when the buffer has drained after `write` answered false. */
  onDrain(listener: () => void): void;
  /** Ends the response. */
  end(): void;
}

export interface OddsPage {
  sportId: number;
  market: Market;
  mmo: boolean;
}

/** What checking a stream's session found: the balance to push, or the code that ended the session. */
export type SessionCheck = { balance: BalanceResponse } | { end: string };

export interface StreamHubDeps {
  /** The odds world as this server answers it now (the producer's, advanced to now, or the stored copy). */
  world(): OddsWorld;
  feed: Pick<MarketFeedCache, 'get'>;
  /** The maintenance state, read once per change for every stream of this server. */
  serverStatus(): Promise<StreamStatus>;
  /** Checks a session as any session call does, and reads its balance. */
  checkSession(accountId: string, sessionToken: string): Promise<SessionCheck>;
  heartbeatMs: number;
  /** How often every stream's session is checked again without a notification (expiry is a matter of time). */
  recheckMs: number;
  /** Streams one session may hold; a newer one ends the oldest (a reconnect may come before the old socket died). */
  maxPerSession: number;
  log?: (message: string, error?: unknown) => void;
}

export interface StreamOpen {
  accountId: string;
  sessionToken: string;
  sessionId: number;
  odds?: OddsPage & { version: number };
  sink: StreamSink;
}

interface Subscriber {
  readonly accountId: string;
  readonly sessionToken: string;
  readonly sessionId: number;
  readonly page: (OddsPage & { key: string }) | null;
  /** The feed version the client holds: what the last odds frame written to it brought it to. */
  oddsVersion: number;
  readonly sink: StreamSink;
  /** Waiting for the socket to drain: nothing is written meanwhile. */
  blocked: boolean;
  closed: boolean;
}

interface OddsFrame {
  /** The version the frame brings its reader to. */
  version: number;
  text: string;
}

const pageKey = (p: OddsPage) => `${p.sportId}|${p.market}|${p.mmo ? 1 : 0}`;

/** One Server-Sent Events frame; `data` is one line of JSON, as JSON.stringify writes it. */
function sseFrame(event: StreamEventName, data: unknown, id?: number): string {
  return `event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: it keeps proxies from closing an idle connection and tells the client the stream is alive. */
const HEARTBEAT_FRAME = ': heartbeat\n\n';

export class StreamHub {
  private readonly subscribers = new Set<Subscriber>();
  private readonly byAccount = new Map<string, Set<Subscriber>>();
  private readonly bySession = new Map<number, Subscriber[]>();
  private readonly byPage = new Map<string, Set<Subscriber>>();
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private recheck: ReturnType<typeof setInterval> | null = null;
  /** Accounts whose balance or session is being read: a burst of notifications for one account reads it once more. */
  private readonly checking = new Map<string, { again: boolean }>();
  private lastVersion = -1;
  private closed = false;
  /** Frames written, for the metrics and the benchmark's CPU per delivered message. */
  framesWritten = 0;

  constructor(private readonly deps: StreamHubDeps) {}

  get size(): number {
    return this.subscribers.size;
  }

  /** Starts a stream: hello, the balance, and the odds the client missed; then it follows every change. */
  async open(stream: StreamOpen): Promise<() => void> {
    const page = stream.odds
      ? {
          sportId: stream.odds.sportId,
          market: stream.odds.market,
          mmo: stream.odds.mmo,
          key: pageKey(stream.odds),
        }
      : null;
    const sub: Subscriber = {
      accountId: stream.accountId,
      sessionToken: stream.sessionToken,
      sessionId: stream.sessionId,
      page,
      oddsVersion: stream.odds?.version ?? 0,
      sink: stream.sink,
      blocked: false,
      closed: false,
    };
    this.add(sub);
    this.write(sub, sseFrame('hello', { heartbeat_ms: this.deps.heartbeatMs }));
    await this.checkAccount(sub.accountId);
    if (!sub.closed && sub.page) this.catchUp(sub);
    return () => this.remove(sub);
  }

  /** Called when the odds world may have moved: every page's subscribers get what changed since their version. */
  worldChanged(): void {
    if (this.closed || this.byPage.size === 0) return;
    const world = this.deps.world();
    if (world.version === this.lastVersion) return;
    this.lastVersion = world.version;
    for (const subs of this.byPage.values()) {
      const byVersion = new Map<number, Subscriber[]>();
      for (const sub of subs) {
        if (sub.blocked || sub.oddsVersion === world.version) continue;
        const group = byVersion.get(sub.oddsVersion);
        if (group) group.push(sub);
        else byVersion.set(sub.oddsVersion, [sub]);
      }
      for (const [version, group] of byVersion) {
        const frame = this.oddsFrame(world, group[0]!.page!, version);
        for (const sub of group) this.sendOdds(sub, frame);
      }
    }
  }

  /**
   * One account_changed payload: `w:` the wallet, `s:` a session or the member, `b:` the sportsbook bets, `m:` the
   * messages (`m:` alone: an announcement or the marquee, for everyone), `x:` the server's status. Anything
   * else (or a gap in the notifications) checks every stream again, which is always safe.
   */
  accountChanged(payload: string): void {
    const kind = payload.slice(0, 2);
    const accountId = payload.slice(2);
    if (!this.byAccount.has(accountId) && accountId !== '') return;
    if (kind === 'b:') {
      for (const sub of this.byAccount.get(accountId) ?? []) this.write(sub, sseFrame('bets', {}));
      return;
    }
    if (kind === 'x:') {
      void this.pushStatus();
      return;
    }
    if (kind === 'm:') {
      // No account: an announcement or the marquee, which every player reads.
      const subs = accountId === '' ? this.subscribers : (this.byAccount.get(accountId) ?? []);
      for (const sub of subs) this.write(sub, sseFrame('messages', {}));
      return;
    }
    if ((kind === 'w:' || kind === 's:') && accountId !== '') {
      void this.checkAccount(accountId);
      return;
    }
    this.everyAccountChanged();
  }

  /**
   * The server's status changed, for everyone: read once and sent to every stream with the state itself, so a change
   * does not bring every client back at once to ask `version`.
   */
  private async pushStatus(): Promise<void> {
    if (this.subscribers.size === 0) return;
    let status: StreamStatus;
    try {
      status = await this.deps.serverStatus();
    } catch (error) {
      // The database is out of reach for now: the clients' own `version` polls still learn it.
      this.deps.log?.('reading the server status failed', error);
      return;
    }
    const frame = sseFrame('status', status);
    for (const sub of this.subscribers) this.write(sub, frame);
  }

  /** Notifications may have been missed (the listening connection was down): every stream reads its account again. */
  everyAccountChanged(): void {
    void this.pushStatus();
    for (const accountId of this.byAccount.keys()) {
      void this.checkAccount(accountId);
      for (const sub of this.byAccount.get(accountId) ?? []) {
        this.write(sub, sseFrame('bets', {}));
        this.write(sub, sseFrame('messages', {}));
      }
    }
  }

  /** Starts the heartbeat and the periodic session check. */
  start(): void {
    if (this.heartbeat || this.closed) return;
    this.heartbeat = setInterval(() => {
      for (const sub of this.subscribers) if (!sub.blocked) this.write(sub, HEARTBEAT_FRAME);
    }, this.deps.heartbeatMs);
    this.heartbeat.unref?.();
    this.recheck = setInterval(() => {
      for (const accountId of this.byAccount.keys()) void this.checkAccount(accountId);
    }, this.deps.recheckMs);
    this.recheck.unref?.();
  }

  /** The server stops: every stream ends (its client reconnects to another server, or polls). */
  close(): void {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.recheck) clearInterval(this.recheck);
    this.heartbeat = null;
    this.recheck = null;
    for (const sub of [...this.subscribers]) this.end(sub, 'serverStopping');
  }

  /** The delta from `version` to the world's, encoded once for every subscriber that holds `version`. */
  private oddsFrame(world: OddsWorld, page: OddsPage, version: number): OddsFrame {
    const answer = this.deps.feed.get(world, {
      sportId: page.sportId,
      market: page.market,
      mmo: page.mmo,
      version,
    });
    return {
      version: answer.version,
      text: sseFrame('odds', { ...answer, base: answer.full ? 0 : version }, answer.version),
    };
  }

  private catchUp(sub: Subscriber): void {
    const world = this.deps.world();
    if (!sub.page || sub.oddsVersion === world.version) return;
    this.sendOdds(sub, this.oddsFrame(world, sub.page, sub.oddsVersion));
  }

  private sendOdds(sub: Subscriber, frame: OddsFrame): void {
    if (sub.closed || sub.blocked) return;
    // Written (or queued in the socket's buffer): the client holds the frame's version once it reads it.
    this.write(sub, frame.text);
    sub.oddsVersion = frame.version;
  }

  private write(sub: Subscriber, frame: string): void {
    if (sub.closed || sub.blocked) return;
    this.framesWritten += 1;
    if (sub.sink.write(frame)) return;
    sub.blocked = true;
    sub.sink.onDrain(() => {
      sub.blocked = false;
      if (!sub.closed) this.catchUp(sub);
    });
  }

  private async checkAccount(accountId: string): Promise<void> {
    const running = this.checking.get(accountId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: true };
    this.checking.set(accountId, state);
    try {
      while (state.again) {
        state.again = false;
        // One read per session (a player may have streams in two windows of one session).
        const sessions = new Map<string, Subscriber[]>();
        for (const sub of this.byAccount.get(accountId) ?? []) {
          const list = sessions.get(sub.sessionToken);
          if (list) list.push(sub);
          else sessions.set(sub.sessionToken, [sub]);
        }
        for (const [token, subs] of sessions) {
          let found: SessionCheck;
          try {
            found = await this.deps.checkSession(accountId, token);
          } catch (error) {
            // The database is out of reach for now: the stream stays, and the next notification or check retries.
            this.deps.log?.('reading a stream session failed', error);
            continue;
          }
          if ('end' in found) for (const sub of subs) this.end(sub, found.end);
          else for (const sub of subs) this.write(sub, sseFrame('balance', found.balance));
        }
      }
    } finally {
      this.checking.delete(accountId);
    }
  }

  private end(sub: Subscriber, code: string): void {
    if (sub.closed) return;
    this.write(sub, sseFrame('end', { code }));
    sub.closed = true;
    this.remove(sub);
    sub.sink.end();
  }

  private add(sub: Subscriber): void {
    const ofSession = this.bySession.get(sub.sessionId) ?? [];
    while (ofSession.length >= this.deps.maxPerSession) this.end(ofSession.shift()!, 'streamReplaced');
    ofSession.push(sub);
    this.bySession.set(sub.sessionId, ofSession);
    this.subscribers.add(sub);
    const ofAccount = this.byAccount.get(sub.accountId) ?? new Set<Subscriber>();
    ofAccount.add(sub);
    this.byAccount.set(sub.accountId, ofAccount);
    if (sub.page) {
      const ofPage = this.byPage.get(sub.page.key) ?? new Set<Subscriber>();
      ofPage.add(sub);
      this.byPage.set(sub.page.key, ofPage);
    }
  }

  private remove(sub: Subscriber): void {
    sub.closed = true;
    if (!this.subscribers.delete(sub)) return;
    const ofSession = this.bySession.get(sub.sessionId)?.filter((s) => s !== sub) ?? [];
    if (ofSession.length) this.bySession.set(sub.sessionId, ofSession);
    else this.bySession.delete(sub.sessionId);
    const ofAccount = this.byAccount.get(sub.accountId);
    ofAccount?.delete(sub);
    if (ofAccount?.size === 0) this.byAccount.delete(sub.accountId);
    if (sub.page) {
      const ofPage = this.byPage.get(sub.page.key);
      ofPage?.delete(sub);
      if (ofPage?.size === 0) this.byPage.delete(sub.page.key);
    }
  }
}
