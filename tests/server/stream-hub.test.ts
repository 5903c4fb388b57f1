// The stream hub alone, over fake sockets and a fake feed: sharing one encoded delta, conflating for a slow socket,
// the session limits and the account events.
import { describe, expect, it } from 'vitest';
import type { UxmarketResponse } from '../../src/shared/feed/schemas';
import type { MarketQuery } from '../../src/server/odds/feed';
import type { OddsWorld } from '../../src/server/odds/world-view';
import { StreamHub, type SessionCheck, type StreamSink } from '../../src/server/stream/hub';

interface FakeSink extends StreamSink {
  frames: string[];
  /** Past this many frames the socket's buffer is full until `drain()`. */
  room: number;
  drain(): void;
  ended: boolean;
}

function sink(room = Infinity): FakeSink {
  let onDrain: (() => void) | null = null;
  const s: FakeSink = {
    frames: [],
    room,
    ended: false,
    write(frame) {
      s.frames.push(frame);
      return s.frames.length < s.room;
    },
    onDrain(listener) {
      onDrain = listener;
    },
    drain() {
      s.room = Infinity;
      const listener = onDrain;
      onDrain = null;
      listener?.();
    },
    end() {
      s.ended = true;
    },
  };
  return s;
}

const events = (s: FakeSink) => s.frames.map((f) => /^event: (\w+)/.exec(f)?.[1] ?? 'comment');
const odds = (s: FakeSink) =>
  s.frames
    .filter((f) => f.startsWith('event: odds'))
    .map((f) => JSON.parse(f.slice(f.indexOf('data: ') + 6)) as UxmarketResponse & { base: number });

function setup(
  checks: (accountId: string, token: string) => SessionCheck | Promise<SessionCheck> = () => ({
    balance: {
      balance: '1.00',
      account_balance: '1.00',
      outstanding_balance: '0.00',
      retrieve_profile: false,
    },
  }),
) {
  const world = { version: 10, deltaFloor: 0 } as unknown as OddsWorld & { version: number };
  const built: MarketQuery[] = [];
  const hub = new StreamHub({
    world: () => world,
    feed: {
      get(w, q) {
        built.push(q);
        const full = q.version === 0 ? 1 : 0;
        return {
          version: w.version,
          full,
          leagues: [],
          matches: [[q.version, w.version]],
          pairs: [],
          heads: [],
          removed: [],
        };
      },
    },
    checkSession: async (accountId, token) => checks(accountId, token),
    serverStatus: async () => ({ maintenance: false }),
    heartbeatMs: 60_000,
    recheckMs: 60_000,
    maxPerSession: 2,
  });
  return { hub, world, built };
}

const page = { sportId: 1, market: 'live' as const, mmo: false };

describe('StreamHub', () => {
  it('builds one delta per page and version, shared by every subscriber that holds that version', async () => {
    const { hub, world, built } = setup();
    const sinks = Array.from({ length: 50 }, () => sink());
    for (const [i, s] of sinks.entries())
      await hub.open({
        accountId: `a${i}`,
        sessionToken: `t${i}`,
        sessionId: i,
        odds: { ...page, version: 10 },
        sink: s,
      });
    expect(built).toEqual([]);
    world.version = 11;
    hub.worldChanged();
    expect(built).toEqual([{ ...page, version: 10 }]);
    for (const s of sinks)
      expect(odds(s)).toEqual([expect.objectContaining({ base: 10, version: 11, full: 0 })]);
    // The same version again sends nothing.
    hub.worldChanged();
    expect(built).toHaveLength(1);
  });

  it('conflates for a slow socket: nothing is written while it is full, then one delta from the version it holds', async () => {
    const { hub, world } = setup();
    const slow = sink();
    const fast = sink();
    await hub.open({
      accountId: 'a',
      sessionToken: 't',
      sessionId: 1,
      odds: { ...page, version: 10 },
      sink: slow,
    });
    await hub.open({
      accountId: 'b',
      sessionToken: 'u',
      sessionId: 2,
      odds: { ...page, version: 10 },
      sink: fast,
    });
    slow.room = slow.frames.length + 1;
    world.version = 11;
    hub.worldChanged();
    const written = slow.frames.length;
    for (let v = 12; v <= 40; v++) {
      world.version = v;
      hub.worldChanged();
    }
    expect(slow.frames).toHaveLength(written);
    expect(odds(fast).map((f) => f.base)).toEqual(Array.from({ length: 30 }, (_, i) => 10 + i));
    slow.drain();
    expect(odds(slow).map((f) => [f.base, f.version])).toEqual([
      [10, 11],
      [11, 40],
    ]);
  });

  it('a new stream of a session past the limit ends the oldest with streamReplaced', async () => {
    const { hub } = setup();
    const [a, b, c] = [sink(), sink(), sink()];
    await hub.open({ accountId: 'a', sessionToken: 't', sessionId: 1, sink: a });
    await hub.open({ accountId: 'a', sessionToken: 't', sessionId: 1, sink: b });
    await hub.open({ accountId: 'a', sessionToken: 't', sessionId: 1, sink: c });
    expect(a.ended).toBe(true);
    expect(a.frames.at(-1)).toBe('event: end\ndata: {"code":"streamReplaced"}\n\n');
    expect([b.ended, c.ended]).toEqual([false, false]);
    expect(hub.size).toBe(2);
  });

  it('follows the account: a wallet change pushes the balance, a bets change says so, an ended session ends its streams', async () => {
    let ended = false;
    let reads = 0;
    const { hub } = setup(() => {
      reads += 1;
      return ended
        ? { end: 'invalidSession' }
        : {
            balance: {
              balance: `${reads}.00`,
              account_balance: '0.00',
              outstanding_balance: '0.00',
              retrieve_profile: false,
            },
          };
    });
    const mine = sink();
    const other = sink();
    await hub.open({ accountId: 'a', sessionToken: 't', sessionId: 1, sink: mine });
    await hub.open({ accountId: 'b', sessionToken: 'u', sessionId: 2, sink: other });
    hub.accountChanged('w:a');
    await new Promise((resolve) => setImmediate(resolve));
    hub.accountChanged('b:a');
    expect(events(mine)).toEqual(['hello', 'balance', 'balance', 'bets']);
    expect(events(other)).toEqual(['hello', 'balance']);
    ended = true;
    hub.accountChanged('s:a');
    await new Promise((resolve) => setImmediate(resolve));
    expect(events(mine).at(-1)).toBe('end');
    expect(mine.ended).toBe(true);
    expect(other.ended).toBe(false);
    expect(hub.size).toBe(1);
  });

  it('reads an account once more, not once per notification, when a burst arrives during a read', async () => {
    let reads = 0;
    let release: () => void = () => undefined;
    const { hub } = setup(() => {
      reads += 1;
      return new Promise<SessionCheck>((resolve) => {
        release = () =>
          resolve({
            balance: {
              balance: '1.00',
              account_balance: '1.00',
              outstanding_balance: '0.00',
              retrieve_profile: false,
            },
          });
      });
    });
    const s = sink();
    const opened = hub.open({ accountId: 'a', sessionToken: 't', sessionId: 1, sink: s });
    for (let i = 0; i < 20; i++) hub.accountChanged('w:a');
    release();
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await opened;
    expect(reads).toBe(2);
  });

  it('ends every stream when the server stops', async () => {
    const { hub } = setup();
    const s = sink();
    await hub.open({ accountId: 'a', sessionToken: 't', sessionId: 1, sink: s });
    hub.close();
    expect(events(s).at(-1)).toBe('end');
    expect(s.ended).toBe(true);
    expect(hub.size).toBe(0);
  });
});
