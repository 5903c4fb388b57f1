import { Button, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterval } from '../../components/useInterval';
import { useTitle } from '../../components/useTitle';
import { errorText } from '../../i18n';
import { BET_LIST_TABS } from '../../stores/BetListStore';
import type { BetListTab } from '../../stores/BetListStore';
import { useStores } from '../../stores/context';
import { BetListTable } from './BetListTable';
import { CashOutDialog, CashOutReceiptNotice } from './CashOut';

/** Waiting bets turn running or rejected within seconds; the open tabs follow without a click. */
const REFRESH_MS = 3_000;

/** /info/betlist: running, waiting, settled (the history, with outcome and payout), void, rejected and accepted bets. */
export const BetListPage = observer(function BetListPage() {
  const { betting } = useStores();
  const { t } = useTranslation();
  const lists = betting.lists;
  useTitle(t('betlist.title'));
  useEffect(() => {
    void lists.load();
  }, [lists]);
  useInterval(() => {
    if (lists.tab === 'running' || lists.tab === 'waiting') void lists.load();
  }, REFRESH_MS);
  return (
    <div className="info-page">
      <h1>{t('betlist.title')}</h1>
      <Tabs
        activeKey={lists.tab}
        onChange={(key) => lists.setTab(key as BetListTab)}
        items={BET_LIST_TABS.map((tab) => ({ key: tab, label: t(`betlist.tabs.${tab}`) }))}
      />
      <div className="info-toolbar">
        <Button onClick={() => void lists.load()} loading={lists.loading}>
          {t('betlist.refresh')}
        </Button>
      </div>
      {lists.error ? <p role="alert">{errorText(lists.error)}</p> : null}
      <CashOutReceiptNotice />
      <CashOutDialog />
      <section className="info-section" aria-label={t(`betlist.tabs.${lists.tab}`)} aria-busy={lists.loading}>
        <BetListTable bets={lists.bets} caption={t(`betlist.tabs.${lists.tab}`)} />
      </section>
    </div>
  );
});
