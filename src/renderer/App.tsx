import { ConfigProvider, Empty, App as AntApp } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { ReactNode } from 'react';
import { GAME_PATHS, INFO_CHILDREN, SLOT_PATHS } from '@shared/routes';
import type { InfoChild } from '@shared/routes';
import { AutoCashOutNotices } from './components/AutoCashOutNotices';
import { DesktopNotices } from './components/DesktopNotices';
import { RealityCheckDialog } from './components/RealityCheckDialog';
import { lazyRoute } from './components/lazyRoute';
import type { LazyScreen } from './components/lazyRoute';
import { Notices } from './components/Notices';
import { RequireAuth } from './pages/RequireAuth';
import { MaintenanceWatch, UpdatePrompt } from './components/ServerStatusWatch';
import { DesktopPage } from './pages/DesktopPage';
import { HomePage } from './pages/HomePage';
import { TicketPreviewDialog } from './components/ticket/TicketPreviewDialog';
import { gameRouteElement, preloadGameScreen } from './pages/games/routes';
import { useStores } from './stores/context';
import { antdThemeConfig, applyThemeVariables, paletteFor } from './theme';

// Only the landing page and /desktop are in the first download; every other screen is a chunk of its
// own, fetched when first opened (lazyRoute: a loading state, a time-out and a retry screen).
const MaintenancePage = lazyRoute<object>(() =>
  import('./pages/MaintenancePage').then((m) => ({ default: m.MaintenancePage })),
);
const NotFoundPage = lazyRoute<object>(() =>
  import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const InfoLayout = lazyRoute<object>(() =>
  import('./pages/info/InfoLayout').then((m) => ({ default: m.InfoLayout })),
);

// Info pages load on demand (a 120 s chunk time-out with a retry screen); the betting engineer's pages
// slot in the same way, one entry each.
const INFO_PAGES: Record<InfoChild, LazyScreen<object>> = {
  settings: lazyRoute(() => import('./pages/info/SettingsPage').then((m) => ({ default: m.SettingsPage }))),
  message: lazyRoute(() => import('./pages/info/MessagePage').then((m) => ({ default: m.MessagePage }))),
  rules: lazyRoute(() => import('./pages/info/RulesPage').then((m) => ({ default: m.RulesPage }))),
  betlist: lazyRoute(() => import('./pages/info/BetListPage').then((m) => ({ default: m.BetListPage }))),
  statement: lazyRoute(() =>
    import('./pages/info/StatementPage').then((m) => ({ default: m.StatementPage })),
  ),
  result: lazyRoute(() => import('./pages/info/ResultPage').then((m) => ({ default: m.ResultPage }))),
  sysparlay: lazyRoute(() =>
    import('./pages/info/SysParlayPage').then((m) => ({ default: m.SysParlayPage })),
  ),
  checkticket: lazyRoute(() =>
    import('./pages/info/CheckTicketPage').then((m) => ({ default: m.CheckTicketPage })),
  ),
};

// Help and support lives in the info window beside the account children.
const HelpPage = lazyRoute<object>(() =>
  import('./pages/help/HelpPage').then((m) => ({ default: m.HelpPage })),
);
// The accepted terms, to read again (linked from Help and My account).
const TermsReadPage = lazyRoute<object>(() =>
  import('./pages/terms/TermsReadPage').then((m) => ({ default: m.TermsReadPage })),
);
// My account > Responsible gaming: the player's own limits, reality check and time-out.
const ResponsibleGamingPage = lazyRoute<object>(() =>
  import('./pages/info/ResponsibleGamingPage').then((m) => ({ default: m.ResponsibleGamingPage })),
);

const guarded = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;
const TournamentPage = lazyRoute<object>(() =>
  import('./tournament/pages/TournamentPage').then((m) => ({ default: m.TournamentPage })),
);

/**
 * A window opened straight on a screen (the info pop-up, a game window, a reload) fetches that screen's
 * chunks while the session is checked, instead of one after the other once it has been.
 */
export function preloadScreen(path: string): void {
  const [, first = '', second = ''] = path.split('/');
  if (first === 'info') {
    InfoLayout.preload();
    if (second === 'help') HelpPage.preload();
    else if (second === 'terms') TermsReadPage.preload();
    else if ((INFO_CHILDREN as readonly string[]).includes(second)) INFO_PAGES[second as InfoChild].preload();
  } else if (first === 'tournament2') TournamentPage.preload();
  else if (first === 'maintenance') MaintenancePage.preload();
  else preloadGameScreen(`/${first}`);
}

function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/maintenance" element={<MaintenancePage />} />
      <Route path="/desktop" element={guarded(<DesktopPage />)} />
      <Route path="/tournament2" element={<Navigate to="/tournament2/home" replace />} />
      <Route path="/tournament2/*" element={guarded(<TournamentPage />)} />
      <Route path="/highlight" element={<Navigate to="/highlight/home" replace />} />
      <Route path="/highlight/*" element={guarded(gameRouteElement('/highlight'))} />
      <Route path="/info" element={guarded(<InfoLayout />)}>
        <Route index element={<Navigate to="/info/settings" replace />} />
        {INFO_CHILDREN.map((child) => {
          const Page = INFO_PAGES[child];
          return <Route key={child} path={child} element={<Page />} />;
        })}
        <Route path="help" element={<HelpPage />} />
        <Route path="terms" element={<TermsReadPage />} />
        <Route path="responsible" element={<ResponsibleGamingPage />} />
      </Route>
      {['/event', '/ngresult', '/efresult', '/minigame', ...GAME_PATHS].map((path) => (
        <Route key={path} path={path} element={guarded(gameRouteElement(path))} />
      ))}
      {SLOT_PATHS.map((path) => (
        <Route key={path} path={path} element={guarded(gameRouteElement(path))} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export const App = observer(function App() {
  const { prefs, branding } = useStores();
  const name = branding.themeFor(prefs.theme);
  const colors = branding.operatorColors;
  const palette = useMemo(() => paletteFor(name, colors), [name, colors]);
  useLayoutEffect(() => applyThemeVariables(name, palette), [name, palette]);
  const antdTheme = useMemo(() => antdThemeConfig(palette), [palette]);
  const { t } = useTranslation();
  // An empty table or list without words of its own says so in the player's language, never antd's English.
  const renderEmpty = useCallback(
    () => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('app.noData')} />,
    [t],
  );
  return (
    <ConfigProvider theme={antdTheme} renderEmpty={renderEmpty}>
      <AntApp>
        <BrowserRouter>
          <DesktopNotices />
          <AutoCashOutNotices />
          <MaintenanceWatch />
          <AppRoutes />
          <Notices />
          <RealityCheckDialog />
          <TicketPreviewDialog />
          <UpdatePrompt />
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  );
});
