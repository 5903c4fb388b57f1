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
  cash_out: 'cashOutDisabled',
};
