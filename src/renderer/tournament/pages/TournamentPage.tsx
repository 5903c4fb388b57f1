import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { Button, Result, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Navigate, Route, Routes } from 'react-router-dom';
import { AppShell } from '../../components/AppShell';
import { useTitle } from '../../components/useTitle';
import { useStores } from '../../stores/context';
import { CreateRoom } from './CreateRoom';
import { GuidedTour } from './GuidedTour';
import { MyRooms } from './MyRooms';
import { RoomList } from './RoomList';
import { RoomView } from './RoomView';
import './tournament.css';

const TABS = [
  { to: '/tournament2/home', key: 'tournament.tabs.rooms', tour: 'rooms' },
  { to: '/tournament2/my', key: 'tournament.tabs.myRooms', tour: 'my' },
  { to: '/tournament2/create', key: 'tournament.tabs.create', tour: 'create' },
] as const;

/** /tournament2/*: the room list, my rooms, create room and a room's own screen, behind the product switch. */
export const TournamentPage = observer(function TournamentPage() {
  const { tournament, tournamentTour } = useStores();
  const { t } = useTranslation();
  useTitle(t('tournament.title'));
  useEffect(() => {
    void tournament.checkAccess();
  }, [tournament]);
  useEffect(() => {
    if (tournament.access === 'enabled') tournamentTour.startIfFirstVisit();
  }, [tournament.access, tournamentTour]);

  if (tournament.access === 'disabled') {
    return (
      <AppShell>
        <Result
          status="warning"
          title={<h1 className="page-title">{t('tournament.title')}</h1>}
          subTitle={<p role="alert">{t('tournament.disabled')}</p>}
        />
      </AppShell>
    );
  }
  return (
    <AppShell>
      <section
        className="tournament-page"
        aria-labelledby="tournament-title"
        data-tour-checked={tournamentTour.checked}
      >
        <header className="tournament-header">
          <h1 id="tournament-title" className="page-title">
            {t('tournament.title')}
          </h1>
          <nav aria-label={t('tournament.sections')} className="tournament-tabs">
            {TABS.map((tab) => (
              <NavLink
                key={tab.to}
                to={tab.to}
                data-tour={tab.tour}
                className={({ isActive }) => (isActive ? 'active' : undefined)}
              >
                {t(tab.key)}
              </NavLink>
            ))}
          </nav>
          <Button icon={<QuestionCircleOutlined />} onClick={() => tournamentTour.start()} data-tour="help">
            {t('tournament.help')}
          </Button>
        </header>
        {tournament.access === 'unknown' ? (
          <Spin aria-label={t('tournament.loading')} />
        ) : (
          <Routes>
            <Route path="home" element={<RoomList />} />
            <Route path="my" element={<MyRooms />} />
            <Route path="create" element={<CreateRoom />} />
            <Route path="room/:roomId" element={<RoomView />} />
            <Route path="*" element={<Navigate to="/tournament2/home" replace />} />
          </Routes>
        )}
      </section>
      <GuidedTour />
    </AppShell>
  );
});
