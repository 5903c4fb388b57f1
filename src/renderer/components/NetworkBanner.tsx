import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';

/**
 * Shown while the server cannot be reached (a call failed, or the system reported the network lost); clears
 * itself on the next good answer, which the UiStore's probe asks for every couple of seconds.
 */
export const NetworkBanner = observer(function NetworkBanner() {
  const { ui } = useStores();
  const { t } = useTranslation();
  if (ui.network === 'ok') return null;
  return (
    <Alert
      type="warning"
      banner
      showIcon
      title={t('network.unstable')}
      description={t('network.reconnecting')}
      role="alert"
    />
  );
});
