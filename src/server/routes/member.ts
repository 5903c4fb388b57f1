import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sessionRoute } from '../http/route';
import {
  addSecondaryName,
  changePassword,
  loadSettings,
  saveSettings,
} from '../services/account-maintenance';
import { playLimitsOf, selfExclude, setPlayLimit, setRealityCheck } from '../services/play-limits';
import { logout } from '../services/sessions';
import { listAnnouncements, listMarquee, listPersonal, markReadAndCount } from '../services/messages';
import { dailyStatement, gameResult, platformWinLose, settlementHistory } from '../services/reports';
import { call } from './call-path';

/** Account maintenance, messages and reports: every call here needs a session and none moves money. */
export function registerMemberRoutes(app: FastifyInstance, ctx: AppContext, base: string): void {
  sessionRoute(app, ctx, call(base, 'logout'), async (_body, session) => {
    await logout(ctx, session);
    return { logged_out: true as const };
  });
  sessionRoute(app, ctx, call(base, 'changepassword'), async (body, session, info) => {
    await changePassword(ctx, session, body, info.clientIp);
    return { password_changed: true as const };
  });
  sessionRoute(app, ctx, call(base, 'addsecondary'), async (body, session) => ({
    nickname: await addSecondaryName(ctx, session, body.login_name),
    has_secondary_account: true as const,
  }));
  sessionRoute(app, ctx, call(base, 'usersettings'), async (body, session) => {
    if (body.settings) await saveSettings(ctx, session.accountId, body.settings);
    return { settings: await loadSettings(ctx, session.accountId) };
  });

  // Responsible gaming: open to view-only and frozen accounts too, as none of these calls moves money.
  sessionRoute(app, ctx, call(base, 'playlimits'), async (_body, session) =>
    playLimitsOf(ctx.db, session.accountId, session.sessionId, ctx.now()),
  );
  sessionRoute(app, ctx, call(base, 'setplaylimit'), async (body, session) => {
    await setPlayLimit(ctx.db, session.accountId, body.kind, body.period, body.amount, ctx.now());
    return playLimitsOf(ctx.db, session.accountId, session.sessionId, ctx.now());
  });
  sessionRoute(app, ctx, call(base, 'setrealitycheck'), async (body, session) => {
    await setRealityCheck(ctx.db, session.accountId, body.minutes);
    return playLimitsOf(ctx.db, session.accountId, session.sessionId, ctx.now());
  });
  sessionRoute(app, ctx, call(base, 'selfexclude'), async (body, session) => ({
    excluded_until: new Date(
      await selfExclude(ctx.db, session.accountId, body.duration, ctx.now()),
    ).toISOString(),
  }));

  sessionRoute(app, ctx, call(base, 'announcelist'), async (body) => listAnnouncements(ctx.db, body));
  sessionRoute(app, ctx, call(base, 'marqueelist'), async (body) => ({
    marquee: await listMarquee(ctx.db, body.language ?? 'en'),
  }));
  sessionRoute(app, ctx, call(base, 'personallist'), async (body, session) =>
    listPersonal(ctx.db, session.accountId, body),
  );
  sessionRoute(app, ctx, call(base, 'personalunread'), async (body, session) => ({
    unread_count: await markReadAndCount(
      ctx.db,
      session.accountId,
      body.mark_read ?? [],
      body.mark_all_read === true,
    ),
  }));

  sessionRoute(app, ctx, call(base, 'dailystatement'), async (body, session) =>
    dailyStatement(ctx.db, session.accountId, body),
  );
  sessionRoute(app, ctx, call(base, 'settlementhistory'), async (body, session) =>
    settlementHistory(ctx.db, session.accountId, body),
  );
  sessionRoute(app, ctx, call(base, 'platformwinlose'), async (body, session) =>
    platformWinLose(ctx.db, session.accountId, body),
  );
  sessionRoute(app, ctx, call(base, 'gameresult'), async (body, session) =>
    gameResult(ctx.db, session.accountId, body),
  );
}
