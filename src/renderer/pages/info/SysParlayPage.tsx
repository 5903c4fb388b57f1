import { useTranslation } from 'react-i18next';
import { SYSTEM_PARLAY_FULL_ONLY_ABOVE } from '@shared/constants';
import { combinations, systemSizes, systemTicketCount } from '@shared/betting/parlay';
import { useTitle } from '../../components/useTitle';

const NAMED: [number, string][] = [
  [3, 'Trixie'],
  [4, 'Yankee'],
  [5, 'Super Yankee'],
  [6, 'Heinz'],
  [7, 'Super Heinz'],
  [8, 'Goliath'],
];

/** /info/sysparlay: how a system parlay splits into tickets, with the counts computed by the same rules the slip uses. */
export function SysParlayPage() {
  const { t } = useTranslation();
  useTitle(t('sysparlay.title'));
  return (
    <div className="info-page">
      <h1>{t('sysparlay.title')}</h1>
      <p>{t('sysparlay.intro')}</p>
      <p>{t('sysparlay.payout')}</p>
      <p>{t('sysparlay.fullOnly', { count: SYSTEM_PARLAY_FULL_ONLY_ABOVE })}</p>
      <table className="info-table">
        <caption>{t('sysparlay.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sysparlay.selections')}</th>
            <th scope="col">{t('sysparlay.name')}</th>
            <th scope="col">{t('sysparlay.perSize')}</th>
            <th scope="col">{t('sysparlay.total')}</th>
          </tr>
        </thead>
        <tbody>
          {NAMED.map(([n, name]) => (
            <tr key={n}>
              <td>{n}</td>
              <td>{name}</td>
              <td>
                {systemSizes(n)
                  .map((k) => `${t('sysparlay.fold', { k })} × ${combinations(n, k)}`)
                  .join(', ')}
              </td>
              <td>{systemTicketCount(n, systemSizes(n))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('sysparlay.example')}</p>
    </div>
  );
}
