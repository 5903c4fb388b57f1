// The one place a market code, period, choice key and line become the words a player reads: the odds grid's
// accessible names, the "more odds" panel, the bet slip, the bet lists, the statement and the results all
// name a pick through these functions, so no screen falls back to a feed code ("DC", "oodd", "h1").
import type { LegView } from '@shared/betting/api';
import { ODDS_TYPES } from '@shared/constants';
import type { MyanmarLine, Selection } from '@shared/market/selection';
import { backsGiver, formatMyanmar, parseMyanmar } from '@shared/odds/myanmar';
import { formatUnits } from '@shared/odds/price';
import { translateBuilt } from './keys';
import type { TranslationKey, Translate } from './keys';

export interface MarketPick {
  market: string;
  /** 0 full time, 1 first half. */
  period: number;
  /** Handicap (home side) or total in hundredths; the team (1 home, 2 away) or first/last goal for per-team markets. */
  line: number | null;
  home: string;
  away: string;
  /**
   * A child line's label as the feed sends it ("Corners", "Bookings"); null or absent for the match's own lines. A
   * corners handicap shares its market key, teams and line with the match handicap: the label names it apart.
   */
  child?: string | null;
}

export interface SelectionPick extends MarketPick {
  choice: string;
  /** The Myanmar quote and its giver of a pick struck in Myanmar odds: it replaces the Asian line in the name. */
  mmo?: MyanmarLine | null;
}

/** The main markets, named by the odds table's own texts. */
const MAIN_NAMES: Partial<Record<string, TranslationKey>> = {
  hdp: 'odds.hdp',
  ou: 'odds.ou',
  oe: 'odds.oe',
  oxt: 'odds.oxt',
  ml: 'odds.ml',
  // A race card's columns: the slip and the lists call a race pick "Place: <runner>" as the card heads it.
  win: 'odds.win',
  place: 'odds.place',
  show: 'odds.show',
};
/** Markets whose line says which team they are about (1 home, 2 away). */
const TEAM_MARKETS = new Set(['cl', 'twtn', 'tw']);

/** Hundredths of a goal as a signed handicap ("-0.25", "+0.75", "0.00"). */
function signedLine(hundredths: number): string {
  const text = formatUnits(Math.abs(hundredths));
  return hundredths > 0 ? `+${text}` : hundredths < 0 ? `-${text}` : text;
}

/** The market's name with its period and, for per-team markets, the team: "Clean sheet: Arsenal". */
export function marketName(t: Translate, p: MarketPick): string {
  let name: string;
  const main = MAIN_NAMES[p.market];
  if (main) name = t(main);
  else if (p.market === 'fglg') name = t(p.line === 2 ? 'markets.name.lastGoal' : 'markets.name.firstGoal');
  else name = translateBuilt(t, `markets.name.${p.market}`);
  if (TEAM_MARKETS.has(p.market) && (p.line === 1 || p.line === 2)) {
    name = t('markets.forTeam', { market: name, team: p.line === 1 ? p.home : p.away });
  }
  if (p.child) name = t('markets.onChild', { child: childLabel(t, p.child), market: name });
  return p.period === 1 ? t('markets.firstHalf', { market: name }) : name;
}

const team = (p: SelectionPick, side: string): string | null =>
  side === 'h' || side === '1' ? p.home : side === 'a' || side === '2' ? p.away : null;

/** A 1X2 result ("1", "x", "2") as the team or the draw. */
const result = (t: Translate, p: SelectionPick, code: string): string => team(p, code) ?? t('odds.draw');

/** Double chance keys: "1x", "12", "x2". */
function doubleChance(t: Translate, p: SelectionPick, code: string): string {
  if (code === '12') return t('markets.choice.either', { home: p.home, away: p.away });
  if (code === '1x') return t('markets.choice.orDraw', { team: p.home });
  return t('markets.choice.drawOr', { team: p.away });
}

/** "Over 2.5" / "Under 2.5" of a total in hundredths. */
const total = (t: Translate, over: boolean, line: number): string =>
  `${t(over ? 'odds.over' : 'odds.under')} ${formatUnits(line)}`;

const oddEven = (t: Translate, code: string): string => t(code === 'odd' ? 'odds.odd' : 'odds.even');

/** The choice backed, in words: a team, "Over 2.50", "Arsenal or draw", "Yes", a score as it reads ("2-1"). */
export function choiceName(t: Translate, p: SelectionPick): string {
  const c = p.choice;
  switch (p.market) {
    case 'hdp': {
      const side = c === 'a' ? p.away : p.home;
      if (p.mmo) {
        // The quote stands as the grid shows it beside the giving team; the price is the side's own share.
        const gives = backsGiver(p.market, c, p.mmo.giver);
        return t(gives ? 'odds.myanmarGives' : 'odds.myanmarTakes', {
          who: side,
          quote: formatMyanmar(p.mmo),
        });
      }
      return `${side} ${signedLine(c === 'a' ? -(p.line ?? 0) : (p.line ?? 0))}`;
    }
    case 'ou':
      return p.mmo
        ? `${t(c === 'o' ? 'odds.over' : 'odds.under')} ${formatMyanmar(p.mmo)}`
        : total(t, c === 'o', p.line ?? 0);
    case 'oe':
    case 'oehm':
    case 'oeaw':
      return oddEven(t, c);
    case 'oxt':
      return result(t, p, c);
    case 'dc':
      return doubleChance(t, p, c);
    case 'bs':
    case 'cl':
    case 'twtn':
    case 'tw':
      return t(c === 'y' ? 'markets.choice.yes' : 'markets.choice.no');
    case 'cs':
      return c === 'other' ? t('markets.choice.otherScore') : c;
    case 'fglg':
      return c === 'none' ? t('markets.choice.noGoal') : (team(p, c) ?? c);
    case 'htft':
      return t('markets.choice.pair', {
        first: result(t, p, c.charAt(0)),
        second: result(t, p, c.charAt(1)),
      });
    case 'wm': {
      if (c === 'x') return t('odds.draw');
      return t('markets.choice.winBy', { team: team(p, c.charAt(0)) ?? c, margin: c.slice(1) });
    }
    case 'oxtou':
    case 'dcou': {
      const over = c.endsWith('o');
      const head = c.slice(0, -1);
      const first = p.market === 'oxtou' ? result(t, p, head) : doubleChance(t, p, head);
      return t('markets.choice.pair', { first, second: total(t, over, p.line ?? 250) });
    }
    case 'ouoe':
      return t('markets.choice.pair', {
        first: total(t, c.startsWith('o'), p.line ?? 250),
        second: oddEven(t, c.slice(1)),
      });
    case 'ml':
    case 'dnb':
    case 'hnb':
    case 'anb':
      // Money line and the no-bet markets back a team or the draw ("h", "a", "x").
      return c === 'x' ? t('odds.draw') : c === 'a' ? p.away : p.home;
    default:
      // Goal counts read as themselves ("3", "10+", "2-3"); outrights back a named runner.
      return c;
  }
}

