import { observer } from 'mobx-react-lite';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetView, RoomTicketView } from '@shared/betting/api';
import type { TicketPaperWidth } from '@shared/operator-config';
import { toMinor } from '@shared/money';
import { ODDS_TYPES, type Language } from '@shared/constants';
import { formatDateTime } from '../../i18n/format';
import { translateBuilt } from '../../i18n/keys';
import { legName, matchTitle, selectionName } from '../../i18n/marketNames';
import { gamePick } from '../../stores/BetListStore';
import { isRoomTicket, type TicketBet } from '../../stores/TicketStore';
import { BoostedOdds } from '../BoostedOdds';
import { GamePickText } from '../GamePickText';
import { Money } from '../Money';
import { QrCode } from './QrCode';
import './ticket.css';

export interface BetTicketProps {
  bet: TicketBet;
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
            {/* A builder is struck at its one price: its selections' own prices would read as a parlay's. */}
            {bet.legs.length > 1 && bet.bet_type !== 'builder' ? (
              <span className="ticket-leg-odds"> @ {leg.odds}</span>
            ) : null}
          </div>
          <div className="ticket-match">
            {matchTitle(t, leg.home, leg.away)}
            {leg.live && leg.score_at_bet ? ` (${leg.score_at_bet})` : ''}
          </div>
          <div className="ticket-league">{leg.league_name}</div>
        </li>
      ))}
    </ol>
  );
}

/**
 * The body of a tournament room bet's ticket: its room, the selection with its market in words, and points where
 * other tickets have money (room points are not money, so no currency is ever printed beside them).
 */
function RoomBetLines({ bet, language }: { bet: RoomTicketView; language: Language }) {
  const { t } = useTranslation();
  return (
    <>
      <Line label={t('ticket.room')}>{t('tournament.room.title', { room: bet.room_id })}</Line>
      <Line label={t('ticket.time')}>{formatDateTime(Date.parse(bet.placed_at), language, true)}</Line>
      <hr />
      <ol className="ticket-selections">
        <li>
          {/* Rooms take the sportsbook's main markets at full time: named as the sportsbook's tickets name them. */}
          <div className="ticket-pick">
            {selectionName(t, { ...bet, period: 0, home: bet.home, away: bet.away })}
          </div>
          <div className="ticket-match">{matchTitle(t, bet.home, bet.away)}</div>
          <div className="ticket-league">{bet.league_name}</div>
        </li>
      </ol>
      <hr />
      {/* Rooms quote Hong Kong odds; the ticket records the price as struck, named by its type. */}
      <Line label={t('ticket.odds')}>
        {bet.odds} {t(`odds.typeName.${ODDS_TYPES.HK}`)}
      </Line>
      <Line label={t('ticket.pointsStaked')}>{bet.points}</Line>
      {bet.status === 'running' ? (
        <Line label={t('ticket.pointsToWin')}>{bet.win_points}</Line>
      ) : (
        <Line label={t('ticket.pointsReturned')}>{bet.return_points ?? 0}</Line>
      )}
      <Line label={t('ticket.status')}>
        {bet.status === 'running'
          ? t('tournament.betRunning')
          : translateBuilt(t, `betlist.outcome.${bet.outcome ?? 'void'}`)}
      </Line>
    </>
  );
}

/**
 * A printed bet ticket: the one layout the receipt printer prints and the screen previews, at the paper's
 * width, for a bet of the wallet's products or a tournament room bet. Every text is in the player's language; the
 * QR code carries the ref no for Check ticket.
 */
export const BetTicket = observer(
  forwardRef<HTMLDivElement, BetTicketProps>(function BetTicket(
    { bet, brandName, terminalId, paperWidthMm, copy, currency, language },
    ref,
  ) {
    const { t } = useTranslation();
    const room = isRoomTicket(bet);
    return (
      <div ref={ref} className={`bet-ticket paper-${paperWidthMm}`} lang={language} data-ref={bet.ref_no}>
        <div className="ticket-brand">{brandName}</div>
        <div className="ticket-title">{t(room ? 'ticket.roomTitle' : 'ticket.title')}</div>
        {copy ? <div className="ticket-copy">{t('ticket.copy')}</div> : null}
        <hr />
        {terminalId ? <Line label={t('ticket.terminal')}>{terminalId}</Line> : null}
        <Line label={t('ticket.ref')}>
          <strong>{bet.ref_no}</strong>
        </Line>
        {room ? (
          <RoomBetLines bet={bet} language={language} />
        ) : (
          <WalletBetLines bet={bet} currency={currency} language={language} />
        )}
        <QrCode className="ticket-qr" text={bet.ref_no} label={t('ticket.qrLabel', { ref: bet.ref_no })} />
        <div className="ticket-keep">{t(room ? 'ticket.pointsNote' : 'ticket.keep')}</div>
      </div>
    );
  }),
);

/** The body of a ticket of the wallet's products: time, type, selections, and the money staked and paid. */
function WalletBetLines({
  bet,
  currency,
  language,
}: {
  bet: BetView;
  currency: string | null;
  language: Language;
}) {
  const { t } = useTranslation();
  const money = (v: string | number) => <Money minor={toMinor(v)} currency={currency} />;
  const sportsbook = !bet.game;
  return (
    <>
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
          {sportsbook ? ` ${translateBuilt(t, `odds.typeName.${bet.odds_type}`)}` : ''}
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
      {bet.cash_out ? <Line label={t('ticket.cashedOut')}>{money(bet.cash_out.amount)}</Line> : null}
      {/* A counter that reads this ticket must not pay it: its cash out already did. */}
      {bet.status === 'cashed_out' ? <div className="ticket-paid">{t('ticket.cashedOutPaid')}</div> : null}
    </>
  );
}
