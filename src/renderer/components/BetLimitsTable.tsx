import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@shared/money';
import { formatMoney } from '../i18n/format';
import { translateBuilt } from '../i18n/keys';
import type { Translate } from '../i18n/keys';
import { useStores } from '../stores/context';

/** Limit keys are `{sportId}_{market}`, `parlay`, `mmo` or `default` (server seed); shown in the player's words. */
function limitName(key: string, t: Translate): string {
  if (key === 'default') return t('account.limitDefault');
  if (key === 'parlay') return t('market.parlay');
  if (key === 'mmo') return t('odds.typeName.5');
  const [sport, market] = key.split('_');
  const sportName =
    sport && /^\d+$/.test(sport) ? translateBuilt(t, `sports.name.${sport}`, sport) : (sport ?? key);
  const marketKey = market === '1x2' ? 'oxt' : market;
  const marketName = marketKey ? translateBuilt(t, `odds.${marketKey}`, marketKey) : '';
  return marketName ? `${sportName} · ${marketName}` : sportName;
}

/** The member's own bet limits (player_bet_limit of the profile): min, max and max payout per key. */
export const BetLimitsTable = observer(function BetLimitsTable({ caption }: { caption: string }) {
  const { auth, prefs } = useStores();
  const { t } = useTranslation();
  const money = (value: string | number) => formatMoney(toMinor(value), prefs.language);
  return (
    <table className="limits-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('account.limitKey')}</th>
          <th scope="col">{t('account.minBet')}</th>
          <th scope="col">{t('account.maxBet')}</th>
          <th scope="col">{t('account.maxPayout')}</th>
        </tr>
      </thead>
      <tbody>
        {(auth.account?.limits ?? []).map((limit) => (
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
