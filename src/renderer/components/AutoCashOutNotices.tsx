import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@shared/money';
import { formatMoney } from '../i18n/format';
import { useStores } from '../stores/context';

/** Tells the player, on whatever screen they are, that the server cashed a bet out at the value they set. */
export const AutoCashOutNotices = observer(function AutoCashOutNotices() {
  const { betting, prefs, wallet } = useStores();
  const { t } = useTranslation();
  const taken = betting.cashOut.autoTaken;
  if (taken.length === 0) return null;
  return (
    <div className="auto-cash-out-notices">
      {taken.map((n) => (
        <Alert
          key={n.refNo}
          type="success"
          showIcon
          banner
          role="status"
          closable={{
            'aria-label': t('shell.close'),
            onClose: () => betting.cashOut.dismissAutoTaken(n.refNo),
          }}
          title={t('cashOut.autoTaken', {
            ref: n.refNo,
            amount: formatMoney(toMinor(n.amount), prefs.language, wallet.currency),
          })}
        />
      ))}
    </div>
  );
});
