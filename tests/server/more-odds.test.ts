import { describe, expect, it } from 'vitest';
import type { MoreOddsRow } from '../../src/shared/feed/schemas';
import { decimalOf } from '../../src/shared/odds/price';
import { BOOK_MARGIN } from '../../src/server/odds/model';
import { moreOdds } from '../../src/server/odds/more-odds';
import { OddsSimulator } from '../../src/server/odds/simulator';

const START = Date.UTC(2025, 5, 14, 4);

/** Implied probability of each priced choice of a market, the book margin taken out. */
function implied(rows: MoreOddsRow[], key: string, line = 0): Record<string, number> {
  const row = rows.find((r) => r[0] === key && r[2] === line);
  expect(row, key).toBeDefined();
  return Object.fromEntries(
    row![3].map(([choice, price]) => [choice, price ? 1 / decimalOf(price) / BOOK_MARGIN : 0]),
  );
}

describe('more odds: combined markets', () => {
  const sim = new OddsSimulator({ seed: 7, start: START, perLeague: 8 });
  const matches = [...sim.matches.values()]
    .filter((m) => m.sport.id === 1 && m.type === 1 && m.parentId === null && m.state === 'pre')
    .slice(0, 12);

  it('prices double chance from the two full-time results each choice wins on', () => {
    expect(matches.length).toBeGreaterThan(5);
    for (const m of matches) {
      const rows = moreOdds(m, sim.now);
      // Winning margin partitions the full-time result: home by 1, 2, 3+, draw, away by 1, 2, 3+.
      const wm = implied(rows, 'wm');
      const home = (wm.h1 ?? 0) + (wm.h2 ?? 0) + (wm['h3+'] ?? 0);
      const draw = wm.x ?? 0;
      const away = (wm.a1 ?? 0) + (wm.a2 ?? 0) + (wm['a3+'] ?? 0);
      const dc = implied(rows, 'dc');
      expect(dc['1x']).toBeCloseTo(home + draw, 1);
      expect(dc['x2']).toBeCloseTo(draw + away, 1);
      expect(dc['12']).toBeCloseTo(home + away, 1);
      // Each result is covered by two of the three choices.
      expect((dc['1x'] ?? 0) + (dc['x2'] ?? 0) + (dc['12'] ?? 0)).toBeCloseTo(2, 1);
      // 1X can never pay more than a home win or a draw alone.
      expect(dc['1x']).toBeGreaterThan(Math.max(home, draw));
      expect(dc['x2']).toBeGreaterThan(Math.max(draw, away));
    }
  });

  it('prices double chance with over/under from both results of each choice', () => {
    for (const m of matches) {
      const rows = moreOdds(m, sim.now);
      const dc = implied(rows, 'dc');
      const dcou = implied(rows, 'dcou', 250);
      const ouoe = implied(rows, 'ouoe', 250);
      for (const c of ['1x', '12', 'x2'])
        expect((dcou[`${c}o`] ?? 0) + (dcou[`${c}u`] ?? 0)).toBeCloseTo(dc[c] ?? 0, 1);
      const over = (ouoe.oodd ?? 0) + (ouoe.oeven ?? 0);
      expect((dcou['1xo'] ?? 0) + (dcou['x2o'] ?? 0) + (dcou['12o'] ?? 0)).toBeCloseTo(2 * over, 1);
    }
  });

  it('keeps exclusive markets summing to one and void results out of draw-no-bet', () => {
    for (const m of matches) {
      const rows = moreOdds(m, sim.now);
      for (const key of ['htft', 'ouoe', 'oxtou', 'wm']) {
        const row = rows.find((r) => r[0] === key);
        if (!row) continue;
        const sum = Object.values(implied(rows, key, row[2])).reduce((a, b) => a + b, 0);
        expect(sum, key).toBeCloseTo(1, 1);
      }
      const wm = implied(rows, 'wm');
      const home = (wm.h1 ?? 0) + (wm.h2 ?? 0) + (wm['h3+'] ?? 0);
      const away = (wm.a1 ?? 0) + (wm.a2 ?? 0) + (wm['a3+'] ?? 0);
      const dnb = implied(rows, 'dnb');
      expect(dnb.h).toBeCloseTo(home / (home + away), 1);
      expect(dnb.a).toBeCloseTo(away / (home + away), 1);
    }
  });
});
