// Which screen each games-area path of RULES.md section 2 shows; App.tsx asks here instead of listing them.
import type { ReactNode } from 'react';
import { SLOT_PROVIDERS } from '@shared/games/catalog';
import { lazyRoute } from '../../components/lazyRoute';
import type { LobbySpec } from './GameLobbyPage';

// Each screen is its own chunk, fetched when first opened (with the loading state and retry screen of
// lazyRoute): a player who only bets on sports never downloads the games area.
const GameLobbyPage = lazyRoute<{ spec: LobbySpec }>(() =>
  import('./GameLobbyPage').then((m) => ({ default: m.GameLobbyPage })),
);
const LotteryPage = lazyRoute<object>(() =>
  import('../../lottery/pages/LotteryPage').then((m) => ({ default: m.LotteryPage })),
);
const KenoPage = lazyRoute<object>(() =>
  import('../../keno/pages/KenoPage').then((m) => ({ default: m.KenoPage })),
);
const RoulettePage = lazyRoute<object>(() =>
  import('../../roulette/pages/RoulettePage').then((m) => ({ default: m.RoulettePage })),
);
const VideoPokerPage = lazyRoute<object>(() =>
  import('../../videopoker/pages/VideoPokerPage').then((m) => ({ default: m.VideoPokerPage })),
);
const LiveTvPage = lazyRoute<object>(() =>
  import('../media/LiveTvPage').then((m) => ({ default: m.LiveTvPage })),
);
const EventPage = lazyRoute<object>(() =>
  import('../media/EventPage').then((m) => ({ default: m.EventPage })),
);
const HighlightsPage = lazyRoute<object>(() =>
  import('../media/HighlightsPage').then((m) => ({ default: m.HighlightsPage })),
);
const VirtualResultsPage = lazyRoute<{ kind: 'ngresult' | 'efresult' }>(() =>
  import('../media/VirtualResultsPage').then((m) => ({ default: m.VirtualResultsPage })),
);
const VirtualSportsPage = lazyRoute<object>(() =>
  import('./VirtualSportsPage').then((m) => ({ default: m.VirtualSportsPage })),
);
const EsportsPage = lazyRoute<object>(() =>
  import('./EsportsPage').then((m) => ({ default: m.EsportsPage })),
);

const LOBBIES: Record<string, LobbySpec> = {
  '/casino': { page: 'casino', categories: ['table', 'live', 'slots', 'fishing'] },
  '/casino100': { page: 'casino100', categories: ['live'], product: 'live_casino' },
  '/slots': { page: 'slots', categories: ['slots'], providerLinks: true },
  '/fishing': { page: 'fishing', categories: ['fishing'] },
  '/others': { page: 'others', categories: ['others', 'table'] },
  '/minigame': { page: 'minigame', categories: ['mini'], product: 'mini_game' },
  ...Object.fromEntries(
    SLOT_PROVIDERS.map((p) => [
      p.path,
      { page: 'slots', provider: p.code, providerLinks: true } satisfies LobbySpec,
    ]),
  ),
};

/** Starts fetching the screen of a games-area path (nothing for other paths). */
export function preloadGameScreen(path: string): void {
  if (LOBBIES[path]) GameLobbyPage.preload();
  else SCREENS[path]?.preload();
}

const SCREENS: Record<string, { preload: () => void }> = {
  '/w4d': LotteryPage,
  '/keno': KenoPage,
  '/virtualgames': RoulettePage,
  '/videopoker': VideoPokerPage,
  '/livetv': LiveTvPage,
  '/event': EventPage,
  '/ngresult': VirtualResultsPage,
  '/efresult': VirtualResultsPage,
  '/others1': VirtualSportsPage,
  '/esports2': EsportsPage,
  '/highlight': HighlightsPage,
};

/** The element for a games-area path, or null when the path is not one of ours. */
export function gameRouteElement(path: string): ReactNode {
  const lobby = LOBBIES[path];
  // Keyed by path: moving between lobbies remounts, so each loads its own list.
  if (lobby) return <GameLobbyPage key={path} spec={lobby} />;
  switch (path) {
    case '/w4d':
      return <LotteryPage />;
    case '/keno':
      return <KenoPage />;
    case '/virtualgames':
      return <RoulettePage />;
    case '/videopoker':
      return <VideoPokerPage />;
    case '/livetv':
      return <LiveTvPage />;
    case '/event':
      return <EventPage />;
    case '/ngresult':
    case '/efresult':
      return <VirtualResultsPage key={path} kind={path === '/ngresult' ? 'ngresult' : 'efresult'} />;
    case '/others1':
      return <VirtualSportsPage />;
    case '/esports2':
      return <EsportsPage />;
    case '/highlight':
      return <HighlightsPage />;
    default:
      return null;
  }
}
