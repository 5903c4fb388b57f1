import { compareStructural, makeAutoObservable, reaction } from 'mobx';
import type { IReactionDisposer } from 'mobx';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_ODDS_TYPE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_TYPE,
  DEFAULT_THEME,
  LANGUAGES,
  ODDS_TYPES,
} from '@shared/constants';
import type { Language, OddsType } from '@shared/constants';
import {
  BETTING_DEFAULTS,
  MARKET_TYPES,
  THEMES,
  applyBetting,
  defaultSportsOrder,
  orderSports,
} from './PreferencesModel';
import type { BettingPrefs, MarketTypePref, ThemeName } from './PreferencesModel';
import type { LayoutPrefs } from '@shared/bridge';
import type { NumericOddsType } from '@shared/odds/price';

export type EventSorting = 'normal' | 'time';
/** 1 single line, 2 double line (RULES.md section 3, default 2). */
export type PageType = 1 | 2;
/** Leagues per page; 0 shows every league. */
export const PAGE_SIZES = [10, 20, 50, 0] as const;

export interface PrefsStorage {
  load(): Promise<LayoutPrefs | null>;
  save(prefs: LayoutPrefs): Promise<void>;
}

/**
 * Tells the app's other windows about a change: /info/settings lives in the info pop-up while the bet
 * slip and the odds table live in the main window, so each window's store must hear the others.
 */
export interface PrefsChannel {
  post(prefs: LayoutPrefs): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (prefs: LayoutPrefs) => void): () => void;
}

const CHANNEL_NAME = 'sb.prefs';

