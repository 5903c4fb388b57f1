// The push stream over a real socket, on PGlite and on PostgreSQL (the account events come through the store's
// notifications, which PostgreSQL delivers on another connection).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedCache } from '../../src/shared/feed/cache';
import { toMinor } from '../../src/shared/money';
import type { UxmarketResponse } from '../../src/shared/feed/schemas';
import { streamBalance, streamHello, streamOdds, type StreamOdds } from '../../src/shared/stream/events';
import { legOf, matches, slip } from './bet-helpers';
import { HARNESS_TIMEOUT_MS, startHarness, type Harness } from './harness';
import { openStream, type StreamFrame, type StreamReader } from './stream-client';
import { setMaintenance } from '../../src/server/infra/maintenance';

let h: Harness;
let url: string;
const HEARTBEAT_MS = 250;

beforeAll(async () => {
  h = await startHarness({ stream: { heartbeatMs: HEARTBEAT_MS } });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/api/stream`;
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

const open: StreamReader[] = [];
async function stream(body: unknown): Promise<StreamReader> {
  const s = await openStream(url, body);
  open.push(s);
  return s;
}
afterAll(() => {
  for (const s of open) s.close();
});

const is = (event: string) => (f: StreamFrame) => f.event === event;
const odds = (f: StreamFrame): StreamOdds => streamOdds.parse(f.data);

/** Moves the feed's clock on until the world has a new version, as the leader's tick would. */
function step(): number {
  const before = h.app.odds.world().version;
  for (let i = 0; i < 50 && h.app.odds.world().version === before; i++) {
    h.clock.now += 15_000;
    h.app.odds.sync();
  }
  const after = h.app.odds.world().version;
  expect(after).toBeGreaterThan(before);
  return after;
}

/** Every match of a feed cache as comparable rows. */
const state = (cache: FeedCache) =>
  [...cache.matches.entries()].sort(([a], [b]) => a - b).map(([id, m]) => [id, JSON.stringify(m)]);

describe('POST /api/stream', () => {
  it('opens with the heartbeat period, the balance and a snapshot, then pushes each version as a delta on the last', async () => {
    const token = await h.login('demo01');
    const s = await stream({
      account_id: 'demo01',
      session_token: token,
      odds: { sport_id: 1, market: 'live', version: 0 },
    });
    expect(s.status).toBe(200);
    expect(s.contentType).toMatch(/^text\/event-stream/);
    expect(streamHello.parse((await s.next(is('hello'))).data)).toEqual({ heartbeat_ms: HEARTBEAT_MS });
    const balance = streamBalance.parse((await s.next(is('balance'))).data);
    const polled = (await h.post('userbalance', { account_id: 'demo01', session_token: token })).json();
    expect(balance).toEqual({
      balance: polled.balance,
      account_balance: polled.account_balance,
      outstanding_balance: polled.outstanding_balance,
      retrieve_profile: polled.retrieve_profile,
    });

    const snapshot = await s.next(is('odds'));
    const first = odds(snapshot);
    expect(first).toMatchObject({ full: 1, base: 0 });
    expect(snapshot.id).toBe(first.version);
    const cache = new FeedCache();
    cache.apply(first);

    // Each pushed delta applies on exactly the version the client holds: none skipped, none twice.
    let held = first.version;
    for (let i = 0; i < 4; i++) {
      const version = step();
      const frame = odds(await s.next(is('odds')));
      expect(frame.base).toBe(held);
      expect(frame.full).toBe(0);
      expect(frame.version).toBe(version);
      cache.apply(frame);
      held = frame.version;
    }
    // And what the deltas built is what a poll from nothing answers now.
    const polledFeed = (await h.post('cache/uxmarket', { sport_id: 1, market: 'live', version: 0 })).json();
    expect(polledFeed.version).toBe(held);
    const fresh = new FeedCache();
    fresh.apply(polledFeed as UxmarketResponse);
    expect(state(cache)).toEqual(state(fresh));
  });

  it('resumes from the version the client sends: it gets what it missed, which is what uxmarket answers for it', async () => {
    const token = await h.login('demo02');
    const held = h.app.odds.world().version;
    step();
    step();
    const s = await stream({
      account_id: 'demo02',
      session_token: token,
      odds: { sport_id: 0, market: 'today', version: held },
    });
    const frame = odds(await s.next(is('odds')));
    expect(frame).toMatchObject({ base: held, full: 0 });
    const polled = (await h.post('cache/uxmarket', { sport_id: 0, market: 'today', version: held })).json();
    const { status: _status, statusdesc: _desc, ...answer } = polled;
    expect({ ...frame, base: undefined }).toEqual({ ...answer, base: undefined });
  });

  it('pushes the balance when a bet debits it, and says when the live bet is decided', async () => {
    const token = await h.login('demo04');
    const s = await stream({ account_id: 'demo04', session_token: token });
    const opening = streamBalance.parse((await s.next(is('balance'))).data);
    const live = matches(h, 'live', 'ou')[0]!;
    const placed = (
      await h.post('bet/betsingle', {
        account_id: 'demo04',
        session_token: token,
        leg: legOf(live, 'ou', 'o'),
        stake: '10.00',
        slip_id: slip(),
        accept_any_odds: true,
      })
    ).json();
    expect(placed.statusdesc).toBe('success');
    expect(placed.bet.status).toBe('waiting');
    const debited = streamBalance.parse((await s.next(is('balance'))).data);
    expect(toMinor(debited.account_balance)).toBe(toMinor(opening.account_balance) - 1_000);
    expect(debited.balance).toBe(placed.balance);

    // No odds were asked for, so none come; the decision of the waiting bet does.
    h.clock.now += 30_000;
    await h.app.bets.sweep();
    await s.next(is('bets'));
    const status = (
      await h.db.query<{ status: string }>('SELECT status FROM bets WHERE ref_no = $1', [placed.bet.ref_no])
    )[0]?.status;
    expect(['running', 'rejected']).toContain(status);
    expect(s.frames.some(is('odds'))).toBe(false);
  });

  it("tells the player of a new personal message and everyone of a marquee, no one of another's message", async () => {
    const mine = await stream({ account_id: 'mmk01', session_token: await h.login('mmk01') });
    const other = await stream({ account_id: 'noextra01', session_token: await h.login('noextra01') });
    await mine.next(is('balance'));
    await other.next(is('balance'));
    await h.db.query(
      "INSERT INTO messages (kind, account_id, title, content) VALUES ('personal', 'mmk01', 'Bonus', 'Credited.')",
    );
    await mine.next(is('messages'));
    await h.db.query("INSERT INTO messages (kind, content) VALUES ('marquee', 'Welcome to the new season')");
    await mine.next(is('messages'));
    await other.next(is('messages'));
    expect(other.frames.filter(is('messages'))).toHaveLength(1);
  });

  it('pushes every player the maintenance state when it is switched on or off, as version answers it', async () => {
    const a = await stream({ account_id: 'demo04', session_token: await h.login('demo04') });
    const b = await stream({ account_id: 'demo05', session_token: await h.login('demo05') });
    await a.next(is('balance'));
    await b.next(is('balance'));
    await setMaintenance(h.db, { on: true, message: 'Back at 14:00 GMT+8.' });
    const on = { maintenance: true, maintenance_message: 'Back at 14:00 GMT+8.' };
    expect((await a.next(is('status'))).data).toEqual(on);
    expect((await b.next(is('status'))).data).toEqual(on);
    expect((await h.post('version', {})).json()).toMatchObject(on);
    await setMaintenance(h.db, { on: false, message: null });
    expect((await a.next(is('status'))).data).toEqual({ maintenance: false });
    expect((await h.post('version', {})).json()).not.toHaveProperty('maintenance_message');
  });

  it('sends a heartbeat while nothing changes', async () => {
    const s = await stream({ account_id: 'demo03', session_token: await h.login('demo03') });
    await s.next(is('balance'));
    await s.next(is('comment'), HEARTBEAT_MS * 20);
    await s.next(is('comment'), HEARTBEAT_MS * 20);
  });

  it('ends with the code when the session ends (logout, a newer login), and the response closes', async () => {
    const token = await h.login('demo05');
    const s = await stream({ account_id: 'demo05', session_token: token });
    await s.next(is('balance'));
    await h.post('logout', { account_id: 'demo05', session_token: token });
    expect((await s.next(is('end'))).data).toEqual({ code: 'invalidSession' });
    await s.ended;

    const first = await h.login('demo03');
    const replaced = await stream({ account_id: 'demo03', session_token: first });
    await replaced.next(is('balance'));
    await h.login('demo03');
    expect((await replaced.next(is('end'))).data).toEqual({ code: 'invalidSession' });
    await replaced.ended;
  });

  it('a third stream of one session ends the oldest', async () => {
    const body = { account_id: 'demo02', session_token: await h.login('demo02') };
    const a = await stream(body);
    await a.next(is('balance'));
    const b = await stream(body);
    await b.next(is('balance'));
    const c = await stream(body);
    await c.next(is('balance'));
    expect((await a.next(is('end'))).data).toEqual({ code: 'streamReplaced' });
    await a.ended;
    expect(b.frames.some(is('end'))).toBe(false);

    // The operator sees the streams this server holds and what it writes to them.
    const metrics = await (await fetch(url.replace('/api/stream', '/metrics'))).text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(metrics)?.[1]);
    expect(value('sportsbook_streams_open')).toBeGreaterThanOrEqual(2);
    expect(value('sportsbook_stream_frames_total')).toBeGreaterThanOrEqual(b.frames.length + c.frames.length);
  });

  it('refuses a malformed body or a bad session as every call does, without streaming', async () => {
    const missing = await stream({ session_token: 'x' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ status: 0, statusdesc: 'accountIdRequired' });
    const badPage = await stream({
      account_id: 'demo01',
      session_token: 'x',
      odds: { sport_id: 1, market: 'tomorrow' },
    });
    expect(badPage.status).toBe(400);
    const wrong = await stream({ account_id: 'demo01', session_token: 'not-a-session' });
    expect(wrong.status).toBe(200);
    expect(await wrong.json()).toEqual({ status: 0, statusdesc: 'session_not_exists' });
  });
});

describe('the stream switched off', () => {
  let off: Harness;
  beforeAll(async () => {
    off = await startHarness({ stream: 'off' });
  }, HARNESS_TIMEOUT_MS);
  afterAll(() => off?.close());

  it('answers 404 notFound, as a backend without a stream does, so the client polls', async () => {
    const token = await off.login('demo01');
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/stream',
      payload: { account_id: 'demo01', session_token: token },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 0, statusdesc: 'notFound' });
  });
});
