import { Empty } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';

/** Says why the table is empty: the search, the favourites view, the time filter, the leagues, or the market itself. */
export const EmptyState = observer(function EmptyState() {
  const { market: store } = useStores();
  const { t } = useTranslation();
  const sport = t(`sports.name.${store.sportId}`, { defaultValue: t('sports.all') });
  let text: string;
  if (store.status === 'error') text = t('market.empty.error');
  else if (store.search.trim()) text = t('market.empty.search', { text: store.search.trim() });
  else if (store.menuSection === 'favourites') text = t('market.empty.favourites');
  else if (store.timeFilterActive && store.timeFilterMode !== 0 && store.runs.length) {
    text = t('market.empty.timeFilter', { mode: t(`market.timeMode.${store.timeFilterMode}`) });
  } else if (store.leagueFilter) text = t('market.empty.leagues');
  else if (store.market === 'live') text = t('market.empty.live', { sport });
  else text = t('market.empty.market', { market: t(`market.${store.market}`), sport });
  return (
    <div className="odds-empty" role="status">
      <Empty description={text} />
    </div>
  );
});
