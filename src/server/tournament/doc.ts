// The prose part of docs/API.md for the tournament group; the call sections are rendered from
// shared/tournament/contract.ts. docs/TOURNAMENT.md has the full rules.
export const TOURNAMENT_DOC_INTRO = `## Tournament (tournament group)

Every tournament call is \`POST {apiBaseUrl}/tournament/{name}\` with the session fields. Rules, schedule, prize
split and the tie rule are in docs/TOURNAMENT.md; in short:

* **Rooms.** \`room_type\` 1 public (T1), 2 private (T2, 6-digit PIN), 3 free (T3, no fee). Status codes: \`A\` open,
  \`0\` active (enough players), \`1\` closed (joining over), \`4\` betting stopped (first kick-off passed), \`3\` ended,
  \`2\` cancelled. Joining closes 5 minutes (\`TOURNAMENT_JOIN_LEAD_MS\`) before the first kick-off, betting at it.
  Matches per room: 3 to \`TOURNAMENT_MAX_MATCHES\` (default 10). Times are the simulator's (GMT+8 dates).
* **Money.** The entry fee is a \`bet\` ledger row (platform \`tournament\`, key
  \`tournament:{room}:fee:{member}:{join}\`), prizes \`settle\` rows (\`tournament:{room}:prize:{member}\`), refunds
  \`refund\` rows (\`...:leave:...\` when leaving, \`...:cancel:...\` for a cancelled room). Fees and prizes are nominal:
  each member pays and is paid in the currency of their own wallet. The pool is the sum of fees; first, second and
  third take 50/30/20 (the first takes the rounding), ties share the prizes of the places they hold.
* **Points.** Each seat starts with 1000 points; \`bet\` stakes points on a full-time handicap, over/under, 1X2 or
  moneyline of a room match at HK odds and settles with the sportsbook's own rules. The ranking counts running bets
  at their stake. A room with fewer than 3 players at its last join time, or with a cancelled match, is cancelled.
* **Replays.** A repeated call the server already accepted answers its "already done" code before any rule that
  may have changed since (the valid bet, the room's state, the price, the points): \`roomcreate\` of a room the member
  created answers \`roomExists\`, \`roomjoin\` of a running room the member sits in \`memberJoinedBefore\`, \`bet\` on a selection
  the member already backed in the room \`betExists\`. \`roomleave\` and \`betplus\` carry no key: each call is new.
* **Field codes.** \`roomcreate\` names missing fields with RULES.md section 8's ids (\`roomIdRequired\`,
  \`roomTypeRequired\`, \`matchDateRequired\`, \`matchRequired\`, \`limitRequired\`, \`rateRequired\`) as HTTP 400, and
  a malformed \`room_id\` or \`match_date\` likewise (\`roomIdInvalid\`, \`matchDateInvalid\`). Rules of the game answer
  HTTP 200 with status 0 whatever their code ends with: \`validBetRequired\` (no valid sportsbook bet) and
  \`roomPasswordRequired\` (a private room needs its PIN) are business refusals, not malformed requests.
`;
