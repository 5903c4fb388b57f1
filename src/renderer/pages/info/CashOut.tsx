import { Alert, Button, Input, Modal, Radio } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BetView } from '@shared/betting/api';
import { toMinor } from '@shared/money';
import { errorText } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import type { CashOutMode } from '../../stores/CashOutStore';
import { useStores } from '../../stores/context';

const NOTE = { full: 'cashOut.fullNote', part: 'cashOut.partNote', auto: 'cashOut.autoNote' } as const;

/**
 * A running bet's Cash out button with the value offered now (nothing while there is no offer), and the auto cash
 * out value the player set, with the button that clears it.
 */
export const CashOutButton = observer(function CashOutButton({ bet }: { bet: BetView }) {
  const { betting, prefs, wallet } = useStores();
  const { t } = useTranslation();
  const store = betting.cashOut;
  if (store.disabled) return null;
  const value = store.offerOf(bet.bet_id);
  const auto = store.autoOf(bet.bet_id);
  const money = (v: string) => formatMoney(toMinor(v), prefs.language, wallet.currency);
  // The list's figures go without the currency: its column heads name it once.
  const plain = (v: string) => formatMoney(toMinor(v), prefs.language, null);
  return (
    <div className="cash-out">
      {value === null ? null : (
        // The visible words lead the accessible name, which adds the currency the column does not head.
        <Button
          size="small"
          type="primary"
          className="cash-out-button"
          aria-label={`${t('cashOut.confirm')} ${plain(value)} ${wallet.currency ?? ''}`.trim()}
          onClick={() => store.open(bet)}
        >
          <span>{t('cashOut.confirm')}</span> <span className="cash-out-value">{plain(value)}</span>
        </Button>
      )}
      {auto === null ? null : (
        <div className="cash-out-auto bet-figure">
          {t('cashOut.autoAt', { value: money(auto) })}{' '}
          <Button
            size="small"
            type="link"
            aria-label={t('cashOut.clearAutoLabel', { ref: bet.ref_no })}
            onClick={() => void store.clearAuto(bet)}
          >
            {t('cashOut.clearAuto')}
          </Button>
        </div>
      )}
    </div>
  );
});

/** What a bet's cash outs paid, under its payout: the partial ones of a running bet, or the whole of a cashed-out one. */
export function CashedOut({ bet }: { bet: BetView }) {
  const { prefs, wallet } = useStores();
  const { t } = useTranslation();
  if (!bet.cash_out) return null;
  const amount = formatMoney(toMinor(bet.cash_out.amount), prefs.language, wallet.currency);
  return (
    <div className="bet-cashed-out bet-figure">
      {bet.status !== 'cashed_out'
        ? t('cashOut.partlyCashedOut', { amount })
        : bet.cash_out.automatic
          ? t('cashOut.autoCashedOut', { amount })
          : t('cashOut.cashedOut', { amount })}
    </div>
  );
}

/**
 * The confirmation of a cash out: the value offered when it opened, in full or a part of it, and what is credited.
 * A value that changed meanwhile is shown in its place with the reason; Confirm then asks for the new one.
 */
export const CashOutDialog = observer(function CashOutDialog() {
  const { betting, prefs, wallet } = useStores();
  const { t } = useTranslation();
  const store = betting.cashOut;
  const c = store.confirming;
  const money = (v: string) => formatMoney(toMinor(v), prefs.language, wallet.currency);
  const problem = store.amountProblem;
  return (
    <Modal
      open={c !== null}
      title={c ? t('cashOut.title', { ref: c.bet.ref_no }) : ''}
      okText={c?.mode === 'auto' ? t('cashOut.setAuto') : t('cashOut.confirm')}
      cancelText={t('cashOut.cancel')}
      confirmLoading={store.taking}
      okButtonProps={{ disabled: !store.confirmable }}
      onOk={() => void store.confirm()}
      onCancel={() => store.cancel()}
    >
      {c ? (
        <form
          className="cash-out-form"
          aria-label={t('cashOut.title', { ref: c.bet.ref_no })}
          onSubmit={(e) => {
            e.preventDefault();
            void store.confirm();
          }}
        >
          <p className="cash-out-value" role="status">
            {t('cashOut.offer', { value: money(c.value) })}
          </p>
          <Radio.Group
            value={c.mode}
            onChange={(e) => store.setMode(e.target.value as CashOutMode)}
            aria-label={t('cashOut.how')}
          >
            <Radio value="full">{t('cashOut.full')}</Radio>
            <Radio value="part">{t('cashOut.part')}</Radio>
            <Radio value="auto">{t('cashOut.auto')}</Radio>
          </Radio.Group>
          {c.mode === 'full' ? null : (
            <label className="cash-out-amount">
              <span>
                {t(c.mode === 'part' ? 'cashOut.amount' : 'cashOut.autoAmount', {
                  currency: wallet.currency ?? '',
                })}
              </span>
              <Input
                value={c.amount}
                inputMode="decimal"
                autoFocus
                status={problem && c.amount ? 'error' : undefined}
                onChange={(e) => store.setAmount(e.target.value)}
              />
            </label>
          )}
          <p className="cash-out-note">{t(NOTE[c.mode])}</p>
          {problem && c.amount ? (
            <p role="alert" className="cash-out-problem">
              {errorText(problem)}
            </p>
          ) : null}
          {c.error ? <Alert type="warning" showIcon role="alert" title={errorText(c.error)} /> : null}
        </form>
      ) : null}
    </Modal>
  );
});

/** The receipt of the last cash out: the bet, what was credited and the balance after it. */
export const CashOutReceiptNotice = observer(function CashOutReceiptNotice() {
  const { betting, prefs, wallet } = useStores();
  const { t } = useTranslation();
  const r = betting.cashOut.receipt;
  if (!r) return null;
  const money = (v: string) => formatMoney(toMinor(v), prefs.language, wallet.currency);
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      className="cash-out-receipt"
      title={t('cashOut.receipt', { ref: r.refNo, amount: money(r.amount), balance: money(r.balance) })}
      description={r.remainderStake ? t('cashOut.remainder', { stake: money(r.remainderStake) }) : undefined}
    />
  );
});
