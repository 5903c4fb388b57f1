import axios from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CALLS } from '@shared/api/contract';
import { BET_CALLS } from '@shared/betting/contract';
import { ODDS_CALLS } from '@shared/feed/contract';
import { ApiCallError, ApiClient, type SessionCredentials } from '../../src/renderer/api/client';

const URLS = {
  apiBaseUrl: 'http://127.0.0.1:1/api',
  oddsBaseUrl: 'http://127.0.0.1:1/cache',
  providerBaseUrl: 'http://127.0.0.1:1/provider',
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** A client whose every POST is recorded and answered with `answer`. */
function recordingClient(session: () => SessionCredentials | null, answer: object) {
  const posts: { url: string; body: unknown }[] = [];
  vi.spyOn(axios, 'create').mockReturnValue({
    post: async (url: string, body: unknown) => {
      posts.push({ url, body });
      return { status: 200, data: { status: 1, statusdesc: 'success', ...answer } };
    },
  } as never);
  return { client: new ApiClient(URLS, { session }), posts };
}

const PLAYER = { account_id: 'demo01', session_token: 'tok-1' };
const LEG = {
  match_id: 1,
  market: 'hdp',
  period: 0,
  choice: 'h',
  line: -25,
  price: 950_000,
  odds_type: 4 as const,
};

describe('ApiClient.call: one typed call per contract entry', () => {
  it("adds the logged-in player's session to a session call, at the URL of its group", async () => {
    const { client, posts } = recordingClient(() => PLAYER, { bet: null });
    const answer = await client.call(BET_CALLS, 'betbyslip', { slip_id: 'slip-1' });
    expect(answer).toEqual({ bet: null });
    expect(posts).toEqual([
      { url: 'http://127.0.0.1:1/api/bet/betbyslip', body: { slip_id: 'slip-1', ...PLAYER } },
    ]);
  });

  it('sends nothing while nobody is logged in: the call fails as noSession', async () => {
    const { client, posts } = recordingClient(() => null, { bet: null });
    const failure = await client.call(BET_CALLS, 'betbyslip', { slip_id: 'slip-1' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect(failure).toMatchObject({ code: 'session_not_exists', kind: 'noSession' });
    expect(posts).toEqual([]);
  });

  it('a session given to the call wins over the current one (ending a session the app already forgot)', async () => {
    const { client, posts } = recordingClient(() => PLAYER, { logged_out: true });
    const ended = { account_id: 'demo01', session_token: 'old-token' };
    await client.call(ACCOUNT_CALLS, 'logout', {}, { session: ended });
    expect(posts[0]!.body).toEqual(ended);
  });

  it('a call without a session carries none, even while a player is logged in', async () => {
    const { client, posts } = recordingClient(() => PLAYER, { version: 3, sports: [] });
    await client.call(ODDS_CALLS, 'uxmenu', {});
    expect(posts).toEqual([{ url: 'http://127.0.0.1:1/cache/uxmenu', body: {} }]);
  });

  it('a call whose answer never came is not sent again: a bet may have been placed (RULES.md section 8)', async () => {
    let posts = 0;
    vi.spyOn(axios, 'create').mockReturnValue({
      post: async () => {
        posts++;
        throw new Error('socket hang up');
      },
    } as never);
    const client = new ApiClient(URLS, { session: () => PLAYER });
    const body = { leg: LEG, stake: '10', slip_id: 's-1', accept_better_odds: false, accept_any_odds: false };
    await expect(client.call(BET_CALLS, 'betsingle', body)).rejects.toMatchObject({
      code: 'requestFailed',
      kind: 'network',
    });
    expect(posts).toBe(1);
  });

  it("an answer that does not match the call's response schema is refused, not passed on", async () => {
    const { client } = recordingClient(() => PLAYER, { bet: 'not a bet' });
    await expect(client.call(BET_CALLS, 'betbyslip', { slip_id: 'slip-1' })).rejects.toMatchObject({
      code: 'incompletedRequest',
      kind: 'invalidResponse',
    });
  });
});

// The compiler is the test below: `npm run typecheck` fails if a line marked @ts-expect-error compiles.
export function drifts(client: ApiClient): void {
  // @ts-expect-error a field the call's request does not have
  void client.call(BET_CALLS, 'betbyslip', { slip_idx: 'slip-1' });
  // @ts-expect-error a required field missing
  void client.call(BET_CALLS, 'betbyslip', {});
  // @ts-expect-error a call the table does not have
  void client.call(BET_CALLS, 'betsinglex', {});
  // @ts-expect-error the session is the client's to add, not the caller's
  void client.call(BET_CALLS, 'betbyslip', { slip_id: 'slip-1', session_token: 'x' });
  void client.call(BET_CALLS, 'betbyslip', { slip_id: 'slip-1' }).then((answer) => {
    // @ts-expect-error the answer is typed by the response schema
    void answer.bets;
  });
}
