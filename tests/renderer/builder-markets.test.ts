import { describe, expect, it } from 'vitest';
import { builderTakesCornerPick, builderTakesGoalPick } from '@shared/betting/builder';
import { LINE_STATE, type LineRow } from '@shared/feed/layout';
import type { FeedMatch } from '@shared/feed/rows';
import type { MoreOddsRow } from '@shared/feed/schemas';
import { MatchModel } from '../../src/renderer/stores/MarketModels';
import { builderMarkets, builderOffered } from '../../src/renderer/pages/desktop/builderMarkets';

const line = (market: string, period: number, at: number): LineRow =>
  [market, period, at, 1_900_000, 1_900_000, 0, LINE_STATE.RUNNING] as unknown as LineRow;

function match(id: number, lines: LineRow[], over: Partial<FeedMatch> = {}): MatchModel {
  return new MatchModel({
    id,
    leagueId: 1,
    sportId: 1,
    rank: 1,
    home: 'Arsenal',
    away: 'Chelsea',
    type: 1,
    label: '',
    status: 0,
    kickoff: 0,
    scoreHome: 0,
    scoreAway: 0,
    clock: '',
    flags: 0,
    redHome: 0,
    redAway: 0,
    lines,
    mmo: null,
    outright: null,
    ...over,
  });
}

const more = (key: string, choices: string[], at = 0, period = 0): MoreOddsRow => [
  key,
  period,
  at,
  choices.map((c) => [c, 2_000_000, 0]),
];

describe('the markets a bet builder offers', () => {
  const model = match(10, [line('oxt', 0, 0), line('oxt', 1, 0), line('ou', 0, 225), line('hdp', 0, -50)]);
  const corners = match(11, [line('ou', 0, 1000)], { label: 'Corners' });
  const rows = [
    more('cs', ['1-0', '0-0', 'other']),
    more('dc', ['1x', '12', 'x2']),
    more('tg', ['0', '1']),
    more('bs', ['y', 'n']),
    more('wm', ['h1', 'h2', 'h3+', 'x', 'a1', 'a2', 'a3+']),
    more('cl', ['y', 'n'], 1),
    more('ehtg', ['0', '1'], 0, 1),
  ];
  const markets = builderMarkets(model, rows, corners);

  it('lists the result, totals, double chance, both to score, margin, score and the Corners totals, nothing else', () => {
    expect(markets.map((m) => m.key)).toEqual([
      '10:oxt:0:',
      '10:oxt:1:',
      '10:ou:0:150',
      '10:ou:0:250',
      '10:dc:0:',
      '10:bs:0:',
      '10:wm:0:',
      '10:cs:0:',
      '11:ou:0:950',
      '11:ou:0:1050',
    ]);
    expect(markets.at(-1)?.named.child).toBe('Corners');
  });

  it('offers only selections the server takes: half lines only, so no selection can push', () => {
    for (const m of markets)
      for (const pick of m.picks)
        expect(pick.match_id === 11 ? builderTakesCornerPick(pick) : builderTakesGoalPick(pick)).toBe(true);
    expect(markets.flatMap((m) => m.picks).length).toBe(3 + 3 + 2 + 2 + 3 + 2 + 7 + 3 + 2 + 2);
  });

  it('is offered on a soccer match before kick-off only', () => {
    expect(builderOffered(model)).toBe(true);
    expect(builderOffered(match(12, [line('oxt', 0, 0)], { clock: "1H 12'" }))).toBe(false);
    expect(builderOffered(match(13, [line('ml', 0, 0)], { sportId: 2 }))).toBe(false);
  });
});
