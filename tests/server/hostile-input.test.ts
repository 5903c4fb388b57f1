import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { balanceOf, legOf, matches, session, slip } from './bet-helpers';

// Input an adversarial client sends on purpose: names that are also properties of every JavaScript object, and
// amounts finer than a cent. Each is a clear refusal that changes nothing, never a 500 and never a rounded debit.

let h: Harness;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 1_000_000, windowMs: 60_000 } });
  demo = await session(h, 'demo01');
}, 120_000);
afterAll(() => h.close());

const OBJECT_PROPERTY_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
];

describe('selection names that are object property names', () => {
  it.each(OBJECT_PROPERTY_NAMES)(
    '%s as a market or a choice is refused as not offered on every bet call',
    async (name) => {
      const m = matches(h, 'pre')[0]!;
      const others = matches(h, 'pre').slice(1, 3);
      const before = await balanceOf(h, 'demo01');
      for (const field of ['market', 'choice'] as const) {
        const leg = { ...legOf(m, 'hdp', 'h'), [field]: name };
        const legs = [leg, ...others.map((o) => legOf(o, 'hdp', 'h'))];
        const calls: [string, Record<string, unknown>][] = [
          ['betcheck', { leg }],
          ['betcheckspecial', { leg }],
          ['betcheckmultispecial', { legs }],
          ['betsingle', { leg, stake: '10.00', slip_id: slip() }],
          ['betsinglespecial', { leg, stake: '10.00', slip_id: slip() }],
          ['betparlay', { legs, stake: '10.00', slip_id: slip() }],
          ['betsysparlay', { legs, sizes: [2], stake: '10.00', slip_id: slip() }],
        ];
        for (const [call, body] of calls) {
          const res = await h.post(`bet/${call}`, { ...demo, ...body });
          const label = `${call} ${field}=${name}`;
          expect(res.statusCode, label).toBe(200);
          const answer = res.json() as {
            status: number;
            statusdesc: string;
            check?: { code: string };
            checks?: { code: string }[];
          };
          if (call.startsWith('betcheck')) {
            const code = answer.check?.code ?? answer.checks?.[0]?.code;
            expect(code, label).toMatch(/^(340|invalidBetType)$/);
          } else {
            expect(answer, label).toMatchObject({ status: 0 });
            expect(answer.statusdesc, label).toMatch(/^(340|invalidBetType)$/);
          }
        }
      }
      expect(await balanceOf(h, 'demo01')).toEqual(before);
    },
  );

  it('a game script named like an object property is not found', async () => {
    for (const name of OBJECT_PROPERTY_NAMES) {
      const res = await h.app.inject({ method: 'GET', url: `/api/provider/static/${name}.js` });
      expect(res.statusCode, name).toBe(404);
    }
  });
});
