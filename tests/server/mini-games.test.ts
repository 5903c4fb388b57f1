// Mini casino and mini slots rounds (osg/miniround): the provider round service with the player's session. Each round
// is one debit and at most one credit, idempotent by round id, refused with nothing moved when the stake, a limit, the
// account or a product switch says no, and listed in the bet lists, the statement and the game results.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContext } from '../../src/server/context';
import { resolveConfig } from '../../src/server/config';
import { toSafeInt } from '../../src/server/db/types';
import { playMiniRound } from '../../src/server/provider/rounds';
import { setOperatorDisabled } from '../../src/server/provider/switches';
import { createMember } from '../../src/server/accounts/members-admin';
import { acceptCurrentTerms } from '../../src/server/terms/service';
import { MINI_GAMES, type MiniRoundRequest } from '../../src/shared/games/mini';
import { SLOT_REELS } from '../../src/shared/games/slot';
import { toMinor } from '../../src/shared/money';
import type { ProductKey } from '../../src/shared/api/account';
import { assertLedgerConsistent } from './bet-helpers';
import { startHarness, type Harness } from './harness';

vi.setConfig({ testTimeout: 120_000 });

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
}, 120_000);
afterAll(() => h?.close());

interface Member {
  account_id: string;
  session_token: string;
}

let serial = 0;
/** A fresh member with 1,000.00, logged in; `disabled` products switched off on the account. */
async function member(disabled: ProductKey[] = []): Promise<Member> {
  const accountId = `mini${++serial}`;
  await h.db.transaction((tx) =>
    createMember(tx, {
      accountId,
      password: 'Pass1234',
      currency: 'MYR',
      agentId: 'ag01',
      commissionBp: 25,
      creditMinor: 100_000,
      betLimits: [],
      disabledProducts: disabled,
    }).then(() => acceptCurrentTerms(tx, accountId, Date.now())),
  );
  return { account_id: accountId, session_token: await h.login(accountId) };
}

const post = (name: string, body: object) => h.post(name, body).then((r) => r.json());
const round = (m: Member, body: Record<string, unknown>) => post('osg/miniround', { ...m, ...body });

async function wallet(account: string): Promise<{ balance: number; rows: number }> {
  const [w] = await h.db.query<{ balance_minor: unknown; n: unknown }>(
    `SELECT balance_minor, (SELECT count(*) FROM ledger l WHERE l.account_id = w.account_id) AS n
     FROM wallets w WHERE account_id = $1`,
    [account],
  );
  return { balance: toSafeInt(w?.balance_minor), rows: toSafeInt(w?.n) };
}

