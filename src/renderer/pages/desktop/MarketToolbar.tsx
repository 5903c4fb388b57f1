import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Button, Input, Radio, Switch, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ODDS_TYPES } from '@shared/constants';
import type { OddsType } from '@shared/constants';
import { MARKETS } from '@shared/feed/schemas';
import type { Market } from '@shared/feed/schemas';
import { TIME_FILTER_MODES } from '@shared/odds/time-filter';
import type { TimeFilterMode } from '@shared/odds/time-filter';
import { LabelledSelect } from '../../components/LabelledSelect';
import { useStores } from '../../stores/context';
import { PAGE_SIZES } from '../../stores/PreferencesStore';
import { MARKET_TYPES } from '../../stores/PreferencesModel';
import type { MarketTypePref } from '../../stores/PreferencesModel';
import { clockTime } from './format';
import { LeagueSelector } from './LeagueSelector';

/** The Booster tab sits before the outrights; it is not a feed market, so it shows the boost list instead of the grid. */
const BOOSTER_TAB = 'booster';

export const MarketTabs = observer(function MarketTabs() {
  const { marketView: view, marketFeed: feed, betting } = useStores();
  const { t } = useTranslation();
  const boosts = betting.boosts;
  const items: { key: string; label: string }[] = MARKETS.map((m) => ({
    key: m,
    label: `${t(`market.${m}`)} (${feed.count(view.sportId, m)})`,
  }));
  if (!boosts.disabled)
    items.splice(MARKETS.indexOf('outright'), 0, {
      key: BOOSTER_TAB,
      label: `${t('booster.tab')} (${boosts.count})`,
    });
  return (
    <Tabs
      className="market-tabs"
      activeKey={boosts.open ? BOOSTER_TAB : view.market}
      onChange={(key) => {
        if (key === BOOSTER_TAB) return boosts.show();
        boosts.hide();
        view.setMarket(key as Market);
      }}
      items={items}
    />
  );
});

/** Odds type in the page's own header row; Myanmar only for MMK/MMO accounts. */
export const OddsTypeSwitch = observer(function OddsTypeSwitch() {
  const { marketFeed: feed, prefs } = useStores();
  const { t } = useTranslation();
  const types = Object.values(ODDS_TYPES).filter((type) => type !== ODDS_TYPES.MMO || feed.myanmarAvailable);
  return (
    <Radio.Group
      aria-label={t('odds.type')}
      optionType="button"
      buttonStyle="solid"
      size="small"
      value={prefs.oddsType}
      onChange={(e) => prefs.setOddsType(e.target.value as OddsType)}
      options={types.map((type) => ({ value: type, label: t(`odds.typeName.${type}`) }))}
    />
  );
});

/** "Updated 20:45:12": its own observer, so the refresh each second re-renders this text, not the switch and button. */
const RefreshState = observer(function RefreshState() {
  const { marketFeed: feed, prefs, ui } = useStores();
  const { t } = useTranslation();
  // Offline the prices are not being refreshed, whatever the last update was: say so, as the banner does.
  const state = !ui.online
    ? t('market.offline')
    : feed.hidden
      ? t('market.paused')
      : !prefs.autoRefreshOdds
        ? t('market.autoOff')
        : feed.lastUpdated
          ? t('market.updatedAt', { time: clockTime(feed.lastUpdated) })
          : '';
  return (
    <span className="refresh-state" role="status" aria-live="off">
      {state}
    </span>
  );
});

export const RefreshIndicator = observer(function RefreshIndicator() {
  const { marketFeed: feed, prefs, ui } = useStores();
  const { t } = useTranslation();
  const dot = !ui.online ? ' offline' : prefs.autoRefreshOdds && !feed.hidden ? ' on' : '';
  return (
    <div className="refresh-box">
      <Switch
        size="small"
        checked={prefs.autoRefreshOdds}
        onChange={(on) => prefs.setAutoRefreshOdds(on)}
        aria-label={t('market.autoRefresh')}
      />
      <span className="refresh-label">{t('market.autoRefresh')}</span>
      <span className={`refresh-dot${dot}`} aria-hidden />
      <RefreshState />
      <Button
        size="small"
        icon={<ReloadOutlined />}
        aria-label={t('market.refresh')}
        onClick={() => void feed.refresh()}
      />
    </div>
  );
});

export const MarketToolbar = observer(function MarketToolbar() {
  const { marketView: view, prefs } = useStores();
  const { t } = useTranslation();
  return (
    <div className="market-toolbar">
      <Input.Search
        allowClear
        className="market-search"
        placeholder={t('market.search')}
        aria-label={t('market.search')}
        value={view.search}
        onChange={(e) => view.setSearch(e.target.value)}
      />
      <LeagueSelector />
      {view.timeFilterActive ? (
        <label className="toolbar-field">
          {t('market.timeFilter')}
          <LabelledSelect
            label={t('market.timeFilter')}
            value={view.timeFilterMode}
            onChange={(mode: TimeFilterMode) => view.setTimeFilterMode(mode)}
            options={TIME_FILTER_MODES.map((mode) => ({ value: mode, label: t(`market.timeMode.${mode}`) }))}
          />
        </label>
      ) : null}
      <label className="toolbar-field">
        {t('settings.marketType')}
        <LabelledSelect
          label={t('settings.marketType')}
          value={view.marketType}
          onChange={(type: MarketTypePref) => view.setMarketType(type)}
          options={MARKET_TYPES.map((type) => ({ value: type, label: t(`settings.marketTypeName.${type}`) }))}
        />
      </label>
      <label className="toolbar-field">
        {t('market.sorting')}
        <LabelledSelect
          label={t('market.sorting')}
          value={prefs.eventSorting}
          onChange={(sorting: 'normal' | 'time') => prefs.setEventSorting(sorting)}
          options={[
            { value: 'normal', label: t('market.sortNormal') },
            { value: 'time', label: t('market.sortTime') },
          ]}
        />
      </label>
      <label className="toolbar-field">
        {t('market.pageSize')}
        <LabelledSelect
          label={t('market.pageSize')}
          value={prefs.pageSize}
          onChange={(size: number) => prefs.setPageSize(size)}
          options={PAGE_SIZES.map((size) => ({
            value: size,
            label: size === 0 ? t('market.pageSizeAll') : t('market.pageSizeN', { count: size }),
          }))}
        />
      </label>
      <label className="toolbar-field">
        {t('market.lineDisplay')}
        <LabelledSelect
          label={t('market.lineDisplay')}
          value={prefs.pageType}
          onChange={(type: 1 | 2) => prefs.setPageType(type)}
          options={[
            { value: 2, label: t('market.doubleLine') },
            { value: 1, label: t('market.singleLine') },
          ]}
        />
      </label>
      <span className="toolbar-switch">
        <Switch
          size="small"
          checked={prefs.showScoreMap}
          onChange={(on) => prefs.setShowScoreMap(on)}
          aria-label={t('market.scoreMap')}
        />
        {t('market.scoreMap')}
      </span>
      <span className="toolbar-switch">
        <Switch
          size="small"
          checked={prefs.showQuickOdds}
          onChange={(on) => prefs.setShowQuickOdds(on)}
          aria-label={t('market.quickOdds')}
        />
        {t('market.quickOdds')}
      </span>
    </div>
  );
});
