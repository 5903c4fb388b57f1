// What the games area's stores (casino, 4D, keno, video poker, media, virtual sports) need from the rest
// of the app, apart from the wiring that builds them (GamesArea.ts), so a store imports no wiring.
import type { ProductKey } from '@shared/api/account';
import type { GamesApi } from '../api/games';
import type { KenoApi } from '../keno/api';
import type { LotteryApi } from '../lottery/api';
import type { MediaApi } from '../api/media';
import type { MiniGamesApi } from '../minigames/api';
import type { VideoPokerApi } from '../videopoker/api';
import type { FailureReport } from './storeHelpers';

export interface GamesApis {
  games: GamesApi;
  lottery: LotteryApi;
  media: MediaApi;
  keno: KenoApi;
  videoPoker: VideoPokerApi;
  miniGames: MiniGamesApi;
}

/** What every store of this area needs from the rest of the app. */
export interface GamesContext extends FailureReport {
  apis(): GamesApis;
  refreshBalance(): void;
  openWindow(kind: 'game' | 'livetv', target: string): Promise<void>;
  isDisabled(product: ProductKey): boolean;
}
