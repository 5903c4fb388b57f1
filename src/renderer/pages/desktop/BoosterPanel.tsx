import ThunderboltFilled from '@ant-design/icons/ThunderboltFilled';
import { Alert, Button, Empty, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BoostView } from '@shared/betting/boost';
import { parseAmount, toMinor } from '@shared/money';
import { ConfirmStep } from '../../components/ConfirmStep';
import { errorText } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { selectionName } from '../../i18n/marketNames';
import { useStores } from '../../stores/context';
import { boostOddsType, oddsText } from './BoostMark';
import './booster.css';

function pickName(t: TFunction, b: BoostView): string {
  return selectionName(t, {
    market: b.market,
    period: b.period,
    choice: b.choice,
    line: b.line,
    home: b.home,
    away: b.away,
    mmo: null,
  });
}

const BoostForm = observer(function BoostForm({ b }: { b: BoostView }) {
  const { betting, marketView, prefs, wallet } = useStores();
  const store = betting.boosts;
  const { t } = useTranslation();
  const type = boostOddsType(b, marketView.numericOddsType);
  const problem = store.stakeProblem;
  const room = formatMoney(store.roomOf(b), prefs.language);
  // Place asks for the confirmation the slip asks for; only Confirm sends the bet, and it sends what it showed.
  const offer = store.confirming;
  const offerStake = offer ? parseAmount(offer.stake) : null;
  return (
    <form
      className="booster-form"
      aria-label={t('booster.formTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        store.askToPlace();
      }}
    >
      <h2 className="booster-form-title">
        <ThunderboltFilled aria-hidden /> {t('booster.formTitle')}
      </h2>
      <p className="booster-form-pick">
        {pickName(t, b)} · {b.home} vs {b.away}
      </p>
      <p className="booster-form-odds">
        {t('booster.original')} <s>{oddsText(b.price, type)}</s> → {t('booster.boosted')}{' '}
        <strong>{oddsText(b.boosted_price, type)}</strong>
      </p>
      <label className="booster-form-stake">
        <span>{t('booster.stake')}</span>
        <Input
          value={store.stake}
          inputMode="decimal"
          onChange={(e) => store.setStake(e.target.value)}
          aria-describedby="booster-room"
          status={problem ? 'error' : undefined}
        />
      </label>
      <p id="booster-room" className="booster-room">
        {t('booster.room', { amount: room })}
      </p>
      {problem ? (
        <p className="booster-problem" role="alert">
          {errorText(problem)}
        </p>
      ) : null}
      <div className="booster-form-actions">
        <Button type="primary" htmlType="submit" disabled={!store.canPlace} loading={store.placing}>
          {t('booster.place')}
        </Button>
        <Button onClick={() => store.closeForm()}>{t('booster.close')}</Button>
      </div>
      <ConfirmStep
        open={offer !== null && offerStake !== null}
        title={t('booster.confirmTitle')}
        okText={t('booster.confirm')}
        cancelText={t('booster.cancel')}
        onConfirm={() => void store.place(type)}
        onCancel={() => store.cancelPlace()}
      >
        {offer
          ? t('booster.confirmBody', {
              selection: pickName(t, offer.boost),
              match: `${offer.boost.home} vs ${offer.boost.away}`,
              odds: oddsText(offer.boost.boosted_price, type),
              stake: formatMoney(offerStake ?? 0, prefs.language, wallet.currency),
            })
          : null}
      </ConfirmStep>
    </form>
  );
});

const Outcome = observer(function Outcome() {
  const { betting, prefs } = useStores();
  const { t } = useTranslation();
  const outcome = betting.boosts.outcome;
  if (!outcome) return null;
  if (outcome.kind === 'placed')
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title={t('booster.placed', {
          ref: outcome.refNo,
          stake: formatMoney(toMinor(outcome.stake), prefs.language),
          odds: outcome.odds,
        })}
      />
    );
  if (outcome.kind === 'changed')
    return <Alert type="warning" showIcon role="alert" title={t('betslip.oddsChanged')} />;
  return <Alert type="error" showIcon role="alert" title={errorText(outcome.code)} />;
});

/** The Booster tab: every boost on offer, its original and boosted odds, the player's room on it, and the stake form. */
export const BoosterPanel = observer(function BoosterPanel() {
  const { betting, marketView, prefs } = useStores();
  const store = betting.boosts;
  const { t } = useTranslation();
  const lang = prefs.language;
  const active = store.active;
  return (
    <section className="booster" aria-label={t('booster.title')}>
      <p className="booster-intro">{t('booster.intro')}</p>
      <Outcome />
      {active ? <BoostForm b={active} /> : null}
      {store.loaded && store.boosts.length === 0 ? (
        <div className="odds-empty" role="status">
          <Empty description={t('booster.empty')} />
        </div>
      ) : (
        <table className="booster-table">
          <thead>
            <tr>
              <th scope="col">{t('booster.match')}</th>
              <th scope="col">{t('booster.selection')}</th>
              <th scope="col">{t('booster.original')}</th>
              <th scope="col">{t('booster.boosted')}</th>
              <th scope="col">{t('booster.limit')}</th>
              <th scope="col">{t('booster.budget')}</th>
            </tr>
          </thead>
          <tbody>
            {store.boosts.map((b) => {
              const type = boostOddsType(b, marketView.numericOddsType);
              const original = oddsText(b.price, type);
              const boosted = oddsText(b.boosted_price, type);
              const pick = pickName(t, b);
              const match = `${b.home} vs ${b.away}`;
              return (
                <tr key={b.boost_id} className={b.boost_id === store.activeId ? 'selected' : undefined}>
                  <td>
                    <span className="booster-league">{b.league_name}</span>
                    <span className="booster-match">{match}</span>
                  </td>
                  <td>{pick}</td>
                  <td>
                    <s className="booster-original">{original}</s>
                  </td>
                  <td>
                    <Button
                      className="booster-price"
                      icon={<ThunderboltFilled aria-hidden />}
                      aria-label={t('booster.betAtLabel', {
                        selection: pick,
                        match,
                        odds: boosted,
                        original,
                      })}
                      onClick={() => store.select(b.boost_id)}
                    >
                      {boosted}
                    </Button>
                  </td>
                  <td>
                    {formatMoney(toMinor(b.max_stake), lang)}
                    <span className="booster-staked">
                      {t('booster.staked', { amount: formatMoney(toMinor(b.staked), lang) })}
                    </span>
                  </td>
                  <td>{formatMoney(toMinor(b.budget_left), lang)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
});
