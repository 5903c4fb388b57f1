// Frozen funds stay in a member's cash but cannot be staked: every money path that takes a stake checks the
// available amount (cash less frozen), and the operator freezes and releases amounts with an admin command.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAdminCommand, type AdminDeps } from '../../src/server/admin/commands';
import type { PlacementQueue } from '../../src/server/betting/placement-queue';
import { toSafeInt } from '../../src/server/db/types';
import { minorToDecimalString } from '../../src/shared/money';
import { defaultBetLimits } from '../../src/server/seed/bet-limits';
import { changeFrozenFunds } from '../../src/server/accounts/admin';
import { upsertBetLimit } from '../../src/server/accounts/members-admin';
import { startHarness, TEST_SECRET, type Harness } from './harness';
import { assertLedgerConsistent, legOf, matches, slip } from './bet-helpers';
import {
  call as tournamentCall,
  grantValidBets,
  newMembers,
  pickMatches,
  roomBody,
} from './tournament-helpers';

vi.setConfig({ testTimeout: 120_000 });

let h: Harness;
let deps: AdminDeps;
const run = (line: string[]) => runAdminCommand(line[0]!, line.slice(1), deps);

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  deps = {
    db: async () => h.db,
    engines: async () => h.app.engines,
    operatorSecret: () => TEST_SECRET,
    now: () => h.clock.now,
    readStdin: async () => '',
  };
}, 120_000);
afterAll(() => h?.close());

interface Wallet {
  balance: number;
  frozen: number;
  ledgerRows: number;
}

async function wallet(account: string): Promise<Wallet> {
  const [w] = await h.db.query<{ balance_minor: unknown; frozen_minor: unknown; n: unknown }>(
    `SELECT balance_minor, frozen_minor, (SELECT count(*) FROM ledger l WHERE l.account_id = w.account_id) AS n
     FROM wallets w WHERE account_id = $1`,
    [account],
  );
  return {
    balance: toSafeInt(w?.balance_minor),
    frozen: toSafeInt(w?.frozen_minor),
    ledgerRows: toSafeInt(w?.n),
  };
}

/** A fresh MYR member with 1000.00 cash of which all but `availableMinor` is frozen, logged in. */
async function memberWithAvailable(prefix: string, availableMinor: number) {
  const [accountId] = await newMembers(h, prefix, 1);
  await h.db.transaction(async (tx) => {
    for (const limit of defaultBetLimits('MYR')) await upsertBetLimit(tx, accountId!, limit);
  });
  const { balance } = await wallet(accountId!);
  await changeFrozenFunds(h.db, accountId!, balance - availableMinor);
  return { account_id: accountId!, session_token: await h.login(accountId!) };
}

/** The refused stake moved nothing: same cash, same frozen amount, no new ledger row. */
async function expectUntouched(account: string, before: Wallet): Promise<void> {
  expect(await wallet(account)).toEqual(before);
  await assertLedgerConsistent(h, account);
}

