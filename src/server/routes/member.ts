import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { contractRoute, sessionRoute } from '../http/route';
import { ACCOUNT_CALLS } from '../../shared/api/contract';
import {
  addSecondaryName,
  changePassword,
  loadSettings,
  saveSettings,
} from '../accounts/account-maintenance';
import { playLimitsOf, selfExclude, setPlayLimit, setRealityCheck } from '../responsible-gaming/play-limits';
import { logout } from '../security/sessions';
import { listAnnouncements, listMarquee, listPersonal, markReadAndCount } from '../messages/messages';
import { dailyStatement, gameResult, platformWinLose, settlementHistory } from '../reports/reports';

/** Account maintenance, messages and reports: every call here needs a session and none moves money. */
export function registerMemberRoutes(app: FastifyInstance, ctx: AppContext, base: string): void {
  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'logout'), async (_body, session) => {
    await logout(ctx, session);
    return { logged_out: true as const };
  });
  sessionRoute(
    app,
    ctx,
    contractRoute(base, ACCOUNT_CALLS, 'changepassword'),
    async (body, session, info) => {
      await changePassword(ctx, session, body, info.clientIp);
      return { password_changed: true as const };
    },
  );
  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'addsecondary'), async (body, session) => ({
    nickname: await addSecondaryName(ctx, session, body.login_name),
    has_secondary_account: true as const,
  }));
  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'usersettings'), async (body, session) => {
    if (body.settings) await saveSettings(ctx, session.accountId, body.settings);
    return { settings: await loadSettings(ctx, session.accountId) };
  });

  // Responsible gaming: open to view-only and frozen accounts too, as none of these calls moves money.
  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'playlimits'), async (_body, session) =>
    playLimitsOf(ctx.db, session.accountId, session.sessionId, ctx.now()),
  );
  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'setplaylimit'), async (body, session) => {
    await setPlayLimit(ctx.db, session.accountId, body.kind, body.period, body.amount, ctx.now());
    return playLimitsOf(ctx.db, session.accountId, session.sessionId, ctx.now());
  });
  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'setrealitycheck'), async (body, session) => {
    await setRealityCheck(ctx.db, session.accountId, body.minutes);
    return playLimitsOf(ctx.db, session.accountId, session.sessionId, ctx.now());
  });
  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'selfexclude'), async (body, session) => ({
    excluded_until: new Date(
      await selfExclude(ctx.db, session.accountId, body.duration, ctx.now()),
    ).toISOString(),
  }));

  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'announcelist'), async (body) =>
    listAnnouncements(ctx.db, body),
  );
  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'marqueelist'), async (body) => ({
    marquee: await listMarquee(ctx.db, body.language ?? 'en'),
  }));
  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'personallist'), async (body, session) =>
    listPersonal(ctx.db, session.accountId, body),
  );
  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'personalunread'), async (body, session) => ({
    unread_count: await markReadAndCount(
      ctx.db,
      session.accountId,
      body.mark_read ?? [],
      body.mark_all_read === true,
    ),
  }));

  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'dailystatement'), async (body, session) =>
    dailyStatement(ctx.db, session.accountId, body),
  );
  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'settlementhistory'), async (body, session) =>
    settlementHistory(ctx.db, session.accountId, body),
  );
  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'platformwinlose'), async (body, session) =>
    platformWinLose(ctx.db, session.accountId, body),
  );
  sessionRoute(app, ctx, contractRoute(base, ACCOUNT_CALLS, 'gameresult'), async (body, session) =>
    gameResult(ctx.db, session.accountId, body),
  );
}
