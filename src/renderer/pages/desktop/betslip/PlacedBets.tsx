import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BetView } from '@shared/betting/api';
import { toMinor } from '@shared/money';
import { Money } from '../../../components/Money';
import { useStores } from '../../../stores/context';
import { PrintTicketButton } from '../../../components/ticket/PrintTicketButton';
import { translateBuilt } from '../../../i18n/keys';
import type { Translate } from '../../../i18n/keys';
import { legName, matchTitle } from '../../../i18n/marketNames';

/** What the slip says about a placed bet: waiting for acceptance, accepted, or rejected with the reason. */
function answerOf(t: Translate, bet: BetView): string | null {
  if (bet.status === 'waiting') return t('betslip.follow.waiting');
  if (bet.status === 'rejected') {
    return bet.reject_reason
      ? t('betslip.follow.rejected', {
          reason: translateBuilt(t, `betlist.reason.${bet.reject_reason}`, t('betlist.status.rejected')),
        })
      : t('betslip.follow.rejectedNoReason');
  }
  if (bet.status === 'running') return t('betslip.follow.accepted');
  return null;
}

/** What a placed bet backs, named as the bet list and the ticket name it: each selection at its odds, and its match. */
function PlacedPicks({ bet }: { bet: BetView }) {
  const { t } = useTranslation();
  const several = bet.legs.length > 1;
  return (
    <ul className="placed-picks">
      {bet.legs.map((leg) => (
        <li key={leg.leg_no}>
          <span className="placed-pick">{legName(t, leg)}</span> @ {several ? leg.odds : bet.odds}
          <div className="placed-match">{matchTitle(t, leg.home, leg.away)}</div>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the last confirm placed: ref no, bet type and status, the selections, and the amount debited (its risk). A live bet is followed until it is
 * accepted or rejected; the change is announced politely to screen readers.
 */
export const PlacedBets = observer(function PlacedBets() {
  const { betting, wallet } = useStores();
  const { t } = useTranslation();
  const placed = betting.placement.placed.bets;
  return (
    <div className="slip-placed" role="status" aria-live="polite" hidden={placed.length === 0}>
      {placed.length ? <strong>{t('betslip.placed')}</strong> : null}
      <ul>
        {placed.map((bet) => (
          <li key={bet.bet_id} className={`placed-${bet.status}`}>
            <div>
              {bet.ref_no} · {t(`betlist.type.${bet.bet_type}`)} · {t(`betlist.status.${bet.status}`)}
            </div>
            <PlacedPicks bet={bet} />
            <div className="placed-risk">
              {t('betslip.risk')}: <Money minor={toMinor(bet.risk)} currency={wallet.currency} />
            </div>
            {answerOf(t, bet) ? <div className="placed-answer">{answerOf(t, bet)}</div> : null}
            {bet.status === 'running' ? <PrintTicketButton refNo={bet.ref_no} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
});
