// Product switches (RULES.md section 6): the refusal code of each product, verbatim from section 8.
import type { ProductKey } from '../api/account';

export const PRODUCT_DISABLED_CODE: Record<ProductKey, string> = {
  live_casino: 'liveCasinoDisabled',
  lottery: 'lotteryDisabled',
  mini_game: 'MiniGameDisabled',
  esports: 'EsportsDisabled',
  tournament: 'tournamentDisabled',
  mini_casino: 'MiniCasinoDisabled',
  mini_slots: 'MiniSlotsDisabled',
  virtual_games: 'virtualGamesDisabled',
  odds_booster: 'oddsBoosterDisabled',
};

/** The product a page of RULES.md section 2 belongs to, when a switch can close it. */
export const PAGE_PRODUCT: Readonly<Record<string, ProductKey>> = {
  '/casino100': 'live_casino',
  '/w4d': 'lottery',
  '/keno': 'lottery',
  '/virtualgames': 'virtual_games',
  '/videopoker': 'mini_game',
  '/minigame': 'mini_game',
  '/esports2': 'esports',
};
