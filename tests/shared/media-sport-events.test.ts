import { describe, expect, it } from 'vitest';
import {
  describeHighlights,
  scoreByPeriod,
  scoringRuns,
  setScores,
  setsWon,
  type ScoreEvent,
} from '../../src/shared/media/sport-events';

const ev = (minute: number, side: 'h' | 'a'): ScoreEvent => ({ minute, side });

describe('each sport reads its scoring events in its own terms', () => {
  it('soccer: goals with their minute and the score after each', () => {
    expect(describeHighlights(1, [ev(67, 'a'), ev(12, 'h')])).toEqual([
      { kind: 'goal', minute: 12, side: 'h', score: [1, 0] },
      { kind: 'goal', minute: 67, side: 'a', score: [1, 1] },
    ]);
  });

  it('soccer: a stoppage-time goal belongs to the second half', () => {
    expect(scoreByPeriod(1, [ev(3, 'h'), ev(44, 'a'), ev(93, 'h')])).toEqual({ home: [1, 1], away: [1, 0] });
  });

  it('basketball: points by quarter, and a 10-0 run in the third quarter', () => {
    const events = [
      ev(1, 'h'),
      ev(2, 'a'),
      ...Array.from({ length: 10 }, (_, i) => ev(25 + i * 0.5, 'a')),
      ev(40, 'h'),
    ];
    expect(scoreByPeriod(2, events)).toEqual({ home: [1, 0, 0, 1], away: [1, 0, 10, 0] });
    const moments = describeHighlights(2, events);
    expect(moments).toContainEqual({ kind: 'run', side: 'a', points: 10, conceded: 0, period: 2 });
    expect(moments.filter((m) => m.kind === 'quarter')).toHaveLength(4);
    expect(moments.some((m) => m.kind === 'goal')).toBe(false);
  });

  it('basketball: a run is eight points or more while the other side scores at most two', () => {
    const events = [...'hhhhahhhhhh'].map((s, i) => ev(13 + i * 0.3, s as 'h' | 'a'));
    expect(scoringRuns(events)).toEqual([
      expect.objectContaining({ side: 'h', points: 10, conceded: 1, period: 1 }),
    ]);
    expect(scoringRuns([...'hhhhhhh'].map((s, i) => ev(i, s as 'h')))).toEqual([]);
    // Outscoring the other side 11-8 point by point is a good quarter, not a run.
    const traded = [...`${'ha'.repeat(8)}hhh`].map((s, i) => ev(i * 0.5, s as 'h' | 'a'));
    expect(scoringRuns(traded)).toEqual([]);
  });

  it('tennis: sets with their games, sets won counting finished sets only', () => {
    const games = [
      ...Array.from({ length: 6 }, () => 'h' as const),
      ...Array.from({ length: 4 }, () => 'a' as const),
      'h' as const,
      'h' as const,
      'a' as const,
    ];
    expect(setScores(games)).toEqual([
      [6, 0],
      [2, 5],
    ]);
    expect(setsWon(setScores(games))).toEqual([1, 0]);
    expect(
      describeHighlights(
        3,
        games.map((s, i) => ev(i * 5, s)),
      )[0],
    ).toEqual({
      kind: 'set',
      set: 1,
      games: [6, 0],
      side: 'h',
    });
  });

  it('baseball: runs by inning, the visitors batting first', () => {
    expect(describeHighlights(4, [ev(45, 'h'), ev(41, 'a'), ev(179, 'h')])).toEqual([
      { kind: 'inning', inning: 3, side: 'a', runs: 1 },
      { kind: 'inning', inning: 3, side: 'h', runs: 1 },
      { kind: 'inning', inning: 9, side: 'h', runs: 1 },
    ]);
  });
});
