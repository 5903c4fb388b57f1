// Texts of printed bet tickets and the Check ticket screen. Every language file has the same keys
// (tests/renderer/i18n.test.ts).
const en = {
  ticket: {
    title: 'Bet ticket',
    copy: 'COPY',
    terminal: 'Terminal',
    ref: 'Ref no',
    time: 'Time',
    type: 'Bet type',
    odds: 'Odds',
    stake: 'Stake',
    potentialPayout: 'Potential payout',
    payout: 'Payout',
    status: 'Status',
    qrLabel: 'QR code of ref no {{ref}}',
    print: 'Print ticket',
    reprint: 'Reprint',
    reprintOf: 'Reprint ticket {{ref}}',
    printOf: 'Print ticket {{ref}}',
    close: 'Close',
    preview: 'Ticket {{ref}}',
    printed: 'Ticket {{ref}} printed.',
    noPrinter: 'The receipt printer was not found. Please ask the staff for help.',
    failed: 'The ticket could not be printed. Please try again or ask the staff.',
    cancelled: 'Printing was cancelled.',
    keep: 'Please keep this ticket to claim your winnings.',
    roomTitle: 'Tournament bet ticket',
    room: 'Room',
    pointsStaked: 'Points staked',
    pointsToWin: 'Points to win',
    pointsReturned: 'Points returned',
    pointsNote: 'Tournament points have no cash value; this ticket cannot be cashed.',
    check: {
      title: 'Check ticket',
      label: 'Ref no',
      hint: 'Type or scan the ref no printed on the ticket, then press Enter.',
      submit: 'Check',
      required: 'Please enter the ref no.',
      invalid: 'A ref no has only letters, digits, - and _ (at most 40).',
      notFound: 'None of your bets has this ref no.',
      result: 'Ticket {{ref}}',
    },
  },
};

export type TicketMessages = typeof en;
export default en;
