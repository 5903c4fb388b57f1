import { Button, Layout, Tooltip } from 'antd';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useStores } from '../stores/context';
import { AccountStateNotice } from './AccountStateNotice';
import { HeaderControls } from './HeaderControls';
import { MainNav } from './MainNav';
import { Marquee } from './Marquee';
import { Money } from './Money';
import { NetworkBanner } from './NetworkBanner';
import { ODDS_LIST_ID } from './skipTargets';

const AccountHeader = observer(function AccountHeader() {
  const { auth, wallet } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = auth.account;
  if (!account) return null;
  const logout = async () => {
    await auth.logout();
    void navigate('/', { replace: true });
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
      {/* On the sportsbook the odds sit behind the sports menu and the toolbar's many controls: one Tab and Enter reach them. */}
      {onDesktop ? (
        <a className="skip-link" href={`#${ODDS_LIST_ID}`}>
          {t('app.skipToOdds')}
        </a>
      ) : null}
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
          <div className="brand">
            {branding.logo?.logo_url ? (
              <img src={branding.logo.logo_url} alt={branding.brandName} height={32} />
            ) : (
              branding.brandName
            )}
          </div>
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
