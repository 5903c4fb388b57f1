import { Button, Layout, Tooltip } from 'antd';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { observer } from 'mobx-react-lite';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { ProductKey } from '@shared/api/account';
import { useStores } from '../stores/context';
import { AccountStateNotice } from './AccountStateNotice';
import { HeaderControls } from './HeaderControls';
import { Marquee } from './Marquee';
import { Money } from './Money';
import { NetworkBanner } from './NetworkBanner';

/** The main navigation; `product` names the switch (player_info.disabled_products) that can turn an entry off. */
const NAV: readonly { to: string; key: string; product?: ProductKey }[] = [
  { to: '/desktop', key: 'nav.sports' },
  { to: '/tournament2/home', key: 'nav.tournament', product: 'tournament' },
  { to: '/casino100', key: 'nav.casino', product: 'live_casino' },
  { to: '/slots', key: 'nav.slots' },
  { to: '/w4d', key: 'nav.lottery', product: 'lottery' },
  { to: '/keno', key: 'nav.keno', product: 'lottery' },
  { to: '/videopoker', key: 'nav.videopoker', product: 'mini_game' },
  { to: '/esports2', key: 'nav.esports', product: 'esports' },
];

const NAV_DISABLED_REASON_ID = 'main-nav-disabled-reason';

/**
 * The main navigation. A product switched off for the account stays in its place, shown disabled and
 * described with the reason, so the player learns why rather than meeting a refusal after the click.
 */
const MainNav = observer(function MainNav() {
  const { auth } = useStores();
  const { t } = useTranslation();
  const disabled = auth.account?.info.disabled_products ?? [];
  const isOff = (item: (typeof NAV)[number]) => item.product !== undefined && disabled.includes(item.product);
  return (
    <nav aria-label={t('header.mainNavigation')} className="main-nav">
      {NAV.map((item) =>
        isOff(item) ? (
          <Tooltip key={item.to} title={t('games.disabled.body')} trigger={['hover', 'focus']}>
            <a role="link" aria-disabled="true" tabIndex={0} className="nav-disabled" aria-describedby={NAV_DISABLED_REASON_ID}>
              {t(item.key)}
            </a>
          </Tooltip>
        ) : (
          <NavLink key={item.to} to={item.to} className={({ isActive }) => (isActive ? 'active' : undefined)}>
            {t(item.key)}
          </NavLink>
        ),
      )}
      {NAV.some(isOff) ? (
        <span id={NAV_DISABLED_REASON_ID} className="visually-hidden">
          {t('games.disabled.body')}
        </span>
      ) : null}
    </nav>
  );
});

const AccountHeader = observer(function AccountHeader() {
  const { auth, wallet } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = auth.account;
  if (!account) return null;
  const logout = async () => {
    await auth.logout();
    navigate('/', { replace: true });
  };
  return (
    <div className="account-header">
      <span className="account-id" aria-label={t('header.account')}>
        <UserOutlined aria-hidden /> {account.info.account_id}
      </span>
      <span className="account-balance" aria-label={t('header.balance')}>
        <Money minor={wallet.displayMinor} currency={wallet.currency} />
      </span>
      <Tooltip title={t('header.refreshBalance')}>
        <Button
          type="text"
          className="header-icon-button"
          aria-label={t('header.refreshBalance')}
          icon={<ReloadOutlined spin={wallet.refreshing} />}
          onClick={() => void wallet.refresh()}
        />
      </Tooltip>
      <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
        {t('header.logout')}
      </Button>
    </div>
  );
});

/** The logged-in frame: header with brand, main navigation and account, then the page. */
export const AppShell = observer(function AppShell({ children }: { children: ReactNode }) {
  const { branding } = useStores();
  const { t } = useTranslation();
  const whiteLabel = branding.whiteLabel;
  const onDesktop = useLocation().pathname === '/desktop';
  return (
    <Layout className="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {whiteLabel ? (
        // The operator's own site frames the product: no brand or navigation, but the player still sees
        // whose account this is and how much is in it.
        <div className="white-label-bar">
          <AccountHeader />
        </div>
      ) : (
        <Layout.Header className="app-header">
          <div className="brand">{branding.logo?.logo_url ? <img src={branding.logo.logo_url} alt={branding.brandName} height={32} /> : branding.brandName}</div>
          <MainNav />
          <HeaderControls showOddsType={!onDesktop} />
          <AccountHeader />
        </Layout.Header>
      )}
      <NetworkBanner />
      <AccountStateNotice />
      {onDesktop ? <Marquee /> : null}
      <Layout.Content id="main" className="app-content">
        {children}
      </Layout.Content>
    </Layout>
  );
});