/** The same-origin BroadcastChannel the main and info windows share (same session, same origin). */
export function broadcastPrefsChannel(): PrefsChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    post: (prefs) => channel.postMessage(prefs),
    subscribe(listener) {
      const onMessage = (event: MessageEvent<unknown>) => {
        if (typeof event.data === 'object' && event.data !== null && !Array.isArray(event.data))
          listener(event.data as LayoutPrefs);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

const ODDS_TYPE_CODES = Object.values(ODDS_TYPES) as number[];

/**
 * Layout preferences of the sportsbook page (RULES.md section 3 "Layout preferences"), saved locally
 * through the platform and, once logged in, to the server (PreferencesSync) so they follow the player.
 */
export class PreferencesStore {
  oddsType: OddsType = DEFAULT_ODDS_TYPE;
  pageType: PageType = DEFAULT_PAGE_TYPE;
  pageSize: number = DEFAULT_PAGE_SIZE;
  eventSorting: EventSorting = 'normal';
  showScoreMap = true;
  showQuickOdds = true;
  autoRefreshOdds = true;
  favouriteMatches: number[] = [];
  language: Language = DEFAULT_LANGUAGE;
  marketType: MarketTypePref = 'hdpou';
  theme: ThemeName = DEFAULT_THEME;
  betting: BettingPrefs = { ...BETTING_DEFAULTS };
  /** Sport ids in the player's order; empty = the default order for the account's currency. */
  sportsOrder: number[] = [];
  /** Guided tours already seen (RULES.md section 3 "tour flags"), by tour name. */
  tourFlags: Record<string, boolean> = {};
  loaded = false;
  /**
   * The language the player picked while logged out (the login page's picker). It wins over the account's saved
   * language at the next login (PreferencesSync), which then saves it to the account.
   */
  loginLanguage: Language | null = null;
  /** True while a change made in another window is applied: it is neither saved nor sent on again. */
  fromOtherWindow = false;
  private disposer: IReactionDisposer | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly storage: PrefsStorage | null,
    private readonly channel: PrefsChannel | null = null,
  ) {
    // Not observable and not an action: the flag must still be set when the reactions of apply() run,
    // which is at the end of apply's own batch.
    makeAutoObservable<this, 'storage' | 'channel' | 'disposer' | 'unsubscribe'>(this, {
      storage: false,
      channel: false,
      disposer: false,
      unsubscribe: false,
      fromOtherWindow: false,
      applyFromOtherWindow: false,
    });
  }

  async load(): Promise<void> {
    const saved = await this.storage?.load().catch(() => null);
    this.apply(saved ?? {});
    // One reaction persists every later change (Outline's habit: state saved by one autorun), at once:
    // a setting must survive a reload or a pop-up closing right after it was changed. The change also
    // goes to the other windows, whose stores apply it without echoing it back.
    this.disposer ??= reaction(
      () => this.snapshot,
      (snapshot) => {
        if (this.fromOtherWindow) return;
        void this.storage?.save(snapshot).catch(() => undefined);
        // Plain data: observable arrays cannot be structured-cloned into a BroadcastChannel message.
        this.channel?.post(JSON.parse(JSON.stringify(snapshot)) as LayoutPrefs);
      },
      { equals: compareStructural },
    );
    this.unsubscribe ??= this.channel?.subscribe((prefs) => this.applyFromOtherWindow(prefs)) ?? null;
  }

  /** A change saved in another window (the settings pop-up, or the main window's slip toggles). */
  applyFromOtherWindow(prefs: LayoutPrefs): void {
    this.fromOtherWindow = true;
    try {
      this.apply(prefs);
    } finally {
      this.fromOtherWindow = false;
    }
  }

  get snapshot(): LayoutPrefs {
    return {
      oddsType: this.oddsType,
      pageType: this.pageType,
      pageSize: this.pageSize,
      eventSorting: this.eventSorting,
      showScoreMap: this.showScoreMap,
      showQuickOdds: this.showQuickOdds,
      autoRefreshOdds: this.autoRefreshOdds,
      favouriteMatches: this.favouriteMatches,
      tourFlags: this.tourFlags,
      language: this.language,
      marketType: this.marketType,
      theme: this.theme,
      betting: this.betting,
      sportsOrder: this.sportsOrder,
    };
  }

  /** Applies saved values, ignoring anything of the wrong shape (files can be edited or stale). */
  apply(saved: LayoutPrefs): void {
    if (typeof saved.oddsType === 'number' && ODDS_TYPE_CODES.includes(saved.oddsType))
      this.oddsType = saved.oddsType as OddsType;
    if (saved.pageType === 1 || saved.pageType === 2) this.pageType = saved.pageType;
    if (typeof saved.pageSize === 'number' && (PAGE_SIZES as readonly number[]).includes(saved.pageSize))
      this.pageSize = saved.pageSize;
    if (saved.eventSorting === 'normal' || saved.eventSorting === 'time')
      this.eventSorting = saved.eventSorting;
    if (typeof saved.showScoreMap === 'boolean') this.showScoreMap = saved.showScoreMap;
    if (typeof saved.showQuickOdds === 'boolean') this.showQuickOdds = saved.showQuickOdds;
    if (typeof saved.autoRefreshOdds === 'boolean') this.autoRefreshOdds = saved.autoRefreshOdds;
    if (typeof saved.tourFlags === 'object' && saved.tourFlags !== null && !Array.isArray(saved.tourFlags)) {
      this.tourFlags = Object.fromEntries(
        Object.entries(saved.tourFlags)
          .filter(([, v]) => typeof v === 'boolean')
          .slice(0, 50),
      );
    }
    if (Array.isArray(saved.favouriteMatches)) {
      this.favouriteMatches = saved.favouriteMatches
        .filter((id): id is number => Number.isSafeInteger(id))
        .slice(0, 500);
    }
    if ((LANGUAGES as readonly unknown[]).includes(saved.language))
      this.language = saved.language as Language;
    if ((MARKET_TYPES as readonly unknown[]).includes(saved.marketType))
      this.marketType = saved.marketType as MarketTypePref;
    if ((THEMES as readonly unknown[]).includes(saved.theme)) this.theme = saved.theme as ThemeName;
    if (typeof saved.betting === 'object' && saved.betting !== null)
      this.betting = applyBetting(this.betting, saved.betting as Record<string, unknown>);
    if (Array.isArray(saved.sportsOrder)) {
      this.sportsOrder = saved.sportsOrder
        .filter((id): id is number => Number.isSafeInteger(id) && id >= 0)
        .slice(0, 200);
    }
    this.loaded = true;
  }

  setLanguage(language: Language): void {
    this.language = language;
  }
  /** A language picked before logging in: shown at once, and kept over the account's own at login. */
  pickLoginLanguage(language: Language): void {
    this.language = language;
    this.loginLanguage = language;
  }
  /** The language picked before this login, once: a later login starts from the account's saved one again. */
  takeLoginLanguage(): Language | null {
    const picked = this.loginLanguage;
    this.loginLanguage = null;
    return picked;
  }
  setMarketType(type: MarketTypePref): void {
    this.marketType = type;
  }
  setTheme(theme: ThemeName): void {
    this.theme = theme;
  }
  setBetting<K extends keyof BettingPrefs>(key: K, value: BettingPrefs[K]): void {
    this.betting = applyBetting(this.betting, { [key]: value });
  }
  setTourFlag(key: string, seen: boolean): void {
    this.tourFlags = { ...this.tourFlags, [key]: seen };
  }
  setSportsOrder(order: number[]): void {
    this.sportsOrder = [...order];
  }

  /** The sports of the menu in the player's order (or the currency's default order when none is saved). */
  orderSports(ids: readonly number[], currency: string | null): number[] {
    return orderSports(ids, this.sportsOrder.length > 0 ? this.sportsOrder : defaultSportsOrder(currency));
  }

  /** The odds type prices are written in: Myanmar odds apply to Myanmar markets only, other prices show in Malay. */
  get numericOddsType(): NumericOddsType {
    return this.oddsType === ODDS_TYPES.MMO ? ODDS_TYPES.MY : this.oddsType;
  }

  setOddsType(type: OddsType): void {
    this.oddsType = type;
  }
  setPageType(type: PageType): void {
    this.pageType = type;
  }
  setPageSize(size: number): void {
    this.pageSize = size;
  }
  setEventSorting(sorting: EventSorting): void {
    this.eventSorting = sorting;
  }
  setShowScoreMap(on: boolean): void {
    this.showScoreMap = on;
  }
  setShowQuickOdds(on: boolean): void {
    this.showQuickOdds = on;
  }
  setAutoRefreshOdds(on: boolean): void {
    this.autoRefreshOdds = on;
  }

  isFavourite(matchId: number): boolean {
    return this.favouriteMatches.includes(matchId);
  }

  toggleFavourite(matchId: number): void {
    this.favouriteMatches = this.isFavourite(matchId)
      ? this.favouriteMatches.filter((id) => id !== matchId)
      : [...this.favouriteMatches, matchId];
  }

  dispose(): void {
    this.disposer?.();
    this.unsubscribe?.();
    this.disposer = null;
    this.unsubscribe = null;
  }
}
