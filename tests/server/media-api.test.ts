import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = { account_id: 'demo01', session_token: await h.login('demo01') };
});
afterAll(() => h.close());

const call = (name: string, body: object = {}) => h.post(name, { ...demo, ...body }).then((r) => r.json());

describe('live TV and match tracker', () => {
  it('lists live matches with score and clock; the TV list is the ones with a stream, and livetv2 follows the simulator score', async () => {
    const live = await call('livematchlist');
    expect(live.status).toBe(1);
    expect(live.matches.length).toBeGreaterThan(0);
    for (const m of live.matches) expect(m.clock).not.toBe('');
    const tv = await call('livetvlist');
    expect(tv.channels.length).toBeGreaterThan(0);
    expect(tv.channels.every((c: { match: { has_stream: boolean } }) => c.match.has_stream)).toBe(true);
    const names = tv.channels.map((c: { channel: string }) => c.channel);
    expect(new Set(names).size).toBe(names.length);
    const one = tv.channels[0].match;
    const sim = h.app.odds.getMatch(one.match_id)!;
    const detail = await call('livetv2', { match_id: one.match_id });
    expect(detail.channel).toBe(tv.channels[0].channel);
    expect(detail.match.score).toEqual([sim.scoreHome, sim.scoreAway]);
    expect((await call('apitv', { match_id: one.match_id })).stream).toMatchObject({
      kind: 'generated-pitch',
      width: 1280,
      height: 720,
    });
    const radar = await call('radarlist', { match_id: one.match_id });
    expect(radar.possession[0] + radar.possession[1]).toBe(100);
    expect(['safe', 'attack', 'danger']).toContain(radar.attack.kind);
    expect((await call('livetv2', { match_id: 1 })).statusdesc).toBe('matchNotActive');
  });
});

describe('highlights and events', () => {
  it('has highlight leagues and lists their matches with goals that add up to the score', async () => {
    const leagues = (await call('highlightleague')).leagues;
    expect(leagues.length).toBeGreaterThan(0);
    const list = (await call('highlightlist', { league: leagues[0].league })).highlights;
    expect(list.length).toBe(leagues[0].count);
    for (const hl of list) {
      expect(hl.goals.filter((g: { side: string }) => g.side === 'h').length).toBe(hl.score[0]);
      expect(hl.goals.filter((g: { side: string }) => g.side === 'a').length).toBe(hl.score[1]);
    }
  });
  it('serves the four event themes with consistent standings, results and bracket', async () => {
    const events = (await call('eventlist')).events;
    // They are the simulator's competitions, and their names say so.
    for (const e of events) expect(e.name).toMatch(/^Simulated /);
    expect(events.map((e: { event_id: string }) => e.event_id)).toEqual([
      'euro',
      'copa',
      'olympic',
      'worldcup',
    ]);
    for (const { event_id } of events) {
      const tables = (await call('standinglist', { event_id })).groups;
      const results = (await call('standingresult', { event_id })).groups;
      expect(tables).toHaveLength(4);
      for (const [i, g] of tables.entries()) {
        for (const row of g.table) expect(row.points).toBe(row.won * 3 + row.drawn);
        const goals = results[i].matches.reduce(
          (s: number, m: { score: number[] }) => s + m.score[0]! + m.score[1]!,
          0,
        );
        expect(g.table.reduce((s: number, r: { gf: number }) => s + r.gf, 0)).toBe(goals);
      }
      const bracket = await call('bracketlist', { event_id });
      // Stage codes: the client names them in the player's language.
      expect(bracket.rounds.map((r: { round: string }) => r.round)).toEqual([
        'quarter_final',
        'semi_final',
        'final',
      ]);
      expect(bracket.champion).toBe(bracket.rounds[2].matches[0].winner);
      const winners = new Set(
        tables.flatMap((g: { table: { team: string }[] }) => g.table.slice(0, 2).map((r) => r.team)),
      );
      for (const m of bracket.rounds[0].matches) {
        expect(winners.has(m.home) && winners.has(m.away)).toBe(true);
      }
    }
    expect((await call('standinglist', { event_id: 'nope' })).statusdesc).toBe('eventIdInvalid');
  });
  it('lists e-sports matches for members with e-sports enabled', async () => {
    const res = await call('osg/esportslist');
    expect(res.status).toBe(1);
    expect(res.matches.every((m: { sport_id: number }) => m.sport_id === 40)).toBe(true);
  });
});
