import { type CallDoc, type CallDocs } from './codes';
import type { BET_CALLS } from '../../../shared/betting/contract';

const MARKET_CODES = ['308', '311', '313', '314', '318', '328', '340', 'invalidOddsBall', 'invalidBetType'];
const STAKE_CODES = [
  'betLowerMin',
  'betOverMax',
  'betOverMaxPerMatch',
  'betOverMaxPayout',
  'invalidBetAmount',
];
const MONEY_CODES = [
  'insufficient_balance',
  'stakeLimitReached',
  'lossLimitReached',
  'duplicate_debit_record',
  'oddsIsUpdating',
  'viewOnly',
  'accountFrozen',
];
const PARLAY_CODES = [
  'noMatchSelected',
  'parlayMinMatches',
  'liveParlayMinMatches',
  'specialParlayMinMatches',
  'systemParlayMinMatches',
  'parlayMaxTickets',
  'parlaySameMatch',
  'matchNotAllowBet',
];
const MMO_CODES = ['invalidCurrency'];
/** A decimal-only market (1X2, outrights, race cards, extra markets) placed in any other odds type. */
const ODDS_TYPE_CODES = ['oddsTypeNotOffered'];

const PLACEMENT = {
  betcheck: {
    summary: 'Current price, line, state and stake limits of one main-market selection.',
    errors: MARKET_CODES,
  },
  betcheckspecial: {
    summary:
      'As betcheck, for the extra markets (uxmatch), outrights and race cards (`win`, `place`, `show`).',
    errors: MARKET_CODES,
  },
  betcheckmultispecial: {
    summary: 'Checks every leg of a parlay and answers the parlay limits and combined decimal odds.',
    errors: [...MARKET_CODES, ...PARLAY_CODES],
  },
  betsingle: {
    summary:
      'Places a single on a main market. Debits the risk once per slip_id. Live bets answer status `waiting` and are accepted or rejected (refunded) after the live delay. Handicap, over/under, odd/even and money line take any numeric odds type; 1X2 only decimal (odds_type 4): another type is refused with oddsTypeNotOffered, never converted.',
    errors: [...MARKET_CODES, ...ODDS_TYPE_CODES, ...STAKE_CODES, ...MONEY_CODES],
  },
  betsinglespecial: {
    summary:
      'As betsingle, for the extra markets, outrights and race cards (`win`, `place`, `show`), all quoted in decimal only: odds_type must be 4 (else oddsTypeNotOffered).',
    errors: [...MARKET_CODES, ...ODDS_TYPE_CODES, ...STAKE_CODES, ...MONEY_CODES],
  },
  betparlay: {
    summary:
      'Places a mix parlay (2 to 12 legs, 3 with a live leg or `special`), one selection per match, limits of key `parlay`. A leg on a decimal-only market must say odds_type 4 (else oddsTypeNotOffered).',
    errors: [...MARKET_CODES, ...ODDS_TYPE_CODES, ...STAKE_CODES, ...MONEY_CODES, ...PARLAY_CODES],
  },
  betsysparlay: {
    summary:
      'Places a system parlay: C(n, k) tickets for every chosen size k at `stake` each (only the full n-fold above 10 selections). Odds types as betparlay.',
    errors: [...MARKET_CODES, ...ODDS_TYPE_CODES, ...STAKE_CODES, ...MONEY_CODES, ...PARLAY_CODES],
  },
  betmmoclick: {
    summary:
      'Myanmar-odds check: the current body/percentage quote of a handicap or over/under (MMK/MMO accounts).',
    errors: [...MARKET_CODES, ...MMO_CODES],
  },
  betsinglemmo: {
    summary: 'Places a Myanmar-odds single (limits of key `mmo`).',
    errors: [...MARKET_CODES, ...STAKE_CODES, ...MONEY_CODES, ...MMO_CODES],
  },
  betparlaymmo: {
    summary:
      'Places a Myanmar-odds parlay (2 to 10 legs, even money per leg with the percentage at the exact margin).',
    errors: [...MARKET_CODES, ...STAKE_CODES, ...MONEY_CODES, ...PARLAY_CODES, ...MMO_CODES],
  },
} as const satisfies Record<string, CallDoc>;
const LISTS = {
  betacceptlist: {
    summary:
      'Running bets: accepted and not yet settled, newest first (a bet partly cashed out runs with its remainder and carries `cash_out`).',
    errors: [],
  },
  betrejectlist: {
    summary: 'Bets rejected in the last 24 hours (waiting rejected: a goal or red card in the live delay).',
    errors: [],
  },
  pendingbetlist: {
    summary: 'Waiting bets (live bets inside the acceptance delay).',
    errors: [],
  },
  betbyslip: {
    summary:
      'The sportsbook bet one submit placed, looked up by its `slip_id` (a single of a multi-selection slip has its own id): `bet` is the bet as the lists show it, or null when nothing was placed with that id. A client whose submit got no answer (the line dropped) asks this before it says anything or lets the slip be placed again; a later submit of the same id is still refused as `duplicate_debit_record`.',
    errors: [],
  },
  betacceptfulllist: {
    summary: 'Accepted bets (running, settled, void, cashed out) placed in a date range (GMT+8), paged.',
    errors: ['endDateInvalid'],
  },
  betrejectfulllist: {
    summary: 'Rejected bets placed in a date range, paged.',
    errors: ['endDateInvalid'],
  },
  dbetlist: {
    summary: 'Bets settled or cashed out in full on one working day: the drill-down of the statement.',
    errors: ['workingDateInvalid'],
  },
  dbetlistcancel: {
    summary: 'Bets voided or cancelled on one working day.',
    errors: ['workingDateInvalid'],
  },
  settledbetlist: {
    summary:
      'Settled bets (won, lost, drawn, half results) and bets cashed out in full (`cashed_out`, with `cash_out`), settled in a date range (GMT+8), paged: the history tab.',
    errors: ['endDateInvalid'],
  },
  cancelledbetlist: {
    summary: 'Void and cancelled bets in a date range, paged.',
    errors: ['endDateInvalid'],
  },
  parlayacceptbetdetails: {
    summary: 'One accepted parlay with its legs.',
    errors: ['betNotExists'],
  },
  parlaypendingbetdetails: {
    summary: 'One waiting parlay with its legs.',
    errors: ['betNotExists'],
  },
  parlayrejectbetdetails: {
    summary: 'One rejected parlay with its legs.',
    errors: ['betNotExists'],
  },
  parlaybetdetails: {
    summary: 'Any parlay of the member with its legs and their outcomes.',
    errors: ['betNotExists'],
  },
  betsysparlaymatch: {
    summary: 'The selections of a system parlay.',
    errors: ['betNotExists'],
  },
  betsysparlaybet: {
    summary: 'The tickets of a system parlay with their odds and, once settled, payouts.',
    errors: ['betNotExists'],
  },
  betticket: {
    summary:
      "One bet of the calling member by the ref no printed on its ticket (sportsbook, 4D, virtual racing, keno, video poker as `bet`; a tournament room bet, staked in points, as `room_bet` with its room): its status, outcome and payout (a bet cashed out in full is `cashed_out` with what its cash outs paid in `cash_out`: it is paid, and is never paid again), for the Check ticket screen and reprints, with how many times its ticket was printed (`printed`, on any terminal). Another member's ref no answers `betNotExists` exactly as an unknown one does, so ref nos cannot be probed.",
    errors: ['betNotExists'],
  },
  ticketprinted: {
    summary:
      "Records one print of the calling member's ticket on the terminal `terminal_id`, after the printer took it. The first print of a ref no on any terminal is the original (`print_no` 1, `copy` false); every later one is a copy, numbered in the order the prints were recorded. Another member's ref no answers `betNotExists`.",
    errors: ['betNotExists'],
  },
  betstatement: {
    summary:
      "Daily statement from the wallet ledger: per working day opening balance, stake placed, valid amount, win/loss of the bets settled that day, outstanding (stakes still running at the day's close), commission, other movements, closing balance, the bets staked, and each product played (sportsbook, games, 4D, virtual, tournament). A bet counts as win/loss (returns minus stakes) on the day it settles (or is cashed out; a partial cash out books its credit and the stake share it took when it is taken) and as outstanding until then, so closing + outstanding = opening + opening_outstanding + win/loss + commission + other, to the minor unit.",
    errors: ['endDateInvalid'],
  },
  betstatementday: {
    summary:
      "The drill-down of one statement day: one line per bet, round, 4D ticket, virtual bet or tournament room staked or settled that day (its stake that day, the win/loss booked that day, what is still outstanding at the day's close) and per commission or adjustment, in the order they happened. The lines add up to the day's statement row, and the lines with a stake are its bet count.",
    errors: ['workingDateInvalid'],
  },
  matchresult: {
    summary: 'Results of matches finished on a working day, optionally of one sport.',
    errors: [],
  },
  singlematchresult: {
    summary: 'One match result with its goals.',
    errors: ['matchNotActive'],
  },
  parlaymatchresult: {
    summary: 'The results of every match of a parlay.',
    errors: ['betNotExists'],
  },
} as const satisfies Record<string, CallDoc>;
const BOOSTS = {
  boostlist: {
    summary:
      "The boosts on offer: each selection with its feed price and boosted price, the player's limit and stake so far on it, and the budget left. Boosts whose match is no longer open to pre-match bets are left out. An account or operator with the booster switched off is refused with oddsBoosterDisabled.",
    errors: ['oddsBoosterDisabled'],
  },
  betboost: {
    summary:
      "Places a single at a boost's boosted price: the boost must still be offered at the version and price the player saw (else oddsIsUpdating), the stake within the player's limit on it (betOverMax) and the budget left (boostBudgetExhausted), plus every rule of betsingle. Settles as a single at the boosted price. A boost on 1X2 is placed in decimal odds only (oddsTypeNotOffered).",
    errors: [
      ...MARKET_CODES,
      ...ODDS_TYPE_CODES,
      ...STAKE_CODES,
      ...MONEY_CODES,
      'boostBudgetExhausted',
      'oddsBoosterDisabled',
    ],
  },
} as const satisfies Record<string, CallDoc>;

