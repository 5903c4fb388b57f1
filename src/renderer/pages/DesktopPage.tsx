import { Alert, Card, Descriptions } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@shared/money';
import { AppShell } from '../components/AppShell';
import { Money } from '../components/Money';
import { useInterval } from '../components/useInterval';
import { useTitle } from '../components/useTitle';
import { useStores } from '../stores/context';

const BALANCE_REFRESH_MS = 15_000;

/** The main sportsbook page. */
export const DesktopPage = observer(function DesktopPage() {
  const { auth, wallet } = useStores();
  const { t } = useTranslation();
  useTitle(t('desktop.title'));
  useEffect(() => {
    void wallet.refresh();
  }, [wallet]);
  useInterval(() => void wallet.refresh(), BALANCE_REFRESH_MS);

  const account = auth.account;
  if (!account) return null;
  const currency = account.wallet.currency_code;
  return (
    <AppShell>
      <div className="page">
        <h1 className="page-title">{t('desktop.welcome', { account: account.info.account_id })}</h1>
        {account.info.account_state === 'SUSPEND' ? (
          <Alert type="warning" showIcon title={t('desktop.viewOnly')} className="page-alert" />
        ) : null}
        <Card title={<h2 className="card-title">{t('desktop.accountSummary')}</h2>}>
          <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} bordered size="small">
            <Descriptions.Item label={t('desktop.currency')}>{currency}</Descriptions.Item>
            <Descriptions.Item label={t('desktop.availableBalance')}>
              <Money minor={wallet.displayMinor} currency={currency} />
            </Descriptions.Item>
            <Descriptions.Item label={t('desktop.cashBalance')}>
              <Money minor={toMinor(account.wallet.cash_balance)} currency={currency} />
            </Descriptions.Item>
            <Descriptions.Item label={t('desktop.frozenBalance')}>
              <Money minor={toMinor(account.wallet.frozen_balance)} currency={currency} />
            </Descriptions.Item>
            <Descriptions.Item label={t('desktop.outstanding')}>
              <Money minor={wallet.outstandingMinor ?? 0} currency={currency} />
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </div>
    </AppShell>
  );
});
