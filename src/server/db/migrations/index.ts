import { initial } from './001_initial';
import { matchResults } from './010_match_results';
import { messagesAndTokens } from './002_messages_tokens';
import { sessionLookup } from './003_session_lookup';
import { bets } from './011_bets';
import { games } from './012_games';
import { tournament } from './013_tournament';
import { terms } from './014_terms';
import { betIndexes } from './015_bet_indexes';
import { accountChanges } from './016_account_changes';
import { betLegsAccount } from './017_bet_legs_account';
import { openStakes } from './018_open_stakes';
import { placementFunctions } from './019_placement_functions';
import { placementCheckedWrite } from './020_placement_checked_write';
import { placementSequence } from './021_placement_sequence';
import { roomCurrency } from './022_room_currency';
import { gameAccessRevocation } from './023_game_access_revocation';
import { roomPinFailures } from './024_room_pin_failures';
import { oddsWorld } from './025_odds_world';
import { keno } from './040_keno';
import { videoPoker } from './041_video_poker';
import { playLimits } from './050_play_limits';
import { highlightIndex } from './051_highlight_index';
import { oddsBoosts } from './053_odds_boosts';
import { ticketRefsAndPrints } from './054_ticket_refs_and_prints';
import { virtualRoulette } from './055_virtual_roulette';
import { fightFinish } from './056_fight_finish';
import { miniProducts } from './057_mini_products';
import { sharedRateLimits } from './058_shared_rate_limits';
import { betLegChildLabel } from './059_bet_leg_child_label';
import { betStateNotifications } from './060_bet_state_notifications';
import { oddsWorldNotifications } from './061_odds_world_notifications';
import { messageNotifications } from './062_message_notifications';
import { cashOut } from './063_cash_out';
import { autoCashOut } from './064_auto_cash_out';
import { betBuilder } from './065_bet_builder';
import type { Migration } from './migration';

export type { Migration } from './migration';

export const MIGRATIONS: readonly Migration[] = [
  initial,
  messagesAndTokens,
  sessionLookup,
  matchResults,
  bets,
  games,
  tournament,
  terms,
  betIndexes,
  accountChanges,
  betLegsAccount,
  openStakes,
  placementFunctions,
  placementCheckedWrite,
  placementSequence,
  roomCurrency,
  gameAccessRevocation,
  roomPinFailures,
  oddsWorld,
  keno,
  videoPoker,
  playLimits,
  highlightIndex,
  oddsBoosts,
  ticketRefsAndPrints,
  virtualRoulette,
  fightFinish,
  miniProducts,
  sharedRateLimits,
  betLegChildLabel,
  betStateNotifications,
  oddsWorldNotifications,
  messageNotifications,
  cashOut,
  autoCashOut,
  betBuilder,
];
