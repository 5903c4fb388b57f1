import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';

/** Shown while the last call could not reach the server; clears itself on the next good answer. */
export const NetworkBanner = observer(function NetworkBanner() {
  const { ui } = useStores();
  const { t } = useTranslation();
  if (ui.network === 'ok') return null;
  return <Alert type="warning" banner showIcon title={t('network.unstable')} role="alert" />;
});
