import { parseArgs } from 'node:util';
import { ACCOUNT_STATES, PRODUCT_KEYS, UPLINE_ROLES, type ProductKey } from '../../shared/api/account';
import { CURRENCIES } from '../../shared/constants';
import { minorToDecimalString } from '../../shared/money';
import { toSafeInt, type Database } from '../db/types';
import { ApiError } from '../http/api-error';
import { mintOperatorToken, MAX_TOKEN_TTL_MS } from '../security/operator-token';
import { defaultBetLimits } from '../seed/bet-limits';
import { adjustCredit, changeFrozenFunds, resetPassword, setAccountState } from '../accounts/admin';
import { clearPlayLimits, describePlayLimits } from '../responsible-gaming/play-limits';
import { availableMinor } from '../wallet/wallet';
import { createMember, upsertBetLimit } from '../accounts/members-admin';
import { MESSAGE_KINDS, postMessage } from '../messages/messages';
import { ensureUpline } from '../accounts/upline-chain';
import { resettleMatchCommand } from '../betting/admin';
import {
  boostChangeCommand,
  boostCreateCommand,
  boostListCommand,
  boostWithdrawCommand,
} from '../betting/boost-admin';
import { publishTermsCommand } from '../terms/admin';
import { cashOutMarginBp, setCashOutMargin } from '../betting/cash-out';
import { operatorDisabled, setOperatorDisabled } from '../provider/switches';
import { MAINTENANCE_MESSAGE_MAX, readMaintenance, setMaintenance } from '../infra/maintenance';
import { LANGUAGES } from '../../shared/constants';
import type { Engines } from '../engines';
import { betLimit, money, oneOf, percentToBp, required, UsageError } from './args';

export interface AdminDeps {
  /** Opened lazily: mint-token needs only the secret, so it works while the server holds the database. */
  db: () => Promise<Database>;
  operatorSecret: () => string;
  now: () => number;
  /** Read when --password-stdin is given, so a password need not appear in the process list. */
  readStdin: () => Promise<string>;
  /** The server's engines over the same database (engines.ts), created but not started: no jobs run. */
  engines: () => Promise<Engines>;
}

type Command = (args: string[], deps: AdminDeps) => Promise<string>;

export const ADMIN_USAGE = `Admin commands (npm run server -- <command> ...):
  create-member <account_id> --agent <agent_id> --currency <MYR|...> --commission <percent> (--password <pw> | --password-stdin)
                [--credit <amount>] [--operator-type 1|2] [--state OK|...] [--limit key=min:max:payout]... [--disable <product>]...
  create-upline <id> --role <shareholder|super_senior|senior|master|agent> --commission <percent> [--parent <id>]
  adjust-credit <account_id> <signed amount> [--remark <text>] [--key <idempotency key>]
  freeze-funds <account_id> <amount>     (holds that much of the cash: it stays in the balance but cannot be staked)
  unfreeze-funds <account_id> <amount>   (releases that much of the frozen amount)
  set-limit <account_id> <key=min:max:payout>...
  set-state <account_id> <OK|BLOCK|CLOSE|FREEZE|SUSPEND|INACTIVE>
  play-limits <account_id>               (the player's own stake and loss limits, reality check and exclusion)
  clear-play-limits <account_id> [--limits] [--exclusion]   (removes the limits at once and/or ends an exclusion)
  reset-password <account_id> (--password <pw> | --password-stdin)
  post-message <content> --kind <announcement|marquee|personal> [--account <id>] [--category normal|special] [--language <code>] [--title <text>]
  mint-token <account_id> [--kind launch|switch] [--ttl <seconds>]
  publish-terms [--scope general|tournament]   (the new version becomes required: every member accepts again)
  resettle-match <match_id> (--home <n> --away <n> [--ht-home <n> --ht-away <n>] [--first-goal h|a] [--last-goal h|a] [--placing <name>]... | --cancelled)
                (replaces the result a match was settled against, a race's with every runner once in finishing order; each bet's reversal and new settlement show in the ledger)
  boost-create <match_id> --market <oxt|ml|hdp|ou> --choice <1|x|2|h|a|o|u> [--period 0|1] --price <decimal odds> --max-stake <amount> --budget <amount>
                (offers a boosted price on a pre-match selection: max stake is per player, the budget is the total stake it takes)
  boost-change <boost_id> [--price <decimal odds>] [--max-stake <amount>] [--budget <amount>]   (slips holding the old offer are refused)
  boost-withdraw <boost_id>              (bets already taken stand)
  boost-list
  operator-products [--disable <product>]... [--enable <product>]...
                (switches products off or on for every member at once; prints the products switched off)
  cash-out-margin [<percent>]            (sets the margin taken off a cash out's fair value, 0 to 99.99; prints it)
  maintenance [on|off] [--message <text>]
                (sends every player to the maintenance page, with the message, or back; no argument prints the state)`;

