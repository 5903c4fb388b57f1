import ThunderboltFilled from '@ant-design/icons/ThunderboltFilled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BoostView } from '@shared/betting/boost';
import { ODDS_TYPES } from '@shared/constants';
import { decimalOnly } from '@shared/feed/layout';
import { displayUnits, formatUnits } from '@shared/odds/price';
import type { NumericOddsType } from '@shared/odds/price';
import { useStores } from '../../stores/context';
import './boost-mark.css';

// The grid's boost mark lives apart from the Booster tab (BoosterPanel), which loads only when opened.

/** A decimal-only market (1X2) reads in decimal whatever the odds type, as in the odds grid. */
export function boostOddsType(b: Pick<BoostView, 'market'>, type: NumericOddsType): NumericOddsType {
  return decimalOnly(b.market) ? ODDS_TYPES.DEC : type;
}

export const oddsText = (price: number, type: NumericOddsType): string =>
  formatUnits(displayUnits(price, type));

/** The mark of a boosted selection in the odds grid: opens its stake form in the Booster tab. */
export const BoostMark = observer(function BoostMark({
  matchId,
  market,
  period,
  choice,
}: {
  matchId: number;
  market: string;
  period: number;
  choice: string;
}) {
  const { betting, marketView: view } = useStores();
  const { t } = useTranslation();
  const b = betting.boosts.disabled ? undefined : betting.boosts.boostOf(matchId, market, period, choice);
  if (!b) return null;
  const type = boostOddsType(b, view.numericOddsType);
  const odds = oddsText(b.boosted_price, type);
  const label = t('booster.markLabel', { odds });
  return (
    <button
      type="button"
      className="boost-mark"
      aria-label={label}
      title={label}
      onClick={() => betting.boosts.select(b.boost_id)}
    >
      <ThunderboltFilled aria-hidden />
    </button>
  );
});
