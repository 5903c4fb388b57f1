// The prose part of docs/API.md for the bet group; the call sections are rendered from shared/betting/contract.ts.
export const BET_DOC_INTRO = `## Betting (bet group)

Every bet call is \`POST {apiBaseUrl}/bet/{name}\` with the session fields. A slip leg is
\`{ match_id, market, period, choice, line, price, odds_type, mmo? }\`: \`price\` is the canonical integer price
(HK odds x 1,000,000) the player saw, \`line\` hundredths of a goal (home handicap, or total), \`odds_type\` 1 MY,
2 HK, 3 ID, 4 DEC, 5 Myanmar (then \`mmo\` carries \`{ body, pct }\`). Market and choice codes are the feed's
(docs/FEED.md).

* **Odds types are the market's.** Handicap, over/under, odd/even and money line take any numeric type; 1X2,
  outrights, race cards and the extra markets are quoted in decimal only, and a leg on one of them in any other
  type is refused with \`oddsTypeNotOffered\` (never converted: the player is struck at the quote they saw, in
  the type they saw it). The shown quote is rounded in the house's favour (docs/FEED.md), and risk and win are
  computed from that shown quote, so the slip, the ticket and the payout agree.
* **Risk and win.** The stake is what the player typed; the *risk* debited is the stake, or stake x |odds| at
  negative Malay/Indo odds (the win is then the stake). Myanmar bets risk the stake and win the stake.
  \`max_payout\` of a bet is risk plus full win; the limit row's \`max_payout\` caps the win (\`betOverMaxPayout\`).
* **A listed leg names its pick** with the slip's fields plus \`child_label\` (the child line's label as the feed
  sent it, "Corners" or "Bookings", null for the match's own lines: a corners handicap has the match handicap's
  market key, teams and line). A Myanmar leg's \`odds\` is the side's own share of the quote, as its price button
  showed it (\`+20\` for the side receiving \`-20\`); \`mmo\` is the quote as the giver's and \`mmo_giver\` the giver
  (1 home, 2 away, 0 the over).
* **Limits** come from the key \`{sportId}_{market}\` (1X2 is \`1x2\`), \`parlay\` (mix and system parlay) or
  \`mmo\`, else \`default\`. A single's stake plus the member's open singles on the same match and market may not
  pass 3 x max_bet (\`betOverMaxPerMatch\`).
* **Moved prices.** Same price: taken. Higher canonical price: taken with \`accept_better_odds\`. Any move:
  taken with \`accept_any_odds\`. Otherwise \`oddsIsUpdating\` and the slip re-checks. A moved handicap or
  total is \`invalidOddsBall\` whatever the flags.
* **Availability codes:** 318 unknown match, 311 match finished or cancelled, 308 wrong call family (the \`v\`
  calls take sports 40 to 54 only, the others never), 340 selection not offered, 328 suspended (red card),
  313 price hidden after a goal, 314 closed.
* **Idempotency.** \`slip_id\` (8 to 64 of \`[A-Za-z0-9_-]\`) is unique per member: a repeated submit answers
  \`duplicate_debit_record\` and nothing is debited twice. The replay is recognised before every other rule: it
  answers \`duplicate_debit_record\` whatever the balance, limits, price or account state are now, never a code
  that would tell the player a standing bet failed.
* **Live bets** answer \`status: "waiting"\`. After the live delay (\`BET_LIVE_DELAY_MS\`, default 5 s) the bet
  is rejected and refunded (\`reject_reason\` \`goal\` or \`red_card\`) if the match scored or had a red card, else it
  runs. Live handicaps and Myanmar handicaps count the goals after the bet (\`score_at_bet\`).
* **Settlement** follows the simulator's recorded result: singles set-based per match, parlays when their last
  leg is known. A cancelled match (status 2) refunds every bet on it at once, its child lines (corners, bookings)
  included, and a parlay leg on it counts at odds 1.00. A bet that cannot be settled holds back none of its match:
  the others are settled one by one, and it stays running, is logged with its id and reason, counted
  (\`SettlementStats.failures\`), and tried again by the next sweep. Ledger rows: \`bet\` (debit), \`settle\` or \`refund\` (void), \`commission\`; a re-settlement adds the
  new rows and then reversal rows (\`resettle reversal: ...\`). Valid turnover is the risk for a full result, half
  for a half result, none for a push or void. Commission (member \`commission_bp\`) by \`comm_type\`: \`A\` on every
  settled bet's valid turnover, \`B\` only on losing bets, \`N\` never. Parlay payouts round half up to the cent
  (RULES.md section 10's example); single wins truncate and half losses round up, never in the player's favour.
`;