async function password(
  values: { password?: string; 'password-stdin'?: boolean },
  deps: AdminDeps,
): Promise<string> {
  if (values['password-stdin'])
    return required((await deps.readStdin()).split(/\r?\n/)[0], 'password on stdin');
  return required(values.password, '--password (or --password-stdin)');
}

/** freeze-funds and unfreeze-funds: `<account_id> <amount>`, a positive amount with at most 2 decimals. */
function frozenFundsCommand(direction: 1 | -1): Command {
  return async (args, deps) => {
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
    const accountId = required(positionals[0], '<account_id>').toLowerCase();
    const amountMinor = money(positionals[1], '<amount>');
    if (positionals.length > 2) throw new UsageError(`unexpected argument "${positionals[2]}"`);
    if (amountMinor <= 0) throw new UsageError('<amount> must be more than zero');
    const db = await deps.db();
    const dec = minorToDecimalString;
    try {
      const r = await changeFrozenFunds(db, accountId, direction * amountMinor);
      return `${direction > 0 ? 'froze' : 'released'} ${dec(amountMinor)} of ${accountId}: frozen ${dec(r.before.frozenMinor)} -> ${dec(r.frozenMinor)}, available ${dec(availableMinor(r.before))} -> ${dec(availableMinor(r))} (cash ${dec(r.balanceMinor)})`;
    } catch (error) {
      if (
        !(error instanceof ApiError) ||
        (error.code !== 'insufficient_balance' && error.code !== 'invalidAmount')
      )
        throw error;
      const [w] = await db.query<{ balance_minor: unknown; frozen_minor: unknown }>(
        'SELECT balance_minor, frozen_minor FROM wallets WHERE account_id = $1',
        [accountId],
      );
      const wallet = {
        balanceMinor: toSafeInt(w?.balance_minor ?? 0),
        frozenMinor: toSafeInt(w?.frozen_minor ?? 0),
      };
      throw new UsageError(
        direction > 0
          ? `refused: ${accountId} has ${dec(availableMinor(wallet))} available to freeze (cash ${dec(wallet.balanceMinor)}, frozen ${dec(wallet.frozenMinor)})`
          : `refused: ${accountId} has only ${dec(wallet.frozenMinor)} frozen`,
      );
    }
  };
}