describe('the freeze-funds and unfreeze-funds admin commands', () => {
  it('freeze part of the cash, show it in the balance figures, and release it', async () => {
    const [id] = await newMembers(h, 'frz', 1);
    expect(await run(['freeze-funds', id!, '250.50'])).toBe(
      `froze 250.50 of ${id}: frozen 0.00 -> 250.50, available 1000.00 -> 749.50 (cash 1000.00)`,
    );
    const session = { account_id: id!, session_token: await h.login(id!) };
    const balance = (await h.post('userbalance', session)).json();
    expect(balance).toMatchObject({ status: 1, balance: '749.50', account_balance: '1000.00' });
    const profile = (await h.post('userprofile', session)).json();
    expect(profile.member_profile.player_wallet[0]).toMatchObject({
      available_balance: '749.50',
      cash_balance: '1000.00',
      frozen_balance: '250.50',
    });
    expect(await run(['unfreeze-funds', id!, '50.50'])).toBe(
      `released 50.50 of ${id}: frozen 250.50 -> 200.00, available 749.50 -> 800.00 (cash 1000.00)`,
    );
    // No money moved: the ledger has only the opening credit.
    expect((await wallet(id!)).ledgerRows).toBe(1);
  });

  it('refuse more than is available or frozen, bad amounts and unknown accounts, changing nothing', async () => {
    const [id] = await newMembers(h, 'frzbad', 1);
    await run(['freeze-funds', id!, '900']);
    const before = await wallet(id!);
    await expect(run(['freeze-funds', id!, '100.01'])).rejects.toThrow(
      `refused: ${id} has 100.00 available to freeze (cash 1000.00, frozen 900.00)`,
    );
    await expect(run(['unfreeze-funds', id!, '900.01'])).rejects.toThrow(
      `refused: ${id} has only 900.00 frozen`,
    );
    await expect(run(['freeze-funds', id!, '0'])).rejects.toThrow('<amount> must be more than zero');
    await expect(run(['freeze-funds', id!, '1.234'])).rejects.toThrow(/at most 2 decimals/);
    await expect(run(['freeze-funds', id!, '-5'])).rejects.toThrow();
    await expect(run(['freeze-funds', id!])).rejects.toThrow('missing <amount>');
    await expect(run(['freeze-funds', 'nobody99', '5'])).rejects.toThrow('refused: account_not_exists');
    expect(await wallet(id!)).toEqual(before);
  });
});

