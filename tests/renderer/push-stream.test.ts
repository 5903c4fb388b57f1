// The app's side of the push stream: what it opens, what it applies, and how it falls back to polling and comes
// back, over a fake server whose stream the test writes frame by frame and fake timers the test fires.
import { describe, expect, it, vi } from 'vitest';
import { observable, runInAction } from 'mobx';
import { HEAD_ROW_LENGTH, MATCH_TYPE } from '@shared/feed/layout';
import type { MatchRow } from '@shared/feed/layout';
import type { UxmarketResponse } from '@shared/feed/schemas';
import type { BetView } from '@shared/betting/api';
import type { OddsApi } from '../../src/renderer/api/odds';
import type { BetApi } from '../../src/renderer/api/bet';
import type { StreamFetch } from '../../src/renderer/api/stream';
import { MarketFeed } from '../../src/renderer/stores/MarketFeed';
import { MarketView } from '../../src/renderer/stores/MarketView';
import { PlacedBetsStore } from '../../src/renderer/stores/PlacedBetsStore';
import { PreferencesStore } from '../../src/renderer/stores/PreferencesStore';
import { PushStream } from '../../src/renderer/stores/PushStream';

const URLS = {
  apiBaseUrl: 'http://api.test/api',
  oddsBaseUrl: 'http://api.test/api/cache',
  providerBaseUrl: '',
};
const SESSION = { account_id: 'demo01', session_token: 'tok-1' };

const row = (id: number, hdp: number): MatchRow => [
  id,
  1,
  1,
  1,
  `Home ${id}`,
  `Away ${id}`,
  MATCH_TYPE.MAIN,
  '',
  0,
  Date.UTC(2030, 0, 1),
  0,
  0,
  '',
  0,
  0,
  0,
  [['hdp', 0, -25, hdp, 960_000, 0, 0]],
  null,
  null,
];
const head = (id: number) => {
  const h = new Array<number>(HEAD_ROW_LENGTH).fill(0);
  h[0] = id;
  h[1] = 1;
  h[2] = 2;
  h[3] = 1;
  h[5] = 1;
  return h;
};
const snapshot: UxmarketResponse = {
  version: 5,
  full: 1,
  leagues: [[1, 1, 'Alpha League', 1, 'A']],
  matches: [row(101, 900_000), row(102, 900_000)],
  pairs: [],
  heads: [head(101), head(102)],
  removed: [],
};
const delta = (base: number, version: number, hdp: number) => ({
  ...snapshot,
  version,
  full: 0,
  base,
  leagues: [],
  heads: [],
  matches: [row(101, hdp)],
});
const BALANCE = {
  balance: '950.00',
  account_balance: '1000.00',
  outstanding_balance: '50.00',
  retrieve_profile: false,
};

/** A server whose answers to POST /api/stream the test writes. */
function fakeServer() {
  const opened: {
    body: { odds?: { version: number; sport_id: number; market: string } };
    signal: AbortSignal;
    write: (text: string) => void;
    end: () => void;
  }[] = [];
  let refuse: { status: number; body: unknown } | null = null;
  const fetch: StreamFetch = async (url, init) => {
    expect(url).toBe('http://api.test/api/stream');
    if (refuse)
      return new Response(JSON.stringify(refuse.body), {
        status: refuse.status,
        headers: { 'content-type': 'application/json' },
      });
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
    const signal = init.signal!;
    signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    const encoder = new TextEncoder();
    opened.push({
      body: JSON.parse(String(init.body)),
      signal,
      write: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    return new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    });
  };
  const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
  return {
    fetch,
    opened,
    last: () => opened[opened.length - 1]!,
    refuse: (status: number, body: unknown) => (refuse = { status, body }),
    send: (event: string, data: unknown) => opened[opened.length - 1]!.write(frame(event, data)),
  };
}

