// English texts of the sportsbook's mini games panel. Every language file has the same keys (tests/renderer/i18n.test.ts).
import { SLOT_SYMBOL_NAMES } from '@shared/games/slot-symbol-names';
const en = {
  miniGames: {
    open: 'Mini games',
    title: 'Mini games',
    close: 'Close mini games',
    casino: 'Mini casino',
    slots: 'Mini slots',
    titles: 'Choose a game',
    balance: 'Balance: {{amount}}',
    stake: 'Stake',
    stakeInvalid: 'Enter a stake from {{min}} to {{max}}, with at most two decimals.',
    deal: 'Deal',
    roll: 'Roll',
    spin: 'Spin',
    betOn: 'Bet on',
    rtp: 'Return to player: {{rtp}}%',
    won: 'You win {{amount}}.',
    lost: 'No win this round.',
    push: 'Your stake of {{amount}} is returned.',
    dice: 'Dice {{dice}}, total {{total}}',
    triple: 'Triple: Big and Small both lose',
    reels: 'Reels',
    line: 'Centre line: {{symbols}}',
    paytable:
      'Centre line pays: three sevens 400×, stars 80×, bells 30×, lemons 20×, cherries 15×; two cherries from the left 4×, one cherry 2×.',
    player: 'Player {{total}}',
    banker: 'Banker {{total}}',
    result: 'Last round',
    sides: {
      player: 'Player',
      banker: 'Banker',
      tie: 'Tie',
      big: 'Big',
      small: 'Small',
    },
    pays: {
      player: 'pays 1:1',
      banker: 'pays 1:1 less 5%',
      tie: 'pays 8:1',
      big: '11 to 17, pays 1:1',
      small: '4 to 10, pays 1:1',
    },
    winner: {
      player: 'Player wins',
      banker: 'Banker wins',
      tie: 'Tie',
    },
    symbols: SLOT_SYMBOL_NAMES.en,
    kind: {
      baccarat: 'Mini baccarat',
      dice: 'Mini sic bo',
      slot: 'Mini slot',
    },
  },
};

export type MiniGamesMessages = typeof en;
export default en;
