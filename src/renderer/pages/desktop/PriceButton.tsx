import LockOutlined from '@ant-design/icons/LockOutlined';
import { memo } from 'react';
import { LINE_STATE } from '@shared/feed/layout';
import type { Period } from '@shared/feed/layout';
import type { MarketKey } from '@shared/market/selection';
import { ODDS_TYPES } from '@shared/constants';
import { formatUnits, displayUnits } from '@shared/odds/price';
import type { NumericOddsType, Price } from '@shared/odds/price';
import { useStores } from '../../stores/context';
import type { Flash } from '../../stores/MarketModels';
import type { OddsLabels } from './oddsLabels';

export interface PriceButtonProps {
  matchId: number;
  market: MarketKey;
  period: Period;
  choice: string;
  /** Handicap or total in hundredths; null for markets without a line. */
  line: number | null;
  price: Price;
  state: number;
  flash: Flash | undefined;
  /** Who or what is backed, for the accessible name ("Arsenal", "Over", "Draw"). */
  who: string;
  /** Shown instead of the converted price (Myanmar quotes are displayed as given). */
  text?: string;
  /** Multi-way markets (1X2, outrights, extras) show decimal odds whatever the odds type. */
  decimal?: boolean;
  /** The page's numeric odds type (store.numericOddsType), read by the observing parent. */
  oddsType: NumericOddsType;
  /** The current language's texts (oddsLabels), from the parent. */
  labels: OddsLabels;
}

/**
 * One clickable price. Suspended shows the odds locked; closed-price and closed hide them. A plain memo
 * component: everything it shows comes in as props from the observing cell, so an unchanged price is not
 * re-rendered and a changed one costs no MobX tracking or i18next call of its own.
 */
export const PriceButton = memo(function PriceButton({
  matchId,
  market,
  period,
  choice,
  line,
  price,
  state,
  flash,
  who,
  text,
  decimal,
  oddsType,
  labels,
}: PriceButtonProps) {
  const { marketView: view, marketFeed: feed } = useStores();
  const marketName = labels.market(market);
  const periodName = labels.period(period);
  const type = decimal ? ODDS_TYPES.DEC : oddsType;
  const hidden = state === LINE_STATE.CLOSED_PRICE || state === LINE_STATE.CLOSED || price <= 0;
  if (hidden || state === LINE_STATE.SUSPENDED) {
    return (
      <button
        type="button"
        className="price locked"
        disabled
        aria-label={labels.lockedLabel(who, marketName, periodName)}
      >
        <LockOutlined aria-hidden />
        {hidden ? null : (
          <span className="price-value">{text ?? formatUnits(displayUnits(price, type))}</span>
        )}
      </button>
    );
  }
  const shown = text ?? formatUnits(displayUnits(price, type));
  const negative = shown.startsWith('-');
  return (
    <button
      type="button"
      className={`price${flash ? ` odds-${flash}` : ''}${negative ? ' negative' : ''}`}
      aria-label={labels.priceLabel(who, marketName, periodName, shown)}
      data-price={price}
      onClick={() => {
        const selection = feed.selectionOf(
          matchId,
          market,
          period,
          choice,
          price,
          line,
          decimal ? ODDS_TYPES.DEC : undefined,
        );
        if (selection) view.pick(selection);
      }}
    >
      <span className="price-value">{shown}</span>
    </button>
  );
});
