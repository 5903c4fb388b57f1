// The admin CLI's odds boost commands: create, change, withdraw and list. Prices are given as decimal odds (the
// way an operator reads a boost: "2.50"), stored as the canonical HK price.
import { parseArgs } from 'node:util';
import { money, required, UsageError } from '../admin/args';
import { ODDS_TYPES } from '../../shared/constants';
import { minorToDecimalString as dec } from '../../shared/money';
import { formatPrice, parseOdds, priceFromDisplay } from '../../shared/odds/price';
import type { Database } from '../db/types';
import type { Engines } from '../engines';
import {
  activeBoosts,
  BoostRefused,
  changeBoost,
  createBoost,
  withdrawBoost,
  type BoostRow,
} from './boost-store';

interface Deps {
  db: () => Promise<Database>;
  engines: () => Promise<Engines>;
}

function decimalPrice(value: string | undefined, what: string): number {
  const units = parseOdds(required(value, what));
  if (units === null || units <= 100)
    throw new UsageError(`${what} must be decimal odds above 1.00 with at most 2 decimals`);
  return priceFromDisplay(units, ODDS_TYPES.DEC);
}

function positiveId(value: string | undefined, what: string): number {
  if (value === undefined || !/^[1-9][0-9]{0,14}$/.test(value))
    throw new UsageError(`${what} must be a positive whole number`);
  return Number(value);
}

const describe = (b: BoostRow): string =>
  `boost ${b.id} v${b.version} (${b.source}): match ${b.matchId} ${b.market} ${b.period === 1 ? '1st half ' : ''}${b.choice}` +
  `${b.line === null ? '' : ` line ${b.line / 100}`} at ${formatPrice(b.boostedPrice, ODDS_TYPES.DEC)}, max stake ${dec(b.maxStakeMinor)} a player, ` +
  `budget ${dec(b.budgetMinor)} (${dec(b.usedMinor)} taken), ${b.status}`;

/**
 * The odds world the boost is checked against. The CLI's own engines are not started: they follow the rows the
 * server stored, and stop following when the command is done. Engines already leading (a server's own) are used as
 * they are.
 */
async function withOdds<T>(deps: Deps, fn: (odds: Engines['odds']) => Promise<T>): Promise<T> {
  const engines = await deps.engines();
  const following = !engines.leadership.isLeader;
  if (following) await engines.odds.follow();
  try {
    return await fn(engines.odds);
  } catch (error) {
    if (error instanceof BoostRefused) throw new UsageError(`refused: ${error.message}`);
    throw error;
  } finally {
    if (following) engines.odds.stop();
  }
}

export async function boostCreateCommand(args: string[], deps: Deps): Promise<string> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      market: { type: 'string' },
      choice: { type: 'string' },
      period: { type: 'string' },
      price: { type: 'string' },
      'max-stake': { type: 'string' },
      budget: { type: 'string' },
    },
  });
  const matchId = positiveId(positionals[0], '<match_id>');
  if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
  const input = {
    matchId,
    market: required(values.market, '--market'),
    choice: required(values.choice, '--choice'),
    period: values.period === undefined ? 0 : Number(values.period),
    boostedPrice: decimalPrice(values.price, '--price'),
    maxStakeMinor: money(values['max-stake'], '--max-stake'),
    budgetMinor: money(values.budget, '--budget'),
  };
  const db = await deps.db();
  return withOdds(deps, async (odds) => `created ${describe(await createBoost(db, odds, input))}`);
}

export async function boostChangeCommand(args: string[], deps: Deps): Promise<string> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { price: { type: 'string' }, 'max-stake': { type: 'string' }, budget: { type: 'string' } },
  });
  const id = positiveId(positionals[0], '<boost_id>');
  if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
  if (values.price === undefined && values['max-stake'] === undefined && values.budget === undefined)
    throw new UsageError('give at least one of --price, --max-stake, --budget');
  const change = {
    boostedPrice: values.price === undefined ? undefined : decimalPrice(values.price, '--price'),
    maxStakeMinor: values['max-stake'] === undefined ? undefined : money(values['max-stake'], '--max-stake'),
    budgetMinor: values.budget === undefined ? undefined : money(values.budget, '--budget'),
  };
  const db = await deps.db();
  return withOdds(deps, async (odds) => `changed ${describe(await changeBoost(db, odds, id, change))}`);
}

export async function boostWithdrawCommand(args: string[], deps: Deps): Promise<string> {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  const id = positiveId(positionals[0], '<boost_id>');
  if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
  const db = await deps.db();
  return withOdds(deps, async () => `withdrew ${describe(await withdrawBoost(db, id))}`);
}

export async function boostListCommand(args: string[], deps: Deps): Promise<string> {
  if (args.length > 0) throw new UsageError(`unexpected argument "${args[0]}"`);
  const rows = await activeBoosts(await deps.db());
  return rows.length ? rows.map(describe).join('\n') : 'no active boosts';
}
