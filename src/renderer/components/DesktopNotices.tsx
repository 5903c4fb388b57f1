import { Alert, Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';

/**
 * Shell messages: update progress and restart offer, insecure session storage, the kiosk's idle countdown and
 * idle logout, launch login.
 */
export const DesktopNotices = observer(function DesktopNotices() {
  const { desktop } = useStores();
  const { t } = useTranslation();
  const update = desktop.update;
  return (
    <div className="desktop-notices">
      {desktop.idle?.warning ? (
        <Alert
          type="warning"
          showIcon
          banner
          role="alert"
          title={t('shell.idleWarning')}
          // The seconds change every second: a timer is not read out on each change, the warning above is.
          description={
            <span role="timer">{t('shell.idleCountdown', { seconds: desktop.idle.secondsLeft })}</span>
          }
          action={
            <Button size="small" type="primary" onClick={() => desktop.idle?.activity()}>
              {t('shell.stayLoggedIn')}
            </Button>
          }
        />
      ) : null}
      {desktop.launching ? (
        <Alert type="info" showIcon banner title={t('shell.launchLoggingIn')} role="status" />
      ) : null}
      {desktop.notices.map((notice) => (
        <Alert
          key={notice}
          type={notice === 'insecureStorage' ? 'warning' : 'info'}
          showIcon
          banner
          closable={{ 'aria-label': t('shell.close'), onClose: () => desktop.dismiss(notice) }}
          title={t(`shell.${notice}`)}
          role="status"
        />
      ))}
      {update.state === 'downloading' ? (
        <Alert
          type="info"
          banner
          role="status"
          title={t('shell.updateDownloading', {
            version: update.version,
            percent: Math.round(update.percent),
          })}
          // The native bar: the title already reads the percentage out, and antd's Progress would add its code
          // and styles to every first load for a notice most players never see.
          description={
            <progress className="update-progress" max={100} value={Math.round(update.percent)} aria-hidden />
          }
        />
      ) : null}
      {update.state === 'ready' ? (
        <Alert
          type="success"
          banner
          role="status"
          title={
            update.canRestart
              ? t('shell.updateReady', { version: update.version })
              : t('shell.updateAfterBet')
          }
          action={
            update.canRestart ? (
              <Button size="small" type="primary" onClick={() => void desktop.restartForUpdate()}>
                {t('shell.updateRestart')}
              </Button>
            ) : null
          }
        />
      ) : null}
    </div>
  );
});
