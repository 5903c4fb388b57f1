import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@shared/money';
import { formatMoney } from '../../i18n/format';
import { useStores } from '../../stores/context';
import { limitName } from '../info/AccountPanel';

/** The member's own bet limits (player_bet_limit of the profile): min, max and max payout per key. */
export const HelpBetLimits = observer(function HelpBetLimits() {
  const { auth, prefs } = useStores();
  const { t } = useTranslation();
  const limits = auth.account?.limits ?? [];
  if (limits.length === 0) return <p>{t('help.limitsEmpty')}</p>;
  const money = (value: string | number) => formatMoney(toMinor(value), prefs.language);
  return (
    <table className="limits-table">
      <caption className="visually-hidden">{t('help.topics.betLimit.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('account.limitKey')}</th>
          <th scope="col">{t('account.minBet')}</th>
          <th scope="col">{t('account.maxBet')}</th>
          <th scope="col">{t('account.maxPayout')}</th>
        </tr>
      </thead>
      <tbody>
        {limits.map((limit) => (
          <tr key={limit.key}>
            <th scope="row">{limitName(limit.key, t)}</th>
            <td>{money(limit.min_bet)}</td>
            <td>{money(limit.max_bet)}</td>
            <td>{money(limit.max_payout)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
