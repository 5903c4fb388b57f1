import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Alert, Button, Input, Spin } from 'antd';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILDER_MAX_PICKS, BUILDER_MIN_PICKS, builderSlot, type BuilderPick } from '@shared/betting/builder';
import { formatUnits } from '@shared/odds/price';
import { ConfirmStep } from '../../components/ConfirmStep';
import { errorText } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import type { Translate } from '../../i18n/keys';
import { choiceName, marketName, matchTitle } from '../../i18n/marketNames';
import { useStores } from '../../stores/context';
import { builderMarkets, cornersOf, type BuilderMarket } from './builderMarkets';
import './bet-builder.css';

function pickName(t: Translate, market: BuilderMarket, choice: string): string {
  return choiceName(t, { ...market.named, choice });
}

/** The selections picked, each with the market it is on, as the bar and the confirmation name them. */
function pickedNames(t: Translate, markets: readonly BuilderMarket[], picks: readonly BuilderPick[]) {
  return picks.map((pick) => {
    const market = markets.find((m) => m.key === builderSlot(pick));
    const heading = market ? marketName(t, market.named) : '';
    const choice = market ? pickName(t, market, pick.choice) : pick.choice;
    return { pick, name: heading ? `${heading}: ${choice}` : choice };
  });
}

/** The builder's slip, above its markets: the selections, their one price, the stake, what it returns, Place. */
const BuilderSlip = observer(function BuilderSlip({
  markets,
  match,
}: {
  markets: readonly BuilderMarket[];
  match: string;
}) {
  const { betting, prefs, wallet } = useStores();
  const store = betting.builder;
  const { t } = useTranslation();
  const lang = prefs.language;
  const named = pickedNames(t, markets, store.picks);
  const offer = store.confirming;
  const problem = store.stakeProblem;
  let price;
  if (store.picks.length < BUILDER_MIN_PICKS)
    price = (
      <span className="builder-hint">
        {t('builder.hint', { min: BUILDER_MIN_PICKS, max: BUILDER_MAX_PICKS })}
      </span>
    );
  else if (store.quoteError)
    price = (
      <span className="builder-refused" role="alert">
        {errorText(store.quoteError)}
      </span>
    );
  else if (store.quote)
    price = (
      <span className="builder-odds" aria-live="polite">
        {t('builder.odds')} <strong>{store.quote.odds}</strong>
        {store.quoting ? <Spin size="small" aria-label={t('builder.pricing')} /> : null}
      </span>
    );
  else price = <Spin size="small" aria-label={t('builder.pricing')} />;
  const returns = store.potentialReturn;
  return (
    <form
      className="builder-slip"
      aria-label={t('builder.slip')}
      onSubmit={(e) => {
        e.preventDefault();
        store.askToPlace();
      }}
    >
      <div className="builder-picks" role="list" aria-label={t('builder.selections')}>
        {named.map(({ pick, name }) => (
          <span className="builder-pick" role="listitem" key={builderSlot(pick)}>
            {name}
            <Button
              size="small"
              type="text"
              icon={<CloseOutlined />}
              aria-label={t('builder.remove', { pick: name })}
              onClick={() => store.remove(pick)}
            />
          </span>
        ))}
      </div>
      <div className="builder-price-row">
        {price}
        <label className="builder-stake">
          <span>{t('builder.stake')}</span>
          <Input
            size="small"
            value={store.stake}
            inputMode="decimal"
            status={problem ? 'error' : undefined}
            onChange={(e) => store.setStake(e.target.value)}
          />
        </label>
        {returns !== null ? (
          <span className="builder-returns">
            {t('builder.returns', { amount: formatMoney(returns, lang, wallet.currency) })}
          </span>
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          size="small"
          disabled={!store.canPlace}
          loading={store.placing}
        >
          {t('builder.place')}
        </Button>
      </div>
      {problem ? (
        <p className="builder-refused" role="alert">
          {errorText(problem)}
        </p>
      ) : null}
      {store.placeError ? (
        <Alert type="error" showIcon role="alert" title={errorText(store.placeError)} />
      ) : null}
      {store.receipt ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('builder.placed', {
            ref: store.receipt.refNo,
            stake: formatMoney(store.receipt.stake, lang, wallet.currency),
            odds: store.receipt.odds,
            returns: formatMoney(store.receipt.potentialReturn, lang, wallet.currency),
          })}
        />
      ) : null}
      <ConfirmStep
        open={offer !== null}
        title={t('builder.confirmTitle')}
        okText={t('builder.confirm')}
        cancelText={t('builder.cancel')}
        onConfirm={() => void store.place()}
        onCancel={() => store.cancelPlace()}
      >
        {offer
          ? t('builder.confirmBody', {
              match,
              selections: pickedNames(t, markets, offer.picks)
                .map((p) => p.name)
                .join(', '),
              odds: offer.quote.odds,
              stake: formatMoney(offer.stake, lang, wallet.currency),
              returns: formatMoney(offer.potentialReturn, lang, wallet.currency),
            })
          : null}
      </ConfirmStep>
    </form>
  );
});

/**
 * The bet builder of one match, in its more-odds panel: the slip, then each market the builder takes with its
 * selections as toggles (pressed when picked). The price is asked again whenever the match's prices move.
 */
export const BetBuilder = observer(function BetBuilder({ id }: { id: number }) {
  const { betting, marketFeed: feed } = useStores();
  const store = betting.builder;
  const { t } = useTranslation();
  const model = feed.models.get(id);
  const more = feed.moreOdds.get(id) ?? [];
  const corners = cornersOf(feed, id);
  // A move of the match's prices moves the builder's: ask again, so the price shown is the one placing gets.
  useEffect(() => {
    if (!model) return undefined;
    return reaction(
      () => [model.observePrices().lines, corners?.observePrices().lines],
      () => void store.requote(),
    );
  }, [store, model, corners]);
  if (!model) return null;
  model.observePrices();
  corners?.observePrices();
  const markets = builderMarkets(model, more, corners);
  return (
    <div className="bet-builder">
      <BuilderSlip markets={markets} match={matchTitle(t, model.home, model.away)} />
      {markets.map((market) => {
        // Totals come on several lines: each group says its own.
        const { market: key, line } = market.named;
        const heading = `${marketName(t, market.named)}${key === 'ou' && line !== null ? ` ${formatUnits(line)}` : ''}`;
        return (
          <div className="more-market" role="group" aria-label={heading} key={market.key}>
            <h4>{heading}</h4>
            <div className="more-choices">
              {market.picks.map((pick) => {
                const picked = store.isPicked(pick);
                return (
                  <Button
                    key={pick.choice}
                    size="small"
                    className="builder-choice"
                    type={picked ? 'primary' : 'default'}
                    aria-pressed={picked}
                    onClick={() => store.toggle(pick)}
                  >
                    {pickName(t, market, pick.choice)}
                  </Button>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
});
