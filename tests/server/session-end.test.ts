// How sessions end on the server: logout, the absolute lifetime, and the game sessions and launch tokens that end
// with the member's login (logout, a new login, a password change, an account state change).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_STATES } from '../../src/shared/api/account';
import { runAdminCommand } from '../../src/server/admin/commands';
import { configFromEnv } from '../../src/server/config';
import { startHarness, TEST_SECRET, type Harness } from './harness';
import { newMembers } from './tournament-helpers';

vi.setConfig({ testTimeout: 120_000 });

const IDLE_MS = 30 * 60_000;
const MAX_MS = 12 * 3_600_000;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ sessionIdleMs: IDLE_MS, sessionMaxMs: MAX_MS });
}, 120_000);
afterAll(() => h?.close());

type Session = { account_id: string; session_token: string };
const session = async (account: string): Promise<Session> => ({
  account_id: account,
  session_token: await h.login(account),
});
const balance = async (s: Session) =>
  (await h.post('userbalance', s)).json() as { status: number; statusdesc: string };

/** One game window already open (a game session) and one launched but not yet opened (an unused launch token). */
async function openGames(s: Session): Promise<{ gameSession: string; unusedToken: string }> {
  const launch = async () => {
    const res = (await h.post('provider/launchslotgame', { ...s, game_id: 'slot-dragon-pearl' })).json();
    expect(res.status, JSON.stringify(res)).toBe(1);
    return new URLSearchParams(new URL(res.url as string).hash.slice(1)).get('t')!;
  };
  const opened = (await h.post('provider/game/open', { launch_token: await launch() })).json();
  expect(opened.status).toBe(1);
  return { gameSession: opened.game_session as string, unusedToken: await launch() };
}

let rounds = 0;
async function playRound(gameSession: string) {
  return (
    await h.post('provider/game/round', {
      game_session: gameSession,
      round_id: `end-round-${++rounds}`,
      stake: '1.00',
    })
  ).json() as {
    status: number;
    statusdesc: string;
  };
}

async function expectGamesEnded(games: { gameSession: string; unusedToken: string }): Promise<void> {
  expect((await playRound(games.gameSession)).statusdesc).toBe('invalidSession');
  expect((await h.post('provider/game/open', { launch_token: games.unusedToken })).json().statusdesc).toBe(
    'invalidLaunchToken',
  );
}

describe('logout', () => {
  it('ends the session on the server and every game session and unused launch token of the member', async () => {
    const s = await session('demo01');
    const other = await session('demo04');
    const games = await openGames(s);
    const otherGames = await openGames(other);
    expect((await playRound(games.gameSession)).status).toBe(1);

    expect((await h.post('logout', s)).json()).toEqual({
      status: 1,
      statusdesc: 'success',
      logged_out: true,
    });
    expect(await balance(s)).toEqual({ status: 0, statusdesc: 'invalidSession' });
    expect((await h.post('logout', s)).json().statusdesc).toBe('invalidSession');
    await expectGamesEnded(games);
    // Another member's login and games are untouched.
    expect((await balance(other)).status).toBe(1);
    expect((await playRound(otherGames.gameSession)).status).toBe(1);
  });

  it('needs the session it ends', async () => {
    const s = await session('demo01');
    expect(
      (await h.post('logout', { account_id: 'demo01', session_token: 'x'.repeat(43) })).json().statusdesc,
    ).toBe('session_not_exists');
    expect(
      (await h.post('logout', { account_id: 'demo04', session_token: s.session_token })).json().statusdesc,
    ).toBe('session_not_exists');
    expect((await balance(s)).status).toBe(1);
  });
});

describe('game sessions and launch tokens end with the login that opened them', () => {
  it('a new login ends the games of the previous one', async () => {
    const games = await openGames(await session('demo05'));
    const again = await session('demo05');
    await expectGamesEnded(games);
    expect((await playRound((await openGames(again)).gameSession)).status).toBe(1);
  });

  it('a password change ends them, the session that changed it stays', async () => {
    const [id] = await newMembers(h, 'pwgame', 1);
    const s = await session(id!);
    const games = await openGames(s);
    const changed = (
      await h.post('changepassword', {
        ...s,
        password: 'Pass1234',
        new_password: 'Word5678',
        confirm_password: 'Word5678',
      })
    ).json();
    expect(changed.status).toBe(1);
    await expectGamesEnded(games);
    expect((await balance(s)).status).toBe(1);
  });

  it.each(ACCOUNT_STATES.filter((state) => state !== 'OK'))(
    'setting the account to %s ends them',
    async (state) => {
      const [id] = await newMembers(h, `st${state.toLowerCase()}`, 1);
      const games = await openGames(await session(id!));
      const deps = {
        db: async () => h.db,
        engines: async () => h.app.engines,
        operatorSecret: () => TEST_SECRET,
        now: () => h.clock.now,
        readStdin: async () => '',
      };
      await runAdminCommand('set-state', [id!, state], deps);
      await expectGamesEnded(games);
    },
  );
});

describe('the absolute session lifetime', () => {
  it('a session in constant use still ends 12 hours after its login', async () => {
    const s = await session('demo01');
    const loggedInAt = h.clock.now;
    // A call every 20 minutes keeps it well inside the idle window, all the way to the absolute limit.
    while (h.clock.now + 20 * 60_000 < loggedInAt + MAX_MS) {
      h.clock.now += 20 * 60_000;
      expect((await balance(s)).status, `${(h.clock.now - loggedInAt) / 60_000} minutes in`).toBe(1);
    }
    h.clock.now = loggedInAt + MAX_MS + 1;
    expect(await balance(s)).toEqual({ status: 0, statusdesc: 'session_expired' });
    expect((await balance(await session('demo01'))).status).toBe(1);
  });

  it('SESSION_MAX_HOURS sets it; a bad value stops the server before it starts', () => {
    expect(configFromEnv({ SESSION_MAX_HOURS: '2.5' })).toEqual({ sessionMaxMs: 9_000_000 });
    for (const bad of ['0', '-1', 'twelve', 'Infinity']) {
      expect(() => configFromEnv({ SESSION_MAX_HOURS: bad })).toThrow(
        `SESSION_MAX_HOURS must be a positive number, got ${bad}`,
      );
    }
  });
});
