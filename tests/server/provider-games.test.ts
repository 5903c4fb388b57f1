import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEntry } from '../../src/shared/games/api';
import { findGame, GAMES, SLOT_PROVIDERS } from '../../src/shared/games/catalog';
import { rtpPercent } from '../../src/shared/games/rtp';
import { SLOT_REELS } from '../../src/shared/games/slot';
import { SLOT_TITLES } from '../../src/shared/games/slot-titles';
import { toSafeInt } from '../../src/server/db/types';
import { createContext } from '../../src/server/context';
import { resolveConfig } from '../../src/server/config';
import { playRound } from '../../src/server/provider/rounds';
import { setOperatorDisabled } from '../../src/server/provider/switches';
import { machineSpin } from '../../src/shared/games/slot-machines';
import { startHarness, type Harness } from './harness';

let h: Harness;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = { account_id: 'demo01', session_token: await h.login('demo01') };
});
afterAll(() => h.close());

const provider = (name: string, body: object) =>
  h.post(`provider/${name}`, body).then((r) => ({ code: r.statusCode, body: r.json() }));

async function balanceMinor(account: string): Promise<number> {
  const rows = await h.db.query<{ balance_minor: unknown }>(
    'SELECT balance_minor FROM wallets WHERE account_id = $1',
    [account],
  );
  return toSafeInt(rows[0]?.balance_minor);
}
async function ledger(account: string) {
  return h.db.query<{ type: string; amount_minor: unknown; ref: string; platform: string; remark: string }>(
    'SELECT type, amount_minor, ref, platform, remark FROM ledger WHERE account_id = $1 ORDER BY id',
    [account],
  );
}
async function launch(name: string, gameId: string, session = demo) {
  const res = await provider(name, { ...session, game_id: gameId });
  expect(res.body.status, JSON.stringify(res.body)).toBe(1);
  const url = new URL(res.body.url as string);
  return { url, token: new URLSearchParams(url.hash.slice(1)).get('t') as string };
}
async function open(token: string) {
  return provider('game/open', { launch_token: token });
}

describe('GameList', () => {
  it('lists games by category and provider, searches names, and links generated images', async () => {
    const slots = await provider('GameList', { ...demo, category: 'slots' });
    expect(slots.body.status).toBe(1);
    expect(slots.body.games.length).toBe(GAMES.filter((g) => g.category === 'slots').length);
    expect(slots.body.providers).toHaveLength(12);
    const found = await provider('GameList', { ...demo, search: 'koi' });
    expect(found.body.games.map((g: { name: string }) => g.name).sort()).toEqual(['Cyber Koi', 'Lucky Koi']);
    const live = await provider('GameList', { ...demo, category: 'live' });
    expect(live.body.games[0]).toMatchObject({ engine: 'baccarat', rtp: '98.936' });
    const img = await h.app.inject({ method: 'GET', url: new URL(slots.body.games[0].image_url).pathname });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).toContain('<svg');
  });
  it('each provider page lists its own titles, named for it, each with its own exact RTP, lines and volatility', async () => {
    const seen = new Set<string>();
    for (const p of SLOT_PROVIDERS) {
      const res = await provider('GameList', { ...demo, category: 'slots', provider: p.code });
      expect(res.body.status).toBe(1);
      const games = res.body.games as GameEntry[];
      expect(games.map((g) => g.name)).toEqual(SLOT_TITLES[p.code]?.map((t) => t.name));
      expect(games.length).toBeGreaterThanOrEqual(4);
      for (const g of games) {
        const machine = findGame(g.game_id)?.machine;
        expect(g).toMatchObject({ provider: p.code, provider_name: p.name, category: 'slots' });
        expect(g.rtp).toBe(machine && rtpPercent(machine.rtp));
        expect(g).toMatchObject({ lines: machine?.lines, volatility: machine?.volatility });
        expect(seen.has(g.rtp), g.name).toBe(false);
        seen.add(g.rtp);
      }
    }
    const pagoda = await provider('GameList', { ...demo, category: 'slots', provider: 'PGD' });
    const jade = await provider('GameList', { ...demo, category: 'slots', provider: 'JDE' });
    const names = (r: typeof pagoda) => (r.body.games as GameEntry[]).map((g) => g.name);
    expect(names(pagoda).filter((n) => names(jade).includes(n))).toEqual([]);
  });
  it('needs a session', async () => {
    expect(
      (await provider('GameList', { account_id: 'demo01', session_token: 'nope' })).body.statusdesc,
    ).toBe('session_not_exists');
  });
});