/** Timers the test fires by hand: what the stream waits for never depends on the machine's clock. */
function manualTimers() {
  let next = 1;
  const pending = new Map<number, { fn: () => void; ms: number }>();
  return {
    timers: {
      setTimeout: ((fn: () => void, ms: number) => {
        pending.set(next, { fn, ms });
        return next++;
      }) as unknown as typeof setTimeout,
      clearTimeout: ((id: number) => pending.delete(id)) as unknown as typeof clearTimeout,
    },
    /** Fires the pending timer set for `ms`, as if that long had passed in silence. */
    fire(ms: number) {
      const found = [...pending.entries()].find(([, t]) => t.ms === ms);
      if (!found)
        throw new Error(`no timer of ${ms} ms pending: ${[...pending.values()].map((t) => t.ms).join(', ')}`);
      pending.delete(found[0]);
      found[1].fn();
    },
    waits: () => [...pending.values()].map((t) => t.ms),
  };
}

/** The odds page, the stream and what they told the app, wired as RootStore wires them. */
function app() {
  const server = fakeServer();
  const clock = manualTimers();
  const session = observable.box<typeof SESSION | null>(SESSION);
  const online = observable.box(true);
  const prefs = new PreferencesStore(null);
  const polls = { market: 0 };
  const api: OddsApi = {
    menu: async () => ({ version: 1, sports: [[1, 0, 2, 0, 2, 0]] }),
    market: async () => {
      polls.market++;
      return snapshot;
    },
    match: async (id) => ({ version: 1, match_id: id, markets: [] }),
    matches: async () => ({ version: 1, matches: [] }),
  };
  const told = {
    balances: [] as unknown[],
    bets: 0,
    messages: 0,
    status: [] as unknown[],
    ended: [] as string[],
    alive: 0,
  };
  const feed: MarketFeed = new MarketFeed({
    api: () => api,
    prefs,
    currency: () => 'MYR',
    page: () => view,
    pushing: (v) => stream.carriesOdds(v),
  });
  const view = new MarketView(feed, prefs);
  const stream: PushStream = new PushStream({
    fetch: server.fetch,
    urls: URLS,
    credentials: () => session.get(),
    online: () => online.get(),
    oddsView: () => feed.streamView,
    oddsVersion: () => feed.version,
    onOdds: (key, d) => feed.applyPushed(key, d),
    onBalance: (b) => told.balances.push(b),
    onBets: () => told.bets++,
    onMessages: () => told.messages++,
    onStatus: (s) => told.status.push(s),
    onAlive: () => {
      told.alive++;
      feed.confirmCurrent();
    },
    onSessionEnded: (code) => told.ended.push(code),
    timers: clock.timers,
  });
  return { server, clock, session, online, feed, view, stream, polls, told };
}

/** Opens the page, lets its first poll land, and starts the stream with the hello. */
async function liveOnPage() {
  const a = app();
  a.feed.start();
  await vi.waitFor(() => expect(a.feed.version).toBe(5));
  a.stream.start();
  await vi.waitFor(() => expect(a.server.opened).toHaveLength(1));
  a.server.send('hello', { heartbeat_ms: 3_000 });
  await vi.waitFor(() => expect(a.stream.live).toBe(true));
  return a;
}

