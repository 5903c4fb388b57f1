import { Empty } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';

/** Says why the table is empty: the search, the favourites view, the time filter, the leagues, or the market itself. */
export const EmptyState = observer(function EmptyState() {
  const { marketView: view, marketFeed: feed } = useStores();
  const { t } = useTranslation();
  const sport = t(`sports.name.${view.sportId}`, { defaultValue: t('sports.all') });
  let text: string;
  if (feed.status === 'error') text = t('market.empty.error');
  else if (view.search.trim()) text = t('market.empty.search', { text: view.search.trim() });
  else if (view.menuSection === 'favourites') text = t('market.empty.favourites');
  else if (view.timeFilterActive && view.timeFilterMode !== 0 && view.runs.length) {
    text = t('market.empty.timeFilter', { mode: t(`market.timeMode.${view.timeFilterMode}`) });
  } else if (view.leagueFilter) text = t('market.empty.leagues');
  else if (view.market === 'live') text = t('market.empty.live', { sport });
  else text = t('market.empty.market', { market: t(`market.${view.market}`), sport });
  return (
    <div className="odds-empty" role="status">
      <Empty description={text} />
    </div>
  );
});
