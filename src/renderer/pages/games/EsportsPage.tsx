import LockOutlined from '@ant-design/icons/LockOutlined';
import { Table, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LINE_STATE } from '@shared/feed/layout';
import type { EsportsMarket, EsportsMatch } from '@shared/games/media';
import { displayUnits, formatUnits } from '@shared/odds/price';
import { AppShell } from '../../components/AppShell';
import { useInterval } from '../../components/useInterval';
import { useTitle } from '../../components/useTitle';
import { useStores } from '../../stores/context';
import { esportsOddsType, esportsSelection, esportsSideLine } from '../../stores/esportsPicks';
import type { EsportsSide } from '../../stores/esportsPicks';
import { BetSlipPanel } from '../desktop/betslip/BetSlipPanel';
import { formatDateTime } from '../media/time';
import type { TranslationKey } from '../../i18n/keys';
import { ProductDisabled } from './ProductDisabled';
import './games.css';

/** Live prices move with every map: the list is read again this often. */
const REFRESH_MS = 5_000;

const MARKET_TITLE: Record<EsportsMarket['market'], TranslationKey> = {
  ml: 'games.esports.matchWinner',
  hdp: 'games.esports.mapHandicap',
  ou: 'games.esports.totalMaps',
};

const lineText = (hundredths: number): string => (hundredths / 100).toFixed(1);

/** What one side of a market backs, in words: the team, the team with its maps handicap, or over/under the total. */
function sideText(t: TFunction, match: EsportsMatch, market: EsportsMarket, side: EsportsSide): string {
  const line = esportsSideLine(market, side);
  if (market.market === 'ou')
    return t(side === 0 ? 'games.esports.over' : 'games.esports.under', { line: lineText(line ?? 0) });
  const team = side === 0 ? match.home : match.away;
  if (market.market === 'ml' || line === null) return team;
  return `${team} ${line > 0 ? '+' : ''}${lineText(line)}`;
}

/** One side's price: picked into the bet slip, or locked while the market is closed. */
const SidePrice = observer(function SidePrice({
  match,
  market,
  side,
}: {
  match: EsportsMatch;
  market: EsportsMarket;
  side: EsportsSide;
}) {
  const { games, prefs, betting, ui } = useStores();
  const { t } = useTranslation();
  const what = sideText(t, match, market, side);
  const marketName = t(MARKET_TITLE[market.market]);
  const price = market.prices[side];
  const open = market.state === LINE_STATE.RUNNING && price > 0 && ui.online;
  if (!open)
    return (
      <button
        type="button"
        className="esports-price locked"
        disabled
        aria-label={t('games.esports.closedPrice', { selection: what, market: marketName })}
      >
        <span className="esports-price-side">{what}</span>
        <LockOutlined aria-hidden />
      </button>
    );
  const odds = formatUnits(displayUnits(price, esportsOddsType(market.market, prefs.numericOddsType)));
  return (
    <button
      type="button"
      className={`esports-price${odds.startsWith('-') ? ' negative' : ''}`}
      aria-label={t('games.esports.pickPrice', { selection: what, market: marketName, odds })}
      onClick={() =>
        betting.placement.onPick(
          esportsSelection(match, market, side, {
            oddsType: prefs.numericOddsType,
            feedVersion: games.media.esportsVersion,
          }),
        )
      }
    >
      <span className="esports-price-side">{what}</span>
      <span className="esports-price-odds">{odds}</span>
    </button>
  );
});

function MarketCell({ match, market }: { match: EsportsMatch; market: EsportsMarket['market'] }) {
  const row = match.markets.find((k) => k.market === market);
  if (!row) return <span aria-hidden>-</span>;
  return (
    <div className="esports-market">
      <SidePrice match={match} market={row} side={0} />
      <SidePrice match={match} market={row} side={1} />
    </div>
  );
}

/** The series as it stands: maps won, and the map being played with its minute. */
function SeriesState({ match }: { match: EsportsMatch }) {
  const { t } = useTranslation();
  const bestOf = t('games.esports.bestOf', { n: match.series.best_of });
  if (!match.live || match.series.map === null)
    return (
      <div className="esports-state">
        <Tag color="blue">{t('games.esports.upcoming')}</Tag>
        <span>{bestOf}</span>
      </div>
    );
  return (
    <div className="esports-state">
      <Tag color="red">{t('games.esports.live')}</Tag>
      <strong aria-label={t('games.esports.mapsWon', { home: match.score[0], away: match.score[1] })}>
        {match.score[0]} - {match.score[1]}
      </strong>
      <span>
        {t('games.esports.mapClock', { map: match.series.map, minute: match.series.map_minute ?? 0 })}
      </span>
      <span>{bestOf}</span>
    </div>
  );
}

/** /esports2: e-sports series live and upcoming, with their match winner, map handicap and total maps bettable here. */
export const EsportsPage = observer(function EsportsPage() {
  const { games } = useStores();
  const media = games.media;
  const { t } = useTranslation();
  useTitle(t('games.pages.esports2'));
  const disabled = media.esportsDisabled;
  useEffect(() => {
    if (!disabled) void media.loadEsports();
  }, [media, disabled]);
  useInterval(() => void media.loadEsports(), disabled ? null : REFRESH_MS);
  return (
    <AppShell>
      <div className={disabled ? undefined : 'esports-layout'}>
        <section className="games-page" aria-labelledby="es-title">
          <header className="games-header">
            <h1 id="es-title" className="page-title">
              {t('games.pages.esports2')}
            </h1>
          </header>
          {disabled ? (
            <ProductDisabled product="esports" />
          ) : (
            <Table
              rowKey="match_id"
              size="small"
              pagination={false}
              className="esports-table"
              dataSource={media.esports}
              aria-label={t('games.pages.esports2')}
              columns={[
                {
                  title: t('games.esports.kickoff'),
                  render: (_, m) => formatDateTime(m.kickoff),
                },
                {
                  title: t('games.results.game'),
                  render: (_, m) => (
                    <div className="esports-teams">
                      <span>{m.home}</span>
                      <span>{m.away}</span>
                      <small>{m.league}</small>
                    </div>
                  ),
                },
                { title: t('games.esports.series'), render: (_, m) => <SeriesState match={m} /> },
                ...(['ml', 'hdp', 'ou'] as const).map((market) => ({
                  key: market,
                  title: t(MARKET_TITLE[market]),
                  render: (_: unknown, m: EsportsMatch) => <MarketCell match={m} market={market} />,
                })),
              ]}
            />
          )}
        </section>
        {disabled ? null : <BetSlipPanel />}
      </div>
    </AppShell>
  );
});
