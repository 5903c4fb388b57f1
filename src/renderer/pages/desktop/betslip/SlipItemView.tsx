import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Button, Input, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { ODDS_TYPES } from '@shared/constants';
import { myanmarPickText } from '@shared/odds/myanmar';
import { displayUnits, formatUnits } from '@shared/odds/price';
import { Money } from '../../../components/Money';
import { FieldError, validationMessage } from '../../../forms';
import { betOddsType, stakeFailure } from '../../../stores/BetSlipRules';
import type { BetPlacement } from '../../../stores/BetPlacement';
import type { BetSlipStore, SlipItem } from '../../../stores/BetSlipStore';
import { errorText } from '../../../i18n';
import { matchTitle, selectionName, selectionPick } from '../../../i18n/marketNames';

/** The odds as the player bets them: a Myanmar side's own share as its button showed it, else the price in the bet's odds type. */
function oddsText(item: SlipItem): string {
  const sel = item.selection;
  const type = betOddsType(sel);
  if (type === ODDS_TYPES.MMO) {
    return sel.mmo ? myanmarPickText(sel.mmo, sel.market, sel.choice, sel.mmo.giver) : '';
  }
  return formatUnits(displayUnits(sel.price, type));
}

/** One selection of the slip; in single mode it carries its own stake, risk and potential win. */
export const SlipItemView = observer(function SlipItemView({
  slip,
  placement,
  item,
  currency,
}: {
  slip: BetSlipStore;
  placement: BetPlacement;
  item: SlipItem;
  currency: string | null;
}) {
  const { t } = useTranslation();
  const sel = item.selection;
  const title = matchTitle(t, sel.homeName, sel.awayName);
  const amounts = slip.mode === 'single' ? slip.amountsOf(item) : null;
  const code = item.check?.code;
  const stakeRef = useRef<InputRef>(null);
  const focusStake = slip.stakeFocusPending && slip.mode === 'single';
  useEffect(() => {
    if (!focusStake) return;
    stakeRef.current?.focus();
    slip.stakeFocused();
  }, [focusStake, slip]);
  return (
    <li
      className="slip-item"
      // What the end-to-end test needs to recompute the settlement it then reads on screen.
      data-match-id={sel.matchId}
      data-parent-id={sel.parentId ?? ''}
      data-market={sel.market}
      data-choice={sel.choice}
      data-line={sel.line ?? ''}
      data-price={sel.price}
      data-score={sel.score ? sel.score.join('-') : ''}
    >
      <div className="slip-item-head">
        <span className="slip-pick">{selectionName(t, selectionPick(sel))}</span>
        <span className="slip-odds" aria-label={t('betslip.odds')}>
          @ {oddsText(item)}
        </span>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('betslip.remove', { match: title })}
          onClick={() => slip.remove(item.key)}
        />
      </div>
      <div className="slip-match">
        {title}
        {sel.marketGroup === 3 ? <Tag color="red">{t('betslip.live')}</Tag> : null}
        {sel.score ? <span className="slip-score"> {sel.score.join('-')}</span> : null}
      </div>
      <div className="slip-league">{sel.leagueName}</div>
      {item.moved ? (
        <div className="slip-moved" role="status">
          {t('betslip.oddsChanged')}
        </div>
      ) : null}
      {code ? (
        <div className="slip-error" role="alert">
          {errorText(code)}
        </div>
      ) : null}
      {slip.mode === 'single' ? (
        <>
          <label className="slip-stake">
            <span>{t('betslip.stake')}</span>
            <Input
              inputMode="decimal"
              aria-label={t('betslip.stake')}
              value={item.stakeText}
              disabled={slip.phase !== 'editing'}
              onChange={(e) => slip.setStake(item.key, e.target.value)}
              onBlur={() => slip.commitStake(item.key)}
              ref={stakeRef}
              // Enter is Place bet from the keyboard: the confirm step opens with its Confirm button focused. The
              // key's default is stopped, or its keypress would land on that button and confirm at once.
              onPressEnter={(e) => {
                e.preventDefault();
                placement.requestConfirm();
              }}
              aria-invalid={stakeFailure(item.stakeText) !== null}
              aria-describedby={`stake-${item.key}-error`}
            />
          </label>
          <FieldError
            reserve={false}
            id={`stake-${item.key}`}
            message={stakeMessage(item.stakeText, t('betslip.stake'))}
          />
          {item.notice ? (
            <div className="slip-notice" role="alert">
              {errorText(item.notice)}
            </div>
          ) : null}
          {amounts ? (
            <dl className="slip-amounts">
              <dt>{t('betslip.risk')}</dt>
              <dd aria-label={t('betslip.risk')}>
                <Money minor={amounts.riskMinor} currency={currency} />
              </dd>
              <dt>{t('betslip.potentialWin')}</dt>
              <dd aria-label={t('betslip.potentialWin')}>
                <Money minor={amounts.winMinor} currency={currency} />
              </dd>
            </dl>
          ) : null}
        </>
      ) : null}
    </li>
  );
});

/** The generic form rules' message for a stake that is not an amount (the slip clamps amounts, it never refuses them). */
function stakeMessage(text: string, label: string): string | null {
  const failure = stakeFailure(text);
  return failure ? validationMessage(failure, { label }) : null;
}