describe('launch tokens', () => {
  it('launch answers a page URL whose token opens the game once', async () => {
    const { url, token } = await launch('launchslotgame', 'slot-golden-pagoda');
    expect(url.pathname).toBe('/api/provider/play/slot-golden-pagoda');
    const page = await h.app.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('Golden Pagoda');
    // The page writes money as the app does: the locale's grouping, two decimals, the member's currency after it.
    expect(page.body).toContain('"moneyFormat":{"minimumFractionDigits":2,"maximumFractionDigits":2}');
    const first = await open(token);
    expect(first.body).toMatchObject({
      status: 1,
      game_id: 'slot-golden-pagoda',
      balance: '10000.00',
      currency: 'MYR',
    });
    const second = await open(token);
    expect(second.body).toEqual({ status: 0, statusdesc: 'invalidLaunchToken' });
  });
  it('an unused token expires after 5 minutes', async () => {
    const { token } = await launch('LaunchGame', 'fishing-ocean-king');
    h.clock.now += 5 * 60_000 + 1;
    try {
      expect((await open(token)).body.statusdesc).toBe('launchTokenExpired');
    } finally {
      h.clock.now -= 5 * 60_000 + 1;
    }
  });
  it('launchslotgame refuses a non-slot and launchgp opens the first live table by default', async () => {
    expect(
      (await provider('launchslotgame', { ...demo, game_id: 'live-speed-baccarat-a' })).body.statusdesc,
    ).toBe('gameNotExists');
    const gp = await provider('launchgp', demo);
    expect(gp.body).toMatchObject({ status: 1, game_id: 'live-speed-baccarat-a' });
  });
});

describe('a round moves money once each way', () => {
  it('a winning slot spin is one debit row and one credit row, and a retry of the round moves nothing', async () => {
    const { token } = await launch('launchslotgame', 'slot-dragon-pearl');
    const session = (await open(token)).body.game_session as string;
    const before = await balanceMinor('demo01');
    const rowsBefore = (await ledger('demo01')).length;
    const seven = SLOT_REELS[0]!.indexOf('seven');
    const ctx = createContext(h.db, resolveConfig(), () => h.clock.now, 'x');
    const result = await playRound(
      ctx,
      { game_session: session, round_id: 'round-seven-1', stake: 100 },
      { int: () => seven },
    );
    expect(result).toMatchObject({ stake: '1.00', payout: '400.00', win_loss: '399.00' });
    expect(await balanceMinor('demo01')).toBe(before + 39_900);
    const rows = (await ledger('demo01')).slice(rowsBefore);
    expect(rows.map((r) => [r.type, toSafeInt(r.amount_minor), r.platform])).toEqual([
      ['bet', -100, 'slots'],
      ['settle', 40_000, 'slots'],
    ]);
    expect(rows[0]?.ref).toBe(result.ref_no);
    await expect(
      playRound(ctx, { game_session: session, round_id: 'round-seven-1', stake: 100 }, { int: () => seven }),
    ).rejects.toMatchObject({ code: 'duplicate_debit_record' });
    expect(await balanceMinor('demo01')).toBe(before + 39_900);
    expect((await ledger('demo01')).length).toBe(rowsBefore + 2);
  });

  it('a five-line title splits the stake over its lines: a stake that does not split is refused, a win pays every line once', async () => {
    const game = GAMES.find((g) => g.machine?.lines === 5);
    const machine = game?.machine;
    if (!game || !machine) throw new Error('no five-line title');
    const { token } = await launch('launchslotgame', game.id);
    const session = (await open(token)).body.game_session as string;
    const ctx = createContext(h.db, resolveConfig(), () => h.clock.now, 'x');
    const before = await balanceMinor('demo01');
    const rowsBefore = (await ledger('demo01')).length;
    await expect(
      playRound(ctx, { game_session: session, round_id: 'five-line-odd', stake: 102 }, { int: () => 0 }),
    ).rejects.toMatchObject({ code: 'invalidBetAmount' });
    expect((await ledger('demo01')).length).toBe(rowsBefore);
    // Every reel stopped on its seven: the centre row pays three sevens, and the other lines what they show.
    const sevens = machine.reels.map((r) => r.indexOf('seven'));
    const spin = machineSpin(machine, sevens);
    const random = {
      int: (() => {
        let i = 0;
        return () => sevens[i++] as number;
      })(),
    };
    const result = await playRound(
      ctx,
      { game_session: session, round_id: 'five-line-1', stake: 500 },
      random,
    );
    const returned = 100 * spin.lineMultiples;
    expect(spin.lines[0]?.multiplier).toBe(machine.threeOfAKind.seven);
    expect(result.payout).toBe((returned / 100).toFixed(2));
    expect(result.outcome).toMatchObject({ stops: sevens, multiplier: spin.lineMultiples / 5 });
    expect(result.outcome.lines).toHaveLength(5);
    expect(await balanceMinor('demo01')).toBe(before - 500 + returned);
    const rows = (await ledger('demo01')).slice(rowsBefore);
    expect(rows.map((r) => [r.type, toSafeInt(r.amount_minor), r.platform, r.remark])).toEqual([
      ['bet', -500, 'slots', `${game.name} bet`],
      ['settle', returned, 'slots', `${game.name} win`],
    ]);
    await expect(
      playRound(ctx, { game_session: session, round_id: 'five-line-1', stake: 500 }, random),
    ).rejects.toMatchObject({ code: 'duplicate_debit_record' });
    expect(await balanceMinor('demo01')).toBe(before - 500 + returned);
  });

  it('over many real rounds every round has exactly one debit, a credit only when it paid, and the wallet adds up', async () => {
    const { token } = await launch('LaunchGame', 'table-baccarat-classic');
    const session = (await open(token)).body.game_session as string;
    const before = await balanceMinor('demo01');
    let net = 0;
    for (let i = 0; i < 25; i++) {
      const res = await provider('game/round', {
        game_session: session,
        round_id: `bac-round-${i}`,
        stake: '3.00',
        bets: { banker: '2.00', tie: '1.00' },
      });
      expect(res.body.status, JSON.stringify(res.body)).toBe(1);
      net += Math.round(Number(res.body.win_loss) * 100);
      const rows = await h.db.query<{ type: string }>('SELECT type FROM ledger WHERE ref = $1', [
        res.body.ref_no,
      ]);
      expect(rows.filter((r) => r.type === 'bet')).toHaveLength(1);
      expect(rows.filter((r) => r.type === 'settle')).toHaveLength(Number(res.body.payout) > 0 ? 1 : 0);
    }
    expect(await balanceMinor('demo01')).toBe(before + net);
  });

  it('a stake above the balance is refused and nothing is written', async () => {
    const { token } = await launch('LaunchGame', 'mini-lucky-dice');
    const session = (await open(token)).body.game_session as string;
    await h.db.query("UPDATE wallets SET balance_minor = 50 WHERE account_id = 'demo02'");
    const demo2 = { account_id: 'demo02', session_token: await h.login('demo02') };
    const t2 = await launch('LaunchGame', 'mini-lucky-dice', demo2);
    const s2 = (await open(t2.token)).body.game_session as string;
    const rowsBefore = (await ledger('demo02')).length;
    const res = await provider('game/round', {
      game_session: s2,
      round_id: 'poor-round-1',
      stake: '1.00',
      side: 'big',
    });
    expect(res.body.statusdesc).toBe('insufficient_balance');
    expect(await balanceMinor('demo02')).toBe(50);
    expect((await ledger('demo02')).length).toBe(rowsBefore);
    expect(session).toBeTruthy();
  });
});

