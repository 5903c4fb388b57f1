// Wiring of the games, lottery, media and virtual-sports stores: one api client built from the operator config
// on first use, so RootStore needs no change beyond creating this object.
import { resolveBaseUrls } from '@shared/api/endpoints';
import { ApiClient } from '../api/client';
import { createGamesApi } from '../api/games';
import { createKenoApi } from '../api/keno';
import { createVideoPokerApi } from '../api/videopoker';
import { createLotteryApi } from '../api/lottery';
import { createMediaApi } from '../api/media';
import type { RootStore } from './RootStore';
import { GamesStore } from './GamesStore';
import { GamesVirtualsStore } from './GamesVirtualsStore';
import { KenoStore } from './KenoStore';
import { VideoPokerStore } from './VideoPokerStore';
import { LotteryStore } from './LotteryStore';
import { MediaStore } from './MediaStore';
import type { GamesApis, GamesContext } from './GamesContext';

export class GamesArea {
  readonly games: GamesStore;
  readonly lottery: LotteryStore;
  readonly media: MediaStore;
  readonly virtuals: GamesVirtualsStore;
  readonly keno: KenoStore;
  readonly videoPoker: VideoPokerStore;
  private built: GamesApis | null = null;

  constructor(root: RootStore, apis?: GamesApis) {
    this.built = apis ?? null;
    const ctx: GamesContext = {
      apis: () => {
        if (!this.built) {
          if (!root.config) throw new Error('RootStore.init() has not run');
          const client = new ApiClient(resolveBaseUrls(root.config.apiBaseUrl, root.config), { onNetworkState: (s) => root.ui.setNetwork(s) });
          this.built = { games: createGamesApi(client), lottery: createLotteryApi(client), media: createMediaApi(client), keno: createKenoApi(client), videoPoker: createVideoPokerApi(client) };
        }
        return this.built;
      },
      session: () => root.auth.credentials,
      report: (code) => root.reportError(code),
      refreshBalance: () => void root.wallet.refresh(),
      openWindow: (kind, target) => root.platform.windows.open({ kind, target }),
      isDisabled: (product) => root.auth.account?.info.disabled_products?.includes(product) ?? false,
    };
    this.games = new GamesStore(ctx);
    this.lottery = new LotteryStore(ctx);
    this.media = new MediaStore(ctx);
    this.virtuals = new GamesVirtualsStore(ctx);
    this.keno = new KenoStore(ctx);
    this.videoPoker = new VideoPokerStore(ctx);
  }
}
