// The prose part of docs/API.md for the video poker calls; the call sections are rendered from
// shared/videopoker/contract.ts. docs/GAMES.md has the paytable, the RTP and the deck derivation.
export const VIDEO_POKER_DOC_INTRO = `## Video poker (extension group)

Jacks or Better, house-banked, one player per round: \`vpdeal\` stakes and deals five cards, \`vpdraw\` holds any of
them and replaces the rest. Video poker is a mini game: an account or operator with mini games switched off is
refused with \`MiniGameDisabled\`. Cards are 0-51 (rank = card % 13 from the two, suit = floor(card / 13)).

* **Deck.** Each round gets a random seed; its ten usable cards (five dealt, then the replacements in order) follow
  from the seed by the rule keno draws use, over 52 cards. The seed is published once the round is done.
* **Money.** The stake (whole units, 1.00 to 1,000.00) is one \`bet\` ledger row (platform \`mini_game\`, key
  \`transfer:vpoker:{account}:{round_id}:debit\`), a paying hand one \`settle\` row (\`transfer:vpoker:{ref}:credit\`).
  A \`round_id\` sent again to \`vpdeal\` answers that round with \`replay: true\`; \`vpdraw\` on a finished round answers
  its result with \`replay: true\`. Neither moves money twice.
`;
