import { Button, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../i18n/format';
import { useStores } from '../stores/context';

/**
 * The reality check (ResponsibleGamingStore): every N minutes the player chose, how long this login has played
 * and its net result, with a choice to continue or log out. It cannot be dismissed without choosing.
 */
export const RealityCheckDialog = observer(function RealityCheckDialog() {
  const { responsibleGaming: rg, prefs } = useStores();
  const { t } = useTranslation();
  const due = rg.due;
  if (!due) return null;
  const totalMinutes = Math.floor(due.elapsedMs / 60_000);
  const played = t('responsible.duration', {
    hours: Math.floor(totalMinutes / 60),
    minutes: totalMinutes % 60,
  });
  return (
    <Modal
      open
      title={t('responsible.dialogTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      modalRender={(node) => (
        <div role="alertdialog" aria-label={t('responsible.dialogTitle')}>
          {node}
        </div>
      )}
      footer={[
        <Button key="logout" onClick={() => void rg.logoutFromReminder()}>
          {t('responsible.logout')}
        </Button>,
        <Button key="continue" type="primary" autoFocus onClick={() => rg.continuePlaying()}>
          {t('responsible.continue')}
        </Button>,
      ]}
    >
      <p>{t('responsible.dialogPlayed', { duration: played })}</p>
      <p>{t('responsible.dialogNet', { amount: formatMoney(due.netMinor, prefs.language) })}</p>
    </Modal>
  );
});
