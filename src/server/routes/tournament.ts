// The tournament URL group (API.md: POST {api}/tournament/{name}), one route per call of
// shared/tournament/contract.ts. Rules live in shared/tournament; money and storage in server/tournament.
import type { FastifyInstance } from 'fastify';
import {
  ROOM_ENTRY_FEE,
  ROOM_PIN_LENGTH,
  ROOM_PLAYERS,
  TOURNAMENT_MIN_MATCHES,
} from '../../shared/constants';
import { minorToDecimalString as dec } from '../../shared/money';
import { TOURNAMENT_CALLS } from '../../shared/tournament/contract';
import { DEFAULT_PRIZE_SPLIT_BP, ROOM_START_POINTS } from '../../shared/tournament/types';
import type { AppContext } from '../context';
import { contractRoute, moneyRoute, NO_CLIENT_KEY, ROOM_SEAT_TERMS, sessionRoute } from '../http/route';
import { assertTournamentEnabled } from '../tournament/access';
import { addToRoomBet, placeRoomBet } from '../tournament/betting';
import type { TournamentDeps } from '../tournament/deps';
import {
  dayLeagues,
  dayMatches,
  lookUpMany,
  roomInfo,
  roomList,
  roomRank,
  memberBets,
  betResults,
  finalResult,
} from '../tournament/queries';
import { createRoom, joinRoom, leaveRoom } from '../tournament/rooms';
import { createReplay, joinReplay, roomBetReplay } from '../tournament/replays';

export function registerTournamentRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  base: string,
  deps: TournamentDeps,
): void {
  sessionRoute(app, ctx, contractRoute(base, TOURNAMENT_CALLS, 'roomlist'), async (body, session) =>
    roomList(deps, session, body),
  );
  sessionRoute(app, ctx, contractRoute(base, TOURNAMENT_CALLS, 'roomleaguelist'), async (body) => ({
    leagues: dayLeagues(deps, body),
  }));
  sessionRoute(app, ctx, contractRoute(base, TOURNAMENT_CALLS, 'roommatchlist'), async (body) => ({
    matches: dayMatches(deps, body),
  }));
  sessionRoute(app, ctx, contractRoute(base, TOURNAMENT_CALLS, 'matchlookup'), async (body) => ({
    matches: await lookUpMany(deps, body.match_ids),
  }));

  for (const name of ['roomcreate', 'vroomcreate'] as const) {
    moneyRoute(
      app,
      ctx,
      contractRoute(base, TOURNAMENT_CALLS, name),
      async (body, session, info) => ({
        room: await createRoom(deps, session, body, name === 'vroomcreate', info.clientIp),
      }),
      createReplay(ctx.db),
      ROOM_SEAT_TERMS,
    );
  }
  for (const name of ['roomjoin', 'vroomjoin'] as const) {
    moneyRoute(
      app,
      ctx,
      contractRoute(base, TOURNAMENT_CALLS, name),
      async (body, session, info) => {
        const joined = await joinRoom(
          deps,
          session,
          body.room_id,
          body.room_password,
          name === 'vroomjoin',
          info.clientIp,
        );
        return { room: joined.room, fee_paid: dec(joined.feePaidMinor), balance: dec(joined.balanceMinor) };
      },
      joinReplay(ctx.db, name === 'vroomjoin'),
      ROOM_SEAT_TERMS,
    );
  }
  // Leaving and adding points carry no key: a second leave finds no seat, a second betplus adds points again.
  moneyRoute(
    app,
    ctx,
    contractRoute(base, TOURNAMENT_CALLS, 'roomleave'),
    async (body, session) => leaveRoom(deps, session, body.room_id),
    NO_CLIENT_KEY,
  );

  sessionRoute(app, ctx, contractRoute(base, TOURNAMENT_CALLS, 'roominfo'), async (body, session) =>
    roomInfo(deps, session, body.room_id),
  );
  sessionRoute(app, ctx, contractRoute(base, TOURNAMENT_CALLS, 'roomrank'), async (body, session) =>
    roomRank(deps, session, body.room_id),
  );
  sessionRoute(app, ctx, contractRoute(base, TOURNAMENT_CALLS, 'memberbetlist'), async (body, session) =>
    memberBets(deps, session, body.room_id),
  );
  sessionRoute(app, ctx, contractRoute(base, TOURNAMENT_CALLS, 'betresultlist'), async (body, session) =>
    betResults(deps, session, body.room_id),
  );
  sessionRoute(app, ctx, contractRoute(base, TOURNAMENT_CALLS, 'betresultfinal'), async (body, session) =>
    finalResult(deps, session, body.room_id),
  );

  // Points are not money, so a view-only account may still not bet them: a bet is a bet (RULES.md section 4).
  moneyRoute(
    app,
    ctx,
    { ...contractRoute(base, TOURNAMENT_CALLS, 'bet'), bets: 'tournament' },
    async (body, session) => placeRoomBet(deps, session, body),
    roomBetReplay(ctx.db),
  );
  moneyRoute(
    app,
    ctx,
    { ...contractRoute(base, TOURNAMENT_CALLS, 'betplus'), bets: 'tournament' },
    async (body, session) => addToRoomBet(deps, session, body),
    NO_CLIENT_KEY,
  );

  sessionRoute(
    app,
    ctx,
    contractRoute(base, TOURNAMENT_CALLS, 'membervalidatetournament'),
    async (_body, session) => {
      await assertTournamentEnabled(ctx.db, session.accountId);
      return {
        enabled: true as const,
        has_valid_bet: await deps.validBets.hasValidBet(ctx.db, session.accountId),
        start_points: ROOM_START_POINTS,
        limits: {
          fee_min: ROOM_ENTRY_FEE.min,
          fee_max: ROOM_ENTRY_FEE.max,
          players_min: ROOM_PLAYERS.min,
          players_max: ROOM_PLAYERS.max,
          matches_min: TOURNAMENT_MIN_MATCHES,
          matches_max: deps.maxMatches,
          pin_length: ROOM_PIN_LENGTH,
        },
        prize_split_bp: [...DEFAULT_PRIZE_SPLIT_BP],
      };
    },
  );
}
