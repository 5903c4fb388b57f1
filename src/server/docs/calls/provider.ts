import { type CallDocs } from './codes';
import type { PROVIDER_CALLS } from '../../../shared/games/contract';
import type { GAME_PAGE_CALLS } from '../../../shared/games/api';

const SWITCH_CODES = ['liveCasinoDisabled', 'MiniGameDisabled', 'lotteryDisabled'];

export const PROVIDER_CALL_DOCS = {
  GameList: {
    summary:
      'Games of the demo provider by category, provider and name search, with generated images and published RTP.',
    errors: [],
  },
  LaunchGame: {
    summary:
      'Any game of the list: answers the URL of its page, in the language `lang` names, with a one-time launch token (5 minutes).',
    errors: ['gameNotExists', 'langInvalid', ...SWITCH_CODES, 'viewOnly', 'accountFrozen'],
  },
  launchslotgame: {
    summary: 'As LaunchGame, slots only.',
    errors: ['gameNotExists', 'langInvalid', 'viewOnly', 'accountFrozen'],
  },
  launchgp: {
    summary: 'Live casino: a table by game_id, or the first table when none is given.',
    errors: ['gameNotExists', 'langInvalid', 'liveCasinoDisabled', 'viewOnly', 'accountFrozen'],
  },
  LaunchLottery: {
    summary: "The provider's 4D results board for the open draw.",
    errors: ['langInvalid', 'lotteryDisabled'],
  },
} as const satisfies CallDocs<typeof PROVIDER_CALLS>;

export const GAME_PAGE_CALL_DOCS = {
  'game/open': {
    summary: 'Trades an unused launch token for a game session and answers the wallet it plays from.',
    errors: ['invalidLaunchToken', 'invalidSession'],
  },
  'game/round': {
    summary: 'Plays one round: debits the stake and credits the payout in one transaction.',
    errors: ['invalidSession', 'insufficient_balance', 'duplicate_debit_record', 'gameNotExists'],
  },
  'game/lotteryboard': {
    summary: "The 4D board's open draw and the last five results.",
    errors: ['invalidSession', 'gameNotExists', 'lotteryDisabled'],
  },
} as const satisfies CallDocs<typeof GAME_PAGE_CALLS>;
