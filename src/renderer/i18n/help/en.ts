// Help and support: how to bet, odds types with worked examples (RULES.md section 10 vectors), bet
// statuses, tournaments, FAQ, live center, bet limit and contact us. Every language file has the same keys
// (tests/renderer/i18n.test.ts); pages/help renders the topics in this order and searches their texts.
const en = {
  help: {
    title: 'Help and support',
    intro: 'Answers to common questions about betting, odds, tournaments and your account.',
    searchLabel: 'Search help',
    searchPlaceholder: 'Type a word, for example parlay or refund',
    results: '{{count}} topics match "{{query}}".',
    noResults: 'No help topic matches "{{query}}". Try another word, or contact us below.',
    topicsNav: 'Help topics',
    headerLinks: 'Help links',
    open: 'Help and support',
    openLiveCenter: 'Live center',
    openBetLimit: 'Bet limit',
    groups: {
      howToBet: 'How to bet',
      odds: 'Odds types',
      statuses: 'Bet statuses',
      tournament: 'Tournaments',
      faq: 'Frequently asked questions',
      liveCenter: 'Live center',
      betLimit: 'Bet limit',
      contact: 'Contact us',
    },
    topics: {
      keyboard: {
        title: 'Keyboard shortcuts',
        body: 'Everything works without a mouse. Tab to the odds table, then the arrow keys move between prices. Enter adds the focused price to the bet slip and moves to its stake; type the stake with the number keys. Enter places the bet and Enter again confirms it. Escape cancels the confirm step, or clears the bet slip and returns to the odds.',
      },
      single: {
        title: 'Single bet',
        body: 'Click a price in the odds table to add it to the bet slip, type your stake and press Place bet, then confirm. A single bet wins or loses on one selection only.',
      },
      parlay: {
        title: 'Mix parlay',
        body: 'Add selections from 2 to 12 different matches (3 for some bet types and for live parlay) and choose Parlay in the bet slip. The odds of the legs are multiplied; every leg must win. A half-won leg counts half, a void leg counts as odds 1.',
      },
      system: {
        title: 'System parlay',
        body: 'A system parlay buys every combination of a chosen size from your selections: 3 selections in doubles make 3 bets, a Trixie (3 doubles and 1 treble) makes 4, a Yankee with 4 selections makes 11. Each combination costs one stake. With more than 10 selections only the full combination is offered.',
      },
      myanmar: {
        title: 'Myanmar odds and Myanmar parlay',
        body: 'Members with MMK or MMO accounts can bet Myanmar odds: a goal body with a percentage, such as 1+50 or 1-30. Myanmar parlay takes 2 to 10 matches. A worked example is under Odds types.',
      },
      oddsIntro: {
        title: 'Choosing an odds type',
        body: 'Change the odds type in the header or in Settings. The same price is shown as Malay, Hong Kong, Indo, Decimal or Myanmar odds; what you win does not change. The examples below use a stake of 100.',
      },
      oddsDecimal: {
        title: 'Decimal odds',
        body: 'Decimal odds include your stake. At 1.96 a winning stake of 100 returns 196: a profit of 96. A losing bet loses 100.',
      },
      oddsHk: {
        title: 'Hong Kong odds',
        body: 'Hong Kong odds show the profit only: decimal 1.96 is HK 0.96. A winning stake of 100 at 0.96 wins 96; a losing one loses 100.',
      },
      oddsMalay: {
        title: 'Malay odds',
        body: 'Positive Malay odds work like Hong Kong odds: at 0.80 a stake of 100 wins 80 or loses 100. Negative Malay odds show what you risk to win your stake: at -0.80 you win 100 but risk 80 (the same price as decimal 2.25).',
      },
      oddsIndo: {
        title: 'Indo odds',
        body: 'Positive Indo odds show the profit per 1: at 1.25 a stake of 100 wins 125. Negative Indo odds show the risk per 1 won: at -2.00 you win 100 and risk 200 (decimal 1.50).',
      },
      oddsMyanmar: {
        title: 'Myanmar odds',
        body: 'Backing the team that gives body 1-30 with a stake of 10,000: a win by 2 goals or more wins 10,000; a win by exactly 1 goal loses 30%, that is 3,000; a draw or a loss loses 10,000. At 1+40 a win by exactly 1 goal wins 4,000.',
      },
      statusesIntro: {
        title: 'What the statuses in your bet list mean',
        body: 'Running: accepted and waiting for the result. Waiting: a live bet being checked for a few seconds. Accepted, rejected and pending show what happened to a bet that waited. Void: cancelled and refunded, for example when a match is abandoned.',
      },
      outcomes: {
        title: 'Results of a settled bet',
        body: 'Won or won all: the full win is paid. Won half: half the stake wins, the other half is refunded. Draw: the stake is refunded. Lost half: half the stake is lost, the other half is refunded. Lost or lose all: the stake is lost. Rejected and abandoned bets are refunded.',
      },
      tournamentHow: {
        title: 'How to play a tournament',
        body: 'Open Tournament in the header. Pick a room from the list or search by room ID, check the entry fee and join; private rooms ask for their 6-digit PIN. Before the last betting time, bet your points on the room matches. When the room ends, the ranking decides the prizes.',
      },
      tournamentCreate: {
        title: 'Creating a room',
        body: 'Choose Create room, then the room type, the match date, at least 3 matches that are not live, the number of players (3 to 30) and the entry fee (10 to 1,000). A private room gets a 6-digit PIN to share with your friends.',
      },
      faqPassword: {
        title: 'I forgot my password. What can I do?',
        body: 'Your upline can reset it for you. Once logged in, change it in My account under Change password: 6 to 10 letters and digits, with at least one of each.',
      },
      faqStake: {
        title: 'Why did my stake change by itself?',
        body: 'A stake below the minimum or above the maximum of your bet limit is set to that limit, and the bet slip tells you so. See Bet limit for your limits.',
      },
      faqWaiting: {
        title: 'Why is my live bet waiting?',
        body: 'Live bets are checked for a few seconds before they are accepted. If a goal or a red card happens meanwhile, the bet is rejected and the stake is returned.',
      },
      faqOdds: {
        title: 'Why did the price change or disappear?',
        body: 'Prices move with the match. A closed or suspended market cannot take bets for a moment. Tick Accept better odds or Accept any odds in the bet slip to place the bet anyway when the price moves.',
      },
      faqNickname: {
        title: 'Can I change my nickname?',
        body: 'A nickname can be set once only. After that it cannot be changed or removed.',
      },
      liveCenter: {
        title: 'Live center',
        body: 'The live center shows matches in play with live scores, the match tracker and live TV where it is available. Open it from the live icon beside a live match, or with the button below.',
      },
      betLimit: {
        title: 'Your bet limits',
        body: 'Each sport and market has a minimum stake, a maximum stake and a maximum payout for your account. A stake outside them is set to the nearest limit. Only your upline can change your limits.',
      },
      contact: {
        title: 'Contact us',
        body: 'Our support team answers by the channels below. For credit, limits or anything about your account, your upline is the fastest help.',
      },
    },
    liveCenterButton: 'Open live TV and the match tracker',
    limitsEmpty: 'No bet limits are set for your account.',
    contact: {
      channels: 'Support channels',
      email: 'Email',
      phone: 'Phone',
      liveChat: 'Live chat',
      openChat: 'Open live chat',
      copy: 'Copy {{channel}}',
      copyButton: 'Copy',
      copied: '{{channel}} copied.',
      none: 'Your operator has not listed any contact channels. Please contact your upline.',
    },
  },
};
export type HelpMessages = typeof en;
export default en;
