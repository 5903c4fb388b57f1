// The prose part of docs/API.md for the keno calls; the call sections are rendered from shared/keno/contract.ts.
// docs/GAMES.md has the paytable, the RTPs and the seed derivation.
export const KENO_DOC_INTRO = `## Keno (extension group)

Every keno call is \`POST {apiBaseUrl}/osg/{name}\` with the session fields. Keno is a lottery product: an account
or operator with the lottery switched off is refused with \`lotteryDisabled\`. In short (docs/GAMES.md has the rules):

* **Draws.** One every \`KENO_DRAW_SECONDS\` (default 120) on a fixed grid, numbered by their slot; bets for a draw
  close 10 seconds before it. A draw is 20 distinct numbers of 1-80 derived from a random seed stored with it, so
  anyone can re-derive a published draw from its \`seed\`.
* **Bets.** 1 to 10 distinct numbers of 1-80 and a whole-unit stake (1.00 to 1,000.00), paid by the paytable for the
  number of picks caught. \`picks\` arrays of the wrong length answer \`picksInvalid\` (HTTP 400); numbers out of range
  or repeated \`invalidBet\`.
* **Money.** The stake is one \`bet\` ledger row (platform \`lottery\`, key \`transfer:keno:{account}:{slip_id}:debit\`),
  a win one \`settle\` row (\`transfer:keno:{bet id}:credit\`). Sending a \`slip_id\` again answers the bet that slip
  placed with \`replay: true\` and debits nothing.
`;