async function ledgerOf(ref: string) {
  return h.db.query<{ type: string; amount_minor: unknown; platform: string; idempotency_key: string }>(
    'SELECT type, amount_minor, platform, idempotency_key FROM ledger WHERE ref = $1 ORDER BY id',
    [ref],
  );
}

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe('a mini round moves money once', () => {
  it('a mini slot spin: one bet row, one win row when it pays, the answer balance is the wallet', async () => {
    const m = await member();
    const before = await wallet(m.account_id);
    const res = await round(m, { game_id: 'mini-lucky-sevens', round_id: 'spin-0001', stake: '2.00' });
    expect(res.status, JSON.stringify(res)).toBe(1);
    expect(res.outcome.line).toHaveLength(3);
    const after = await wallet(m.account_id);
    expect(after.balance).toBe(before.balance + toMinor(res.win_loss));
    expect(toMinor(res.balance)).toBe(after.balance);
    const rows = await ledgerOf(res.ref_no);
    expect(rows[0]).toMatchObject({
      type: 'bet',
      platform: 'slots',
      idempotency_key: `transfer:game:${m.account_id}:spin-0001:debit`,
    });
    expect(toSafeInt(rows[0]?.amount_minor)).toBe(-200);
    expect(rows.length).toBe(toMinor(res.payout) > 0 ? 2 : 1);
    expect(rows.reduce((s, r) => s + toSafeInt(r.amount_minor), 0)).toBe(toMinor(res.win_loss));
    await assertLedgerConsistent(h, m.account_id);
  });

  it('a round id already taken answers duplicate_debit_record and moves nothing, even once the product is off', async () => {
    const m = await member();
    const body = { game_id: 'mini-quick-sic-bo', round_id: 'dice-round-1', stake: '5.00', side: 'big' };
    const first = await round(m, body);
    expect(first.status, JSON.stringify(first)).toBe(1);
    const taken = await wallet(m.account_id);
    expect(await round(m, body)).toMatchObject({ status: 0, statusdesc: 'duplicate_debit_record' });
    await h.db.query('UPDATE members SET mini_casino_disabled = true WHERE account_id = $1', [m.account_id]);
    expect(await round(m, { ...body, stake: '9.00' })).toMatchObject({
      status: 0,
      statusdesc: 'duplicate_debit_record',
    });
    expect(await wallet(m.account_id)).toEqual(taken);
  });

  it('baccarat pays each side staked by the engine; a sure seven-seven-seven slot pays 400 times', async () => {
    const m = await member();
    const ctx = createContext(h.db, resolveConfig(), () => h.clock.now, 'x');
    const seven = SLOT_REELS[0]!.indexOf('seven');
    const won = await playMiniRound(
      ctx,
      m.account_id,
      { ...m, game_id: 'mini-star-bells', round_id: 'sure-seven-1', stake: 100 } as MiniRoundRequest,
      { int: () => seven },
    );
    expect(won).toMatchObject({
      stake: '1.00',
      payout: '400.00',
      win_loss: '399.00',
      game_id: 'mini-star-bells',
    });
    // Every card a nine: both hands total 8, a natural tie. Player and banker stakes come back, the tie pays 8:1.
    const tie = await playMiniRound(
      ctx,
      m.account_id,
      {
        ...m,
        game_id: 'mini-quick-baccarat',
        round_id: 'tie-round-1',
        stake: 600,
        bets: { player: 200, banker: 300, tie: 100 },
      } as MiniRoundRequest,
      { int: () => 8 },
    );
    expect(tie).toMatchObject({ stake: '6.00', payout: '14.00', win_loss: '8.00' });
    expect(tie.outcome).toMatchObject({ winner: 'tie', returns: { player: 200, banker: 300, tie: 900 } });
    const rows = await ledgerOf(tie.ref_no);
    expect(rows.map((r) => [r.type, toSafeInt(r.amount_minor), r.platform])).toEqual([
      ['bet', -600, 'live_casino'],
      ['settle', 1400, 'live_casino'],
    ]);
    await assertLedgerConsistent(h, m.account_id);
  });
});

