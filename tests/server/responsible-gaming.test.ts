// Responsible gaming: a player's own stake and loss limits refuse a stake on every money path and move nothing;
// a raise or removal waits 24 hours by the server's clock; a time-out or self-exclusion refuses every login until
// its end; the operator reads and clears them with admin commands.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAdminCommand, type AdminDeps } from '../../src/server/admin/commands';
import { toSafeInt } from '../../src/server/db/types';
import { defaultBetLimits } from '../../src/server/seed/bet-limits';
import { upsertBetLimit } from '../../src/server/accounts/members-admin';
import { mintOperatorToken } from '../../src/server/security/operator-token';
import { toMinor } from '../../src/shared/money';
import { periodStartMs } from '../../src/shared/responsible-gaming/rules';
import { startHarness, TEST_SECRET, type Harness } from './harness';
import { assertLedgerConsistent, legOf, matches, myanmarLeg, slip } from './bet-helpers';
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
const HOUR = 3600_000;

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

interface Member {
  account_id: string;
  session_token: string;
}

interface Wallet {
  balance: number;
  outstanding: number;
  ledgerRows: number;
}

async function wallet(account: string): Promise<Wallet> {
  const [w] = await h.db.query<{ balance_minor: unknown; outstanding_minor: unknown; n: unknown }>(
    `SELECT balance_minor, outstanding_minor, (SELECT count(*) FROM ledger l WHERE l.account_id = w.account_id) AS n
     FROM wallets w WHERE account_id = $1`,
    [account],
  );
  return {
    balance: toSafeInt(w?.balance_minor),
    outstanding: toSafeInt(w?.outstanding_minor),
    ledgerRows: toSafeInt(w?.n),
  };
}

/** The refused stake moved nothing: same cash and outstanding, no new ledger row. */
async function expectUntouched(account: string, before: Wallet): Promise<void> {
  expect(await wallet(account)).toEqual(before);
  await assertLedgerConsistent(h, account);
}

const account = (name: string, body: object) => h.post(name, body).then((r) => r.json());

/** A fresh member (1000.00, the default bet limits), logged in, with one limit set through the API. */
async function memberWithLimit(
  prefix: string,
  limit: { kind: 'stake' | 'loss'; period: 'day' | 'week' | 'month'; amount: string },
  currency = 'MYR',
): Promise<Member> {
  const [accountId] = await newMembers(h, prefix, 1, currency);
  await h.db.transaction(async (tx) => {
    for (const l of defaultBetLimits(currency)) await upsertBetLimit(tx, accountId!, l);
  });
  const m = { account_id: accountId!, session_token: await h.login(accountId!) };
  const set = await account('setplaylimit', { ...m, ...limit });
  expect(set.status, JSON.stringify(set)).toBe(1);
  return m;
}

/** Tries `refused` and then `accepted`: the first answers the code and changes nothing, the second goes through. */
async function expectRefusedThenAccepted(
  m: Member,
  code: string,
  refused: () => Promise<{ status: number; statusdesc: string }>,
  accepted: () => Promise<{ status: number; statusdesc: string; win_loss?: string }>,
): Promise<void> {
  const before = await wallet(m.account_id);
  const answer = await refused();
  expect(answer.statusdesc, JSON.stringify(answer)).toBe(code);
  await expectUntouched(m.account_id, before);
  const ok = await accepted();
  expect(ok.status, JSON.stringify(ok)).toBe(1);
  const after = await wallet(m.account_id);
  expect(after.ledgerRows).toBeGreaterThan(before.ledgerRows);
  // A game round settles at once and may win; a bet only takes its stake for now.
  if (ok.win_loss !== undefined) expect(after.balance).toBe(before.balance + toMinor(ok.win_loss));
  else expect(after.balance).toBeLessThan(before.balance);
}

const dayStake = (amount: string) => ({ kind: 'stake' as const, period: 'day' as const, amount });

