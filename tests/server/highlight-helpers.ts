// Shared by the highlight tests: finishes matches on the leader's simulator and reads both highlight calls.
import type { FastifyInstance } from 'fastify';
import type { SimMatch } from '../../src/server/odds/types';

export interface Player {
  app: FastifyInstance;
  account_id: string;
  session_token: string;
}

export interface Finished {
  matchId: number;
  home: string;
  away: string;
  scoreHome: number;
  scoreAway: number;
  goals: { minute: number; side: 'h' | 'a' }[];
}

/** A demo member logged in on one server. */
export async function playerOn(app: FastifyInstance, accountId: string): Promise<Player> {
  const login = (
    await app.inject({
      method: 'POST',
      url: '/api/userlogin',
      payload: { account_id: accountId, password: 'Pass1234' },
    })
  ).json();
  return { app, account_id: accountId, session_token: login.member_profile.player_info[0].session_token };
}

/** Plays live matches to full time on the leader and waits until their results are stored; cancelled ones are left out. */
export async function finishLiveMatches(leader: FastifyInstance, live: SimMatch[]): Promise<Finished[]> {
  const finished: Finished[] = [];
  for (const m of live) {
    const result = leader.odds.sim.finishMatch(m.id);
    if (result?.status === 1)
      finished.push({
        matchId: m.id,
        home: m.home,
        away: m.away,
        scoreHome: result.scoreHome,
        scoreAway: result.scoreAway,
        goals: result.goals,
      });
  }
  await leader.odds.persist();
  return finished;
}

type Highlight = {
  match_id: number;
  league: string;
  home: string;
  away: string;
  score: number[];
  goals: unknown[];
};

/** The highlight leagues and every highlight, as a player sees them through one server. */
export async function highlightsOf(
  p: Player,
): Promise<{ leagues: { league: string; count: number }[]; highlights: Highlight[] }> {
  const call = async (name: string) =>
    (
      await p.app.inject({
        method: 'POST',
        url: `/api/${name}`,
        payload: { account_id: p.account_id, session_token: p.session_token },
      })
    ).json();
  const leagues = await call('highlightleague');
  const list = await call('highlightlist');
  if (leagues.status !== 1 || list.status !== 1)
    throw new Error(`highlights failed: ${leagues.statusdesc} ${list.statusdesc}`);
  return { leagues: leagues.leagues, highlights: list.highlights };
}
