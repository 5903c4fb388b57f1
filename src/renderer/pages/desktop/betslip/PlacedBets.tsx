import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@shared/money';
import { Money } from '../../../components/Money';
import { useStores } from '../../../stores/context';

/** What the last confirm placed: ref no, status (waiting or running) and the amount debited. */
export const PlacedBets = observer(function PlacedBets() {
  const { betting, wallet } = useStores();
  const { t } = useTranslation();
  const placed = betting.slip.placed;
  if (placed.length === 0) return null;
  return (
    <div className="slip-placed" role="status">
      <strong>{t('betslip.placed')}</strong>
      <ul>
        {placed.map((bet) => (
          <li key={bet.bet_id}>
            {bet.ref_no} · {t(`betlist.status.${bet.status}`)} ·{' '}
            <Money minor={toMinor(bet.risk)} currency={wallet.currency} />
          </li>
        ))}
      </ul>
    </div>
  );
});
