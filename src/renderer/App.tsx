import { ConfigProvider, App as AntApp } from 'antd';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useMemo } from 'react';
import { BrowserRouter, HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { ReactNode } from 'react';
import { GAME_PATHS, INFO_CHILDREN, SLOT_PATHS } from '@shared/routes';
import { DesktopNotices } from './components/DesktopNotices';
import { lazyRoute } from './components/lazyRoute';
import { Notices } from './components/Notices';
import { RequireAuth } from './components/RequireAuth';
import { MaintenanceWatch, UpdatePrompt } from './components/ServerStatusWatch';
import { DesktopPage } from './pages/DesktopPage';
import { HomePage } from './pages/HomePage';
import { MaintenancePage } from './pages/MaintenancePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { InfoLayout } from './pages/info/InfoLayout';
import { SectionPage } from './pages/SectionPage';
import { gameRouteElement } from './pages/games/routes';
import { useStores } from './stores/context';
import { antdThemeConfig, applyThemeVariables, paletteFor } from './theme';

// Info pages load on demand (a 120 s chunk time-out with a retry screen); the betting engineer's pages
// slot in the same way, one entry each.
const INFO_PAGES: Partial<Record<string, ReturnType<typeof lazyRoute>>> = {
  settings: lazyRoute(() => import('./pages/info/SettingsPage').then((m) => ({ default: m.SettingsPage }))),
  message: lazyRoute(() => import('./pages/info/MessagePage').then((m) => ({ default: m.MessagePage }))),
  rules: lazyRoute(() => import('./pages/info/RulesPage').then((m) => ({ default: m.RulesPage }))),
  betlist: lazyRoute(() => import('./pages/info/BetListPage').then((m) => ({ default: m.BetListPage }))),
  statement: lazyRoute(() => import('./pages/info/StatementPage').then((m) => ({ default: m.StatementPage }))),
  result: lazyRoute(() => import('./pages/info/ResultPage').then((m) => ({ default: m.ResultPage }))),
  sysparlay: lazyRoute(() => import('./pages/info/SysParlayPage').then((m) => ({ default: m.SysParlayPage }))),
};

// Help and support lives in the info window beside the SPEC section 2 children (issue 10).
const HelpPage = lazyRoute<object>(() => import('./pages/help/HelpPage').then((m) => ({ default: m.HelpPage })));
// The accepted terms, to read again (linked from Help and My account).
const TermsReadPage = lazyRoute<object>(() => import('./pages/terms/TermsReadPage').then((m) => ({ default: m.TermsReadPage })));

const guarded = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;
const TournamentPage = lazyRoute<object>(() => import('./pages/tournament/TournamentPage').then((m) => ({ default: m.TournamentPage })));

const SECTION_NAMES: Record<string, string> = {
  '/event': 'Events',
  '/ngresult': 'Virtual game results',
  '/efresult': 'E-fighting results',
  '/minigame': 'Mini games',
  '/others': 'Other games',
  '/others1': 'More games',
  '/casino100': 'Live casino',
  '/esports2': 'E-sports',
  '/fishing': 'Fishing',
  '/w4d': 'Lottery 4D',
  '/casino': 'Casino',
  '/livetv': 'Live TV',
};

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
          return <Route key={child} path={child} element={Page ? <Page /> : <SectionPage name={`Info: ${child}`} />} />;
        })}
        <Route path="help" element={<HelpPage />} />
        <Route path="terms" element={<TermsReadPage />} />
      </Route>
      {['/event', '/ngresult', '/efresult', '/minigame', ...GAME_PATHS].map((path) => (
        <Route key={path} path={path} element={guarded(gameRouteElement(path) ?? <SectionPage name={SECTION_NAMES[path] ?? path} />)} />
      ))}
      {SLOT_PATHS.map((path) => (
        <Route key={path} path={path} element={guarded(gameRouteElement(path))} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** The desktop app loads the bundle from a file (hash routes); the browser build uses real paths. */
const Router = typeof window !== 'undefined' && window.location.protocol === 'file:' ? HashRouter : BrowserRouter;

export const App = observer(function App() {
  const { prefs, branding } = useStores();
  const name = branding.themeFor(prefs.theme);
  const colors = branding.operatorColors;
  const palette = useMemo(() => paletteFor(name, colors), [name, colors]);
  useLayoutEffect(() => applyThemeVariables(name, palette), [name, palette]);
  const antdTheme = useMemo(() => antdThemeConfig(palette), [palette]);
  return (
    <ConfigProvider theme={antdTheme}>
      <AntApp>
        <Router>
          <DesktopNotices />
          <MaintenanceWatch />
          <AppRoutes />
          <Notices />
          <UpdatePrompt />
        </Router>
      </AntApp>
    </ConfigProvider>
  );
});
