// The live view's words: a period's heading and a highlight moment as a sentence, in the sport's own terms.
import type { TFunction } from 'i18next';
import { sportKind, type HighlightMoment, type Side, type SportKind } from '@shared/media/sport-events';

/** The column heading of period `i` (0-based) in the sport's terms: Q3, Set 2, Half 1, inning 7. */
export function periodLabel(t: TFunction, kind: SportKind, i: number): string {
  const n = i + 1;
  switch (kind) {
    case 'soccer':
      return t('games.live.half', { n });
    case 'basketball':
      return t('games.live.quarter', { n });
    case 'tennis':
      return t('games.live.set', { n });
    case 'baseball':
      return String(n);
    case 'hockey':
      return t('games.live.period', { n });
    case 'esports':
      return t('games.live.map', { n });
    default:
      return String(n);
  }
}

/** One highlight moment as a sentence in the display language. */
export function momentText(t: TFunction, sportId: number, m: HighlightMoment, home: string, away: string) {
  const team = (side: Side) => (side === 'h' ? home : away);
  const kind = sportKind(sportId);
  switch (m.kind) {
    case 'goal':
      return t('games.live.goal', {
        minute: m.minute,
        team: team(m.side),
        score: `${m.score[0]}-${m.score[1]}`,
      });
    case 'run':
      return t('games.live.run', {
        team: team(m.side),
        run: `${m.points}-${m.conceded}`,
        period: periodLabel(t, kind, m.period),
      });
    case 'quarter':
      return t('games.live.periodScore', {
        period: periodLabel(t, kind, m.period),
        score: `${m.score[0]}-${m.score[1]}`,
      });
    case 'set':
      return t('games.live.setWon', { n: m.set, team: team(m.side), games: `${m.games[0]}-${m.games[1]}` });
    case 'inning':
      return t('games.live.inningRuns', { n: m.inning, team: team(m.side), runs: m.runs });
    case 'map':
      return t('games.live.mapWon', { n: m.map, team: team(m.side), minute: m.minute });
  }
}
