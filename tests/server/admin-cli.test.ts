import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand, type AdminDeps } from '../../src/server/admin/commands';
import { toSafeInt } from '../../src/server/db/types';
import { verifyOperatorToken } from '../../src/server/security/operator-token';
import { toMinor } from '../../src/shared/money';
import { LINE_STATE } from '../../src/shared/feed/layout';
import { startHarness, TEST_SECRET, type Harness, HARNESS_TIMEOUT_MS } from './harness';
import { assertLedgerConsistent, balanceOf, legOf, matches, session, slip } from './bet-helpers';

let h: Harness;
let deps: AdminDeps;
let stdin = '';
beforeAll(async () => {
  h = await startHarness();
  deps = {
    db: async () => h.db,
    engines: async () => h.app.engines,
    operatorSecret: () => TEST_SECRET,
    now: () => h.clock.now,
    readStdin: async () => stdin,
  };
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

const run = (line: string[]) => runAdminCommand(line[0]!, line.slice(1), deps);

describe('admin commands', () => {
  it('creates a member under an agent with credit, limits and commission, who can then log in', async () => {
    const out = await run([
      'create-member',
      'Newbie01',
      '--agent',
      'ag01',
      '--currency',
      'SGD',
      '--commission',
      '0.2',
      '--password',
      'Abc12345',
      '--credit',
      '150.75',
      '--limit',
      '1_hdp=2:500:5000',
    ]);
    expect(out).toBe('created member newbie01 under agent ag01: SGD 150.75 credit, state OK, 1 bet limits');
    const body = (await h.post('userlogin', { account_id: 'newbie01', password: 'Abc12345' })).json();
    expect(body.member_profile.player_wallet[0]).toMatchObject({
      currency_code: 'SGD',
      cash_balance: '150.75',
    });
    expect(body.member_profile.player_bet_limit).toEqual([
      { key: '1_hdp', min_bet: '2.00', max_bet: '500.00', max_payout: '5000.00' },
    ]);
    const [member] = await h.db.query<{ commission_bp: number }>(
      "SELECT commission_bp FROM members WHERE account_id = 'newbie01'",
    );
    expect(member?.commission_bp).toBe(20);
  });

  it('refuses a member without a complete upline chain with the backend-style code', async () => {
    await expect(
      run([
        'create-member',
        'orphan01',
        '--agent',
        'ma01',
        '--currency',
        'MYR',
        '--commission',
        '0.2',
        '--password',
        'Abc12345',
      ]),
    ).rejects.toThrow('refused: agentIdRequired');
    await run(['create-upline', 'lonelyag', '--role', 'agent', '--parent', 'ma01', '--commission', '0.3']);
    await expect(
      run(['create-upline', 'badag', '--role', 'agent', '--parent', 'se01', '--commission', '0.3']),
    ).rejects.toThrow('refused: masterIdRequired');
    await expect(
      run([
        'create-member',
        'orphan01',
        '--agent',
        'ag01',
        '--currency',
        'XXX',
        '--commission',
        '0.2',
        '--password',
        'Abc12345',
      ]),
    ).rejects.toThrow(/--currency must be one of/);
    await expect(
      run([
        'create-member',
        'orphan01',
        '--agent',
        'ag01',
        '--currency',
        'MYR',
        '--commission',
        '0.2',
        '--password',
        'short',
      ]),
    ).rejects.toThrow('refused: passwordInvalid');
    await expect(
      run([
        'create-member',
        'demo01',
        '--agent',
        'ag01',
        '--currency',
        'MYR',
        '--commission',
        '0.2',
        '--password',
        'Abc12345',
      ]),
    ).rejects.toThrow('refused: accountIdExists');
  });

  it('adjusts credit with a ledger row and refuses to overdraw or repeat a key', async () => {
    expect(await run(['adjust-credit', 'demo02', '-20.50', '--remark', 'fee', '--key', 'adj-1'])).toMatch(
      /^adjusted demo02 by -20\.50: balance 5000\.00 -> 4979\.50 \(ledger #\d+, type adjustment\)$/,
    );
    await expect(run(['adjust-credit', 'demo02', '-20.50', '--key', 'adj-1'])).rejects.toThrow(
      'refused: duplicate_debit_record',
    );
    await expect(run(['adjust-credit', 'demo02', '-99999'])).rejects.toThrow('refused: insufficient_balance');
    await expect(run(['adjust-credit', 'demo02', '1.234'])).rejects.toThrow(/at most 2 decimals/);
    const [row] = await h.db.query<{ type: string; amount_minor: unknown }>(
      "SELECT type, amount_minor FROM ledger WHERE account_id = 'demo02' ORDER BY id DESC LIMIT 1",
    );
    expect(row?.type).toBe('adjustment');
    expect(toSafeInt(row?.amount_minor)).toBe(-2_050);
  });

  it('sets a state that the open session sees', async () => {
    const token = await h.login('demo03');
    expect(await run(['set-state', 'demo03', 'SUSPEND'])).toBe('state of demo03: OK -> SUSPEND');
    const balance = (await h.post('userbalance', { account_id: 'demo03', session_token: token })).json();
    expect(balance.retrieve_profile).toBe(true);
    await expect(run(['set-state', 'demo03', 'ASLEEP'])).rejects.toThrow(/<state> must be one of/);
    await run(['set-state', 'demo03', 'OK']);
  });

  it('changes bet limits and flags the open session to refetch its profile', async () => {
    const token = await h.login('nogames01');
    const balance = () => h.post('userbalance', { account_id: 'nogames01', session_token: token });
    expect((await balance()).json().retrieve_profile).toBe(false);
    expect(await run(['set-limit', 'nogames01', '1_hdp=5:800:8000', 'parlay=2:100:9000'])).toBe(
      'bet limits of nogames01 set: 1_hdp, parlay',
    );
    expect((await balance()).json().retrieve_profile).toBe(true);
    const profile = (await h.post('userprofile', { account_id: 'nogames01', session_token: token })).json()
      .member_profile;
    expect(profile.player_bet_limit.find((l: { key: string }) => l.key === '1_hdp')).toEqual({
      key: '1_hdp',
      min_bet: '5.00',
      max_bet: '800.00',
      max_payout: '8000.00',
    });
    await expect(run(['set-limit', 'nogames01', '1_hdp=9:5:10'])).rejects.toThrow('refused: betLimitInvalid');
    await expect(run(['set-limit', 'ghost01', '1_hdp=1:5:10'])).rejects.toThrow(
      'refused: account_not_exists',
    );
  });

  it('resets a password from stdin and ends open sessions', async () => {
    const token = await h.login('mmk01');
    stdin = 'Fresh2024\n';
    expect(await run(['reset-password', 'mmk01', '--password-stdin'])).toBe(
      'password of mmk01 reset; its open sessions were ended',
    );
    expect(
      (await h.post('userprofile', { account_id: 'mmk01', session_token: token })).json().statusdesc,
    ).toBe('invalidSession');
    expect((await h.post('userlogin', { account_id: 'mmk01', password: 'Fresh2024' })).json().status).toBe(1);
    await expect(run(['reset-password', 'nobody01', '--password', 'Abc12345'])).rejects.toThrow(
      'refused: account_not_exists',
    );
  });

  it('posts messages the member API then lists', async () => {
    expect(
      await run([
        'post-message',
        '--kind',
        'personal',
        '--account',
        'demo01',
        '--title',
        'Hi',
        'Your',
        'bonus',
      ]),
    ).toMatch(/^posted personal #\d+ to demo01$/);
    expect(await run(['post-message', '--kind', 'marquee', '--language', 'th', 'Sawasdee'])).toMatch(
      /^posted marquee #\d+ for th$/,
    );
    await expect(run(['post-message', '--kind', 'personal', 'no account'])).rejects.toThrow(
      'refused: accountIdRequired',
    );
    const session = { account_id: 'demo01', session_token: await h.login('demo01') };
    expect((await h.post('personallist', session)).json().messages[0]).toMatchObject({
      title: 'Hi',
      content: 'Your bonus',
      read: false,
    });
  });

  it('mints a token the server accepts', async () => {
    const token = await run(['mint-token', 'demo01', '--kind', 'switch', '--ttl', '60']);
    expect(verifyOperatorToken(TEST_SECRET, token, 'switch', h.clock.now)?.sub).toBe('demo01');
    expect((await h.post('switchlogin', { token })).json().status).toBe(1);
    await expect(run(['mint-token', 'demo01', '--ttl', '99999'])).rejects.toThrow(/--ttl/);
  });

  it('rejects unknown commands and options', async () => {
    await expect(run(['drop-everything'])).rejects.toThrow(/unknown command/);
    await expect(run(['set-state', 'demo01'])).rejects.toThrow(/missing <state>/);
    await expect(run(['adjust-credit', 'demo01', '5', '--bogus'])).rejects.toThrow(/Unknown option/);
  });
});

describe('resettle-match', () => {
  it('replaces a settled result: the bet pays by the new one, the ledger shows the reversal and the new row', async () => {
    const demo = { account_id: 'demo02', session_token: await h.login('demo02') };
    const [m] = matches(h, 'pre', 'oxt');
    if (!m) throw new Error('no pre-match 1X2 market');
    const placed = (
      await h.post('bet/betsingle', { ...demo, leg: legOf(m, 'oxt', '1'), stake: '10.00', slip_id: slip() })
    ).json();
    expect(placed.statusdesc).toBe('success');
    const result = h.app.odds.sim.finishMatch(m.id)!;
    await h.app.bets.idle();
    const read = async () => {
      const [b] = await h.db.query<{ return_minor: unknown; settle_count: number }>(
        'SELECT return_minor, settle_count FROM bets WHERE ref_no = $1',
        [placed.bet.ref_no],
      );
      return { ret: toSafeInt(b?.return_minor), count: b?.settle_count };
    };
    const first = await read();
    const homeWon = result.scoreHome > result.scoreAway;
    const before = await balanceOf(h, 'demo02');
    const rows = await h.db.query('SELECT id FROM ledger WHERE account_id = $1', ['demo02']);

    const out = await run([
      'resettle-match',
      String(m.id),
      '--home',
      homeWon ? '0' : '3',
      '--away',
      homeWon ? '3' : '0',
    ]);
    expect(out).toBe(`re-settled match ${m.id} as ${homeWon ? '0-3' : '3-0'}: 1 bets re-settled`);
    const second = await read();
    expect(homeWon ? second.ret : first.ret).toBe(0);
    expect(homeWon ? first.ret : second.ret).toBeGreaterThan(toMinor(placed.bet.risk));
    expect(second.count).toBe((first.count ?? 0) + 1);
    const after = await balanceOf(h, 'demo02');
    expect(after.balance - before.balance).toBe(second.ret - first.ret);
    const added = await h.db.query('SELECT id FROM ledger WHERE account_id = $1', ['demo02']);
    expect(added.length).toBeGreaterThan(rows.length);
    await assertLedgerConsistent(h, 'demo02');
  });

  it('re-settles a race only with its whole field, and its PLACE bet pays by the new order', async () => {
    const demo = { account_id: 'demo03', session_token: await h.login('demo03') };
    const sim = h.app.odds.sync();
    const race = [...sim.matches.values()].find(
      (m) => m.sport.id === 45 && m.state === 'pre' && m.outright?.[0]?.[2] === LINE_STATE.RUNNING,
    )!;
    const entry = race.outright![0]!;
    const leg = {
      match_id: race.id,
      market: 'place',
      period: 0,
      choice: entry[0],
      line: null,
      price: entry[3]!,
      odds_type: 4,
    };
    const placed = (
      await h.post('bet/vbetsinglespecial', { ...demo, leg, stake: '10.00', slip_id: slip() })
    ).json();
    expect(placed.statusdesc).toBe('success');
    const result = h.app.odds.sim.finishMatch(race.id)!;
    await h.app.bets.idle();
    const outcome = async () =>
      (
        await h.db.query<{ outcome: string }>('SELECT outcome FROM bets WHERE ref_no = $1', [
          placed.bet.ref_no,
        ])
      )[0]?.outcome;
    const first = await outcome();
    const score = ['--home', '0', '--away', '0'];
    const top3 = result.placings.slice(0, 3).flatMap((name) => ['--placing', name]);
    await expect(run(['resettle-match', String(race.id), ...score, ...top3])).rejects.toThrow(
      `a race result names its whole field in finishing order: --placing once for each of its ${result.placings.length} runners`,
    );
    expect(await outcome()).toBe(first);
    // The runner backed to place moves from inside the first two to last, or from outside to first.
    const others = result.placings.filter((name) => name !== entry[0]);
    const order = first === 'won' ? [...others, entry[0]] : [entry[0], ...others];
    await run(['resettle-match', String(race.id), ...score, ...order.flatMap((name) => ['--placing', name])]);
    expect(await outcome()).toBe(first === 'won' ? 'lost' : 'won');
    await assertLedgerConsistent(h, 'demo03');
  });

  it('refuses bad input before touching anything', async () => {
    await expect(run(['resettle-match', 'abc', '--home', '1', '--away', '0'])).rejects.toThrow(
      '<match_id> must be a positive whole number',
    );
    await expect(run(['resettle-match', '42', '--home', '1', '--away', '0'])).rejects.toThrow(
      'match 42 has no bets and no settled result',
    );
    await expect(run(['resettle-match', '42', '--home=-1', '--away', '0'])).rejects.toThrow(
      '--home must be a whole number from 0 to 999',
    );
    await expect(run(['resettle-match', '42', '--cancelled', '--home', '1'])).rejects.toThrow(
      '--cancelled takes no score',
    );
    await expect(
      run(['resettle-match', '42', '--home', '1', '--away', '0', '--first-goal', 'x']),
    ).rejects.toThrow('--first-goal must be h or a');
  });

  it('switches products off and on for every member, and sets the cash out margin', async () => {
    const member = await session(h, 'demo03');
    const quote = async () => (await h.post('bet/cashoutquote', { ...member, bet_ids: [1] })).json();
    expect(await run(['operator-products', '--disable', 'cash_out', '--disable', 'odds_booster'])).toBe(
      'switched off for every member: odds_booster, cash_out',
    );
    expect((await quote()).statusdesc).toBe('cashOutDisabled');
    // The app hides what the login says is switched off.
    const login = (await h.post('userlogin', { account_id: 'demo03', password: 'Pass1234' })).json();
    expect(login.member_profile.player_info[0].disabled_products).toEqual(
      expect.arrayContaining(['cash_out', 'odds_booster']),
    );
    await expect(run(['operator-products', '--disable', 'cashout'])).rejects.toThrow(
      /--disable must be one of .*cash_out.*, got "cashout"/,
    );
    await expect(run(['operator-products', '--disable', 'lottery', '--enable', 'lottery'])).rejects.toThrow(
      'lottery cannot be both disabled and enabled',
    );
    expect(await run(['operator-products'])).toBe('switched off for every member: odds_booster, cash_out');
    expect(await run(['operator-products', '--enable', 'cash_out', '--enable', 'odds_booster'])).toBe(
      'switched off for every member: nothing',
    );
    expect((await quote()).statusdesc).not.toBe('cashOutDisabled');

    expect(await run(['cash-out-margin'])).toBe('cash out margin: 5.00% of the fair value');
    expect(await run(['cash-out-margin', '2.5'])).toBe('cash out margin: 2.50% of the fair value');
    for (const bad of ['100', 'five', '1.234'])
      await expect(run(['cash-out-margin', bad])).rejects.toThrow(/<percent> must be/);
    await expect(run(['cash-out-margin', '-1'])).rejects.toThrow(/Unknown option '-1'/);
    expect(await run(['cash-out-margin'])).toBe('cash out margin: 2.50% of the fair value');
    await run(['cash-out-margin', '5']);
  });

  it('switches maintenance on with a message and off again, which version answers', async () => {
    const version = async () => (await h.post('version', {})).json();
    expect(await run(['maintenance'])).toBe('maintenance: off');
    expect(await run(['maintenance', 'on', '--message', ' Back at 14:00 GMT+8. '])).toBe(
      'maintenance: on ("Back at 14:00 GMT+8.")',
    );
    expect(await version()).toMatchObject({ maintenance: true, maintenance_message: 'Back at 14:00 GMT+8.' });
    await expect(run(['maintenance', 'maybe'])).rejects.toThrow(
      '<on|off> must be one of on, off, got "maybe"',
    );
    await expect(run(['maintenance', 'on', '--message', 'x'.repeat(301)])).rejects.toThrow(
      '--message must be at most 300 characters',
    );
    await expect(run(['maintenance', 'off', '--message', 'soon'])).rejects.toThrow('--message goes with on');
    expect(await run(['maintenance'])).toBe('maintenance: on ("Back at 14:00 GMT+8.")');
    expect(await run(['maintenance', 'off'])).toBe('maintenance: off');
    const after = await version();
    expect(after.maintenance).toBe(false);
    expect(after.maintenance_message).toBeUndefined();
  });
});
