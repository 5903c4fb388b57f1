import { makeAutoObservable, reaction } from 'mobx';
import type { IReactionDisposer } from 'mobx';
import type { BaseUrls } from '@shared/api/endpoints';
import type { BalanceResponse } from '@shared/api/account';
import { forcesLogout } from '@shared/errors/catalogue';
import type { Market } from '@shared/feed/schemas';
import type { StreamOdds, StreamStatus } from '@shared/stream/events';
import type { SessionCredentials } from '../api/client';
import { ApiCallError } from '../api/client';
import { readPushStream } from '../api/stream';
import type { StreamEvent, StreamFetch } from '../api/stream';

/** The odds page the screen shows, which the stream is asked to carry. */
export interface StreamOddsView {
  sportId: number;
  market: Market;
  mmo: boolean;
}

/** What a pushed odds delta did on the page: `gap` means a version was missed and the stream must start again. */
export type PushedOddsOutcome = 'applied' | 'stale' | 'gap';

export interface PushStreamDeps {
  fetch: StreamFetch;
  urls: BaseUrls;
  credentials: () => SessionCredentials | null;
  /** False while the server cannot be reached: the stream is closed and opened again when it answers. */
  online: () => boolean;
  /** The odds page open now (null: no odds on screen) and the feed version the page holds. */
  oddsView: () => StreamOddsView | null;
  oddsVersion: () => number;
  /** A delta for the view the stream was opened with (`viewKey`). */
  onOdds: (viewKey: string, delta: StreamOdds) => PushedOddsOutcome;
  onBalance: (balance: BalanceResponse) => void;
  /** Some of the player's bets changed state. */
  onBets: () => void;
  /** The player's messages, the announcements or the marquee changed. */
  onMessages: () => void;
  /** The server's maintenance state as pushed; without one (a stream just opened), read it once. */
  onStatus: (status?: StreamStatus) => void;
  /** The server says the stream is alive: a heartbeat or any event. */
  onAlive: () => void;
  /** The session ended (the server's code); the app logs out as for any call refused with it. */
  onSessionEnded: (code: string) => void;
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;
}

export function oddsViewKey(view: StreamOddsView | null): string {
  return view ? `${view.sportId}:${view.market}:${view.mmo ? 1 : 0}` : '';
}

/** Missed heartbeats after which a silent stream counts as dead: a few seconds at the default 3 s beat. */
const DEAD_AFTER_BEATS = 2;
/**
 * How long an opened stream may take to say hello (the server sends it at once): a proxy that holds the request, or
 * a server that accepted the connection and hangs, is given up and tried again rather than waited on for ever.
 */
const HELLO_TIMEOUT_MS = 8_000;
/** Waits before opening again after a failure, doubling to the last: a server that restarts is not hammered. */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * The player's push stream (docs/API.md "Push stream"): open while logged in and the server answers, carrying the
 * odds page on screen, the balance, and word of the bets' and messages' changes. While it is `live` the stores that
 * would poll for those stop polling; when it fails they poll again at their own pace, and it is opened again after
 * a short wait, so the screen never goes without updates. A server without a stream (404) leaves the app polling for the session.
 */
export class PushStream {
  state: 'closed' | 'connecting' | 'live' | 'unavailable' | 'replaced' = 'closed';
  /** The odds view the open stream carries ('' for none). */
  openedView = '';
  private abort: AbortController | null = null;
  private run = 0;
  private failures = 0;
  private heartbeatMs = 0;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private disposers: IReactionDisposer[] = [];

  constructor(private readonly deps: PushStreamDeps) {
    makeAutoObservable<
      this,
      'deps' | 'abort' | 'run' | 'failures' | 'heartbeatMs' | 'watchdog' | 'retry' | 'disposers'
    >(this, {
      deps: false,
      abort: false,
      run: false,
      failures: false,
      heartbeatMs: false,
      watchdog: false,
      retry: false,
      disposers: false,
    });
  }

  private get timers(): Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> {
    return this.deps.timers ?? globalThis;
  }

  /** The stream is open and heard from: what it carries need not be polled. */
  get live(): boolean {
    return this.state === 'live';
  }

  /** Whether the stream carries the odds page on screen now. */
  carriesOdds(view: StreamOddsView | null): boolean {
    return this.live && view !== null && this.openedView === oddsViewKey(view);
  }

  /** Follows the session, the connection and the odds page: each change opens the stream again as it needs. */
  start(): void {
    if (this.disposers.length) return;
    this.disposers.push(
      reaction(
        () => {
          const session = this.deps.credentials();
          return `${session?.account_id ?? ''}|${session?.session_token ?? ''}|${this.deps.online()}|${oddsViewKey(this.deps.oddsView())}`;
        },
        () => this.reopen(),
        { fireImmediately: true },
      ),
    );
  }

