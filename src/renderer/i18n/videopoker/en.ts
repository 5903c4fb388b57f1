// English texts of the video poker page (/videopoker). Every language file has the same keys (tests/renderer/i18n.test.ts).
const en = {
  videoPoker: {
    title: 'Video poker',
    paytable: 'Paytable (returns per unit staked)',
    rtp: 'Return to player with the best holds: {{rtp}}%',
    cards: 'Your cards',
    card: '{{rank}} of {{suit}}',
    suits: { '0': 'spades', '1': 'hearts', '2': 'diamonds', '3': 'clubs' },
    held: 'Held',
    holdHint: 'Choose the cards to hold, then draw.',
    draw: 'Draw',
    deal: 'Deal',
    stakeLabel: 'Stake (whole units)',
    stakeProblem: 'Enter a stake in whole units from 1 to 1,000.',
    won: '{{hand}}: you win {{amount}}',
    noWin: 'No winning hand this time.',
    seed: 'Deck seed',
    hands: {
      royal_flush: 'Royal flush',
      straight_flush: 'Straight flush',
      four_of_a_kind: 'Four of a kind',
      full_house: 'Full house',
      flush: 'Flush',
      straight: 'Straight',
      three_of_a_kind: 'Three of a kind',
      two_pair: 'Two pair',
      jacks_or_better: 'Jacks or better',
    },
  },
};

export type VideoPokerMessages = typeof en;
export default en;
