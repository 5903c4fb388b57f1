// The markets of a match a bet builder offers (RULES.md section 13), from what the page's feed holds of it.
import {
  builderSlot,
  builderTakesCornerPick,
  builderTakesGoalPick,
  type BuilderPick,
} from '@shared/betting/builder';
import { LN, type LineRow } from '@shared/feed/layout';
import type { MoreOddsRow } from '@shared/feed/schemas';
import type { MarketPick } from '../../i18n/marketNames';
import type { MatchModel } from '../../stores/MarketModels';

/** One market the builder offers: its name's parts and the selections on it. */
export interface BuilderMarket {
  key: string;
  named: MarketPick;
  picks: BuilderPick[];
}

const MAIN_CHOICES: Record<string, readonly string[]> = { oxt: ['1', 'x', '2'], ou: ['o', 'u'] };
/** The extra markets the builder takes, in the order the panel lists them. */
const EXTRA_MARKETS = ['dc', 'bs', 'wm', 'cs'] as const;

/**
 * The totals a builder offers around the feed's: a builder prices half lines only (no selection of it can push), so
 * a whole or quarter line of the feed is offered as the half lines either side of it (10 corners: 9.5 and 10.5;
 * 2.25 goals: 1.5 and 2.5).
 */
function halfLinesNear(rows: readonly LineRow[]): number[] {
  const out = new Set<number>();
  for (const row of rows) {
    const line = row[LN.LINE];
    if (line % 100 === 50) out.add(line);
    else {
      const below = Math.floor((line - 50) / 100) * 100 + 50;
      if (below > 0) out.add(below);
      out.add(below + 100);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * The markets of a match the builder offers, every selection in them one `builderTakes…` accepts: the match's
 * 1X2 (full time, then first half) and totals from its own lines, its double chance, both teams to score, winning
 * margin and correct score from the more-odds panel, and the totals of its Corners line.
 */
export function builderMarkets(
  model: MatchModel,
  more: readonly MoreOddsRow[],
  corners: MatchModel | null,
): BuilderMarket[] {
  const named = (market: string, period: number, line: number | null, child: string | null = null) => ({
    market,
    period,
    line,
    home: model.home,
    away: model.away,
    child,
  });
  const out: BuilderMarket[] = [];
  const add = (
    matchId: number,
    market: string,
    period: number,
    line: number | null,
    choices: readonly string[],
    takes: (pick: BuilderPick) => boolean,
    child: string | null = null,
  ) => {
    const picks = choices
      .map((choice) => ({ match_id: matchId, market, period, line, choice }))
      .filter(takes);
    if (picks.length)
      out.push({ key: builderSlot(picks[0]!), named: named(market, period, line, child), picks });
  };
  const lines = (m: MatchModel, market: string, period: number) =>
    m.lines.filter((l) => l[LN.MARKET] === market && l[LN.PERIOD] === period);
  for (const period of [0, 1])
    if (lines(model, 'oxt', period).length)
      add(model.id, 'oxt', period, null, MAIN_CHOICES.oxt!, builderTakesGoalPick);
  for (const line of halfLinesNear(lines(model, 'ou', 0)))
    add(model.id, 'ou', 0, line, MAIN_CHOICES.ou!, builderTakesGoalPick);
  for (const market of EXTRA_MARKETS)
    for (const [key, period, line, choices] of more)
      if (key === market && period === 0 && !line)
        add(
          model.id,
          key,
          period,
          null,
          choices.map((c) => c[0]),
          builderTakesGoalPick,
        );
  if (corners)
    for (const line of halfLinesNear(lines(corners, 'ou', 0)))
      add(corners.id, 'ou', 0, line, MAIN_CHOICES.ou!, builderTakesCornerPick, corners.label);
  return out;
}

/** The Corners line of a match, when the feed lists one under it. */
export function cornersOf(
  feed: { childrenOf(id: number): number[]; models: Map<number, MatchModel> },
  id: number,
) {
  for (const child of feed.childrenOf(id)) {
    const m = feed.models.get(child);
    if (m?.label === 'Corners') return m;
  }
  return null;
}

/** Whether the builder is offered on a match: soccer, an ordinary match (not an outright), not yet live. */
export function builderOffered(model: MatchModel): boolean {
  model.observeInfo();
  return (
    model.sportId === 1 &&
    model.type === 1 &&
    model.clock === '' &&
    model.lines.some((l) => l[LN.MARKET] === 'oxt')
  );
}