describe('a refused mini round changes nothing', () => {
  it('stakes out of range, no side staked, an unknown title', async () => {
    const m = await member();
    const before = await wallet(m.account_id);
    const cases: [Record<string, unknown>, string][] = [
      [{ game_id: 'mini-cherry-pop', stake: '0.09' }, 'betLowerMin'],
      [{ game_id: 'mini-cherry-pop', stake: '1000.01' }, 'betOverMax'],
      [
        { game_id: 'mini-quick-baccarat', stake: '2.00', bets: { player: '600.00', banker: '500.00' } },
        'betOverMax',
      ],
      [{ game_id: 'mini-quick-baccarat', stake: '0.00', bets: {} }, 'invalidBetAmount'],
      [{ game_id: 'mini-quick-sic-bo', stake: '1.00' }, 'sideInvalid'],
    ];
    let n = 0;
    for (const [body, code] of cases) {
      const res = await round(m, { round_id: `refused-${++n}-round`, ...body });
      expect(res, JSON.stringify(body)).toMatchObject({ status: 0, statusdesc: code });
    }
    const unknown = await round(m, {
      round_id: 'unknown-title-1',
      game_id: 'slot-golden-pagoda',
      stake: '1.00',
    });
    expect(unknown.status).toBe(0);
    expect(await wallet(m.account_id)).toEqual(before);
    // A losing spin of the whole balance, then one more: insufficient_balance, nothing moves.
    const ctx = createContext(h.db, resolveConfig(), () => h.clock.now, 'x');
    const blank = SLOT_REELS[0]!.indexOf('blank');
    const body = {
      ...m,
      game_id: 'mini-cherry-pop',
      round_id: 'all-in-round',
      stake: 100_000,
    } as MiniRoundRequest;
    expect(await playMiniRound(ctx, m.account_id, body, { int: () => blank })).toMatchObject({
      balance: '0.00',
    });
    const empty = await wallet(m.account_id);
    const poor = await round(m, { round_id: 'no-money-left', game_id: 'mini-cherry-pop', stake: '0.10' });
    expect(poor.statusdesc).toBe('insufficient_balance');
    expect(await wallet(m.account_id)).toEqual(empty);
    await assertLedgerConsistent(h, m.account_id);
  });

  it('a view-only account is refused', async () => {
    const m = await member();
    await h.db.query("UPDATE members SET state = 'SUSPEND' WHERE account_id = $1", [m.account_id]);
    const before = await wallet(m.account_id);
    const res = await round(m, { game_id: 'mini-cherry-pop', round_id: 'view-only-1', stake: '1.00' });
    expect(res.statusdesc).toBe('viewOnly');
    expect(await wallet(m.account_id)).toEqual(before);
  });

  it('a stake limit refuses the round that would pass it', async () => {
    const m = await member();
    const set = await post('setplaylimit', { ...m, kind: 'stake', period: 'day', amount: '5.00' });
    expect(set.status, JSON.stringify(set)).toBe(1);
    const before = await wallet(m.account_id);
    const refused = await round(m, {
      game_id: 'mini-lucky-sevens',
      round_id: 'limit-round-1',
      stake: '6.00',
    });
    expect(refused.statusdesc).toBe('stakeLimitReached');
    expect(await wallet(m.account_id)).toEqual(before);
    const ok = await round(m, { game_id: 'mini-lucky-sevens', round_id: 'limit-round-2', stake: '5.00' });
    expect(ok.status, JSON.stringify(ok)).toBe(1);
    expect((await wallet(m.account_id)).balance).toBe(before.balance + toMinor(ok.win_loss));
  });
});

describe('product switches', () => {
  it('an account with the mini slots off is refused slots but plays the mini casino, and its profile says so', async () => {
    const m = await member(['mini_slots']);
    const before = await wallet(m.account_id);
    const slot = await round(m, { game_id: 'mini-cherry-pop', round_id: 'switch-slot-1', stake: '1.00' });
    expect(slot).toMatchObject({ status: 0, statusdesc: 'MiniSlotsDisabled' });
    expect(await wallet(m.account_id)).toEqual(before);
    const dice = await round(m, {
      game_id: 'mini-quick-sic-bo',
      round_id: 'switch-dice-1',
      stake: '1.00',
      side: 'small',
    });
    expect(dice.status, JSON.stringify(dice)).toBe(1);
    const login = (await h.post('userlogin', { account_id: m.account_id, password: 'Pass1234' })).json();
    expect(login.member_profile.player_info[0].disabled_products).toEqual(['mini_slots']);
  });

  it('the operator switch closes the mini casino for everyone', async () => {
    const m = await member();
    await setOperatorDisabled(h.db, ['mini_casino']);
    try {
      const before = await wallet(m.account_id);
      const res = await round(m, {
        game_id: 'mini-quick-baccarat',
        round_id: 'operator-off-1',
        stake: '1.00',
        bets: { banker: '1.00' },
      });
      expect(res).toMatchObject({ status: 0, statusdesc: 'MiniCasinoDisabled' });
      expect(await wallet(m.account_id)).toEqual(before);
      const slot = await round(m, { game_id: 'mini-star-bells', round_id: 'operator-off-2', stake: '1.00' });
      expect(slot.status).toBe(1);
    } finally {
      await setOperatorDisabled(h.db, []);
    }
  });
});

