import { Button, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BetView } from '@shared/betting/api';
import { toMinor } from '@shared/money';
import { BoostedOdds } from '../../components/BoostedOdds';
import { CashedOut, CashOutButton } from './CashOut';
import { GamePickText } from '../../components/GamePickText';
import { Money } from '../../components/Money';
import { PrintTicketButton } from '../../components/ticket/PrintTicketButton';
import { formatDateTime } from '../../i18n/format';
import { translateBuilt } from '../../i18n/keys';
import { useStores } from '../../stores/context';
import { betListRows } from '../../stores/BetListStore';
import { legName, matchTitle } from '../../i18n/marketNames';

function BetLegs({ bet }: { bet: BetView }) {
  const { t } = useTranslation();
  return (
    <ul className="bet-legs">
      {bet.legs.map((l) => (
        <li key={l.leg_no}>
          {legName(t, l)} @ {l.odds}
          {' · '}
          {matchTitle(t, l.home, l.away)}
          {l.score_at_bet ? ` (${l.score_at_bet})` : ''}
          {l.outcome ? <Tag className="leg-outcome">{t(`betlist.outcome.${l.outcome}`)}</Tag> : null}
          {l.result ? (
            <span className="leg-result">
              {' '}
              {t('betlist.result')}: {l.result}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The Bet entity of RULES.md section 3 as a table row per bet; parlay legs open under their bet. */
export const BetListTable = observer(function BetListTable({
  bets,
  caption,
}: {
  bets: BetView[];
  caption: string;
}) {
  const { wallet, prefs, betting } = useStores();
  const { t } = useTranslation();
  // Every amount of the list is in the account's currency: the column heads say which once, so the figures fit
  // the 1000 px info window side by side instead of each wrapping under its own currency code.
  const money = (v: string | number) => <Money minor={toMinor(v)} currency={null} />;
  const inCurrency = (label: string) => (wallet.currency ? `${label} (${wallet.currency})` : label);
  if (bets.length === 0) return <p role="status">{t('betlist.empty')}</p>;
  return (
    <table className="info-table bet-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('betlist.col.bet')}</th>
          <th scope="col">{t('betlist.col.choice')}</th>
          <th scope="col">{t('betlist.col.odds')}</th>
          <th scope="col">{inCurrency(t('betlist.col.stake'))}</th>
          <th scope="col">{t('betlist.col.status')}</th>
          <th scope="col">{inCurrency(t('betlist.col.payout'))}</th>
          <th scope="col">{inCurrency(t('betlist.col.turnover'))}</th>
          <th scope="col">{inCurrency(t('betlist.col.winLoss'))}</th>
        </tr>
      </thead>
      <tbody>
        {betListRows(bets).map(({ key, bet, game }) => {
          const single = bet.bet_type === 'single' || bet.bet_type === 'mmo_single';
          const leg = bet.legs[0];
          const open = betting.lists.expanded.has(bet.bet_id);
          return (
            <tr key={key} aria-label={t('betlist.rowLabel', { ref: bet.ref_no })}>
              <td>
                <div className="bet-ref">{bet.ref_no}</div>
                <div className="bet-time">{formatDateTime(Date.parse(bet.trans_time), prefs.language)}</div>
                <div className="bet-type">
                  {t(`betlist.type.${bet.bet_type}`)}{' '}
                  {bet.status === 'rejected' ? null : <PrintTicketButton refNo={bet.ref_no} reprint />}
                </div>
              </td>
              <td>
                {game ? (
                  // 4D and virtual racing bets: the game's own bet type and the number or runner picked.
                  <div className="bet-pick">
                    <GamePickText game={game} />
                  </div>
                ) : single && leg ? (
                  <>
                    <div className="bet-pick">{legName(t, leg)}</div>
                    <div className="bet-match">
                      {matchTitle(t, leg.home, leg.away)}
                      {leg.score_at_bet ? ` (${leg.score_at_bet})` : ''}
                    </div>
                    <div className="bet-league">{leg.league_name}</div>
                    {leg.result ? (
                      <div className="bet-result">
                        {t('betlist.result')}: {leg.result}
                      </div>
                    ) : null}
                  </>
                ) : bet.bet_type === 'builder' && leg ? (
                  // One match, its selections priced together: named in the row, as one bet.
                  <>
                    <ul className="bet-pick builder-picks-list" aria-label={t('builder.selections')}>
                      {bet.legs.map((l) => (
                        <li key={l.leg_no}>
                          {legName(t, l)}
                          {l.outcome ? (
                            <Tag className="leg-outcome">{t(`betlist.outcome.${l.outcome}`)}</Tag>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                    <div className="bet-match">{matchTitle(t, leg.home, leg.away)}</div>
                    <div className="bet-league">{leg.league_name}</div>
                  </>
                ) : (
                  <>
                    <Button
                      size="small"
                      aria-expanded={open}
                      onClick={() => betting.lists.toggle(bet.bet_id)}
                    >
                      {t('betlist.legs', { count: bet.legs.length })}
                    </Button>
                    {bet.bet_type === 'system' ? (
                      <div>{t('betslip.tickets', { count: bet.ticket_count })}</div>
                    ) : null}
                    {open ? <BetLegs bet={bet} /> : null}
                  </>
                )}
              </td>
              <td>
                {bet.boost ? <BoostedOdds boost={bet.boost} /> : bet.odds}{' '}
                {/* Keno bets and video poker rounds pay by their own tables: no odds, no odds type. */}
                {bet.odds_type ? (
                  <span className="odds-type">{translateBuilt(t, `odds.typeName.${bet.odds_type}`)}</span>
                ) : null}
              </td>
              <td>
                {money(bet.stake)}
                {bet.risk !== bet.stake ? (
                  <div className="bet-risk bet-figure">
                    {t('betslip.risk')}: {money(bet.risk)}
                  </div>
                ) : null}
              </td>
              <td>
                <Tag>{t(`betlist.status.${bet.status}`)}</Tag>
                {bet.outcome ? <div>{t(`betlist.outcome.${bet.outcome}`)}</div> : null}
                {bet.reject_reason ? (
                  <div>{t(`betlist.reason.${bet.reject_reason}`, { defaultValue: bet.reject_reason })}</div>
                ) : null}
                {bet.status === 'running' ? <CashOutButton bet={bet} /> : null}
              </td>
              <td>
                {money(bet.payout)}
                {game ? null : (
                  <div className="bet-max bet-figure">
                    {t('betlist.col.maxPayout')}: {money(bet.max_payout)}
                  </div>
                )}
                <CashedOut bet={bet} />
              </td>
              <td>
                {money(bet.turnover)}
                <div className="bet-figure">
                  {t('betlist.col.validTurnover')}: {money(bet.valid_turnover)}
                </div>
                <div className="bet-figure">
                  {t('betlist.col.commission')}: {money(bet.commission)}
                </div>
              </td>
              <td aria-label={t('betlist.col.winLoss')}>{money(bet.win_loss)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});