const COMMANDS: Record<string, Command> = {
  'create-member': async (args, deps) => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        agent: { type: 'string' },
        currency: { type: 'string' },
        commission: { type: 'string' },
        password: { type: 'string' },
        'password-stdin': { type: 'boolean' },
        credit: { type: 'string' },
        'operator-type': { type: 'string' },
        state: { type: 'string' },
        limit: { type: 'string', multiple: true },
        disable: { type: 'string', multiple: true },
      },
    });
    const accountId = required(positionals[0], '<account_id>').toLowerCase();
    const currency = oneOf(values.currency, CURRENCIES, '--currency');
    const credit = values.credit === undefined ? 0 : money(values.credit, '--credit');
    const limits = values.limit?.length ? values.limit.map(betLimit) : defaultBetLimits(currency);
    const disabled = (values.disable ?? []).map((p) => oneOf<ProductKey>(p, PRODUCT_KEYS, '--disable'));
    const input = {
      accountId,
      password: await password(values, deps),
      currency,
      agentId: required(values.agent, '--agent'),
      commissionBp: percentToBp(values.commission, '--commission'),
      operatorType:
        oneOf(values['operator-type'] ?? '1', ['1', '2'], '--operator-type') === '2'
          ? (2 as const)
          : (1 as const),
      state: oneOf(values.state ?? 'OK', ACCOUNT_STATES, '--state'),
      disabledProducts: disabled,
      creditMinor: credit,
      betLimits: limits,
    };
    const db = await deps.db();
    await db.transaction((tx) => createMember(tx, input));
    return `created member ${accountId} under agent ${input.agentId}: ${currency} ${minorToDecimalString(credit)} credit, state ${input.state}, ${limits.length} bet limits`;
  },

  'create-upline': async (args, deps) => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { role: { type: 'string' }, parent: { type: 'string' }, commission: { type: 'string' } },
    });
    const id = required(positionals[0], '<id>').toLowerCase();
    const role = oneOf(values.role, UPLINE_ROLES, '--role');
    const commissionBp = percentToBp(values.commission, '--commission');
    const db = await deps.db();
    await db.transaction((tx) =>
      ensureUpline(tx, { id, role, parentId: values.parent ?? null, commissionBp }),
    );
    return `created ${role} ${id}${values.parent ? ` under ${values.parent}` : ''} with commission ${commissionBp / 100}%`;
  },

  'adjust-credit': async (args, deps) => {
    // parseArgs would read "-50.00" as an option, so the signed amount is taken out first.
    const amountIndex = args.findIndex((a) => /^-?\d+(\.\d+)?$/.test(a));
    const amountText = amountIndex >= 0 ? args[amountIndex] : undefined;
    const { values, positionals } = parseArgs({
      args: args.filter((_, i) => i !== amountIndex),
      allowPositionals: true,
      options: { remark: { type: 'string' }, key: { type: 'string' } },
    });
    const accountId = required(positionals[0], '<account_id>').toLowerCase();
    const amountMinor = money(amountText, '<amount>');
    if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
    if (amountMinor === 0) throw new UsageError('<amount> must not be zero');
    const result = await adjustCredit(await deps.db(), {
      accountId,
      amountMinor,
      remark: values.remark,
      idempotencyKey: values.key,
    });
    return `adjusted ${accountId} by ${minorToDecimalString(amountMinor)}: balance ${minorToDecimalString(result.balanceBeforeMinor)} -> ${minorToDecimalString(result.balanceAfterMinor)} (ledger #${result.entryId}, type adjustment)`;
  },

  'set-limit': async (args, deps) => {
    const accountId = required(args[0], '<account_id>').toLowerCase();
    const specs = args.slice(1);
    if (specs.length === 0) throw new UsageError('missing key=min:max:payout');
    const limits = specs.map(betLimit);
    const db = await deps.db();
    await db.transaction(async (tx) => {
      const member = await tx.query('SELECT 1 FROM members WHERE account_id = $1', [accountId]);
      if (member.length === 0) throw new ApiError('account_not_exists');
      for (const limit of limits) await upsertBetLimit(tx, accountId, limit);
    });
    return `bet limits of ${accountId} set: ${limits.map((l) => l.key).join(', ')}`;
  },

  'play-limits': async (args, deps) => {
    const accountId = required(args[0], '<account_id>').toLowerCase();
    if (args.length > 1) throw new UsageError(`unexpected argument "${args[1]}"`);
    return describePlayLimits(await deps.db(), accountId, deps.now());
  },

  'clear-play-limits': async (args, deps) => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { limits: { type: 'boolean' }, exclusion: { type: 'boolean' } },
    });
    const accountId = required(positionals[0], '<account_id>').toLowerCase();
    if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
    const what = { limits: values.limits === true, exclusion: values.exclusion === true };
    if (!what.limits && !what.exclusion)
      throw new UsageError('say what to clear: --limits, --exclusion or both');
    const db = await deps.db();
    await clearPlayLimits(db, accountId, what);
    return `cleared ${[what.limits ? 'limits' : '', what.exclusion ? 'exclusion' : ''].filter(Boolean).join(' and ')} of ${accountId}\n${await describePlayLimits(db, accountId, deps.now())}`;
  },

  'set-state': async (args, deps) => {
    const accountId = required(args[0], '<account_id>').toLowerCase();
    const state = oneOf(args[1], ACCOUNT_STATES, '<state>');
    const before = await setAccountState(await deps.db(), accountId, state, deps.now());
    return `state of ${accountId}: ${before} -> ${state}`;
  },

  'reset-password': async (args, deps) => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { password: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
    });
    const accountId = required(positionals[0], '<account_id>').toLowerCase();
    await resetPassword(await deps.db(), accountId, await password(values, deps), deps.now());
    return `password of ${accountId} reset; its open sessions were ended`;
  },

  'post-message': async (args, deps) => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        kind: { type: 'string' },
        account: { type: 'string' },
        category: { type: 'string' },
        language: { type: 'string' },
        title: { type: 'string' },
      },
    });
    const kind = oneOf(values.kind, MESSAGE_KINDS, '--kind');
    const content = required(positionals.join(' '), '<content>');
    const language = values.language === undefined ? null : oneOf(values.language, LANGUAGES, '--language');
    const category = oneOf(values.category ?? 'normal', ['normal', 'special'] as const, '--category');
    const id = await postMessage(await deps.db(), {
      kind,
      category,
      language,
      accountId: values.account?.toLowerCase() ?? null,
      title: values.title ?? '',
      content,
    });
    const audience = kind === 'personal' ? `to ${values.account}` : `for ${language ?? 'all languages'}`;
    return `posted ${kind} #${id} ${audience}`;
  },

  'mint-token': async (args, deps) => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { kind: { type: 'string' }, ttl: { type: 'string' } },
    });
    const accountId = required(positionals[0], '<account_id>').toLowerCase();
    const kind = oneOf(values.kind ?? 'launch', ['launch', 'switch'] as const, '--kind');
    const ttlSeconds = Number(values.ttl ?? 300);
    if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds * 1000 > MAX_TOKEN_TTL_MS) {
      throw new UsageError(`--ttl must be 1-${MAX_TOKEN_TTL_MS / 1000} seconds`);
    }
    // The token alone goes to stdout so scripts can capture it.
    return mintOperatorToken(deps.operatorSecret(), {
      accountId,
      kind,
      ttlMs: ttlSeconds * 1000,
      now: deps.now(),
    });
  },
};