describe('where a mini round shows', () => {
  it('in the settled bet list, the statement and the game results', async () => {
    const m = await member();
    const res = await round(m, {
      game_id: 'mini-quick-baccarat',
      round_id: 'listed-round-1',
      stake: '3.00',
      bets: { player: '3.00' },
    });
    expect(res.status, JSON.stringify(res)).toBe(1);
    const list = await post('bet/dbetlist', { ...m, working_date: today() });
    const bet = list.bets.find((b: { ref_no: string }) => b.ref_no === res.ref_no);
    expect(bet).toMatchObject({
      bet_type: 'minigame',
      status: 'settled',
      stake: '3.00',
      payout: res.payout,
      win_loss: res.win_loss,
      game: { kind: 'minigame', bet_type: 'baccarat', number: 'mini-quick-baccarat', choice: 'player' },
    });
    expect((await post('bet/betticket', { ...m, ref_no: res.ref_no })).bet.ref_no).toBe(res.ref_no);
    const range = { start_date: today(), end_date: today(), page_number: 1, page_size: 50 };
    const statement = await post('dailystatement', { ...m, ...range });
    expect(JSON.stringify(statement)).toContain(res.ref_no);
    const results = await post('gameresult', { ...m, ...range, kind: 'livecasino' });
    expect(results.results).toEqual([
      expect.objectContaining({ ref_no: res.ref_no, stake: '3.00', win_loss: res.win_loss }),
    ]);
    // Another member's list never shows it.
    const other = await member();
    const theirs = await post('bet/dbetlist', { ...other, working_date: today() });
    expect(theirs.bets).toEqual([]);
  });
});

describe('money conservation over random mini rounds', () => {
  it('the wallet is the sum of its ledger, each round moves exactly its win/loss, a repeat moves nothing', async () => {
    const m = await member();
    const ctx = createContext(h.db, resolveConfig(), () => h.clock.now, 'x');
    const opening = await wallet(m.account_id);
    let ids = 0;
    let netOfRounds = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          game: fc.constantFrom(...MINI_GAMES),
          // Stakes from below the minimum to past the maximum, so refusals are part of the run.
          stake: fc.integer({ min: 1, max: 120_000 }),
          side: fc.constantFrom('big', 'small', 'player', 'banker', 'tie'),
          seeds: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
          repeat: fc.boolean(),
        }),
        async ({ game, stake, side, seeds, repeat }) => {
          const before = await wallet(m.account_id);
          let draw = 0;
          const random = { int: (n: number) => (seeds[draw++ % seeds.length] as number) % n };
          const baccaratSide = side === 'big' || side === 'small' ? 'player' : side;
          const body = {
            ...m,
            game_id: game.id,
            round_id: `prop-round-${++ids}`,
            stake,
            side: side === 'big' || side === 'small' ? side : 'big',
            bets: game.engine === 'baccarat' ? { [baccaratSide]: stake } : undefined,
          } as MiniRoundRequest;
          let moved = 0;
          let taken = false;
          try {
            const played = await playMiniRound(ctx, m.account_id, body, random);
            taken = true;
            moved = toMinor(played.win_loss);
            expect(toMinor(played.balance)).toBe(before.balance + moved);
            const rows = await ledgerOf(played.ref_no);
            expect(rows.reduce((sum, r) => sum + toSafeInt(r.amount_minor), 0)).toBe(moved);
            expect(rows.length).toBe(toMinor(played.payout) > 0 ? 2 : 1);
          } catch (error) {
            expect((error as { code?: string }).code).toMatch(
              /^(betLowerMin|betOverMax|insufficient_balance)$/,
            );
          }
          if (repeat) {
            const again = playMiniRound(ctx, m.account_id, body, random);
            if (taken) await expect(again).rejects.toMatchObject({ code: 'duplicate_debit_record' });
            else await expect(again).rejects.toBeTruthy();
          }
          netOfRounds += moved;
          const after = await wallet(m.account_id);
          expect(after.balance).toBe(before.balance + moved);
          expect(after.balance).toBe(await assertLedgerConsistent(h, m.account_id));
          expect(after.balance).toBe(opening.balance + netOfRounds);
        },
      ),
      { numRuns: 60 },
    );
  });
});
