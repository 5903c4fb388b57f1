// Bet lists, parlay details, the daily statement and match results of the bet URL group.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { BET_CALLS } from '../../shared/betting/contract';
import { contractRoute, sessionRoute } from '../http/route';
import { processWaiting } from '../betting/acceptance';
import type { BettingDeps } from '../betting/deps';
import { betBySlip, dayList, openList, parlayDetails, rangeList, systemTicketViews } from '../betting/lists';
import type { OpenList } from '../betting/lists';
import { recordPrint, ticketByRef } from '../betting/tickets';
import { matchResults, resultsOf, singleResult } from '../betting/results';
import { betStatement, statementDay } from '../betting/statement';

export function registerBetListRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  base: string,
  deps: BettingDeps,
): void {
  const open = (name: 'betacceptlist' | 'pendingbetlist' | 'betrejectlist', which: OpenList) =>
    sessionRoute(app, ctx, contractRoute(base, BET_CALLS, name), async (body, session) => {
      // A list read decides due waiting bets first, so a player never sees a bet waiting past its delay.
      await processWaiting(deps);
      return openList(ctx.db, session.accountId, which, body, ctx.now());
    });
  open('betacceptlist', 'running');
  open('pendingbetlist', 'waiting');
  open('betrejectlist', 'rejected');

  sessionRoute(app, ctx, contractRoute(base, BET_CALLS, 'betbyslip'), async (body, session) => {
    // As the lists: a live bet past its delay is answered as accepted or rejected, never still waiting.
    await processWaiting(deps);
    return { bet: await betBySlip(ctx.db, session.accountId, body.slip_id) };
  });

  const ranged = (
    name: 'betacceptfulllist' | 'betrejectfulllist' | 'settledbetlist' | 'cancelledbetlist',
    which: 'accepted' | 'rejected' | 'settled' | 'void',
  ) =>
    sessionRoute(app, ctx, contractRoute(base, BET_CALLS, name), async (body, session) => {
      await processWaiting(deps);
      return rangeList(ctx.db, session.accountId, which, body);
    });
  ranged('betacceptfulllist', 'accepted');
  ranged('betrejectfulllist', 'rejected');
  ranged('settledbetlist', 'settled');
  ranged('cancelledbetlist', 'void');

  sessionRoute(app, ctx, contractRoute(base, BET_CALLS, 'dbetlist'), async (body, session) =>
    dayList(ctx.db, session.accountId, body.working_date, 'settled'),
  );
  sessionRoute(app, ctx, contractRoute(base, BET_CALLS, 'dbetlistcancel'), async (body, session) =>
    dayList(ctx.db, session.accountId, body.working_date, 'void'),
  );

  const details = (
    name:
      | 'parlayacceptbetdetails'
      | 'parlaypendingbetdetails'
      | 'parlayrejectbetdetails'
      | 'parlaybetdetails'
      | 'betsysparlaymatch',
    which: 'accept' | 'pending' | 'reject' | 'any',
    systemOnly = false,
  ) =>
    sessionRoute(app, ctx, contractRoute(base, BET_CALLS, name), async (body, session) => ({
      bets: [await parlayDetails(ctx.db, session.accountId, body.bet_id, which, systemOnly)],
      total_count: 1,
    }));
  details('parlayacceptbetdetails', 'accept');
  details('parlaypendingbetdetails', 'pending');
  details('parlayrejectbetdetails', 'reject');
  details('parlaybetdetails', 'any');
  details('betsysparlaymatch', 'any', true);

  sessionRoute(app, ctx, contractRoute(base, BET_CALLS, 'betsysparlaybet'), async (body, session) => {
    const bet = await parlayDetails(ctx.db, session.accountId, body.bet_id, 'any', true);
    return { bet, tickets: await systemTicketViews(ctx.db, bet) };
  });

  sessionRoute(app, ctx, contractRoute(base, BET_CALLS, 'betticket'), async (body, session) => {
    await processWaiting(deps);
    return ticketByRef(ctx.db, session.accountId, body.ref_no);
  });
  sessionRoute(app, ctx, contractRoute(base, BET_CALLS, 'ticketprinted'), async (body, session) =>
    recordPrint(ctx.db, session.accountId, body.ref_no, body.terminal_id, ctx.now()),
  );

  sessionRoute(app, ctx, contractRoute(base, BET_CALLS, 'betstatement'), async (body, session) =>
    betStatement(ctx.db, session.accountId, body.start_date, body.end_date),
  );
  sessionRoute(app, ctx, contractRoute(base, BET_CALLS, 'betstatementday'), async (body, session) =>
    statementDay(ctx.db, session.accountId, body.working_date),
  );

  sessionRoute(app, ctx, contractRoute(base, BET_CALLS, 'matchresult'), async (body) => ({
    results: await matchResults(ctx.db, body.working_date, body.sport_id),
  }));
  sessionRoute(app, ctx, contractRoute(base, BET_CALLS, 'singlematchresult'), async (body) =>
    singleResult(ctx.db, body.match_id),
  );
  sessionRoute(app, ctx, contractRoute(base, BET_CALLS, 'parlaymatchresult'), async (body, session) => {
    const bet = await parlayDetails(ctx.db, session.accountId, body.bet_id, 'any');
    return {
      bet,
      results: await resultsOf(
        ctx.db,
        bet.legs.map((l) => l.match_id),
      ),
    };
  });
}