describe('PushStream', () => {
  it('opens with the session and the page it shows from the version held, and while live the odds are not polled', async () => {
    const a = await liveOnPage();
    expect(a.server.last().body).toMatchObject({
      ...SESSION,
      odds: { sport_id: a.view.sportId, market: a.view.market, mmo: false, version: 5 },
    });
    const polled = a.polls.market;
    a.feed.tick();
    a.feed.tick();
    expect(a.polls.market).toBe(polled);

    a.server.send('odds', delta(5, 6, 950_000));
    await vi.waitFor(() => expect(a.feed.version).toBe(6));
    expect(a.feed.models.get(101)?.flashes.get('hdp:0:0')).toBe('up');
    a.server.send('balance', BALANCE);
    // Opening read the bets, messages and server status once, for what changed while no stream was open.
    // The status is read, not pushed, on opening; a change comes pushed with the state itself.
    expect(a.told).toMatchObject({ bets: 1, messages: 1, status: [undefined] });
    a.server.send('bets', {});
    a.server.send('messages', {});
    a.server.send('status', { maintenance: true, maintenance_message: 'Back at 14:00.' });
    await vi.waitFor(() => expect(a.told.status).toHaveLength(2));
    expect(a.told.status[1]).toEqual({ maintenance: true, maintenance_message: 'Back at 14:00.' });
    expect(a.told.messages).toBe(2);
    expect(a.told.bets).toBe(2);
    expect(a.told.balances).toEqual([BALANCE]);
    a.feed.stop();
    a.stream.stop();
  });

  it('drops a delta already applied and opens again from the page version on a gap, never applying one twice', async () => {
    const a = await liveOnPage();
    a.server.send('odds', delta(5, 6, 950_000));
    await vi.waitFor(() => expect(a.feed.version).toBe(6));
    // The same version again (a poll and the stream both carried it): nothing changes, the stream stays.
    a.server.send('odds', delta(5, 6, 990_000));
    a.server.send('odds', delta(8, 9, 990_000));
    await vi.waitFor(() => expect(a.server.opened).toHaveLength(2));
    expect(a.server.opened[0]!.signal.aborted).toBe(true);
    expect(a.feed.version).toBe(6);
    expect(a.server.last().body.odds?.version).toBe(6);
    a.server.send('hello', { heartbeat_ms: 3_000 });
    a.server.send('odds', delta(6, 9, 990_000));
    await vi.waitFor(() => expect(a.feed.version).toBe(9));
    a.feed.stop();
    a.stream.stop();
  });

  it('a silent stream is dead after two heartbeats: the page polls at once, and the stream is opened again', async () => {
    const a = await liveOnPage();
    a.server.send('odds', delta(5, 6, 950_000));
    await vi.waitFor(() => expect(a.feed.version).toBe(6));
    // A heartbeat is heard and starts the wait again; then nothing comes for two beats and a second.
    a.server.last().write(': heartbeat\n\n');
    await vi.waitFor(() => expect(a.told.alive).toBeGreaterThanOrEqual(3));
    a.clock.fire(7_000);
    expect(a.stream.live).toBe(false);
    expect(a.server.opened[0]!.signal.aborted).toBe(true);
    const polled = a.polls.market;
    a.feed.tick();
    expect(a.polls.market).toBe(polled + 1);
    a.clock.fire(1_000);
    await vi.waitFor(() => expect(a.server.opened).toHaveLength(2));
    a.server.send('hello', { heartbeat_ms: 3_000 });
    await vi.waitFor(() => expect(a.stream.live).toBe(true));
    a.feed.tick();
    expect(a.polls.market).toBe(polled + 1);
    a.feed.stop();
    a.stream.stop();
  });

  it('a stream the server ends is opened again after a wait that grows, and the connection lost closes it', async () => {
    const a = await liveOnPage();
    a.server.last().end();
    await vi.waitFor(() => expect(a.clock.waits()).toContain(1_000));
    a.clock.fire(1_000);
    await vi.waitFor(() => expect(a.server.opened).toHaveLength(2));
    a.server.last().end();
    await vi.waitFor(() => expect(a.clock.waits()).toContain(2_000));
    runInAction(() => a.online.set(false));
    expect(a.clock.waits()).toEqual([]);
    expect(a.stream.state).toBe('closed');
    runInAction(() => a.online.set(true));
    await vi.waitFor(() => expect(a.server.opened).toHaveLength(3));
    a.stream.stop();
    a.feed.stop();
  });

  it('a stream that never says hello is given up after 8 s and opened again, the page polling meanwhile', async () => {
    const a = app();
    a.feed.start();
    await vi.waitFor(() => expect(a.feed.version).toBe(5));
    a.stream.start();
    await vi.waitFor(() => expect(a.server.opened).toHaveLength(1));
    expect(a.stream.state).toBe('connecting');
    const polled = a.polls.market;
    a.feed.tick();
    expect(a.polls.market).toBe(polled + 1);
    a.clock.fire(8_000);
    expect(a.server.opened[0]!.signal.aborted).toBe(true);
    a.clock.fire(1_000);
    await vi.waitFor(() => expect(a.server.opened).toHaveLength(2));
    a.server.send('hello', { heartbeat_ms: 3_000 });
    await vi.waitFor(() => expect(a.stream.live).toBe(true));
    // Live, the hello wait is over: only the dead-stream wait is pending.
    expect(a.clock.waits()).toEqual([7_000]);
    a.stream.stop();
    a.feed.stop();
  });

  it('a frame it cannot read ends the stream with nothing applied, and it is opened again', async () => {
    const a = await liveOnPage();
    a.server.send('odds', { version: 'six' });
    await vi.waitFor(() => expect(a.clock.waits()).toContain(1_000));
    expect(a.stream.live).toBe(false);
    expect(a.feed.version).toBe(5);
    a.stream.stop();
    a.feed.stop();
  });

  it('the end of the session is reported with its code; logout closes the stream and opens none', async () => {
    const a = await liveOnPage();
    a.server.send('end', { code: 'invalidSession' });
    await vi.waitFor(() => expect(a.told.ended).toEqual(['invalidSession']));
    expect(a.stream.state).toBe('closed');
    runInAction(() => a.session.set(null));
    expect(a.server.opened).toHaveLength(1);
    expect(a.clock.waits()).toEqual([]);
    a.feed.stop();
  });

  it('a stream taken over by another window of the session leaves this one polling, not fighting for it', async () => {
    const a = await liveOnPage();
    a.server.send('end', { code: 'streamReplaced' });
    await vi.waitFor(() => expect(a.stream.state).toBe('replaced'));
    expect(a.told.ended).toEqual([]);
    expect(a.clock.waits()).toEqual([]);
    const polled = a.polls.market;
    a.feed.tick();
    expect(a.polls.market).toBe(polled + 1);
    a.feed.stop();
    a.stream.stop();
  });

  it('a server without the stream (404) leaves the app polling for the session, and a refused session logs out', async () => {
    const a = app();
    a.server.refuse(404, { status: 0, statusdesc: 'notFound' });
    a.stream.start();
    await vi.waitFor(() => expect(a.stream.state).toBe('unavailable'));
    expect(a.clock.waits()).toEqual([]);
    expect(a.told.ended).toEqual([]);

    const b = app();
    b.server.refuse(401, { status: 0, statusdesc: 'invalidSession' });
    b.stream.start();
    await vi.waitFor(() => expect(b.told.ended).toEqual(['invalidSession']));
    a.stream.stop();
    b.stream.stop();
  });
});