/** `operator-products`: the operator-wide product switches (a member's own are set at create-member). */
COMMANDS['operator-products'] = async (args, deps) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { disable: { type: 'string', multiple: true }, enable: { type: 'string', multiple: true } },
  });
  if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  const off = (values.disable ?? []).map((p) => oneOf(p, PRODUCT_KEYS, '--disable'));
  const on = (values.enable ?? []).map((p) => oneOf(p, PRODUCT_KEYS, '--enable'));
  const both = off.find((p) => on.includes(p));
  if (both) throw new UsageError(`${both} cannot be both disabled and enabled`);
  const db = await deps.db();
  const now = (await operatorDisabled(db)).filter((p) => !on.includes(p));
  const next = PRODUCT_KEYS.filter((p) => now.includes(p) || off.includes(p));
  if (off.length || on.length) await setOperatorDisabled(db, next);
  return `switched off for every member: ${next.join(', ') || 'nothing'}`;
};

/** `cash-out-margin`: the operator's cash out margin, in percent of the fair value (RULES.md section 12). */
COMMANDS['cash-out-margin'] = async (args, deps) => {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
  const db = await deps.db();
  if (positionals[0] !== undefined) {
    const bp = percentToBp(positionals[0], '<percent>');
    if (bp >= 10_000) throw new UsageError('<percent> must be below 100');
    await setCashOutMargin(db, bp);
  }
  const bp = await cashOutMarginBp(db);
  return `cash out margin: ${(bp / 100).toFixed(2)}% of the fair value`;
};

/** `maintenance`: the switch every server's `version` answers and every push stream announces. */
COMMANDS.maintenance = async (args, deps) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { message: { type: 'string' } },
  });
  if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
  const db = await deps.db();
  if (positionals[0] !== undefined) {
    const on = oneOf(positionals[0], ['on', 'off'] as const, '<on|off>') === 'on';
    if (!on && values.message !== undefined) throw new UsageError('--message goes with on');
    const message = values.message?.trim() ?? '';
    if (message.length > MAINTENANCE_MESSAGE_MAX)
      throw new UsageError(`--message must be at most ${MAINTENANCE_MESSAGE_MAX} characters`);
    await setMaintenance(db, { on, message: message || null });
  } else if (values.message !== undefined) throw new UsageError('--message goes with on');
  const now = await readMaintenance(db);
  if (!now.on) return 'maintenance: off';
  return now.message ? `maintenance: on ("${now.message}")` : 'maintenance: on';
};

COMMANDS['freeze-funds'] = frozenFundsCommand(1);
COMMANDS['unfreeze-funds'] = frozenFundsCommand(-1);
COMMANDS['publish-terms'] = publishTermsCommand;
COMMANDS['resettle-match'] = resettleMatchCommand;
COMMANDS['boost-create'] = boostCreateCommand;
COMMANDS['boost-change'] = boostChangeCommand;
COMMANDS['boost-withdraw'] = boostWithdrawCommand;
COMMANDS['boost-list'] = boostListCommand;

/** Runs one admin command; business refusals come back as ApiError codes, input mistakes as UsageError. */
export async function runAdminCommand(name: string, args: string[], deps: AdminDeps): Promise<string> {
  // The name is typed by the operator: `constructor` or `toString` must be an unknown command, not Object's.
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) throw new UsageError(`unknown command "${name}"\n${ADMIN_USAGE}`);
  try {
    return await command(args, deps);
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(`refused: ${error.code}`);
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      throw new UsageError(error.message);
    }
    throw error;
  }
}