describe('a stake may use only the available amount, on every money path', () => {
  it('a sportsbook single', async () => {
    const m = await memberWithAvailable('fzsingle', 500);
    const leg = legOf(matches(h, 'pre')[0]!, 'hdp', 'h');
    const before = await wallet(m.account_id);
    const refused = (
      await h.post('bet/betsingle', { ...m, leg, stake: '10.00', slip_id: slip(), accept_any_odds: true })
    ).json();
    expect(refused.statusdesc).toBe('insufficient_balance');
    await expectUntouched(m.account_id, before);
    const placed = (
      await h.post('bet/betsingle', { ...m, leg, stake: '5.00', slip_id: slip(), accept_any_odds: true })
    ).json();
    expect(placed.statusdesc).toBe('success');
    expect(placed.balance).toBe('0.00');
  });

  it('a burst of singles committed as a batch', async () => {
    const m = await memberWithAvailable('fzbatch', 500);
    const pool = matches(h, 'pre');
    const queue = h.app.bets.deps.placements as PlacementQueue;
    const batches = queue.stats.batches;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        h
          .post('bet/betsingle', {
            ...m,
            leg: legOf(pool[i % 6]!, 'hdp', 'a'),
            stake: '1.00',
            slip_id: slip(),
            accept_any_odds: true,
          })
          .then((r) => r.json()),
      ),
    );
    expect(queue.stats.batches).toBeGreaterThan(batches);
    const codes = answers.map((a) => a.statusdesc as string);
    expect(codes.filter((c) => c === 'success')).toHaveLength(5);
    expect(codes.filter((c) => c === 'insufficient_balance')).toHaveLength(7);
    const after = await wallet(m.account_id);
    expect(after.balance).toBe(after.frozen);
    await assertLedgerConsistent(h, m.account_id);
  });

  it('a mix parlay', async () => {
    const m = await memberWithAvailable('fzparlay', 500);
    const [a, b, c] = matches(h, 'pre').slice(7, 10) as [never, never, never];
    const legs = [legOf(a, 'hdp', 'h'), legOf(b, 'ou', 'o'), legOf(c, 'hdp', 'a')];
    const before = await wallet(m.account_id);
    expect(
      (
        await h.post('bet/betparlay', { ...m, legs, stake: '10.00', slip_id: slip(), accept_any_odds: true })
      ).json().statusdesc,
    ).toBe('insufficient_balance');
    await expectUntouched(m.account_id, before);
    expect(
      (
        await h.post('bet/betparlay', { ...m, legs, stake: '5.00', slip_id: slip(), accept_any_odds: true })
      ).json().statusdesc,
    ).toBe('success');
  });

  it('a 4D bet', async () => {
    const m = await memberWithAvailable('fzlotto', 500);
    const before = await wallet(m.account_id);
    const bet = (stake: string) => ({
      ...m,
      slip_id: slip(),
      bets: [{ bet_type: 'single', number: '4321', choice: 'big', stake }],
    });
    expect((await h.post('osg/lotterybet', bet('10.00'))).json().statusdesc).toBe('insufficient_balance');
    await expectUntouched(m.account_id, before);
    // The answer's balance is what is left to stake, not the cash.
    expect((await h.post('osg/lotterybet', bet('5.00'))).json()).toMatchObject({
      status: 1,
      balance: '0.00',
    });
  });

  it('a virtual sports bet', async () => {
    const m = await memberWithAvailable('fzrace', 500);
    const events = (await h.post('osg/virtualschedule', m)).json().events as {
      event_id: string;
      state: string;
      kind: string;
      runners: { no: number }[];
    }[];
    const race = events.find((e) => e.state === 'open' && e.kind === 'racing')!;
    const before = await wallet(m.account_id);
    const bet = (stake: string) => ({
      ...m,
      slip_id: slip(),
      event_id: race.event_id,
      bet_type: 'WIN',
      runner: race.runners[0]!.no,
      stake,
    });
    expect((await h.post('osg/racebet', bet('10.00'))).json().statusdesc).toBe('insufficient_balance');
    await expectUntouched(m.account_id, before);
    expect((await h.post('osg/racebet', bet('5.00'))).json()).toMatchObject({ status: 1, balance: '0.00' });
  });

  it('a tournament entry fee, creating or joining', async () => {
    const owner = await memberWithAvailable('fzowner', 500);
    const joiner = await memberWithAvailable('fzjoiner', 500);
    grantValidBets(h, [owner.account_id, joiner.account_id]);
    const day = await pickMatches(h, owner, 3);
    const create = () =>
      tournamentCall(
        h,
        owner,
        'roomcreate',
        roomBody(day.date, day.ids, { room_id: 'FROZEN1', room_rate: '10' }),
      );
    const before = await wallet(owner.account_id);
    expect((await create()).statusdesc).toBe('insufficient_balance');
    await expectUntouched(owner.account_id, before);
    await changeFrozenFunds(h.db, owner.account_id, -500);
    expect((await create()).status).toBe(1);
    const joinerBefore = await wallet(joiner.account_id);
    expect((await tournamentCall(h, joiner, 'roomjoin', { room_id: 'FROZEN1' })).statusdesc).toBe(
      'insufficient_balance',
    );
    await expectUntouched(joiner.account_id, joinerBefore);
    // With 10.00 available the fee fits; the join answers what is left to stake, not the cash.
    await changeFrozenFunds(h.db, joiner.account_id, -500);
    expect(await tournamentCall(h, joiner, 'roomjoin', { room_id: 'FROZEN1' })).toMatchObject({
      status: 1,
      balance: '0.00',
    });
    expect(await wallet(joiner.account_id)).toMatchObject({ balance: 99_000, frozen: 99_000 });
  });

  it('a game round (the provider transfer)', async () => {
    const m = await memberWithAvailable('fzgame', 500);
    const launched = (await h.post('provider/launchslotgame', { ...m, game_id: 'slot-dragon-pearl' })).json();
    const token = new URLSearchParams(new URL(launched.url as string).hash.slice(1)).get('t');
    const opened = (await h.post('provider/game/open', { launch_token: token })).json();
    const before = await wallet(m.account_id);
    const round = (stake: string) => ({
      game_session: opened.game_session,
      round_id: `frozen-${slip()}`,
      stake,
    });
    expect((await h.post('provider/game/round', round('10.00'))).json().statusdesc).toBe(
      'insufficient_balance',
    );
    await expectUntouched(m.account_id, before);
    const played = (await h.post('provider/game/round', round('5.00'))).json();
    expect(played.status).toBe(1);
    // Win or lose, the round answers what can be staked: the cash less the frozen amount.
    const after = await wallet(m.account_id);
    expect(played.balance).toBe(minorToDecimalString(after.balance - after.frozen));
  });
});
