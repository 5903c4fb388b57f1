// Wiring of the games, lottery, media and virtual-sports stores: one api client built from the operator config
// on first use, so RootStore needs no change beyond creating this object.
import type { ProductKey } from '@shared/api/account';
import { resolveBaseUrls } from '@shared/api/endpoints';
import type { SessionCredentials } from '../api/account';
import { ApiClient, ApiError } from '../api/client';
import { createGamesApi, type GamesApi } from '../api/games';
import { createKenoApi, type KenoApi } from '../api/keno';
import { createVideoPokerApi, type VideoPokerApi } from '../api/videopoker';
import { createLotteryApi, type LotteryApi } from '../api/lottery';
import { createMediaApi, type MediaApi } from '../api/media';
import type { RootStore } from './RootStore';
import { GamesStore } from './GamesStore';
import { GamesVirtualsStore } from './GamesVirtualsStore';
import { KenoStore } from './KenoStore';
import { VideoPokerStore } from './VideoPokerStore';
import { LotteryStore } from './LotteryStore';
import { MediaStore } from './MediaStore';

export interface GamesApis {
  games: GamesApi;
  lottery: LotteryApi;
  media: MediaApi;
  keno: KenoApi;
  videoPoker: VideoPokerApi;
}

/** What every store of this area needs from the rest of the app. */
export interface GamesContext {
  apis(): GamesApis;
  session(): SessionCredentials | null;
  /** Shows the error as the catalogue says (and logs out on session codes). */
  report(code: string): void;
  refreshBalance(): void;
  openWindow(kind: 'game' | 'livetv', target: string): Promise<void>;
  isDisabled(product: ProductKey): boolean;
}

/** Calls the api with the session; answers the error code instead of throwing, after reporting it. */
export async function withSession<T>(ctx: GamesContext, fn: (session: SessionCredentials) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; code: string }> {
  const session = ctx.session();
  if (!session) return { ok: false, code: 'session_not_exists' };
  try {
    return { ok: true, value: await fn(session) };
  } catch (error) {
    const code = error instanceof ApiError ? error.code : 'systemError';
    ctx.report(code);
    return { ok: false, code };
  }
}

export class GamesStores {
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
