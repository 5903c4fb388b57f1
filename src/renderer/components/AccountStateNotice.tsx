import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';

/** Account states that let a player in but not bet: said from the first screen, not at the first refused bet. */
const RESTRICTED = ['FREEZE', 'SUSPEND'] as const;
type Restricted = (typeof RESTRICTED)[number];

export const AccountStateNotice = observer(function AccountStateNotice() {
  const { auth } = useStores();
  const { t } = useTranslation();
  const state = auth.account?.info.account_state;
  if (!(RESTRICTED as readonly unknown[]).includes(state)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="account-state-notice"
      title={t(`accountState.${state as Restricted}`)}
    />
  );
});
