import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { isExtraMarket } from '../../stores/MarketColumns';
import { choiceName, marketName, matchTitle } from '../../i18n/marketNames';
import { oddsLabels } from './oddsLabels';
import { builderOffered } from './builderMarkets';
import { PriceButton } from './PriceButton';
import { moreOddsPrice } from './priceProps';

// The builder loads with the first match a player builds on: most sessions never open it, and it would otherwise
// weigh on every first load.
const BetBuilder = lazy(() => import('./BetBuilder').then((m) => ({ default: m.BetBuilder })));

/** The "more" panel of one match: every extra market from uxmatch, refreshed while open. */
export const MoreOdds = observer(function MoreOdds({ id }: { id: number }) {
  const { marketView: view, marketFeed: feed, betting } = useStores();
  const { t, i18n } = useTranslation();
  const labels = oddsLabels(i18n);
  const markets = feed.moreOdds.get(id);
  const model = feed.models.get(id);
  if (!markets) return <div className="more-odds loading">{t('odds.loadingMore')}</div>;
  if (!markets.length || !model) return <div className="more-odds">{t('odds.noMore')}</div>;
  const match = matchTitle(t, model.home, model.away);
  const offered = builderOffered(model);
  const building = offered && betting.builder.matchId === id;
  // The builder switch leads the panel of a match that takes one; building, the panel shows the builder instead.
  const builderSwitch = offered ? (
    <div className="builder-switch">
      <Button
        size="small"
        type={building ? 'primary' : 'default'}
        aria-pressed={building}
        onClick={() => (building ? betting.builder.close() : betting.builder.open(id))}
      >
        {t('builder.title')}
      </Button>
      <span className="builder-intro">{t('builder.intro')}</span>
    </div>
  ) : null;
  if (building)
    return (
      <section className="more-odds" aria-label={t('builder.panel', { match })}>
        {builderSwitch}
        <Suspense fallback={<div className="more-odds loading">{t('odds.loadingMore')}</div>}>
          <BetBuilder id={id} />
        </Suspense>
      </section>
    );
  // The market type picked for the page (correct score, HT/FT, total goals) leads the panel.
  const first = isExtraMarket(view.marketType) ? view.marketType : null;
  const ordered = first
    ? [...markets.filter((m) => m[0] === first), ...markets.filter((m) => m[0] !== first)]
    : markets;
  const pick = (key: string, period: number, line: number) => ({
    market: key,
    period,
    line: line || null,
    home: model.home,
    away: model.away,
  });
  return (
    <section className="more-odds" aria-label={t('odds.moreOdds', { match })}>
      {builderSwitch}
      {ordered.map((row) => {
        const [key, period, line, choices] = row;
        const heading = marketName(t, pick(key, period, line));
        return (
          <div className="more-market" key={`${key}-${period}-${line}`}>
            <h4>{heading}</h4>
            <div className="more-choices">
              {choices.map((entry) => {
                const choice = entry[0];
                const name = choiceName(t, { ...pick(key, period, line), choice });
                return (
                  <span className="more-choice" key={choice}>
                    <span className="more-choice-name">{name}</span>
                    <PriceButton
                      {...moreOddsPrice(id, row, entry)}
                      who={heading === labels.market(key) ? name : `${heading}: ${name}`}
                      oddsType={view.numericOddsType}
                      labels={labels}
                    />
                  </span>
                );
              })}
            </div>
          </div>
        );
      })}
    </section>
  );
});
