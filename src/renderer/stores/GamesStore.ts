import { makeAutoObservable, runInAction } from 'mobx';
import type { ProductKey } from '@shared/api/account';
import { CATEGORY_PRODUCT, type GameCategory } from '@shared/games/catalog';
import type { GameEntry } from '@shared/games/api';
import { PRODUCT_DISABLED_CODE } from '@shared/games/switches';
import { isNetworkFailure } from '../api/client';
import type { LaunchCall } from '../api/games';
import { currentLanguage } from '../i18n';
import type { GamesContext } from './GamesContext';
import { attempt } from './storeHelpers';

export interface LobbyQuery {
  category?: GameCategory;
  provider?: string;
}

/** A game lobby: the list of one page (category or provider), its search, and launching a game into the game window. */
export class GamesStore {
  games: GameEntry[] = [];
  providers: { code: string; name: string; path: string }[] = [];
  loading = false;
  search = '';
  /** Code of the last refused launch or list (e.g. liveCasinoDisabled), shown on the page. */
  error: string | null = null;
  launching: string | null = null;
  private query: LobbyQuery = {};
  private requestNo = 0;

  constructor(private readonly ctx: GamesContext) {
    makeAutoObservable<this, 'ctx' | 'query' | 'requestNo'>(this, {
      ctx: false,
      query: false,
      requestNo: false,
    });
  }

  /** The games on screen: the server's list narrowed by the search box as the player types. */
  get visible(): GameEntry[] {
    const needle = this.search.trim().toLowerCase();
    return needle
      ? this.games.filter(
          (g) => g.name.toLowerCase().includes(needle) || g.provider_name.toLowerCase().includes(needle),
        )
      : this.games;
  }

  isDisabled(product: ProductKey): boolean {
    return this.ctx.isDisabled(product);
  }

  setSearch(value: string): void {
    this.search = value;
  }

  async load(query: LobbyQuery): Promise<void> {
    this.query = query;
    this.search = '';
    this.error = null;
    this.loading = true;
    const no = ++this.requestNo;
    const res = await attempt(this.ctx, () => this.ctx.apis().games.list(query));
    runInAction(() => {
      if (no !== this.requestNo) return;
      this.loading = false;
      if (res.ok) {
        this.games = res.value.games;
        this.providers = res.value.providers;
      } else this.error = res.code;
    });
  }

  /** A list lost to a dropped connection is asked for again once the connection is back. */
  reloadAfterLostConnection(): void {
    if (this.error !== null && isNetworkFailure(this.error) && !this.loading) void this.load(this.query);
  }

  /** Which launch call a game goes through: slots have their own, live tables the game-provider lobby. */
  launchCall(game: GameEntry): LaunchCall {
    if (game.category === 'slots') return 'launchslotgame';
    if (game.category === 'live') return 'launchgp';
    return 'LaunchGame';
  }

  async launch(game: GameEntry): Promise<void> {
    const product = CATEGORY_PRODUCT[game.category];
    if (product && this.ctx.isDisabled(product)) {
      this.error = PRODUCT_DISABLED_CODE[product];
      return;
    }
    this.launching = game.game_id;
    const res = await attempt(this.ctx, () =>
      this.ctx.apis().games.launch(this.launchCall(game), game.game_id, currentLanguage()),
    );
    runInAction(() => {
      this.launching = null;
      if (!res.ok) this.error = res.code;
    });
    if (res.ok) await this.ctx.openWindow('game', res.value.url);
  }
}
