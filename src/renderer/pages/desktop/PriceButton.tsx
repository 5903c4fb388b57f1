import { LockOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LINE_STATE } from '@shared/feed/layout';
import type { Period } from '@shared/feed/layout';
import type { MarketKey } from '@shared/market/selection';
import { ODDS_TYPES } from '@shared/constants';
import { formatUnits, displayUnits } from '@shared/odds/price';
import type { Price } from '@shared/odds/price';
import { useStores } from '../../stores/context';
import type { Flash } from '../../stores/MarketModels';

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
}

/** One clickable price. Suspended shows the odds locked; closed-price and closed hide them. */
export const PriceButton = observer(function PriceButton({ matchId, market, period, choice, line, price, state, flash, who, text, decimal }: PriceButtonProps) {
  const { market: store } = useStores();
  const { t } = useTranslation();
  const marketName = t(`odds.${market}`, { defaultValue: market });
  const periodName = period === 0 ? t('odds.fullTime') : t('odds.firstHalf');
  const type = decimal ? ODDS_TYPES.DEC : store.numericOddsType;
  const hidden = state === LINE_STATE.CLOSED_PRICE || state === LINE_STATE.CLOSED || price <= 0;
  if (hidden || state === LINE_STATE.SUSPENDED) {
    return (
      <button type="button" className="price locked" disabled aria-label={t('odds.lockedLabel', { who, market: marketName, period: periodName })}>
        <LockOutlined aria-hidden />
        {hidden ? null : <span className="price-value">{text ?? formatUnits(displayUnits(price, type))}</span>}
      </button>
    );
  }
  const shown = text ?? formatUnits(displayUnits(price, type));
  const negative = shown.startsWith('-');
  return (
    <button
      type="button"
      className={`price${flash ? ` odds-${flash}` : ''}${negative ? ' negative' : ''}`}
      aria-label={t('odds.priceLabel', { who, market: marketName, period: periodName, price: shown })}
      data-price={price}
      onClick={() => {
        const selection = store.selectionOf(matchId, market, period, choice, price, line, decimal ? ODDS_TYPES.DEC : undefined);
        if (selection) store.pick(selection);
      }}
    >
      <span className="price-value">{shown}</span>
    </button>
  );
});
