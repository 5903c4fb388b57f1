import { Button, Checkbox, Input, Radio, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROOM_ENTRY_FEE, ROOM_PIN_LENGTH, ROOM_PLAYERS, TOURNAMENT_MIN_MATCHES } from '@shared/constants';
import { ROOM_ID_RULES, ROOM_LIMIT_RULES, ROOM_PIN_RULES, ROOM_RATE_RULES } from '@shared/validation';
import { ConfirmStep } from '../../components/ConfirmStep';
import { FieldError, useFormRules } from '../../forms';
import { formatTime, formatWorkingDate } from '../../i18n/format';
import { useStores } from '../../stores/context';
import { roomMoney } from './roomMoney';

const GMT8_MS = 8 * 3600_000;
/** The next seven match dates in GMT+8, the zone the product shows times in. */
function matchDates(now: number): string[] {
  return Array.from({ length: 7 }, (_, i) =>
    new Date(now + GMT8_MS + i * 86_400_000).toISOString().slice(0, 10),
  );
}

function suggestedRoomId(): string {
  return `R${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
}

/** Create room: public, private (PIN) or free; a league and 3+ matches of a date; fee and players with their limits. */
export const CreateRoom = observer(function CreateRoom() {
  const { tournament, prefs, wallet } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dates = matchDates(Date.now());
  const [roomId, setRoomId] = useState(suggestedRoomId);
  const [type, setType] = useState<1 | 2 | 3>(1);
  const [pin, setPin] = useState('');
  const [date, setDate] = useState(dates[0]!);
  const [league, setLeague] = useState<number | 'all'>('all');
  const [chosen, setChosen] = useState<number[]>([]);
  // Fee and players are kept as typed: the rules refuse what is out of range instead of an input changing it.
  const [fee, setFee] = useState(String(ROOM_ENTRY_FEE.min));
  const [limit, setLimit] = useState('10');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    setChosen([]);
    void tournament.loadDay(date, league === 'all' ? undefined : league);
  }, [tournament, date, league]);
  const max = tournament.maxMatches;
  // The generic form rules the server's create check uses too; free rooms have no fee, only private ones a PIN.
  const form = useFormRules(
    {
      room_id: ROOM_ID_RULES,
      room_password: type === 2 ? ROOM_PIN_RULES : [],
      room_rate: type === 3 ? [] : ROOM_RATE_RULES,
      room_limit: ROOM_LIMIT_RULES,
    },
    { room_id: roomId.trim(), room_password: pin, room_rate: fee.trim(), room_limit: limit.trim() },
    {
      labels: {
        room_id: t('tournament.create.roomId'),
        room_password: t('tournament.pinLabel'),
        room_rate: t('tournament.create.fee'),
        room_limit: t('tournament.create.limit'),
      },
    },
  );
  // A room's creator pays its fee as every member does, so creating asks the confirmation joining asks, with the fee
  // in the room's currency (the creator's own).
  const currency = wallet.currency ?? '';
  const submit = () => {
    if (form.check()) setConfirming(true);
  };
  const create = async () => {
    setConfirming(false);
    setBusy(true);
    const id = await tournament.createRoom({
      room_id: roomId,
      room_type: type,
      match_date: date,
      matches: chosen,
      room_limit: Number(limit.trim()),
      room_rate: type === 3 ? '0' : fee.trim(),
      ...(type === 2 ? { room_password: pin } : {}),
    });
    setBusy(false);
    if (id) void navigate(`/tournament2/room/${id}`);
  };
  return (
    <form
      className="create-room"
      aria-label={t('tournament.tabs.create')}
      data-tour="create-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {/* One grid for every field: each sits in a column of the same width, its label above and its hint below, so the
          fee and players line up with the date and league at every width. */}
      <div className="create-room-fields">
        <label>
          {t('tournament.create.roomId')}
          <Input
            aria-label={t('tournament.create.roomId')}
            value={roomId}
            onChange={(e) => setRoomId(e.target.value)}
            {...form.inputProps('room_id', 'create-room-id')}
          />
          <span className="field-hint">{t('tournament.create.roomIdHint')}</span>
          <FieldError id="create-room-id" message={form.errorOf('room_id')} />
        </label>
        <fieldset className="create-room-type">
          <legend>{t('tournament.create.type')}</legend>
          <Radio.Group value={type} onChange={(e) => setType(e.target.value as 1 | 2 | 3)}>
            <Radio value={1}>{t('tournament.types.T1')}</Radio>
            <Radio value={2}>{t('tournament.types.T2')}</Radio>
            <Radio value={3}>{t('tournament.types.T3')}</Radio>
          </Radio.Group>
        </fieldset>
        {type === 2 ? (
          <label>
            {t('tournament.pinLabel')}
            <Input.Password
              aria-label={t('tournament.pinLabel')}
              value={pin}
              inputMode="numeric"
              onChange={(e) => setPin(e.target.value)}
              {...form.inputProps('room_password', 'create-room-pin')}
            />
            <span className="field-hint">{t('tournament.pinHint', { length: ROOM_PIN_LENGTH })}</span>
            <FieldError id="create-room-pin" message={form.errorOf('room_password')} />
          </label>
        ) : null}
        <label className="create-room-row-start">
          {t('tournament.create.date')}
          <select
            className="native-select"
            aria-label={t('tournament.create.date')}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          >
            {dates.map((d) => (
              <option key={d} value={d}>
                {formatWorkingDate(d)}
              </option>
            ))}
          </select>
        </label>
        <label data-tour="league">
          {t('tournament.create.league')}
          <Select
            aria-label={t('tournament.create.league')}
            value={league}
            onChange={setLeague}
            options={[
              { value: 'all' as const, label: t('tournament.create.allLeagues') },
              ...tournament.leagues.map((l) => ({
                value: l.league_id,
                label: `${l.league_name} (${l.match_count})`,
              })),
            ]}
          />
        </label>
        <label>
          {t('tournament.create.fee')}
          <Input
            aria-label={t('tournament.create.fee')}
            inputMode="decimal"
            disabled={type === 3}
            value={type === 3 ? '0' : fee}
            onChange={(e) => setFee(e.target.value)}
            suffix={currency}
            {...form.inputProps('room_rate', 'create-room-fee')}
          />
          <span className="field-hint">
            {t('tournament.create.range', { min: ROOM_ENTRY_FEE.min, max: ROOM_ENTRY_FEE.max })}
          </span>
          <FieldError id="create-room-fee" message={form.errorOf('room_rate')} />
        </label>
        <label>
          {t('tournament.create.limit')}
          <Input
            aria-label={t('tournament.create.limit')}
            inputMode="numeric"
            value={limit}
            onChange={(e) => setLimit(e.target.value)}
            {...form.inputProps('room_limit', 'create-room-limit')}
          />
          <span className="field-hint">
            {t('tournament.create.range', { min: ROOM_PLAYERS.min, max: ROOM_PLAYERS.max })}
          </span>
          <FieldError id="create-room-limit" message={form.errorOf('room_limit')} />
        </label>
      </div>
      <fieldset className="create-room-matches" data-tour="matches">
        <legend>
          {t('tournament.create.matches')} —{' '}
          {t('tournament.create.matchesHint', { min: TOURNAMENT_MIN_MATCHES, max })} ·{' '}
          {t('tournament.create.chosen', { count: chosen.length })}
        </legend>
        <div
          className="create-matches"
          aria-busy={tournament.dayLoading}
          data-date={tournament.dayLoaded ?? undefined}
        >
          {tournament.dayMatches.length === 0 ? (
            <p role="status">{t('tournament.create.noMatches')}</p>
          ) : (
            tournament.dayMatches.map((m) => (
              <Checkbox
                key={m.match_id}
                checked={chosen.includes(m.match_id)}
                disabled={!chosen.includes(m.match_id) && chosen.length >= max}
                onChange={(e) =>
                  setChosen((c) =>
                    e.target.checked ? [...c, m.match_id] : c.filter((id) => id !== m.match_id),
                  )
                }
              >
                {formatTime(Date.parse(m.kickoff), prefs.language)} · {m.home} vs {m.away} · {m.league_name}
              </Checkbox>
            ))
          )}
        </div>
      </fieldset>
      <Button type="primary" htmlType="submit" loading={busy} style={{ marginTop: 12 }}>
        {t('tournament.create.submit')}
      </Button>
      <ConfirmStep
        open={confirming}
        title={t('tournament.create.confirmTitle', { room: roomId.trim() })}
        okText={t('tournament.create.submit')}
        cancelText={t('tournament.cancel')}
        onConfirm={() => void create()}
        onCancel={() => setConfirming(false)}
      >
        {type === 3
          ? t('tournament.joinFree')
          : t('tournament.joinConfirm', { fee: roomMoney(fee.trim(), currency, prefs.language) })}
      </ConfirmStep>
    </form>
  );
});
