import { makeAutoObservable, runInAction } from 'mobx';
import type { BetView } from '@shared/betting/api';
import type { RaceTitle } from '@shared/racing/api';
import type { BetApi } from '../api/bet';
import { errorCode, notLoggedIn, workingDate } from './storeHelpers';

const RACE_TYPE_KEYS: Record<string, string> = {
  WIN: 'win',
  PLACE: 'place',
  SHOW: 'show',
  PLACE_SHOW: 'placeShow',
};

/** What a 4D or virtual racing bet was on, as catalogue keys and plain text for the bet list's pick column. */
export interface GamePick {
  /** Catalogue key of the game's own bet type (4D "Box", racing "Win"). */
  typeKey: string;
  /** The 4D number, or the runner's number and name. */
  pick: string;
  /** Catalogue key of the 4D choice (Big / Small); null for racing. */
  choiceKey: string | null;
  /** Virtual racing: the race the bet is on. */
  race?: RaceTitle;
  /** A roulette slip: its bets (codes the page names) with their stakes, and the pocket once spun ('' before). */
  roulette?: { bets: { bet: string; stake: string }[]; number: string };
}

/** One row of the bet list: ids of the three bet tables overlap, so rows are keyed by kind and id. */
export interface BetListRow {
  key: string;
  bet: BetView;
  game: GamePick | null;
}

export function gamePick(bet: BetView): GamePick | null {
  const g = bet.game;
  if (!g) return null;
  if (g.kind === 'keno') return { typeKey: 'keno.title', pick: g.number, choiceKey: null };
  if (g.kind === 'roulette')
    return {
      typeKey: 'roulette.title',
      pick: '',
      choiceKey: null,
      roulette: {
        bets: g.number
          .split(' ')
          .filter(Boolean)
          .map((line) => {
            const [bet = '', stake = ''] = line.split('=');
            return { bet, stake };
          }),
        number: g.choice,
      },
    };
  // A video poker round names the final hand's rank; a losing hand names none.
  if (g.kind === 'videopoker')
    return {
      typeKey: 'videoPoker.title',
      pick: '',
      choiceKey: g.choice ? `videoPoker.hands.${g.choice}` : null,
    };
  // A mini game round names its title (a proper name) and the side bet on; a slot spin has no side.
  if (g.kind === 'minigame')
    return {
      typeKey: `miniGames.kind.${g.bet_type}`,
      pick: bet.choice,
      choiceKey:
        g.bet_type === 'slot' || !g.choice || g.choice.includes(' ') ? null : `miniGames.sides.${g.choice}`,
    };
  if (g.kind === 'lottery')
    return {
      typeKey: `games.lottery.types.${g.bet_type}`,
      pick: g.number,
      choiceKey: `games.lottery.choices.${g.choice}`,
    };
  return {
    typeKey: `games.virtuals.${RACE_TYPE_KEYS[g.bet_type] ?? 'win'}`,
    pick: `#${g.number} ${g.choice}`,
    choiceKey: null,
    ...(g.race ? { race: g.race } : {}),
  };
}

export function betListRows(bets: readonly BetView[]): BetListRow[] {
  return bets.map((bet) => ({ key: `${bet.game?.kind ?? 'bet'}:${bet.bet_id}`, bet, game: gamePick(bet) }));
}

/** The tabs of /info/betlist: running, waiting, void (RULES.md section 2), rejected, accepted and the settled history. */
export const BET_LIST_TABS = ['running', 'waiting', 'settled', 'void', 'rejected', 'accepted'] as const;

const RANGE_LISTS = {
  settled: 'settledbetlist',
  void: 'cancelledbetlist',
  accepted: 'betacceptfulllist',
} as const;
export type BetListTab = (typeof BET_LIST_TABS)[number];

export interface BetListDeps {
  api: () => BetApi;
  now?: () => number;
}

/** Loads one tab at a time; ranged tabs cover the last seven working days. */
export class BetListStore {
  tab: BetListTab = 'running';
  bets: BetView[] = [];
  total = 0;
  loading = false;
  error: string | null = null;
  /** Legs of parlays opened in the list, by bet id. */
  expanded = new Set<number>();

  constructor(private readonly deps: BetListDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  /** The bets of the tab as rows: sportsbook, 4D and virtual racing bets together, newest first as listed. */
  get rows(): BetListRow[] {
    return betListRows(this.bets);
  }

  setTab(tab: BetListTab): void {
    this.tab = tab;
    this.bets = [];
    void this.load();
  }

  toggle(betId: number): void {
    const next = new Set(this.expanded);
    if (next.has(betId)) next.delete(betId);
    else next.add(betId);
    this.expanded = next;
  }

  async load(): Promise<void> {
    const tab = this.tab;
    this.loading = true;
    const now = (this.deps.now ?? Date.now)();
    const from = workingDate(now, -6);
    const to = workingDate(now);
    try {
      const api = this.deps.api();
      const res =
        tab === 'running'
          ? await api.openList('betacceptlist')
          : tab === 'waiting'
            ? await api.openList('pendingbetlist')
            : tab === 'rejected'
              ? await api.openList('betrejectlist')
              : await api.rangeList(RANGE_LISTS[tab], from, to, 1);
      runInAction(() => {
        // A slow answer for a tab the player already left is dropped.
        if (tab !== this.tab) return;
        this.bets = res.bets;
        this.total = res.total_count;
        this.error = null;
      });
    } catch (error) {
      if (!notLoggedIn(error)) runInAction(() => (this.error = errorCode(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}
