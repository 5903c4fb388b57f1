// The prose part of docs/API.md for the virtual roulette calls; the call sections are rendered from
// shared/roulette/contract.ts. docs/GAMES.md has the bet table, the RTP and the seed derivation.
export const ROULETTE_DOC_INTRO = `## Virtual roulette (extension group)

Every roulette call is \`POST {apiBaseUrl}/osg/{name}\` with the session fields. Roulette is a virtual game: an account
or operator with virtual games switched off is refused with \`virtualGamesDisabled\`. In short (docs/GAMES.md has the
rules):

* **Spins.** One every \`ROULETTE_SPIN_SECONDS\` (default 60) on a fixed grid, numbered by their slot; bets for a spin
  close 5 seconds before it. A spin is one pocket of 0-36 (European wheel, single zero) derived from a random seed
  stored with it, so anyone can re-derive a published spin from its \`seed\`.
* **Bets.** A slip holds 1 to 20 different bets, each a whole-unit stake (1.00 to 1,000.00): \`straight:{n}\` (returns
  36 times the stake), \`red\`, \`black\`, \`odd\`, \`even\`, \`low\` (1-18), \`high\` (19-36) (2 times), \`dozen1\`-\`dozen3\`,
  \`column1\`-\`column3\` (3 times). Zero loses every bet but \`straight:0\`. An unknown or repeated bet answers
  \`invalidBet\`, a stake that is not whole units \`invalidBetAmount\`, one over 1,000.00 \`betOverMax\`.
* **Money.** The slip's total is one \`bet\` ledger row (platform \`virtual\`, key
  \`transfer:roulette:{account}:{slip_id}:debit\`), its return one \`settle\` row (\`transfer:roulette:{bet id}:credit\`).
  Sending a \`slip_id\` again answers the slip it placed with \`replay: true\` and debits nothing. The player's stake and
  loss limits apply (\`stakeLimitReached\`, \`lossLimitReached\`).
`;
