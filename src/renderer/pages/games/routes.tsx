// Which screen each games-area path of SPEC.md section 2 shows; App.tsx asks here instead of listing them.
import type { ReactNode } from 'react';
import { SLOT_PROVIDERS } from '@shared/games/catalog';
import { KenoPage } from '../keno/KenoPage';
import { VideoPokerPage } from '../videopoker/VideoPokerPage';
import { LotteryPage } from '../lottery/LotteryPage';
import { EventPage } from '../media/EventPage';
import { HighlightsPage } from '../media/HighlightsPage';
import { LiveTvPage } from '../media/LiveTvPage';
import { VirtualResultsPage } from '../media/VirtualResultsPage';
import { EsportsPage } from './EsportsPage';
import { GameLobbyPage, type LobbySpec } from './GameLobbyPage';
import { VirtualSportsPage } from './VirtualSportsPage';

const LOBBIES: Record<string, LobbySpec> = {
  '/casino': { page: 'casino', categories: ['table', 'live', 'slots', 'fishing'] },
  '/casino100': { page: 'casino100', categories: ['live'], product: 'live_casino' },
  '/slots': { page: 'slots', categories: ['slots'], providerLinks: true },
  '/fishing': { page: 'fishing', categories: ['fishing'] },
  '/others': { page: 'others', categories: ['others', 'table'] },
  '/minigame': { page: 'minigame', categories: ['mini'], product: 'mini_game' },
  ...Object.fromEntries(SLOT_PROVIDERS.map((p) => [p.path, { page: 'slots', provider: p.code, providerLinks: true } satisfies LobbySpec])),
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
