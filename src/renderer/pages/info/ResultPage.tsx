import { eventLabel, matchTitle } from '../../i18n/marketNames';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, useDateField } from '../../components/DateInput';
import { useTitle } from '../../components/useTitle';
import { FieldError } from '../../forms';
import { errorText } from '../../i18n';
import { useStores } from '../../stores/context';
import { resultOutcome } from './resultOutcome';

const SPORTS = [0, 1, 2, 3, 4, 5, 40, 41, 45, 46];

/** /info/result: match results by working day and sport, and one match's goals. */
export const ResultPage = observer(function ResultPage() {
  const { betting } = useStores();
  const { t } = useTranslation();
  const rs = betting.results;
  const date = useDateField(rs.date);
  const [sport, setSport] = useState(rs.sportId);
  useTitle(t('result.title'));
  useEffect(() => {
    void rs.load();
  }, [rs]);
  const sportName = (id: number) =>
    id === 0 ? t('sports.all') : t(`sports.name.${id}`, { defaultValue: String(id) });
  return (
    <div className="info-page">
      <h1>{t('result.title')}</h1>
      <form
        className="info-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          const day = date.read();
          if (day) rs.setFilter(day, sport);
        }}
      >
        <label>
          {t('result.date')}{' '}
          <DateInput
            aria-label={t('result.date')}
            value={date.value}
            onChange={date.onChange}
            aria-invalid={date.bad}
            aria-describedby={date.bad ? 'result-date-error' : undefined}
          />
          <FieldError id="result-date" message={date.message} />
        </label>
        <label>
          {t('result.sport')}{' '}
          <select
            aria-label={t('result.sport')}
            value={sport}
            onChange={(e) => setSport(Number(e.target.value))}
          >
            {SPORTS.map((id) => (
              <option key={id} value={id}>
                {sportName(id)}
              </option>
            ))}
          </select>
        </label>
        <Button htmlType="submit" loading={rs.loading}>
          {t('result.show')}
        </Button>
      </form>
      {rs.error ? <p role="alert">{errorText(rs.error)}</p> : null}
      <section className="info-section" aria-label={t('result.title')} aria-busy={rs.loading}>
        {rs.results.length === 0 ? (
          <p role="status">{t('result.empty')}</p>
        ) : (
          <table className="info-table">
            <caption className="visually-hidden">{t('result.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('result.league')}</th>
                <th scope="col">{t('result.match')}</th>
                <th scope="col">{t('result.halfTime')}</th>
                <th scope="col">{t('result.fullTime')}</th>
                <th scope="col">{t('result.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rs.results.map((r) => {
                // Races and fights have no half time and no score: the outcome cell says how they finished.
                const outcome = r.status === 2 ? null : resultOutcome(t, r);
                return (
                  <tr key={r.match_id}>
                    <td>{r.league_name}</td>
                    <td>
                      <Button type="link" onClick={() => void rs.openMatch(r.match_id)}>
                        {outcome || !r.winner || r.away
                          ? matchTitle(t, r.home, r.away)
                          : `${eventLabel(t, r.home)}: ${r.winner}`}
                      </Button>
                    </td>
                    <td>{outcome ? '-' : (r.ht_score ?? '-')}</td>
                    <td>{outcome ?? r.ft_score}</td>
                    <td>{t(r.status === 2 ? 'result.cancelled' : 'result.completed')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
      {rs.detail ? (
        <section className="info-section" aria-label={t('result.detail')}>
          <h2>{matchTitle(t, rs.detail.result.home, rs.detail.result.away)}</h2>
          {resultOutcome(t, rs.detail.result) ? (
            <p>{resultOutcome(t, rs.detail.result)}</p>
          ) : (
            <p>
              {t('result.fullTime')}: {rs.detail.result.ft_score} · {t('result.halfTime')}:{' '}
              {rs.detail.result.ht_score ?? '-'}
            </p>
          )}
          <ol className="goal-list">
            {rs.detail.goals.map((g, i) => (
              <li key={i}>
                {t('result.goalAt', {
                  minute: g.minute,
                  team: g.side === 'h' ? rs.detail!.result.home : rs.detail!.result.away,
                })}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
});
