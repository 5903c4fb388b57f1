import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toMinor } from '@shared/money';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { BetLimitsTable } from '../../components/BetLimitsTable';
import { useStores } from '../../stores/context';

/** "My account": wallet figures, dates of the account, the upline note and the bet limits table. */
export const AccountPanel = observer(function AccountPanel() {
  const { auth, wallet, prefs } = useStores();
  const { t } = useTranslation();
  const account = auth.account;
  if (!account) return null;
  const lang = prefs.language;
  const w = account.wallet;
  const money = (value: string | number | undefined) =>
    value === undefined ? t('account.none') : formatMoney(toMinor(value), lang);
  const date = (value: string | null | undefined) => {
    const ms = value ? Date.parse(value) : NaN;
    return Number.isNaN(ms) ? t('account.none') : formatDateTime(ms, lang);
  };
  const rows: [string, string][] = [
    [t('account.currency'), w.currency_code],
    [
      t('account.betCredit'),
      wallet.displayMinor === null ? money(w.available_balance) : formatMoney(wallet.displayMinor, lang),
    ],
    [t('account.givenCredit'), money(w.given_credit)],
    [t('account.cashBalance'), money(w.cash_balance)],
    [
      t('account.outstanding'),
      wallet.outstandingMinor === null
        ? money(w.outstanding_balance)
        : formatMoney(wallet.outstandingMinor, lang),
    ],
    [t('account.frozen'), money(w.frozen_balance)],
    [t('account.lastLogin'), date(account.info.last_login)],
    [t('account.lastTransaction'), date(account.info.last_transaction)],
    [t('account.passwordExpiry'), date(account.info.password_expiry)],
  ];
  return (
    <section className="info-section" aria-labelledby="account-title">
      <h2 id="account-title">{t('account.title')}</h2>
      <dl className="settings-grid">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{t('account.upline', { upline: account.info.parent_id })}</p>
      <p>
        <Link to="/info/terms">{t('terms.readLink')}</Link>
      </p>
      <p>
        <Link to="/info/responsible">{t('responsible.link')}</Link>
      </p>
      <h3>{t('account.limits')}</h3>
      <BetLimitsTable caption={t('account.limits')} />
    </section>
  );
});
