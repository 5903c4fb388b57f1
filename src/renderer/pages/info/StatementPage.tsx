import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@shared/money';
import { DATE_RANGE_RULES } from '@shared/validation';
import { FieldError, useFormRules } from '../../forms';
import { DateInput, useDateField } from '../../components/DateInput';
import { Money } from '../../components/Money';
import { useTitle } from '../../components/useTitle';
import { errorText } from '../../i18n';
import { formatWorkingDate } from '../../i18n/format';
import { useStores } from '../../stores/context';
import { formatDateTime } from '../media/time';
import { BetListTable } from './BetListTable';

/** /info/statement: one row per working day with its balances; a chosen day shows its products, every line and its bets. */
export const StatementPage = observer(function StatementPage() {
  const { betting, wallet } = useStores();
  const { t } = useTranslation();
  const st = betting.statement;
  const start = useDateField(st.start);
  const end = useDateField(st.end);
  const form = useFormRules(
    DATE_RANGE_RULES,
    { start_date: start.value, end_date: end.value },
    { labels: { start_date: t('statement.from'), end_date: t('statement.to') } },
  );
  useTitle(t('statement.title'));
  useEffect(() => {
    void st.load();
  }, [st]);
  const money = (v: string | number) => <Money minor={toMinor(v)} currency={wallet.currency} />;
  // The tables' amounts go without the currency the summary above them names, so ten columns fit the info window.
  const amount = (v: string | number) => <Money minor={toMinor(v)} currency={null} />;
  const s = st.statement;
  return (
    <div className="info-page statement-page">
      <h1>{t('statement.title')}</h1>
      <form
        className="info-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          if (!form.check()) return;
          // Both boxes are read, so each says what is wrong with it.
          const from = start.read();
          const to = end.read();
          if (from && to) st.setRange(from, to);
        }}
      >
        <label>
          {t('statement.from')}{' '}
          <DateInput
            aria-label={t('statement.from')}
            value={start.value}
            onChange={start.onChange}
            {...form.inputProps(
              'start_date',
              'statement-from',
              start.bad ? 'statement-from-error' : undefined,
            )}
            aria-invalid={form.errorOf('start_date') !== null || start.bad}
          />
          <FieldError id="statement-from" message={form.errorOf('start_date') ?? start.message} />
        </label>
        <label>
          {t('statement.to')}{' '}
          <DateInput
            aria-label={t('statement.to')}
            value={end.value}
            onChange={end.onChange}
            {...form.inputProps('end_date', 'statement-to', end.bad ? 'statement-to-error' : undefined)}
            aria-invalid={form.errorOf('end_date') !== null || end.bad}
          />
          <FieldError id="statement-to" message={form.errorOf('end_date') ?? end.message} />
        </label>
        <Button htmlType="submit" loading={st.loading}>
          {t('statement.show')}
        </Button>
      </form>
      {st.error ? <p role="alert">{errorText(st.error)}</p> : null}
      {s ? (
        <section className="info-section" aria-label={t('statement.title')}>
          <p>
            {t('statement.opening')}: {money(s.opening_balance)} · {t('statement.outstanding')}:{' '}
            {money(s.opening_outstanding)}
          </p>
          <p>
            {t('statement.closing')}: {money(s.closing_balance)} · {t('statement.outstanding')}:{' '}
            {money(s.closing_outstanding)}
          </p>
          {s.days.length === 0 ? (
            <p role="status">{t('statement.empty')}</p>
          ) : (
            // Scrolls sideways in a language whose headings do not fit, never past the section's edge.
            <div className="statement-scroll">
              <table className="info-table">
                <caption className="visually-hidden">{t('statement.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('statement.date')}</th>
                    <th scope="col">{t('statement.opening')}</th>
                    <th scope="col">{t('statement.betCount')}</th>
                    <th scope="col">{t('statement.stake')}</th>
                    <th scope="col">{t('statement.validAmount')}</th>
                    <th scope="col">{t('statement.winLoss')}</th>
                    <th scope="col">{t('statement.outstanding')}</th>
                    <th scope="col">{t('statement.commission')}</th>
                    <th scope="col">{t('statement.other')}</th>
                    <th scope="col">{t('statement.runningBalance')}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.days.map((d) => (
                    <tr key={d.working_date} aria-label={formatWorkingDate(d.working_date)}>
                      <td>
                        <Button
                          type="link"
                          aria-pressed={st.day === d.working_date}
                          onClick={() => void st.openDay(st.day === d.working_date ? null : d.working_date)}
                        >
                          {formatWorkingDate(d.working_date)}
                        </Button>
                      </td>
                      <td>{amount(d.opening_balance)}</td>
                      <td aria-label={t('statement.betCount')}>{d.bet_count}</td>
                      <td>{amount(d.stake)}</td>
                      <td>{amount(d.valid_amount)}</td>
                      <td aria-label={t('statement.winLoss')}>{amount(d.win_loss)}</td>
                      <td aria-label={t('statement.outstanding')}>{amount(d.outstanding)}</td>
                      <td>{amount(d.commission)}</td>
                      <td>{amount(d.other)}</td>
                      <td aria-label={t('statement.runningBalance')}>{amount(d.closing_balance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : null}
      {st.day ? (
        <>
          {st.dayProducts.length > 0 ? (
            <section className="info-section" aria-label={t('statement.byProduct')}>
              <h2>{t('statement.byProduct')}</h2>
              <table className="info-table">
                <caption className="visually-hidden">{t('statement.byProduct')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('statement.product')}</th>
                    <th scope="col">{t('statement.count')}</th>
                    <th scope="col">{t('statement.stake')}</th>
                    <th scope="col">{t('statement.winLoss')}</th>
                    <th scope="col">{t('statement.outstanding')}</th>
                    <th scope="col">{t('statement.commission')}</th>
                  </tr>
                </thead>
                <tbody>
                  {st.dayProducts.map((p) => (
                    <tr key={p.product} aria-label={t(`statement.sources.${p.product}`)}>
                      <th scope="row">{t(`statement.sources.${p.product}`)}</th>
                      <td>{p.count}</td>
                      <td>{amount(p.stake)}</td>
                      <td aria-label={t('statement.winLoss')}>{amount(p.win_loss)}</td>
                      <td aria-label={t('statement.outstanding')}>{amount(p.outstanding)}</td>
                      <td>{amount(p.commission)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
          <section
            className="info-section"
            aria-label={t('statement.itemsOf', { day: formatWorkingDate(st.day) })}
          >
            <h2>{t('statement.itemsOf', { day: formatWorkingDate(st.day) })}</h2>
            <table className="info-table">
              <caption className="visually-hidden">
                {t('statement.itemsOf', { day: formatWorkingDate(st.day) })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('statement.time')}</th>
                  <th scope="col">{t('statement.product')}</th>
                  <th scope="col">{t('statement.ref')}</th>
                  <th scope="col">{t('statement.stake')}</th>
                  <th scope="col">{t('statement.winLoss')}</th>
                  <th scope="col">{t('statement.outstanding')}</th>
                  <th scope="col">{t('statement.commission')}</th>
                  <th scope="col">{t('statement.other')}</th>
                </tr>
              </thead>
              <tbody>
                {st.dayItems.map((item, i) => (
                  <tr
                    key={`${item.source}-${item.ref_no ?? i}`}
                    aria-label={item.ref_no ?? t(`statement.sources.${item.source}`)}
                  >
                    <td>{formatDateTime(Date.parse(item.time))}</td>
                    <td>{t(`statement.sources.${item.source}`)}</td>
                    <td>{item.ref_no ?? ''}</td>
                    <td aria-label={t('statement.stake')}>{amount(item.stake)}</td>
                    <td aria-label={t('statement.winLoss')}>{amount(item.win_loss)}</td>
                    <td aria-label={t('statement.outstanding')}>{amount(item.outstanding)}</td>
                    <td>{amount(item.commission)}</td>
                    <td>{amount(item.other)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {st.dayBets.length > 0 ? (
            <section
              className="info-section"
              aria-label={t('statement.betsOf', { day: formatWorkingDate(st.day) })}
            >
              <h2>{t('statement.betsOf', { day: formatWorkingDate(st.day) })}</h2>
              <BetListTable
                bets={st.dayBets}
                caption={t('statement.betsOf', { day: formatWorkingDate(st.day) })}
              />
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  );
});
