import { Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';

/** Sends the player to /maintenance while the server says so, and back where they were when it clears. */
export const MaintenanceWatch = observer(function MaintenanceWatch() {
  const { serverStatus, auth } = useStores();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const returnTo = useRef<string | null>(null);
  const maintenance = serverStatus.maintenance;
  const onMaintenancePage = pathname === '/maintenance';

  useEffect(() => {
    if (maintenance && !onMaintenancePage) {
      returnTo.current = pathname + search;
      void navigate('/maintenance', { replace: true });
    } else if (!maintenance && onMaintenancePage && serverStatus.requiredVersion !== null) {
      void navigate(returnTo.current ?? (auth.isLoggedIn ? '/desktop' : '/'), { replace: true });
      returnTo.current = null;
    }
  }, [maintenance, onMaintenancePage, pathname, search, navigate, auth, serverStatus]);
  return null;
});

/** Asks an outdated client to refresh (browser) or update (desktop, where the updater does the rest). */
export const UpdatePrompt = observer(function UpdatePrompt() {
  const { serverStatus, platform } = useStores();
  const { t } = useTranslation();
  if (!serverStatus.showUpdatePrompt) return null;
  const version = serverStatus.requiredVersion ?? '';
  const browser = platform.kind === 'browser';
  return (
    <Modal
      open
      title={t('update.title')}
      okText={t('update.refresh')}
      cancelText={t('update.later')}
      onOk={() => (browser ? window.location.reload() : serverStatus.dismissUpdate())}
      onCancel={() => serverStatus.dismissUpdate()}
    >
      <p>{browser ? t('update.bodyBrowser', { version }) : t('update.bodyDesktop', { version })}</p>
    </Modal>
  );
});
