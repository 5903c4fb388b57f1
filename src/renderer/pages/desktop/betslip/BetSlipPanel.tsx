import { Button, Checkbox, Input, Radio, Select, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits } from '@shared/odds/price';
import { combinations } from '@shared/betting/parlay';
import { Money } from '../../../components/Money';
import { errorText } from '../../../i18n';
import { FieldError, validationMessage } from '../../../forms';
import { stakeFailure } from '../../../stores/BetSlipRules';
import { useStores } from '../../../stores/context';
import type { SlipMode } from '../../../stores/BetSlipStore';
import { SlipItemView } from './SlipItemView';
import { PlacedBets } from './PlacedBets';
import { slipErrorText } from './format';
import './betslip.css';

const LUCKY_SIZES = [3, 4, 5, 6, 8];

/** Parlay and system stake, odds and totals. */
const ComboFooter = observer(function ComboFooter() {
  const { betting, wallet } = useStores();
  const { t } = useTranslation();
  const slip = betting.slip;
  const totals = slip.comboAmounts;
  const parlayStakeFailure = stakeFailure(slip.parlayStake);
  return (
    <div className="slip-combo">
      {slip.mode === 'system' ? (
        <fieldset className="slip-sizes">
          <legend>{t('betslip.combinations')}</legend>
          {slip.sizeOptions.map((k) => (
            <Checkbox key={k} checked={slip.sizes.includes(k)} onChange={() => slip.toggleSize(k)}>
              {t('betslip.folds', { k, count: combinations(slip.items.length, k) })}
            </Checkbox>
          ))}
          <div className="slip-tickets">{t('betslip.tickets', { count: slip.ticketCount })}</div>
        </fieldset>
      ) : (
        <>
          <div className="slip-parlay-odds">
            {t('betslip.parlayOdds')}: <strong>{formatUnits(slip.parlayOdds)}</strong>
          </div>
          <Checkbox checked={slip.special} onChange={(e) => slip.setSpecial(e.target.checked)}>
            {t('betslip.specialParlay')}
          </Checkbox>
        </>
      )}
      <label className="slip-stake">
        <span>{slip.mode === 'system' ? t('betslip.unitStake') : t('betslip.stake')}</span>
        <Input
          inputMode="decimal"
          aria-label={slip.mode === 'system' ? t('betslip.unitStake') : t('betslip.stake')}
          value={slip.parlayStake}
          disabled={slip.phase !== 'editing'}
          onChange={(e) => slip.setParlayStake(e.target.value)}
          onBlur={() => slip.commitStake(null)}
          onPressEnter={() => slip.commitStake(null)}
          aria-invalid={parlayStakeFailure !== null}
          aria-describedby="parlay-stake-error"
        />
      </label>
      <FieldError
        reserve={false}
        id="parlay-stake"
        message={
          parlayStakeFailure
            ? validationMessage(parlayStakeFailure, {
                label: slip.mode === 'system' ? t('betslip.unitStake') : t('betslip.stake'),
              })
            : null
        }
      />
      {slip.parlayNotice ? (
        <div className="slip-notice" role="alert">
          {errorText(slip.parlayNotice)}
        </div>
      ) : null}
      {totals ? (
        <dl className="slip-amounts">
          <dt>{t('betslip.totalStake')}</dt>
          <dd aria-label={t('betslip.totalStake')}>
            <Money minor={totals.riskMinor} currency={wallet.currency} />
          </dd>
          <dt>{t('betslip.potentialWin')}</dt>
          <dd aria-label={t('betslip.potentialWin')}>
            <Money minor={totals.winMinor} currency={wallet.currency} />
          </dd>
        </dl>
      ) : null}
    </div>
  );
});

const LuckyPick = observer(function LuckyPick() {
  const { betting } = useStores();
  const { t } = useTranslation();
  const [size, setSize] = useState(3);
  return (
    <div className="slip-lucky">
      <Select
        aria-label={t('betslip.luckySize')}
        value={size}
        onChange={setSize}
        options={LUCKY_SIZES.map((n) => ({ value: n, label: t('betslip.legs', { count: n }) }))}
      />
      <Button onClick={() => betting.placement.luckyPick(size)}>{t('betslip.luckyPick')}</Button>
    </div>
  );
});

