import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BetView } from '@shared/betting/api';
import { toMinor } from '@shared/money';
import { Money } from '../../../components/Money';
import { useStores } from '../../../stores/context';
import { PrintTicketButton } from '../../../components/ticket/PrintTicketButton';

/** What the slip says about a placed bet: waiting for acceptance, accepted, or rejected with the reason. */
function answerOf(t: (key: string, o?: Record<string, unknown>) => string, bet: BetView): string | null {
  if (bet.status === 'waiting') return t('betslip.follow.waiting');
  if (bet.status === 'rejected') {
    return bet.reject_reason
      ? t('betslip.follow.rejected', {
          reason: t(`betlist.reason.${bet.reject_reason}`, { defaultValue: t('betlist.status.rejected') }),
        })
      : t('betslip.follow.rejectedNoReason');
  }
  if (bet.status === 'running') return t('betslip.follow.accepted');
  return null;
}

/**
 * What the last confirm placed: ref no, status and the amount debited. A live bet is followed until it is
 * accepted or rejected; the change is announced politely to screen readers.
 */
export const PlacedBets = observer(function PlacedBets() {
  const { betting, wallet } = useStores();
  const { t } = useTranslation();
  const placed = betting.placement.placed;
  return (
    <div className="slip-placed" role="status" aria-live="polite" hidden={placed.length === 0}>
      {placed.length ? <strong>{t('betslip.placed')}</strong> : null}
      <ul>
        {placed.map((bet) => (
          <li key={bet.bet_id} className={`placed-${bet.status}`}>
            {bet.ref_no} · {t(`betlist.status.${bet.status}`)} ·{' '}
            <Money minor={toMinor(bet.risk)} currency={wallet.currency} />
            {answerOf(t, bet) ? <div className="placed-answer">{answerOf(t, bet)}</div> : null}
            {bet.status === 'running' ? <PrintTicketButton refNo={bet.ref_no} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
});
