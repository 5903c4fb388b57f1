import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_DOC_PATH } from '../../src/server/docs/api-doc';
import { toSafeInt } from '../../src/server/db/types';
import { sportsbookValidBets } from '../../src/server/tournament/access';
import { TOURNAMENT_CALLS } from '../../src/shared/tournament/contract';
import { legOf, matches, slip } from './bet-helpers';
import { startHarness, type Harness } from './harness';
import { call, member, pickMatches, roomBody, type Member } from './tournament-helpers';

// The build machines are shared and slow; these suites make many real calls, so each test gets headroom.
vi.setConfig({ testTimeout: 120_000 });

let h: Harness;
let demo01: Member;

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 1_000_000, windowMs: 60_000 } });
  demo01 = await member(h, 'demo01');
}, 120_000);
afterAll(() => h.close());

describe('the tournament group of the contract', () => {
  it('documents every call in docs/API.md at its group path, and the server answers each', async () => {
    const doc = readFileSync(API_DOC_PATH, 'utf8');
    for (const name of Object.keys(TOURNAMENT_CALLS)) {
      expect(doc, name).toContain(`### \`${name}\``);
      expect(doc, name).toContain(`POST {apiBaseUrl}/tournament/${name}`);
      const res = await h.post(`tournament/${name}`, {});
      expect(res.statusCode, name).toBe(400);
      expect(res.json().statusdesc, name).toBe('accountIdRequired');
    }
  });

  it('every call survives malformed bodies without 500s or money changes', async () => {
    const money = async () => {
      const [w] = await h.db.query<{ s: unknown; n: unknown }>(
        'SELECT SUM(balance_minor) AS s, (SELECT count(*) FROM ledger) AS n FROM wallets',
      );
      return `${toSafeInt(w!.s)}/${toSafeInt(w!.n)}`;
    };
    const before = await money();
    const junk = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 4 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
    );
    for (const name of Object.keys(TOURNAMENT_CALLS)) {
      const fields = [
        'room_id',
        'room_type',
        'status',
        'match_date',
        'matches',
        'room_limit',
        'room_rate',
        'room_password',
        'match_id',
        'match_ids',
        'market',
        'choice',
        'line',
        'points',
        'bet_id',
        'price',
        'mine',
        'virtual',
      ];
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields), junk, { maxKeys: 6 }), async (extra) => {
          const res = await h.post(`tournament/${name}`, { ...demo01, ...extra });
          expect(res.statusCode, name).toBeLessThan(500);
          const body = res.json() as { status: unknown; statusdesc: unknown };
          expect([0, 1], name).toContain(body.status);
          expect(typeof body.statusdesc).toBe('string');
        }),
        { numRuns: 12 },
      );
    }
    expect(await money()).toBe(before);
  });
});

describe('a valid bet is needed to join (the sportsbook bets table)', () => {
  it('counts an accepted sportsbook bet, not none', async () => {
    const day = await pickMatches(h, demo01, 3);
    expect(await sportsbookValidBets.hasValidBet(h.db, 'demo01')).toBe(false);
    expect((await call(h, demo01, 'roomcreate', roomBody(day.date, day.ids))).statusdesc).toBe(
      'validBetRequired',
    );
    const m = matches(h, 'pre')[0]!;
    const placed = await h.post('bet/betsingle', {
      ...demo01,
      leg: legOf(m, 'hdp', 'h'),
      stake: '10',
      slip_id: slip(),
    });
    expect(placed.json().status).toBe(1);
    expect(await sportsbookValidBets.hasValidBet(h.db, 'demo01')).toBe(true);
    expect((await call(h, demo01, 'membervalidatetournament')).has_valid_bet).toBe(true);
    expect((await call(h, demo01, 'roomcreate', roomBody(day.date, day.ids))).status).toBe(1);
  });
});
