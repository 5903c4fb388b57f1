// The help sections in the order the page shows them; each topic's texts are help.topics.<id>.{title,body}.

export const HELP_GROUPS = [
  { id: 'howToBet', topics: ['single', 'parlay', 'system', 'myanmar', 'keyboard'] },
  { id: 'odds', topics: ['oddsIntro', 'oddsDecimal', 'oddsHk', 'oddsMalay', 'oddsIndo', 'oddsMyanmar'] },
  { id: 'statuses', topics: ['statusesIntro', 'outcomes'] },
  { id: 'tournament', topics: ['tournamentHow', 'tournamentCreate'] },
  { id: 'faq', topics: ['faqPassword', 'faqStake', 'faqWaiting', 'faqOdds', 'faqNickname'] },
  { id: 'liveCenter', topics: ['liveCenter'] },
  { id: 'betLimit', topics: ['betLimit'] },
  { id: 'contact', topics: ['contact'] },
] as const;

export type HelpGroupId = (typeof HELP_GROUPS)[number]['id'];

/** URL-friendly anchors (/info/help?section=live-center) for the header links. */
export const SECTION_ANCHORS: Record<HelpGroupId, string> = {
  howToBet: 'how-to-bet',
  odds: 'odds-types',
  statuses: 'bet-statuses',
  tournament: 'tournaments',
  faq: 'faq',
  liveCenter: 'live-center',
  betLimit: 'bet-limit',
  contact: 'contact-us',
};