describe('product switches', () => {
  let nogames: { account_id: string; session_token: string };
  beforeAll(async () => {
    nogames = { account_id: 'nogames01', session_token: await h.login('nogames01') };
  });
  it('nogames01 is refused live casino, mini games and lottery with their codes, slots still open', async () => {
    expect((await provider('launchgp', nogames)).body.statusdesc).toBe('liveCasinoDisabled');
    expect((await provider('LaunchGame', { ...nogames, game_id: 'live-vip-baccarat' })).body.statusdesc).toBe(
      'liveCasinoDisabled',
    );
    expect((await provider('LaunchGame', { ...nogames, game_id: 'mini-lucky-dice' })).body.statusdesc).toBe(
      'MiniGameDisabled',
    );
    expect((await provider('LaunchLottery', nogames)).body.statusdesc).toBe('lotteryDisabled');
    expect((await h.post('osg/lotterydraw', nogames)).json().statusdesc).toBe('lotteryDisabled');
    expect(
      (
        await h.post('osg/lotterybet', {
          ...nogames,
          slip_id: 'nogames-slip-1',
          bets: [{ bet_type: 'single', number: '1234', choice: 'big', stake: '1.00' }],
        })
      ).json().statusdesc,
    ).toBe('lotteryDisabled');
    expect((await h.post('osg/esportslist', nogames)).json().statusdesc).toBe('EsportsDisabled');
    expect((await provider('launchslotgame', { ...nogames, game_id: 'slot-lucky-koi' })).body.status).toBe(1);
  });
  it('an operator-level switch closes live casino for everyone, and a game page opened before cannot play on', async () => {
    const { token } = await launch('launchgp', 'live-vip-baccarat');
    const session = (await open(token)).body.game_session as string;
    await setOperatorDisabled(h.db, ['live_casino']);
    try {
      expect((await provider('launchgp', demo)).body.statusdesc).toBe('liveCasinoDisabled');
      const res = await provider('game/round', {
        game_session: session,
        round_id: 'closed-table-1',
        stake: '1.00',
        bets: { player: '1.00' },
      });
      expect(res.body.statusdesc).toBe('liveCasinoDisabled');
    } finally {
      await setOperatorDisabled(h.db, []);
    }
    expect((await provider('launchgp', demo)).body.status).toBe(1);
  });
  it('a view-only account cannot launch a game', async () => {
    const view = { account_id: 'view01', session_token: await h.login('view01') };
    expect((await provider('LaunchGame', { ...view, game_id: 'slot-lucky-koi' })).body.statusdesc).toBe(
      'viewOnly',
    );
  });
});
