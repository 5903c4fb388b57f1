import { observer } from 'mobx-react-lite';
import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { INFO_CHILDREN } from '@shared/routes';
import type { InfoChild } from '@shared/routes';
import { AccountStateNotice } from '../../components/AccountStateNotice';
import { NetworkBanner } from '../../components/NetworkBanner';
import { useTitle } from '../../components/useTitle';
import './info.css';

/** Order of the info window's navigation: the player's own pages first, then the betting records. */
const NAV_ORDER: readonly InfoChild[] = [
  'settings',
  'message',
  'rules',
  'betlist',
  'checkticket',
  'statement',
  'result',
  'sysparlay',
];

/**
 * The info window (a 1000x970 pop-up in the desktop app): a navigation between every /info/* page and the
 * page itself. Pages are plain route children, so the betting pages slot in with one <Route> each.
 */
export const InfoLayout = observer(function InfoLayout() {
  const { t } = useTranslation();
  useTitle(t('account.title'));
  const children = NAV_ORDER.filter((c) => INFO_CHILDREN.includes(c));
  return (
    <div className="info-window">
      <nav className="info-nav" aria-label={t('info.navigation')}>
        <ul>
          {children.map((child) => (
            <li key={child}>
              <NavLink to={`/info/${child}`} className={({ isActive }) => (isActive ? 'active' : undefined)}>
                {t(`info.${child}`)}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/info/responsible" className={({ isActive }) => (isActive ? 'active' : undefined)}>
              {t('responsible.title')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/info/help" className={({ isActive }) => (isActive ? 'active' : undefined)}>
              {t('help.title')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <main id="main" className="info-content">
        <NetworkBanner />
        <AccountStateNotice />
        <Outlet />
      </main>
    </div>
  );
});
