// Pure helpers of the bet slip: the wire leg of a picked price, the limit table of the profile, stake text
// parsing and the lucky pick (parlay generator). No MobX here, so they test without a store.
import type { BetLimitEntry } from '@shared/api/account';
import type { BetLeg } from '@shared/betting/api';
import type { StakeLimit } from '@shared/betting/limits';
import { ODDS_TYPES } from '@shared/constants';
import type { OddsType } from '@shared/constants';
import type { Selection } from '@shared/market/selection';
import { toMinor } from '@shared/money';
import { STAKE_RULES, validateField, type ValidationFailure } from '@shared/validation';

/** The odds type a selection is struck in: Myanmar only when a Myanmar quote was shown, else the numeric type. */
export function betOddsType(sel: Selection): OddsType {
  if (sel.oddsType === ODDS_TYPES.MMO) return sel.mmo ? ODDS_TYPES.MMO : ODDS_TYPES.MY;
  return sel.oddsType;
}

export function legOf(sel: Selection): BetLeg {
  const type = betOddsType(sel);
  return {
    match_id: sel.matchId,
    market: sel.market,
    period: sel.period,
    choice: sel.choice,
    line: sel.line,
    price: sel.price,
    odds_type: type,
    mmo: type === ODDS_TYPES.MMO && sel.mmo ? { body: sel.mmo.body, pct: sel.mmo.pct } : null,
  };
}

/** One selection per match: a child line belongs to its parent (RULES.md section 3, slips keyed by parent or match id). */
export const slipKey = (sel: Selection): number => sel.parentId ?? sel.matchId;

export function limitTable(entries: readonly BetLimitEntry[]): Map<string, StakeLimit> {
  const out = new Map<string, StakeLimit>();
  for (const e of entries) {
    try {
      out.set(e.key, {
        minMinor: toMinor(e.min_bet),
        maxMinor: toMinor(e.max_bet),
        maxPayoutMinor: toMinor(e.max_payout),
      });
    } catch {
      // A malformed row is skipped: the server still enforces the limit.
    }
  }
  return out;
}

/** A typed stake without the thousands separators players type ("1,000"). */
const stakeInput = (text: string): string => text.trim().replace(/,/g, '');

/** Why a typed stake is not an amount (the generic form rules), or null; nothing typed yet is no failure. */
export function stakeFailure(text: string): ValidationFailure | null {
  const input = stakeInput(text);
  return input === '' ? null : validateField('stake', input, STAKE_RULES);
}

/** Minor units of a typed stake, or null while it is not a valid amount. */
export function parseStake(text: string): number | null {
  const input = stakeInput(text);
  if (input === '' || stakeFailure(input)) return null;
  return toMinor(input);
}

export const stakeText = (minor: number): string =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);

/**
 * Lucky pick: `size` selections from different matches chosen at random among open parlay prices.
 * Returns fewer when there are not enough matches.
 */
export function luckyPick(candidates: readonly Selection[], size: number, random: () => number): Selection[] {
  const byMatch = new Map<number, Selection[]>();
  for (const c of candidates) {
    if (!c.parlay || c.price <= 0) continue;
    const list = byMatch.get(slipKey(c)) ?? [];
    list.push(c);
    byMatch.set(slipKey(c), list);
  }
  const keys = [...byMatch.keys()];
  const picked: Selection[] = [];
  while (picked.length < size && keys.length > 0) {
    const [key] = keys.splice(Math.floor(random() * keys.length), 1);
    const options = byMatch.get(key as number) ?? [];
    const choice = options[Math.floor(random() * options.length)];
    if (choice) picked.push(choice);
  }
  return picked;
}
