// The bet builder's quote through the API, on the simulator's own matches: the price is the model's joint chance
// of the selections for that match now; a live match, a malformed slip and contradictory selections are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builderMatch, builderPrice } from '../../src/server/betting/bet-builder';
import { formatPrice } from '../../src/shared/odds/price';
import { ODDS_TYPES } from '../../src/shared/constants';
import { HARNESS_TIMEOUT_MS, startHarness, type Harness } from './harness';
import { matches, session } from './bet-helpers';

let h: Harness;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness();
  demo = await session(h, 'demo01');
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

const quote = async (body: Record<string, unknown>) =>
  (await h.post('bet/builderquote', { ...demo, ...body })).json();
const pick = (match_id: number, market: string, choice: string, line: number | null = null, period = 0) => ({
  match_id,
  market,
  period,
  choice,
  line,
});

describe('builderquote', () => {
  it('prices three selections of a match before kick-off from the model, and names the odds', async () => {
    const soccer = matches(h, 'pre').filter((m) => m.sport.id === 1 && m.type === 1);
    expect(soccer.length).toBeGreaterThan(3);
    for (const m of soccer.slice(0, 4)) {
      const corners = m.childIds.map((id) => h.app.odds.getMatch(id)).find((c) => c?.label === 'Corners');
      const picks = [
        pick(m.id, 'oxt', '1'),
        pick(m.id, 'ou', 'o', 250),
        ...(corners ? [pick(corners.id, 'ou', 'o', 850)] : [pick(m.id, 'bs', 'y')]),
      ];
      const res = await quote({ match_id: m.id, picks });
      expect(res.statusdesc).toBe('success');
      const expected = builderPrice(
        builderMatch((id) => h.app.odds.getMatch(id), m.id),
        picks,
      ).price;
      expect(res.price).toBe(expected);
      expect(res.odds).toBe(formatPrice(expected, ODDS_TYPES.DEC));
    }
  });

  it('refuses a live match, one selection, contradictions and a selection of another match', async () => {
    const [live] = matches(h, 'live').filter((m) => m.sport.id === 1 && m.type === 1);
    const [a, b] = matches(h, 'pre').filter((m) => m.sport.id === 1 && m.type === 1);
    if (live)
      expect(
        (await quote({ match_id: live.id, picks: [pick(live.id, 'oxt', '1'), pick(live.id, 'bs', 'y')] }))
          .statusdesc,
      ).toBe('builderNotOffered');
    expect((await quote({ match_id: a!.id, picks: [pick(a!.id, 'oxt', '1')] })).statusdesc).toBe(
      'builderPickCount',
    );
    expect(
      (await quote({ match_id: a!.id, picks: [pick(a!.id, 'ou', 'u', 150), pick(a!.id, 'bs', 'y')] }))
        .statusdesc,
    ).toBe('builderContradictory');
    expect(
      (await quote({ match_id: a!.id, picks: [pick(a!.id, 'oxt', '1'), pick(b!.id, 'bs', 'y')] })).statusdesc,
    ).toBe('builderOneMatch');
  });
});