/** Why a bet builder slip has no price: not a match it takes, or selections it does not (RULES.md section 13). */
const BUILDER_CODES = [
  'builderNotOffered',
  'builderPickCount',
  'builderPickInvalid',
  'builderSameMarket',
  'builderOneMatch',
  'builderContradictory',
  'builderPriceOutOfRange',
  '328',
];
/** Why a bet has no cash out offer: a leg's market is not open now, or the bet is not one cash out takes. */
const CASH_OUT_CODES = ['cashOutUnavailable', '311', '313', '314', '318', '328', '340', 'invalidOddsBall'];
const CASH_OUT = {
  cashoutquote: {
    summary:
      "The cash out offer on each of the member's bets named (RULES.md section 12): `value` is what the whole bet cashes out for now, its fair value from today's prices of its open legs (settled legs' results applied) less the operator's margin, truncated to the minor unit and never above the bet's potential return. A bet without an offer has a null value and a `code` saying why: cashOutUnavailable (not a running sportsbook single or mix parlay, every leg already known, or worth nothing), 328 (a leg's market suspended), 313 (a leg's price hidden in its live delay), 314, 311, 318, 340 (a leg's market closed, over or gone), invalidOddsBall (today's line is not the leg's), betNotExists (not the member's bet). An account or operator with cash out switched off is refused with cashOutDisabled.",
    errors: ['cashOutDisabled'],
  },
  cashout: {
    summary:
      "Cashes a running bet out at today's value, in one transaction with its ledger credit (a `settle` row on the bet's ref no, remark `cash out <ref>`). `value` is the whole bet's value the player saw: the server prices the bet again and refuses with cashOutValueChanged (the answer's `value` field carries the new value) when it fell, unless accept_any_odds is set; a value that rose is paid. Without `amount` the whole bet is cashed out and becomes `cashed_out`, final: settlement never pays it. With `amount` (above 0, below the value) that much is credited and the bet keeps running with the rest of its stake: the part gives up the stake share amount / value rounded up, and the remainder's risk, win and max payout are scaled to its stake and truncated (cashOutAmountInvalid when no stake would remain). `request_id` makes a repeated request answer duplicate_debit_record and credit once. A bet whose last open leg is being settled is either cashed out or settled, never both.",
    errors: [
      ...CASH_OUT_CODES,
      'cashOutDisabled',
      'cashOutValueChanged',
      'cashOutAmountInvalid',
      'betNotExists',
      'duplicate_debit_record',
      'viewOnly',
      'accountFrozen',
    ],
  },
  cashoutauto: {
    summary:
      "Sets the value at which one of the member's running bets is cashed out by itself (auto cash out), or clears it with a null `value`. The value must be above 0 and at most the bet's potential return (cashOutAmountInvalid); the bet must be a running sportsbook single or mix parlay (cashOutUnavailable), whatever its offer now. The leader looks at the offers of such bets every second and takes each whose whole-bet offer reached its value, at that offer, exactly as `cashout` takes one (the cash out is marked `automatic` in the bet's `cash_out`); while a leg's market is suspended or in its live delay there is no offer and nothing is taken. Any cash out of the bet, and its settlement, ends the auto cash out. `cashoutquote` answers the value set as `auto_value`.",
    errors: [
      'cashOutDisabled',
      'cashOutUnavailable',
      'cashOutAmountInvalid',
      'betNotExists',
      'viewOnly',
      'accountFrozen',
    ],
  },
  builderquote: {
    summary:
      "The price of a bet builder slip (RULES.md section 13): 2 to 6 selections of one soccer match not yet kicked off (the match's own lines, and the total of its Corners child line), priced from the match model's joint chance that all of them win, with the book's margin once per selection, floored to the quoted hundredth. Taken: full-time and half-time 1X2 (`oxt`, period 0 or 1), double chance (`dc`), totals on half-goal lines (`ou`), both teams to score (`bs`), correct score (`cs`) and winning margin (`wm`); on the Corners child, totals on half lines. One selection per market, period and line (builderSameMarket). Selections that cannot all win are refused with builderContradictory, a near-certain combination with builderPriceOutOfRange.",
    errors: [...BUILDER_CODES],
  },
  betbuilder: {
    summary:
      "Places a bet builder (RULES.md section 13) at `price`, the price `builderquote` answered for the same selections: the server prices them again and refuses with oddsIsUpdating when the price moved (unless accept_better_odds takes a longer one, or accept_any_odds any). It goes through the placement of a single: the member's parlay stake limits, responsible gaming limits and balance, one debit per `slip_id` (a repeated slip answers duplicate_debit_record). The bet (`bet_type` builder) lists its selections as its legs and is struck at the one price; its legs are marked as their matches settle, and it pays stake × price when every selection won, nothing when one lost, and its stake back when a selection's match was cancelled.",
    errors: [...BUILDER_CODES, ...STAKE_CODES, ...MONEY_CODES],
  },
} as const satisfies Record<string, CallDoc>;

/** The virtual versions of the placement calls answer as their originals, for sports 40 to 54 only. */
const VIRTUAL = Object.fromEntries(
  Object.entries(PLACEMENT).map(([name, doc]) => [
    `v${name}`,
    { ...doc, summary: `Virtual version of ${name}: sports 40 to 54 only (others answer 308).` },
  ]),
) as { readonly [N in keyof typeof PLACEMENT as `v${N}`]: CallDoc };

export const BET_CALL_DOCS = {
  ...PLACEMENT,
  ...VIRTUAL,
  ...LISTS,
  ...BOOSTS,
  ...CASH_OUT,
} as const satisfies CallDocs<typeof BET_CALLS>;
