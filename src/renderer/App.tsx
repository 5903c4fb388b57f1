import { ConfigProvider, App as AntApp } from 'antd';
import { BrowserRouter, HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { ReactNode } from 'react';
import { GAME_PATHS, INFO_CHILDREN, SLOT_PATHS } from '@shared/routes';
import { DesktopNotices } from './components/DesktopNotices';
import { RequireAuth } from './components/RequireAuth';
import { DesktopPage } from './pages/DesktopPage';
import { HomePage } from './pages/HomePage';
import { MaintenancePage } from './pages/MaintenancePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SectionPage } from './pages/SectionPage';
import { theme } from './theme';

const guarded = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;

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
      <Route path="/tournament2/*" element={guarded(<SectionPage name="Tournament" />)} />
      <Route path="/highlight" element={<Navigate to="/highlight/home" replace />} />
      <Route path="/highlight/*" element={guarded(<SectionPage name="Highlights" />)} />
      <Route path="/info" element={<Navigate to="/info/settings" replace />} />
      {INFO_CHILDREN.map((child) => (
        <Route key={child} path={`/info/${child}`} element={guarded(<SectionPage name={`Info: ${child}`} />)} />
      ))}
      {['/event', '/ngresult', '/efresult', '/minigame', ...GAME_PATHS].map((path) => (
        <Route key={path} path={path} element={guarded(<SectionPage name={SECTION_NAMES[path] ?? path} />)} />
      ))}
      {SLOT_PATHS.map((path) => (
        <Route key={path} path={path} element={guarded(<SectionPage name="Slots" />)} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** The desktop app loads the bundle from a file (hash routes); the browser build uses real paths. */
const Router = typeof window !== 'undefined' && window.location.protocol === 'file:' ? HashRouter : BrowserRouter;

export function App() {
  return (
    <ConfigProvider theme={theme}>
      <AntApp>
        <Router>
          <DesktopNotices />
          <AppRoutes />
        </Router>
      </AntApp>
    </ConfigProvider>
  );
}