/** The whole pick as one line: "Double chance: Arsenal or draw", "First half Handicap: Arsenal -0.25". */
export function selectionName(t: Translate, p: SelectionPick): string {
  if (p.market === 'outright') return p.choice;
  return t('markets.selection', { market: marketName(t, p), choice: choiceName(t, p) });
}

/**
 * What a picked price names: its market, period, child line and choice, and the Myanmar quote when it is struck in
 * Myanmar odds. The slip and the "Selected" notice name a pick through it, as the lists name the bet it becomes.
 */
export function selectionPick(sel: Selection): SelectionPick {
  return {
    market: sel.market,
    period: sel.period,
    choice: sel.choice,
    line: sel.line,
    home: sel.homeName,
    away: sel.awayName,
    child: sel.childLabel,
    mmo: sel.oddsType === ODDS_TYPES.MMO ? sel.mmo : null,
  };
}

/** The fields of a placed bet's leg that name it. */
export type NamedLeg = Pick<
  LegView,
  'market' | 'period' | 'choice' | 'line' | 'home' | 'away' | 'child_label' | 'mmo' | 'mmo_giver'
>;

/** A placed bet's leg as the server lists it (its Myanmar quote as text), named as one line. */
export function legName(t: Translate, leg: NamedLeg): string {
  const quote = leg.mmo ? parseMyanmar(leg.mmo) : null;
  return selectionName(t, {
    market: leg.market,
    period: leg.period,
    choice: leg.choice,
    line: leg.line,
    home: leg.home,
    away: leg.away,
    child: leg.child_label,
    mmo: quote ? { ...quote, giver: leg.mmo_giver ?? 0 } : null,
  });
}

/**
 * The name of an outright, a race or a fight in the player's language: the feed names them in English
 * ("Race 12 - 1200m", "NBA - Winner", "Fight 12"); anything else is a proper name and stays as it is.
 */
export function eventLabel(t: Translate, name: string): string {
  const race = /^Race (\d+) - (\d+)m$/.exec(name);
  if (race) return t('markets.event.race', { number: race[1], distance: race[2] });
  const winner = /^(.+) - Winner$/.exec(name);
  if (winner) return t('markets.event.winner', { league: winner[1] });
  const fight = /^Fight (\d+)$/.exec(name);
  if (fight) return t('markets.event.fight', { number: fight[1] });
  // A stored name may carry its event's label in brackets ("Iron Tiger vs Jade Serpent (Fight 70)").
  const labelled = /^(.+) \(([^()]+)\)$/.exec(name);
  if (labelled) return `${labelled[1]} (${eventLabel(t, labelled[2]!)})`;
  return name;
}

/** A virtual race in the player's language: its translated name and its venue ("Race 12 · 1200 m · Golden Mile Park"). */
export function raceTitleName(t: Translate, race: { name: string; venue: string }): string {
  return `${eventLabel(t, race.name)} · ${race.venue}`;
}

/** The feed's child-line labels the client knows ("Corners", "Bookings"); any other label is shown as sent. */
export function childLabel(t: Translate, label: string): string {
  const key = label.trim().toLowerCase();
  return key === 'corners' || key === 'bookings' ? t(`markets.child.${key}`) : label;
}

/**
 * How the slip, the bet lists, results and tickets title a match: "home vs away", or an outright, race or
 * fight (no away side) by its translated name.
 */
export const matchTitle = (t: Translate, home: string, away: string): string =>
  away ? `${eventLabel(t, home)} vs ${away}` : eventLabel(t, home);

/** A tournament room selection (market code, choice key, line in hundredths, Home's view for handicap). */
export interface RoomPick {
  market: string;
  choice: string;
  line: number | null;
}

/**
 * A room selection in words: the market and the choice, with the line from the chosen side's view (an away
 * handicap shows the opposite sign of the home line). Rooms, their bet lists and room bet tickets all name picks
 * through it.
 */
export function roomPickName(t: Translate, p: RoomPick): string {
  const line =
    p.line === null
      ? ''
      : ` ${((p.market === 'hdp' && p.choice === 'a' ? -p.line : p.line) / 100).toString()}`;
  const market = translateBuilt(t, `tournament.markets.${p.market}`);
  return `${market}: ${translateBuilt(t, `tournament.choices.${p.market}.${p.choice}`)}${line}`;
}