  stop(): void {
    this.disposers.forEach((d) => d());
    this.disposers = [];
    this.close('closed');
  }

  /** Closes what is open and opens the stream again for the session and page of now. */
  private reopen(): void {
    const session = this.deps.credentials();
    if (!session) {
      // A new session may be served by a server that streams, even if the last one's did not.
      this.close('closed');
      return;
    }
    if (this.state === 'unavailable' || this.state === 'replaced') {
      this.close(this.state);
      return;
    }
    if (!this.deps.online()) {
      this.close('closed');
      return;
    }
    this.failures = 0;
    this.connect();
  }

  private close(state: PushStream['state']): void {
    this.run++;
    this.abort?.abort();
    this.abort = null;
    this.clearTimers();
    this.state = state;
    this.openedView = '';
  }

  private clearTimers(): void {
    if (this.watchdog) this.timers.clearTimeout(this.watchdog);
    if (this.retry) this.timers.clearTimeout(this.retry);
    this.watchdog = null;
    this.retry = null;
  }

  private connect(): void {
    const session = this.deps.credentials();
    if (!session) return;
    this.close('connecting');
    const run = this.run;
    const abort = new AbortController();
    this.abort = abort;
    const view = this.deps.oddsView();
    const viewKey = oddsViewKey(view);
    this.openedView = viewKey;
    const body = {
      ...session,
      odds: view
        ? { sport_id: view.sportId, market: view.market, mmo: view.mmo, version: this.deps.oddsVersion() }
        : undefined,
    };
    this.watchdog = this.timers.setTimeout(() => {
      if (run === this.run && this.state === 'connecting') this.failed(run);
    }, HELLO_TIMEOUT_MS);
    readPushStream(this.deps.fetch, this.deps.urls, body, abort.signal, (event) => {
      if (run === this.run) this.onEvent(run, viewKey, event);
    }).then(
      () => {
        if (run === this.run) this.failed(run);
      },
      (error: unknown) => {
        if (run === this.run) this.failed(run, error);
      },
    );
  }

  private onEvent(run: number, viewKey: string, event: StreamEvent): void {
    switch (event.name) {
      case 'hello':
        this.heartbeatMs = event.data.heartbeat_ms;
        this.failures = 0;
        this.state = 'live';
        // A change of the bets, messages or status made while no stream was open was pushed to no one: read them once.
        this.deps.onBets();
        this.deps.onMessages();
        this.deps.onStatus();
        break;
      case 'heartbeat':
        break;
      case 'odds':
        // A missed version: opened again from the version the page holds, the server sends what it missed.
        if (this.deps.onOdds(viewKey, event.data) === 'gap') this.connect();
        break;
      case 'balance':
        this.deps.onBalance(event.data);
        break;
      case 'bets':
        this.deps.onBets();
        break;
      case 'messages':
        this.deps.onMessages();
        break;
      case 'status':
        this.deps.onStatus(event.data);
        break;
      case 'end':
        this.ended(event.data.code);
        break;
    }
    // After the event, so a stream it ended or opened again (a new run) starts no timer for the old one.
    this.alive(run);
  }

  /** Heard from the server: the dead-stream timer starts again. */
  private alive(run: number): void {
    if (run !== this.run || this.state !== 'live') return;
    this.deps.onAlive();
    if (this.watchdog) this.timers.clearTimeout(this.watchdog);
    this.watchdog = this.timers.setTimeout(
      () => {
        if (run === this.run) this.failed(run);
      },
      this.heartbeatMs * DEAD_AFTER_BEATS + 1_000,
    );
  }

  private ended(code: string): void {
    if (code === 'streamReplaced') {
      // Another window of this session holds the stream now; this one polls rather than taking it back.
      this.close('replaced');
      return;
    }
    if (code === 'serverStopping') {
      this.failures = 0;
      this.scheduleRetry();
      return;
    }
    this.close('closed');
    this.deps.onSessionEnded(code);
  }

  private failed(run: number, error?: unknown): void {
    if (run !== this.run) return;
    if (error instanceof ApiCallError && error.kind === 'http') {
      if (error.httpStatus === 404) {
        this.close('unavailable');
        return;
      }
      if (forcesLogout(error.code)) {
        this.close('closed');
        this.deps.onSessionEnded(error.code);
        return;
      }
      // A refusal that is not about the session (the request limit) is tried again later, and not shown: the
      // player asked for nothing, and the polls carry on meanwhile.
    }
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    this.close('connecting');
    const wait = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)]!;
    this.failures++;
    const run = this.run;
    this.retry = this.timers.setTimeout(() => {
      if (run === this.run && this.deps.online()) this.connect();
    }, wait);
  }
}
