import { observer } from 'mobx-react-lite';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetView } from '@shared/betting/api';
import type { TicketPaperWidth } from '@shared/operator-config';
import { toMinor } from '@shared/money';
import type { Language } from '@shared/constants';
import { formatDateTime } from '../../i18n/format';
import { legName, matchTitle } from '../../i18n/marketNames';
import { gamePick } from '../../stores/BetListStore';
import { BoostedOdds } from '../BoostedOdds';
import { GamePickText } from '../GamePickText';
import { Money } from '../Money';
import { QrCode } from './QrCode';
import './ticket.css';

export interface BetTicketProps {
  bet: BetView;
  brandName: string;
  terminalId: string;
  paperWidthMm: TicketPaperWidth;
  copy: boolean;
  currency: string | null;
  language: Language;
}

/** One line of the ticket: a label and its value, or the value alone. */
function Line({ label, children }: { label?: string; children: React.ReactNode }) {
  return (
    <div className="ticket-line">
      {label ? <span className="ticket-label">{label}</span> : null}
      <span className="ticket-value">{children}</span>
    </div>
  );
}

/** What the bet backs, one entry per selection: market and choice in words, the match, the odds taken. */
function Selections({ bet }: { bet: BetView }) {
  const { t } = useTranslation();
  const game = gamePick(bet);
  if (game) {
    return (
      <ol className="ticket-selections">
        <li>
          <GamePickText game={game} />
        </li>
      </ol>
    );
  }
  return (
    <ol className="ticket-selections">
      {bet.legs.map((leg) => (
        <li key={leg.leg_no}>
          <div className="ticket-pick">
            {legName(t, leg)}
            {bet.legs.length > 1 ? <span className="ticket-leg-odds"> @ {leg.odds}</span> : null}
          </div>
          <div className="ticket-match">
            {matchTitle(leg.home, leg.away)}
            {leg.live && leg.score_at_bet ? ` (${leg.score_at_bet})` : ''}
          </div>
          <div className="ticket-league">{leg.league_name}</div>
        </li>
      ))}
    </ol>
  );
}

/**
 * A printed bet ticket: the one layout the receipt printer prints and the screen previews, at the paper's
 * width. Every text is in the player's language; the QR code carries the ref no for Check ticket.
 */
export const BetTicket = observer(
  forwardRef<HTMLDivElement, BetTicketProps>(function BetTicket(
    { bet, brandName, terminalId, paperWidthMm, copy, currency, language },
    ref,
  ) {
    const { t } = useTranslation();
    const money = (v: string | number) => <Money minor={toMinor(v)} currency={currency} />;
    const sportsbook = !bet.game;
    return (
      <div ref={ref} className={`bet-ticket paper-${paperWidthMm}`} lang={language} data-ref={bet.ref_no}>
        <div className="ticket-brand">{brandName}</div>
        <div className="ticket-title">{t('ticket.title')}</div>
        {copy ? <div className="ticket-copy">{t('ticket.copy')}</div> : null}
        <hr />
        {terminalId ? <Line label={t('ticket.terminal')}>{terminalId}</Line> : null}
        <Line label={t('ticket.ref')}>
          <strong>{bet.ref_no}</strong>
        </Line>
        <Line label={t('ticket.time')}>{formatDateTime(Date.parse(bet.trans_time), language, true)}</Line>
        <Line label={t('ticket.type')}>
          {t(`betlist.type.${bet.bet_type}`)}
          {bet.bet_type === 'system' ? ` · ${t('betslip.tickets', { count: bet.ticket_count })}` : ''}
        </Line>
        <hr />
        <Selections bet={bet} />
        <hr />
        {bet.odds ? (
          <Line label={t('ticket.odds')}>
            {bet.boost ? <BoostedOdds boost={bet.boost} /> : bet.odds}
            {sportsbook ? ` ${t(`odds.typeName.${bet.odds_type}`)}` : ''}
          </Line>
        ) : null}
        <Line label={t('ticket.stake')}>{money(bet.stake)}</Line>
        {sportsbook ? <Line label={t('ticket.potentialPayout')}>{money(bet.max_payout)}</Line> : null}
        <Line label={t('ticket.status')}>
          {t(`betlist.status.${bet.status}`)}
          {bet.outcome ? ` · ${t(`betlist.outcome.${bet.outcome}`)}` : ''}
        </Line>
        {bet.status === 'settled' || bet.status === 'void' ? (
          <Line label={t('ticket.payout')}>{money(bet.payout)}</Line>
        ) : null}
        <QrCode className="ticket-qr" text={bet.ref_no} label={t('ticket.qrLabel', { ref: bet.ref_no })} />
        <div className="ticket-keep">{t('ticket.keep')}</div>
      </div>
    );
  }),
);