describe('a stake limit refuses the stake and changes nothing, on every money path', () => {
  it('a sportsbook single', async () => {
    const m = await memberWithLimit('rgsingle', dayStake('10.00'));
    const leg = legOf(matches(h, 'pre')[0]!, 'hdp', 'h');
    const bet = (stake: string) => () =>
      account('bet/betsingle', { ...m, leg, stake, slip_id: slip(), accept_any_odds: true });
    await expectRefusedThenAccepted(m, 'stakeLimitReached', bet('10.01'), bet('10.00'));
    // The day's stakes now fill the limit: the smallest further stake is refused too.
    expect((await bet('1.00')()).statusdesc).toBe('stakeLimitReached');
  });

  it('a burst of singles that arrives together (the batch path)', async () => {
    const m = await memberWithLimit('rgbatch', dayStake('5.00'));
    const pool = matches(h, 'pre');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        account('bet/betsingle', {
          ...m,
          leg: legOf(pool[i % 6]!, 'hdp', 'a'),
          stake: '1.00',
          slip_id: slip(),
          accept_any_odds: true,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusdesc as string);
    expect(codes.filter((c) => c === 'success')).toHaveLength(5);
    expect(codes.filter((c) => c === 'stakeLimitReached')).toHaveLength(7);
    expect(await wallet(m.account_id)).toMatchObject({ balance: 99_500, outstanding: 500, ledgerRows: 6 });
    await assertLedgerConsistent(h, m.account_id);
  });

  it('a mix parlay', async () => {
    const m = await memberWithLimit('rgparlay', dayStake('5.00'));
    const [a, b, c] = matches(h, 'pre').slice(7, 10) as [never, never, never];
    const legs = [legOf(a, 'hdp', 'h'), legOf(b, 'ou', 'o'), legOf(c, 'hdp', 'a')];
    const bet = (stake: string) => () =>
      account('bet/betparlay', { ...m, legs, stake, slip_id: slip(), accept_any_odds: true });
    await expectRefusedThenAccepted(m, 'stakeLimitReached', bet('5.01'), bet('5.00'));
  });

  it('a system parlay (its total over every ticket counts)', async () => {
    // Three legs at sizes 2 and 3 are four tickets: 1.00 each is 4.00 in all.
    const m = await memberWithLimit('rgsystem', dayStake('4.00'));
    const legs = matches(h, 'pre')
      .slice(3, 6)
      .map((x) => legOf(x, 'hdp', 'a'));
    const bet = (stake: string) => () =>
      account('bet/betsysparlay', {
        ...m,
        legs,
        sizes: [2, 3],
        stake,
        slip_id: slip(),
        accept_any_odds: true,
      });
    await expectRefusedThenAccepted(m, 'stakeLimitReached', bet('1.01'), bet('1.00'));
  });

  it('a Myanmar bet', async () => {
    const m = await memberWithLimit('rgmmk', dayStake('1500.00'), 'MMK');
    await h.db.query('UPDATE wallets SET balance_minor = 1000000 WHERE account_id = $1', [m.account_id]);
    await h.db.query(
      `INSERT INTO ledger (account_id, type, amount_minor, balance_before_minor, balance_after_minor, remark)
       VALUES ($1, 'adjustment', 900000, 100000, 1000000, 'test top-up')`,
      [m.account_id],
    );
    const { leg } = myanmarLeg(h);
    const bet = (stake: string) => () => account('bet/betsinglemmo', { ...m, leg, stake, slip_id: slip() });
    await expectRefusedThenAccepted(m, 'stakeLimitReached', bet('2000.00'), bet('1000.00'));
  });

  it('a 4D bet', async () => {
    const m = await memberWithLimit('rglotto', dayStake('5.00'));
    const bet = (stake: string) => () =>
      account('osg/lotterybet', {
        ...m,
        slip_id: slip(),
        bets: [{ bet_type: 'single', number: '4321', choice: 'big', stake }],
      });
    await expectRefusedThenAccepted(m, 'stakeLimitReached', bet('10.00'), bet('5.00'));
  });

  it('a keno bet', async () => {
    const m = await memberWithLimit('rgkeno', dayStake('5.00'));
    const bet = (stake: string) => () =>
      account('osg/kenobet', { ...m, slip_id: slip(), picks: [1, 2, 3, 4], stake });
    await expectRefusedThenAccepted(m, 'stakeLimitReached', bet('10.00'), bet('5.00'));
  });

  it('a virtual roulette slip (its total counts)', async () => {
    const m = await memberWithLimit('rgroul', dayStake('5.00'));
    const bet = (red: string, straight: string) => () =>
      account('osg/roulettebet', {
        ...m,
        slip_id: slip(),
        bets: [
          { bet: 'red', stake: red },
          { bet: 'straight:17', stake: straight },
        ],
      });
    await expectRefusedThenAccepted(m, 'stakeLimitReached', bet('3.00', '3.00'), bet('3.00', '2.00'));
  });

  it('a virtual sports bet', async () => {
    const m = await memberWithLimit('rgrace', dayStake('5.00'));
    const events = (await account('osg/virtualschedule', m)).events as {
      event_id: string;
      state: string;
      kind: string;
      runners: { no: number }[];
    }[];
    const race = events.find((e) => e.state === 'open' && e.kind === 'racing')!;
    const bet = (stake: string) => () =>
      account('osg/racebet', {
        ...m,
        slip_id: slip(),
        event_id: race.event_id,
        bet_type: 'WIN',
        runner: race.runners[0]!.no,
        stake,
      });
    await expectRefusedThenAccepted(m, 'stakeLimitReached', bet('10.00'), bet('5.00'));
  });

  it('a video poker deal', async () => {
    const m = await memberWithLimit('rgpoker', dayStake('5.00'));
    const deal = (stake: string) => () => account('osg/vpdeal', { ...m, round_id: `vp-${slip()}`, stake });
    await expectRefusedThenAccepted(m, 'stakeLimitReached', deal('10.00'), deal('5.00'));
  });

  it('a game round (the provider transfer)', async () => {
    const m = await memberWithLimit('rggame', dayStake('5.00'));
    const launched = await account('provider/launchslotgame', { ...m, game_id: 'slot-dragon-pearl' });
    const token = new URLSearchParams(new URL(launched.url as string).hash.slice(1)).get('t');
    const opened = await account('provider/game/open', { launch_token: token });
    const round = (stake: string) => () =>
      account('provider/game/round', { game_session: opened.game_session, round_id: `rg-${slip()}`, stake });
    await expectRefusedThenAccepted(m, 'stakeLimitReached', round('10.00'), round('5.00'));
  });

  it('a mini game round (the sportsbook panel, through the provider round service)', async () => {
    const m = await memberWithLimit('rgmini', dayStake('5.00'));
    const round = (stake: string) => () =>
      account('osg/miniround', { ...m, game_id: 'mini-lucky-sevens', round_id: `rm-${slip()}`, stake });
    await expectRefusedThenAccepted(m, 'stakeLimitReached', round('10.00'), round('5.00'));
  });
  it('a tournament entry fee, creating or joining', async () => {
    const owner = await memberWithLimit('rgowner', dayStake('9.99'));
    const [freeId] = await newMembers(h, 'rgfree', 1);
    const free = { account_id: freeId!, session_token: await h.login(freeId!) };
    const joiner = await memberWithLimit('rgjoiner', { kind: 'loss', period: 'week', amount: '9.99' });
    grantValidBets(h, [owner.account_id, free.account_id, joiner.account_id]);
    const day = await pickMatches(h, owner, 3);
    const body = roomBody(day.date, day.ids, { room_id: 'RGROOM1', room_rate: '10' });
    const ownerBefore = await wallet(owner.account_id);
    expect((await tournamentCall(h, owner, 'roomcreate', body)).statusdesc).toBe('stakeLimitReached');
    await expectUntouched(owner.account_id, ownerBefore);
    expect((await tournamentCall(h, free, 'roomcreate', body)).status).toBe(1);
    const joinerBefore = await wallet(joiner.account_id);
    expect((await tournamentCall(h, joiner, 'roomjoin', { room_id: 'RGROOM1' })).statusdesc).toBe(
      'lossLimitReached',
    );
    await expectUntouched(joiner.account_id, joinerBefore);
  });
});

describe('a loss limit counts the net loss from the ledger', () => {
  it('an open stake counts as lost until it returns; a stake that would pass the limit is refused', async () => {
    const m = await memberWithLimit('rgloss', { kind: 'loss', period: 'month', amount: '10.00' });
    const leg = legOf(matches(h, 'pre')[1]!, 'hdp', 'h');
    const bet = (stake: string) =>
      account('bet/betsingle', { ...m, leg, stake, slip_id: slip(), accept_any_odds: true });
    expect((await bet('6.00')).statusdesc).toBe('success');
    const before = await wallet(m.account_id);
    expect((await bet('4.01')).statusdesc).toBe('lossLimitReached');
    await expectUntouched(m.account_id, before);
    expect((await bet('4.00')).statusdesc).toBe('success');
    const status = await account('playlimits', m);
    expect(status.limits).toContainEqual({
      kind: 'loss',
      period: 'month',
      limit: '10.00',
      pending: null,
      used: '10.00',
    });
    // A return credited in the period gives the room back: the loss limit is on the net result.
    await h.db.query(`UPDATE wallets SET balance_minor = balance_minor + 300 WHERE account_id = $1`, [
      m.account_id,
    ]);
    await h.db.query(
      `INSERT INTO ledger (account_id, type, amount_minor, balance_before_minor, balance_after_minor, remark)
       VALUES ($1, 'settle', 300, $2, $3, 'test return')`,
      [m.account_id, before.balance - 400, before.balance - 100],
    );
    expect((await bet('3.00')).statusdesc).toBe('success');
    expect((await bet('0.01')).statusdesc).toBe('lossLimitReached');
  });
});

describe('changing a limit', () => {
  it('lowering applies at once; raising and removing wait 24 hours by the server clock, with the pending value shown', async () => {
    const m = await memberWithLimit('rgraise', dayStake('20.00'));
    const lowered = await account('setplaylimit', { ...m, ...dayStake('5.00') });
    expect(lowered.limits).toContainEqual({
      kind: 'stake',
      period: 'day',
      limit: '5.00',
      pending: null,
      used: '0.00',
    });
    const raisedAt = h.clock.now;
    const raised = await account('setplaylimit', { ...m, ...dayStake('50.00') });
    const appliesAt = new Date(raisedAt + 24 * HOUR).toISOString();
    expect(raised.limits).toContainEqual({
      kind: 'stake',
      period: 'day',
      limit: '5.00',
      pending: { amount: '50.00', applies_at: appliesAt },
      used: '0.00',
    });
    const bet = (who: Member) =>
      account('osg/lotterybet', {
        ...who,
        slip_id: slip(),
        bets: [{ bet_type: 'single', number: '1234', choice: 'big', stake: '10.00' }],
      });
    expect((await bet(m)).statusdesc).toBe('stakeLimitReached');

    // A minute before the 24 hours are up the old limit still holds (sessions end by idle time, so log in again).
    h.clock.now = raisedAt + 24 * HOUR - 60_000;
    const early = { ...m, session_token: await h.login(m.account_id) };
    expect((await bet(early)).statusdesc).toBe('stakeLimitReached');
    h.clock.now = raisedAt + 24 * HOUR;
    const later = { ...m, session_token: await h.login(m.account_id) };
    expect((await account('playlimits', later)).limits).toContainEqual({
      kind: 'stake',
      period: 'day',
      limit: '50.00',
      pending: null,
      used: '0.00',
    });
    expect((await bet(later)).status).toBe(1);

    // Removing waits too; asking for the limit in force again drops the waiting removal.
    const removing = await account('setplaylimit', { ...later, ...dayStake('50.00'), amount: null });
    expect(removing.limits).toContainEqual(
      expect.objectContaining({
        kind: 'stake',
        period: 'day',
        limit: '50.00',
        pending: { amount: null, applies_at: new Date(h.clock.now + 24 * HOUR).toISOString() },
      }),
    );
    const kept = await account('setplaylimit', { ...later, ...dayStake('50.00') });
    expect(kept.limits).toContainEqual(
      expect.objectContaining({ kind: 'stake', period: 'day', limit: '50.00', pending: null }),
    );
    h.clock.now = Date.now();
  });

  it('refuses a bad limit or interval and changes nothing', async () => {
    const m = await memberWithLimit('rgbad', dayStake('5.00'));
    const before = await account('playlimits', m);
    expect((await account('setplaylimit', { ...m, ...dayStake('-1.00') })).statusdesc).toBe(
      'playLimitInvalid',
    );
    expect((await account('setplaylimit', { ...m, ...dayStake('1.234') })).status).toBe(0);
    expect(
      (await account('setplaylimit', { ...m, kind: 'deposit', period: 'day', amount: '1.00' })).status,
    ).toBe(0);
    for (const minutes of [0, 241, 1.5, -5])
      expect((await account('setrealitycheck', { ...m, minutes })).statusdesc, String(minutes)).toBe(
        'realityCheckInvalid',
      );
    expect(await account('playlimits', m)).toEqual(before);
    const set = await account('setrealitycheck', { ...m, minutes: 1 });
    expect(set.reality_check_minutes).toBe(1);
  });

  it('periods are GMT+8: the day from midnight, the week from Monday, the month from the 1st', () => {
    // 2026-03-04 (a Wednesday) 01:30 GMT+8 is 2026-03-03 17:30 UTC.
    const now = Date.UTC(2026, 2, 3, 17, 30);
    expect(new Date(periodStartMs('day', now)).toISOString()).toBe('2026-03-03T16:00:00.000Z');
    expect(new Date(periodStartMs('week', now)).toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(new Date(periodStartMs('month', now)).toISOString()).toBe('2026-02-28T16:00:00.000Z');
  });
});

describe('the reality check reads the current login', () => {
  it('answers when the login started and its net result from the ledger', async () => {
    const m = await memberWithLimit('rgreality', dayStake('100.00'));
    const leg = legOf(matches(h, 'pre')[2]!, 'hdp', 'h');
    expect(
      (await account('bet/betsingle', { ...m, leg, stake: '7.50', slip_id: slip(), accept_any_odds: true }))
        .statusdesc,
    ).toBe('success');
    const status = await account('playlimits', m);
    expect(status.session).toEqual({ started_at: expect.any(String), net_result: '-7.50' });
  });
});

describe('time-out and self-exclusion', () => {
  it('ends the session, refuses every login until the end (saying when), and the operator sees and clears it', async () => {
    const [id] = await newMembers(h, 'rgexcl', 1);
    const m = { account_id: id!, session_token: await h.login(id!) };
    const at = h.clock.now;
    const excluded = await account('selfexclude', { ...m, duration: '7d' });
    const until = new Date(at + 7 * 24 * HOUR).toISOString();
    expect(excluded).toMatchObject({ status: 1, excluded_until: until });
    expect((await account('userbalance', m)).statusdesc).toBe('invalidSession');
    expect(await account('userlogin', { account_id: id, password: 'Pass1234' })).toEqual({
      status: 0,
      statusdesc: 'selfExcluded',
      until,
    });
    // An operator token login is refused the same way.
    const token = mintOperatorToken(TEST_SECRET, {
      accountId: id!,
      kind: 'launch',
      now: h.clock.now,
      ttlMs: 60_000,
    });
    expect(await account('authlogin', { token })).toMatchObject({
      status: 0,
      statusdesc: 'selfExcluded',
      until,
    });
    expect(await run(['play-limits', id!])).toContain(
      `excluded from ${new Date(at).toISOString()} until ${until}`,
    );

    h.clock.now = at + 7 * 24 * HOUR - 1000;
    expect((await account('userlogin', { account_id: id, password: 'Pass1234' })).statusdesc).toBe(
      'selfExcluded',
    );
    h.clock.now = at + 7 * 24 * HOUR;
    expect((await account('userlogin', { account_id: id, password: 'Pass1234' })).status).toBe(1);
    h.clock.now = Date.now();
  });

  it('clear-play-limits ends an exclusion and removes the limits at once; play-limits shows what is set', async () => {
    const m = await memberWithLimit('rgclear', dayStake('5.00'));
    await account('setplaylimit', { ...m, ...dayStake('8.00') });
    await account('setrealitycheck', { ...m, minutes: 30 });
    const shown = await run(['play-limits', m.account_id]);
    expect(shown).toContain(
      `stake day: 5.00 (used 0.00, raise to 8.00 from ${new Date(h.clock.now + 24 * HOUR).toISOString()})`,
    );
    expect(shown).toContain('reality check: every 30 min');
    expect(shown).toContain('not excluded');
    expect((await account('selfexclude', { ...m, duration: '24h' })).status).toBe(1);
    await expect(run(['clear-play-limits', m.account_id])).rejects.toThrow('say what to clear');
    await expect(run(['clear-play-limits', 'nobody99', '--limits'])).rejects.toThrow(
      'refused: account_not_exists',
    );
    await expect(run(['play-limits', 'nobody99'])).rejects.toThrow('refused: account_not_exists');
    const cleared = await run(['clear-play-limits', m.account_id, '--limits', '--exclusion']);
    expect(cleared).toContain(`cleared limits and exclusion of ${m.account_id}`);
    expect(cleared).toContain('no stake or loss limits');
    expect(cleared).toContain('not excluded');
    const back = { ...m, session_token: await h.login(m.account_id) };
    const status = await account('playlimits', back);
    expect(
      status.limits.every(
        (l: { limit: unknown; pending: unknown }) => l.limit === null && l.pending === null,
      ),
    ).toBe(true);
    expect(status).toMatchObject({ excluded_until: null, reality_check_minutes: 30 });
  });
});
