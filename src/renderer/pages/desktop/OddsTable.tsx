import { Alert, Pagination, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIOD } from '@shared/feed/layout';
import { ODDS_LIST_ID } from '../../components/skipTargets';
import { marketName } from '../../i18n/marketNames';
import { useStores } from '../../stores/context';
import type { RowItem } from '../../stores/MarketRows';
import { EmptyState } from './EmptyState';
import { firstPrice, focusableAfter, isPrice, priceByKey } from './gridKeys';
import { MatchRow } from './MatchRow';
import { MoreOdds } from './MoreOdds';
import { periodClass } from './format';
import { VirtualList } from './VirtualList';

const LeagueHeader = observer(function LeagueHeader({ id }: { id: number }) {
  const { marketFeed: feed } = useStores();
  return (
    <div className="league-row" role="heading" aria-level={3}>
      {feed.leagueNames.get(id) ?? id}
    </div>
  );
});

/** Which period's columns a table too narrow for both shows (CSS decides when it is too narrow). */
type FoldedPeriod = 'ft' | 'ht';

const TableHeader = observer(function TableHeader() {
  const { prefs, marketView: view } = useStores();
  const { t } = useTranslation();
  const columns = view.columns;
  const name = (market: string) =>
    marketName(t, { market: market === 'x12' ? 'oxt' : market, period: 0, line: null, home: '', away: '' });
  const selections = view.selectionsView;
  // Outrights and races have no handicap or total: their header names what their rows list.
  if (selections) {
    return (
      <div className={`odds-header selections ${selections}`} aria-hidden>
        <span>{t('odds.time')}</span>
        <span>{t('odds.event')}</span>
        <span>{selections === 'race' ? t('odds.raceCard') : t('odds.contenders')}</span>
        <span />
      </div>
    );
  }
  return (
    <div className={`odds-header${prefs.pageType === 2 ? ' double' : ' single'}`} aria-hidden>
      <span>{t('odds.time')}</span>
      <span>{t('odds.event')}</span>
      {columns.map((c) => {
        const title = `${c.period === PERIOD.HT ? `${t('odds.firstHalf')} ` : ''}${name(c.market)}`;
        return (
          <span
            key={`${c.market}${c.period}`}
            className={`${periodClass(c.period)}${c.period === PERIOD.HT ? ' half' : ''}`}
            title={title}
          >
            {/* "Over/Under" and "Odd/Even" may wrap after their slash rather than mid-word. */}
            {title.replaceAll('/', '/\u200b')}
          </span>
        );
      })}
      <span />
    </div>
  );
});

/** The full-time / first-half switch a folded table shows above its header. */
function PeriodFold({ shown, onChange }: { shown: FoldedPeriod; onChange: (period: FoldedPeriod) => void }) {
  const { t } = useTranslation();
  return (
    <div className="period-fold" role="group" aria-label={t('odds.periodShown')}>
      <button type="button" aria-pressed={shown === 'ft'} onClick={() => onChange('ft')}>
        {t('odds.fullTime')}
      </button>
      <button type="button" aria-pressed={shown === 'ht'} onClick={() => onChange('ht')}>
        {t('odds.firstHalf')}
      </button>
    </div>
  );
}

/** The virtualised odds table of the current sport, market and page. */
export const OddsTable = observer(function OddsTable() {
  const { marketView: view, marketFeed: feed, prefs, betting } = useStores();
  const { t } = useTranslation();
  const { rows, pageCount } = view.shaped;
  const slip = betting.slip;
  const gridRef = useRef<HTMLDivElement>(null);
  /** The price focused last, where the keyboard comes back to from the slip. */
  const lastPrice = useRef<HTMLButtonElement | null>(null);
  const gridFocusRequest = slip.gridFocusRequest;
  useEffect(() => {
    const grid = gridRef.current;
    if (gridFocusRequest === 0 || !grid) return;
    // Only a player who came from the table by keyboard is taken back to it.
    if (lastPrice.current?.isConnected) lastPrice.current.focus();
  }, [gridFocusRequest]);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const grid = gridRef.current;
    if (!grid || e.altKey || e.ctrlKey || e.metaKey) return;
    if (!isPrice(e.target)) {
      // From the list itself, the arrow keys enter the prices where the player left them.
      if (
        (e.key === 'ArrowDown' || e.key === 'ArrowRight') &&
        (e.target as HTMLElement).classList.contains('virtual-list')
      ) {
        const back = lastPrice.current?.isConnected ? lastPrice.current : firstPrice(grid);
        if (back) {
          e.preventDefault();
          back.focus();
        }
      }
      return;
    }
    lastPrice.current = e.target;
    if (e.key === 'Enter' || e.key === ' ') {
      // The button's own click picks the price; the slip then takes the keyboard to the stake.
      if (feed.online) slip.requestStakeFocus();
      return;
    }
    if (e.key === 'Tab') {
      // One tab stop for the whole table: Tab leaves it, Shift+Tab goes back to the list before the prices.
      const target = e.shiftKey ? grid.querySelector<HTMLElement>('.virtual-list') : focusableAfter(grid);
      if (target) {
        e.preventDefault();
        target.focus();
      }
      return;
    }
    const next = priceByKey(grid, e.target, e.key);
    if (next) {
      e.preventDefault();
      next.focus();
      lastPrice.current = next;
    }
  };
  const [folded, setFolded] = useState<FoldedPeriod>('ft');
  const renderItem = useCallback((item: RowItem) => {
    if (item.kind === 'league') return <LeagueHeader id={item.id} />;
    if (item.kind === 'more') return <MoreOdds id={item.id} />;
    return <MatchRow id={item.id} child={item.kind === 'child'} />;
  }, []);
  if (feed.status === 'loading' || feed.status === 'idle') {
    return (
      <div className="odds-loading" role="status">
        <Spin /> {t('market.loading')}
      </div>
    );
  }
  const kind = view.extraMarket
    ? 'extra'
    : view.columns.length === 2
      ? 'two'
      : prefs.showQuickOdds
        ? 'quick'
        : 'plain';
  return (
    // Offline, the prices shown may be stale: they are greyed and a click picks nothing (MarketView.pick).
    <div
      className={`odds-table ${kind}${folded === 'ht' ? ' show-ht' : ''}${feed.online ? '' : ' offline'}`}
      data-lines={prefs.pageType === 2 ? 'double' : 'single'}
      aria-busy={!feed.online}
      ref={gridRef}
      onKeyDown={onKeyDown}
    >
      {feed.skippedRows > 0 ? (
        <Alert type="warning" showIcon title={t('market.skipped', { count: feed.skippedRows })} />
      ) : null}
      {kind === 'quick' || kind === 'plain' ? <PeriodFold shown={folded} onChange={setFolded} /> : null}
      <TableHeader />
      {rows.length ? (
        <VirtualList
          items={rows}
          renderItem={renderItem}
          label={t('odds.table')}
          id={ODDS_LIST_ID}
          resetKey={`${view.sportId}-${view.market}-${view.page}`}
        />
      ) : (
        <EmptyState />
      )}
      {pageCount > 1 ? (
        <nav aria-label={t('market.pages')} className="odds-pages">
          <Pagination
            size="small"
            current={view.page}
            total={pageCount}
            pageSize={1}
            showSizeChanger={false}
            onChange={(p) => view.setPage(p)}
          />
        </nav>
      ) : null}
    </div>
  );
});
