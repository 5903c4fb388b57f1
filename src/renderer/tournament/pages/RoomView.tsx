import { Alert, Button, Input, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { INTERVALS_MS } from '@shared/constants';
import type { LookedUpMatch, RoomOdds } from '@shared/tournament/api';
import { roomPointsRules, validateField } from '@shared/validation';
import { useInterval } from '../../components/useInterval';
import { PrintTicketButton } from '../../components/ticket/PrintTicketButton';
import { FieldError, validationMessage } from '../../forms';
import { errorText } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { roomPickName } from '../../i18n/marketNames';
import { useStores } from '../../stores/context';
import { JoinDialog } from './JoinDialog';
import { roomOddsText } from './odds';
import { MyBets, RankingTable, RoomInfoPanel } from './RoomSide';

type Pick = RoomOdds & { match: LookedUpMatch };

/** Enter room: the room's matches with odds, bet with points, my bets, ranking and room info; leave while allowed. */
export const RoomView = observer(function RoomView() {
  const { roomId = '' } = useParams();
  const { tournament, prefs } = useStores();
  const { t } = useTranslation();
  const [pick, setPick] = useState<Pick | null>(null);
  // Points as typed: more than the points left is refused with the rule, never lowered to what is left.
  const [points, setPoints] = useState('100');
  const [pointsChecked, setPointsChecked] = useState(false);
  const [joining, setJoining] = useState(false);
  useEffect(() => {
    void tournament.openRoom(roomId);
    return () => tournament.closeRoom();
  }, [tournament, roomId]);
  const refusal = tournament.roomRefusal?.roomId === roomId.toUpperCase() ? tournament.roomRefusal : null;
  // A refused room is not asked for again: the answer would be the same refusal.
  useInterval(() => void tournament.openRoom(roomId), refusal ? null : INTERVALS_MS.tournament * 1000);
  const info = tournament.room;
  if (refusal)
    return (
      <div>
        <Alert type="error" showIcon role="alert" title={errorText(refusal.code)} />
        <p>
          <Link to="/tournament2/home">{t('tournament.room.back')}</Link>
        </p>
      </div>
    );
  if (!info || info.room.room_id !== roomId.toUpperCase())
    return <Spin aria-label={t('tournament.loading')} />;
  const { room } = info;
  const canBet = room.joined && (room.status === 'A' || room.status === '0' || room.status === '1');
  const canLeave =
    room.joined && (room.status === 'A' || room.status === '0') && tournament.myBets.length === 0;
  const canJoin = !room.joined && (room.status === 'A' || room.status === '0');
  const pointsError = (() => {
    const failure = validateField('points', points.trim(), roomPointsRules(tournament.availablePoints ?? 0));
    return failure ? validationMessage(failure, { label: t('tournament.room.betPoints') }) : null;
  })();
  const placeBet = async () => {
    setPointsChecked(true);
    if (!pick || pointsError) return;
    const ok = await tournament.bet(
      room.room_id,
      {
        match_id: pick.match.match_id,
        market: pick.market,
        choice: pick.choice,
        line: pick.line,
        price: pick.price,
      },
      Number(points.trim()),
    );
    if (ok) setPick(null);
  };
  return (
    <div className="room-layout">
      <div>
        <h2>{t('tournament.room.title', { room: room.room_id })}</h2>
        <p>
          <Link to="/tournament2/home">{t('tournament.room.back')}</Link>
        </p>
        {canJoin ? (
          <Button type="primary" onClick={() => setJoining(true)}>
            {t('tournament.joinRoom', { room: room.room_id })}
          </Button>
        ) : null}
        {room.joined && tournament.availablePoints !== null ? (
          <p role="status" data-tour="points">
            {t('tournament.room.pointsLeft', { points: tournament.availablePoints })}
          </p>
        ) : null}
        <section aria-label={t('tournament.room.matches')} data-tour="room-matches">
          <h3>{t('tournament.room.matches')}</h3>
          {info.matches.map((m) => (
            <article key={m.match_id} className="room-match" aria-label={`${m.home} vs ${m.away}`}>
              <h3>
                {m.home} vs {m.away}{' '}
                {m.score ? (
                  <span aria-label={t('tournament.room.score', { score: m.score })}>({m.score})</span>
                ) : null}
              </h3>
              <div className="match-meta">
                {m.league_name} · {formatDateTime(Date.parse(m.kickoff), prefs.language)} ·{' '}
                {t(`tournament.matchState.${m.state}`)}
              </div>
              {canBet && m.odds.length > 0 ? (
                <div className="room-odds">
                  {m.odds.map((o) => (
                    <Button
                      key={`${o.market}-${o.choice}`}
                      size="small"
                      aria-pressed={
                        pick?.match.match_id === m.match_id &&
                        pick.market === o.market &&
                        pick.choice === o.choice
                      }
                      aria-label={`${m.home} vs ${m.away}, ${roomPickName(t, o)}, ${roomOddsText(o.odds, o.market, prefs.numericOddsType)}`}
                      onClick={() => setPick({ ...o, match: m })}
                    >
                      {roomPickName(t, o)} @ {roomOddsText(o.odds, o.market, prefs.numericOddsType)}
                    </Button>
                  ))}
                </div>
              ) : (
                <p className="field-hint">
                  {room.joined ? t('tournament.room.noOdds') : t('tournament.room.notMember')}
                </p>
              )}
            </article>
          ))}
        </section>
        {pick ? (
          <section aria-label={t('tournament.room.betSlip')} className="room-match" data-tour="bet">
            <h3>{t('tournament.room.betSlip')}</h3>
            <p>
              {pick.match.home} vs {pick.match.away}: {roomPickName(t, pick)} @{' '}
              {roomOddsText(pick.odds, pick.market, prefs.numericOddsType)}
            </p>
            <label>
              {t('tournament.room.betPoints')}{' '}
              <Input
                aria-label={t('tournament.room.betPoints')}
                inputMode="numeric"
                value={points}
                onChange={(e) => setPoints(e.target.value)}
                onBlur={() => setPointsChecked(true)}
                aria-invalid={pointsChecked && pointsError !== null}
                aria-describedby={pointsChecked && pointsError ? 'room-points-error' : undefined}
                style={{ width: 120 }}
              />
            </label>{' '}
            <Button type="primary" onClick={() => void placeBet()}>
              {t('tournament.room.placeBet')}
            </Button>{' '}
            <Button onClick={() => setPick(null)}>{t('tournament.cancel')}</Button>
            <FieldError id="room-points" message={pointsChecked ? pointsError : null} />
          </section>
        ) : null}
        {tournament.lastPlaced ? (
          <section className="room-match room-accepted" aria-label={t('tournament.room.accepted')}>
            <p role="status">
              {t('tournament.room.acceptedBet', {
                ref: tournament.lastPlaced.ref_no,
                points: tournament.lastPlaced.points,
              })}
            </p>
            <PrintTicketButton refNo={tournament.lastPlaced.ref_no} />
          </section>
        ) : null}
        {room.joined ? <MyBets /> : null}
        {room.status === '2' ? (
          <Alert type="warning" showIcon title={t('tournament.room.cancelled')} />
        ) : null}
      </div>
      <aside>
        <RoomInfoPanel />
        <RankingTable />
        {canLeave ? (
          <Button danger block onClick={() => void tournament.leave(room.room_id)} data-tour="leave">
            {t('tournament.leave')}
          </Button>
        ) : null}
      </aside>
      {joining ? <JoinDialog room={room} onClose={() => setJoining(false)} /> : null}
    </div>
  );
});
