// Wiring of the games, lottery, media and virtual-sports stores over the call modules RootStore built.
import type { DesktopBridge } from '@shared/bridge';
import type { AuthStore } from './AuthStore';
import type { WalletStore } from './WalletStore';
import { GamesStore } from './GamesStore';
import { VirtualSportsStore } from './VirtualSportsStore';
import { KenoStore } from '../keno/KenoStore';
import { VideoPokerStore } from '../videopoker/VideoPokerStore';
import { LotteryStore } from '../lottery/LotteryStore';
import { MediaStore } from './MediaStore';
import type { GamesApis, GamesContext } from './GamesContext';
import type { MiniGamesStore } from '../minigames/MiniGamesStore';

/** What the games area takes from the rest of the app (the RootStore passes itself). */
export interface GamesAreaDeps {
  auth: AuthStore;
  wallet: WalletStore;
  platform: DesktopBridge;
  reportError(code: string): void;
}

export class GamesArea {
  readonly games: GamesStore;
  readonly lottery: LotteryStore;
  readonly media: MediaStore;
  readonly virtuals: VirtualSportsStore;
  readonly keno: KenoStore;
  readonly videoPoker: VideoPokerStore;
  /** What this area's stores use; a screen that loads on demand builds its own store over it. */
  readonly context: GamesContext;
  private miniGamesStore: MiniGamesStore | null = null;

  constructor(root: GamesAreaDeps, apis: GamesApis) {
    const ctx: GamesContext = {
      apis: () => apis,
      report: (code) => root.reportError(code),
      refreshBalance: () => void root.wallet.refresh(),
      openWindow: (kind, target) => root.platform.windows.open({ kind, target }),
      isDisabled: (product) => root.auth.account?.info.disabled_products?.includes(product) ?? false,
    };
    this.context = ctx;
    this.games = new GamesStore(ctx);
    this.lottery = new LotteryStore(ctx);
    this.media = new MediaStore(ctx);
    this.virtuals = new VirtualSportsStore(ctx);
    this.keno = new KenoStore(ctx);
    this.videoPoker = new VideoPokerStore(ctx);
  }

  /**
   * The sportsbook's mini games panel's store, built once. Its class comes with the panel's chunk (the first load has
   * no room for it), so the panel hands it over.
   */
  miniGames(create: (ctx: GamesContext) => MiniGamesStore): MiniGamesStore {
    this.miniGamesStore ??= create(this.context);
    return this.miniGamesStore;
  }
}
