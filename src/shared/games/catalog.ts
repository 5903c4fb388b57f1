// The demo provider's game list: every title is one of four honest engines (slot, baccarat, fishing, dice)
// with its own name, provider and colours; slot titles each run their own machine (slot-titles.ts). Pages of
// RULES.md section 2 pick their games from here, and GameList serves this list.
import type { ProductKey } from '../api/account';
import type { SlotMachine } from './slot-machines';
import { SLOT_TITLES } from './slot-titles';

export const GAME_ENGINES = ['slot', 'baccarat', 'fishing', 'dice'] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

export const GAME_CATEGORIES = ['slots', 'live', 'table', 'fishing', 'mini', 'others'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Ledger platform of each category (shared/api/reports PLATFORMS), so platformwinlose sorts game money right. */
export const CATEGORY_PLATFORM: Record<GameCategory, 'slots' | 'live_casino' | 'mini_game'> = {
  slots: 'slots',
  fishing: 'slots',
  live: 'live_casino',
  table: 'live_casino',
  mini: 'mini_game',
  others: 'mini_game',
};

/** Which product switch (RULES.md section 6) closes a category; null: always open. */
export const CATEGORY_PRODUCT: Record<GameCategory, ProductKey | null> = {
  slots: null,
  fishing: null,
  live: 'live_casino',
  table: null,
  mini: 'mini_game',
  others: null,
};

export interface GameProvider {
  code: string;
  name: string;
  /** The /slotsN page of this provider. */
  path: string;
}

export const SLOT_PROVIDERS: readonly GameProvider[] = [
  ['PGD', 'Pagoda Gaming', 2],
  ['RVR', 'River Reels', 3],
  ['KNG', 'Kingfisher Play', 4],
  ['LTS', 'Lotus Spin', 5],
  ['MSN', 'Monsoon Studio', 6],
  ['JDE', 'Jade Engine', 7],
  ['TGR', 'Tiger Lab', 8],
  ['CRL', 'Coral Games', 9],
  ['SKY', 'Skyline Slots', 11],
  ['ORC', 'Orchid Interactive', 12],
  ['BMB', 'Bamboo Works', 13],
  ['NVA', 'Nova Arcade', 14],
].map(([code, name, n]) => ({ code: code as string, name: name as string, path: `/slots${n as number}` }));

const HOUSE_PROVIDER: GameProvider = { code: 'DMO', name: 'Demo Provider', path: '/casino' };

export interface GameInfo {
  id: string;
  name: string;
  engine: GameEngine;
  category: GameCategory;
  provider: string;
  /** Hue (0-359) of the generated tile and table. */
  hue: number;
  /** Live tables: the dealer's name on the table. */
  dealer?: string;
  tags: readonly ('hot' | 'new')[];
  /** Slot titles: the machine it runs (slot-titles.ts); other slot games run CLASSIC_SLOT_MACHINE. */
  machine?: SlotMachine;
}

function hueOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function buildCatalog(): GameInfo[] {
  const games: GameInfo[] = [];
  SLOT_PROVIDERS.forEach((provider, p) => {
    (SLOT_TITLES[provider.code] ?? []).forEach(({ name, machine }, k) => {
      games.push({
        id: `slot-${slug(name)}`,
        name,
        engine: 'slot',
        category: 'slots',
        provider: provider.code,
        hue: hueOf(name),
        tags: k === 0 ? ['hot'] : p % 4 === k ? ['new'] : [],
        machine,
      });
    });
  });
  const house = (name: string, engine: GameEngine, category: GameCategory, extra: Partial<GameInfo> = {}) =>
    games.push({
      id: `${category}-${slug(name)}`,
      name,
      engine,
      category,
      provider: HOUSE_PROVIDER.code,
      hue: hueOf(name),
      tags: [],
      ...extra,
    });
  house('Speed Baccarat A', 'baccarat', 'live', { dealer: 'Mei Ling', tags: ['hot'] });
  house('Speed Baccarat B', 'baccarat', 'live', { dealer: 'Aiko' });
  house('VIP Baccarat', 'baccarat', 'live', { dealer: 'Sofia' });
  house('Squeeze Baccarat', 'baccarat', 'live', { dealer: 'Nurul', tags: ['new'] });
  house('Baccarat Classic', 'baccarat', 'table', { tags: ['hot'] });
  house('Mini Baccarat', 'baccarat', 'table');
  house('Sic Bo Deluxe', 'dice', 'table');
  house('Ocean King', 'fishing', 'fishing', { tags: ['hot'] });
  house('Dragon Fishing', 'fishing', 'fishing');
  house('Golden Toad Hunt', 'fishing', 'fishing', { tags: ['new'] });
  house('Lucky Dice', 'dice', 'mini', { tags: ['hot'] });
  house('Hi-Lo Dice', 'dice', 'mini');
  house('Mini Fortune Slot', 'slot', 'mini', { tags: ['new'] });
  house('Dice Duel', 'dice', 'others');
  house('Treasure Dice', 'dice', 'others');
  house('Arcade Reels', 'slot', 'others');
  return games;
}

// Pure: a bundle that imports only the provider list or the category tables leaves the titles out.
export const GAMES: readonly GameInfo[] = /* @__PURE__ */ buildCatalog();

export function findGame(id: string): GameInfo | undefined {
  return GAMES.find((g) => g.id === id);
}

export interface GameQuery {
  category?: GameCategory;
  provider?: string;
  search?: string;
}

/** Filters the list the way GameList does: category, provider and a case-insensitive name search. */
export function queryGames(query: GameQuery, games: readonly GameInfo[] = GAMES): GameInfo[] {
  const needle = query.search?.trim().toLowerCase() ?? '';
  return games.filter(
    (g) =>
      (!query.category || g.category === query.category) &&
      (!query.provider || g.provider === query.provider) &&
      (!needle || g.name.toLowerCase().includes(needle)),
  );
}

export function providerName(code: string): string {
  return SLOT_PROVIDERS.find((p) => p.code === code)?.name ?? HOUSE_PROVIDER.name;
}