/** The bet slip beside the odds table: mode, selections, stakes, preferences and the confirm step. */
export const BetSlipPanel = observer(function BetSlipPanel() {
  const { betting, prefs, wallet } = useStores();
  const { t } = useTranslation();
  const { slip, placement } = betting;
  const b = prefs.betting;
  const blocker = placement.placeBlocker;
  const blocked = blocker !== null && blocker !== slip.error ? blocker : null;
  return (
    <aside
      className="bet-slip"
      aria-label={t('betslip.title')}
      onKeyDown={(e) => {
        // Escape steps back: out of the confirm step, else clears the slip and returns to the odds.
        if (e.key !== 'Escape' || slip.items.length === 0) return;
        e.preventDefault();
        placement.escape();
      }}
    >
      <h2 className="bet-slip-title">{t('betslip.title')}</h2>
      <Radio.Group
        className="slip-modes"
        optionType="button"
        size="small"
        aria-label={t('betslip.mode')}
        value={slip.mode}
        onChange={(e) => slip.setMode(e.target.value as SlipMode)}
        options={(['single', 'parlay', 'system'] as const).map((m) => ({
          value: m,
          label: t(`betslip.modes.${m}`),
        }))}
      />
      <PlacedBets />
      {slip.items.length === 0 ? (
        <p className="slip-empty">{t('betslip.empty')}</p>
      ) : (
        <ul className="slip-items" aria-label={t('betslip.selections')}>
          {slip.items.map((item) => (
            <SlipItemView
              key={item.key}
              slip={slip}
              placement={placement}
              item={item}
              currency={wallet.currency}
            />
          ))}
        </ul>
      )}
      {slip.mode !== 'single' && slip.items.length > 0 ? <ComboFooter /> : null}
      {slip.error ? (
        <div className="slip-error" role="alert">
          {slipErrorText(t, slip.error, errorText)}
        </div>
      ) : null}
      {slip.phase === 'editing' ? (
        <>
          <Button
            type="primary"
            block
            disabled={!placement.canPlace}
            aria-describedby={blocked ? 'place-bet-blocked' : undefined}
            onClick={() => placement.requestConfirm()}
          >
            {t('betslip.placeBet')}
          </Button>
          {/* A disabled Place bet always says why (the slip's own error above may say it already). */}
          {blocked ? (
            // Waiting for the server's word on a lost submit is news the player is waiting for: announced.
            <p
              id="place-bet-blocked"
              className="slip-blocked"
              role={blocked === 'blocked.inDoubt' ? 'status' : undefined}
            >
              {slipErrorText(t, blocked, errorText)}
            </p>
          ) : null}
        </>
      ) : (
        <div className="slip-confirm" role="group" aria-label={t('betslip.confirmStep')}>
          <p>{t('betslip.confirmQuestion')}</p>
          <Button
            type="primary"
            autoFocus
            loading={slip.phase === 'placing'}
            disabled={!placement.online}
            aria-describedby={placement.online ? undefined : 'confirm-blocked'}
            onClick={() => void placement.confirm()}
          >
            {t('betslip.confirm')}
          </Button>
          <Button disabled={slip.phase === 'placing'} onClick={() => slip.cancelConfirm()}>
            {t('betslip.cancel')}
          </Button>
          {placement.online ? null : (
            <p id="confirm-blocked" className="slip-blocked">
              {slipErrorText(t, 'blocked.offline', errorText)}
            </p>
          )}
        </div>
      )}
      <div className="slip-prefs">
        <Checkbox
          checked={b.acceptBetterOdds}
          disabled={b.acceptAnyOdds}
          onChange={(e) => prefs.setBetting('acceptBetterOdds', e.target.checked)}
        >
          {t('betslip.acceptBetterOdds')}
        </Checkbox>
        <Checkbox
          checked={b.acceptAnyOdds}
          onChange={(e) => prefs.setBetting('acceptAnyOdds', e.target.checked)}
        >
          {t('betslip.acceptAnyOdds')}
        </Checkbox>
        <label className="slip-quick">
          <Switch
            size="small"
            checked={b.quickBet}
            aria-label={t('betslip.quickBet')}
            onChange={(on) => prefs.setBetting('quickBet', on)}
          />
          <span>{t('betslip.quickBetAmount', { amount: b.quickBetAmount })}</span>
        </label>
      </div>
      {slip.mode === 'parlay' && slip.items.length === 0 ? <LuckyPick /> : null}
    </aside>
  );
});