describe('PlacedBetsStore with the push stream', () => {
  it('reads a waiting bet once, then only when the stream says the bets changed', async () => {
    const waiting = { bet_id: 7, ref_no: 'SB7', status: 'waiting' } as unknown as BetView;
    const running = { ...waiting, status: 'running' } as BetView;
    let decided = false;
    const reads: string[] = [];
    const api = {
      openList: async (list) => {
        reads.push(list);
        const bets =
          list === 'pendingbetlist'
            ? decided
              ? []
              : [waiting]
            : list === 'betacceptlist' && decided
              ? [running]
              : [];
        return { bets, total_count: bets.length };
      },
    } satisfies Partial<BetApi> as unknown as BetApi;
    const beats: (() => void)[] = [];
    vi.stubGlobal('setTimeout', (fn: () => void) => beats.push(fn));
    try {
      const placed = new PlacedBetsStore({
        api: () => api,
        loggedIn: () => true,
        onAnswered: () => undefined,
        pushed: () => true,
      });
      placed.show([waiting]);
      beats.shift()!();
      await vi.waitFor(() => expect(beats).toHaveLength(1));
      expect(reads).toEqual(['pendingbetlist']);
      beats.shift()!();
      await vi.waitFor(() => expect(beats).toHaveLength(1));
      beats.shift()!();
      await vi.waitFor(() => expect(beats).toHaveLength(1));
      expect(reads).toEqual(['pendingbetlist']);
      decided = true;
      placed.betsChanged();
      await vi.waitFor(() => expect(placed.bets[0]?.status).toBe('running'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
