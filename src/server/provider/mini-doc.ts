// The prose part of docs/API.md for the mini games call; the call section is rendered from
// shared/games/mini-contract.ts. docs/GAMES.md has the titles, their engines and RTP.
export const MINI_GAME_DOC_INTRO = `## Mini casino and mini slots (extension group)

Quick-play titles the sportsbook plays in a panel of its own page, without the game window: Quick Baccarat and Quick
Sic Bo (the mini casino) and three slots (the mini slots), \`game_id\` one of \`mini-quick-baccarat\`,
\`mini-quick-sic-bo\`, \`mini-lucky-sevens\`, \`mini-cherry-pop\`, \`mini-star-bells\`. Each plays the house engine of
its kind with the same rules, stakes and RTP as the full games (docs/GAMES.md). Each is a product of its own: an
account or operator with the mini casino or the mini slots switched off is refused with \`MiniCasinoDisabled\` or
\`MiniSlotsDisabled\`.

* **Bets.** Slots and sic bo take \`stake\` (sic bo with \`side\` \`big\` or \`small\`); baccarat takes \`bets\` per side
  (\`player\`, \`banker\`, \`tie\`) with \`stake\` their total. Each stake is 0.10 to 1,000.00, a round's total at most
  1,000.00.
* **Money.** The provider round service: one \`bet\` ledger row (\`transfer:game:{account}:{round_id}:debit\`), one
  \`settle\` row when the round returns anything (\`...:credit\`), platform \`live_casino\` for the mini casino and
  \`slots\` for the mini slots, stake and loss limits checked on the debit. A \`round_id\` the wallet already took
  answers \`duplicate_debit_record\` whatever changed since. Rounds show in the bet lists (\`bet_type\` \`minigame\`,
  \`game.kind\` \`minigame\`, \`game.bet_type\` the engine, \`game.number\` the title), in the statement and in the game
  results (\`slots\` or \`livecasino\`).
`;
