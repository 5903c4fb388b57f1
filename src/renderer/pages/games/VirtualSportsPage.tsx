import { Alert, Button, Card, Input, List, Segmented, Table, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VirtualEvent } from '@shared/racing/api';
import type { RaceBetType } from '@shared/racing/settlement';
import { RACE_STAKE_RULES } from '@shared/validation';
import { errorText } from '../../i18n';
import { raceTitleName } from '../../i18n/marketNames';
import { FieldError, useFormRules } from '../../forms';
import { AppShell } from '../../components/AppShell';
import { useInterval } from '../../components/useInterval';
import { useTitle } from '../../components/useTitle';
import { PrintTicketButton } from '../../components/ticket/PrintTicketButton';
import { useStores } from '../../stores/context';
import { formatTime } from '../media/time';
import type { KeyUnder } from '../../i18n/keys';
import './games.css';

const TYPE_KEY: Record<RaceBetType, KeyUnder<'games.virtuals'>> = {
  WIN: 'win',
  PLACE: 'place',
  SHOW: 'show',
  PLACE_SHOW: 'placeShow',
};

/** /others1: virtual sports every 5 minutes; WIN / PLACE / SHOW / PLACE-SHOW on racing, WIN on fights and games. */
export const VirtualSportsPage = observer(function VirtualSportsPage() {
  const { games, prefs, betting } = useStores();
  const store = games.virtuals;
  const { t } = useTranslation();
  useTitle(t('games.pages.others1'));
  // A race is named as race cards name theirs, in the player's language; a fight or game by its sides.
  const eventTitle = (e: VirtualEvent) => (e.race ? raceTitleName(t, e.race) : e.name);
  const [type, setType] = useState<RaceBetType>('WIN');
  const [stake, setStake] = useState('10');
  // A price click opens this confirm step; only a player who turned quick bet on places with one click.
  const [pending, setPending] = useState<{
    event: VirtualEvent;
    runner: number;
    name: string;
    type: RaceBetType;
    odds: string;
  } | null>(null);
  const form = useFormRules(
    { stake: RACE_STAKE_RULES },
    { stake: stake.trim() },
    { labels: { stake: t('games.virtuals.stake') } },
  );
  const choose = (next: NonNullable<typeof pending>) => {
    if (!form.check()) return;
    if (prefs.betting.quickBet) void place(next.event, next.runner, next.type);
    else setPending(next);
  };
  const place = async (event: VirtualEvent, runner: number, bt: RaceBetType): Promise<boolean> => {
    const ok = await store.bet(event, runner, bt, stake.trim());
    if (ok && store.lastPlacedRef) betting.tickets.afterAccepted(store.lastPlacedRef);
    return ok;
  };
  const confirm = async () => {
    if (!pending) return;
    if (await place(pending.event, pending.runner, pending.type)) setPending(null);
  };
  useEffect(() => {
    void store.refresh();
  }, [store]);
  useInterval(() => void store.refresh(), 10_000);
  const event = store.current;
  const offered = (e: VirtualEvent): RaceBetType[] =>
    e.kind !== 'racing'
      ? ['WIN']
      : e.places_paid >= 3
        ? ['WIN', 'PLACE', 'SHOW', 'PLACE_SHOW']
        : e.places_paid === 2
          ? ['WIN', 'PLACE']
          : ['WIN'];
  const oddsOf = (e: VirtualEvent, no: number, bt: RaceBetType) => {
    const r = e.runners.find((x) => x.no === no);
    if (!r) return null;
    return bt === 'WIN'
      ? r.win
      : bt === 'PLACE'
        ? r.place
        : bt === 'SHOW'
          ? r.show
          : r.place && r.show
            ? `${r.place} / ${r.show}`
            : null;
  };
  return (
    <AppShell>
      <section className="games-page" aria-labelledby="vs-title">
        <h1 id="vs-title" className="page-title">
          {t('games.pages.others1')}
        </h1>
        <div className="panel-grid">
          <Card title={<h2 className="page-subtitle">{t('games.virtuals.schedule')}</h2>}>
            <List
              className="virtual-schedule"
              size="small"
              dataSource={store.events.filter((e) => e.state === 'open').slice(0, 20)}
              renderItem={(e) => (
                <List.Item>
                  <Button
                    type={e.event_id === event?.event_id ? 'primary' : 'link'}
                    aria-pressed={e.event_id === event?.event_id}
                    onClick={() => store.select(e.event_id)}
                  >
                    {eventTitle(e)}
                  </Button>
                  <span>{t('games.virtuals.startsAt', { time: formatTime(e.starts_at) })}</span>
                </List.Item>
              )}
            />
          </Card>
          {event ? (
            <Card
              title={<h2 className="page-subtitle">{eventTitle(event)}</h2>}
              extra={<Tag>{t(`games.virtuals.${event.state}`)}</Tag>}
            >
              <p>
                {t('games.virtuals.startsAt', { time: formatTime(event.starts_at) })} ·{' '}
                {t('games.virtuals.placesPaid', { count: event.places_paid })}
              </p>
              <Segmented
                aria-label={t('games.virtuals.betType')}
                value={offered(event).includes(type) ? type : 'WIN'}
                onChange={(v) => setType(v)}
                options={offered(event).map((v) => ({ value: v, label: t(`games.virtuals.${TYPE_KEY[v]}`) }))}
              />
              <label className="stake-field">
                {t('games.virtuals.stake')}{' '}
                <Input
                  inputMode="decimal"
                  value={stake}
                  onChange={(e) => {
                    setStake(e.target.value);
                    setPending(null);
                  }}
                  aria-label={t('games.virtuals.stake')}
                  style={{ width: 120 }}
                  {...form.inputProps('stake', 'vs-stake')}
                />
              </label>
              <FieldError id="vs-stake" message={form.errorOf('stake')} />
              {pending ? (
                <div className="confirm-step" role="group" aria-label={t('games.virtuals.confirmTitle')}>
                  <p>
                    {t('games.virtuals.confirmText', {
                      type: t(`games.virtuals.${TYPE_KEY[pending.type]}`),
                      runner: pending.name,
                      odds: pending.odds,
                      stake: stake.trim(),
                    })}
                  </p>
                  <Button type="primary" loading={store.placing} onClick={() => void confirm()}>
                    {t('games.virtuals.confirm')}
                  </Button>{' '}
                  <Button onClick={() => setPending(null)}>{t('games.virtuals.cancel')}</Button>
                </div>
              ) : null}
              {store.error ? (
                <Alert type="error" showIcon role="alert" title={errorText(store.error)} />
              ) : null}
              <List
                dataSource={event.runners}
                renderItem={(r) => {
                  const bt = offered(event).includes(type) ? type : 'WIN';
                  const odds = oddsOf(event, r.no, bt);
                  return (
                    <List.Item>
                      <span>
                        {r.no}. {r.name}
                      </span>
                      <Button
                        disabled={!odds || event.state !== 'open'}
                        loading={store.placing}
                        aria-pressed={
                          pending?.event.event_id === event.event_id &&
                          pending.runner === r.no &&
                          pending.type === bt
                        }
                        onClick={() => odds && choose({ event, runner: r.no, name: r.name, type: bt, odds })}
                        aria-label={`${t('games.virtuals.betOn', { type: t(`games.virtuals.${TYPE_KEY[bt]}`), runner: r.name })} ${odds ?? ''}`}
                      >
                        {odds ?? '-'}
                      </Button>
                    </List.Item>
                  );
                }}
              />
            </Card>
          ) : null}
        </div>
        <Card title={<h2 className="page-subtitle">{t('games.virtuals.myBets')}</h2>}>
          <Table
            size="small"
            rowKey="ref_no"
            pagination={false}
            dataSource={store.bets}
            aria-label={t('games.virtuals.myBets')}
            columns={[
              { title: t('games.lottery.ref'), dataIndex: 'ref_no' },
              {
                title: t('games.virtuals.runner'),
                render: (_, b) => (b.race ? `${b.runner_name} · ${raceTitleName(t, b.race)}` : b.runner_name),
              },
              {
                title: t('games.virtuals.betType'),
                render: (_, b) => t(`games.virtuals.${TYPE_KEY[b.bet_type]}`),
              },
              { title: t('games.virtuals.stake'), dataIndex: 'stake' },
              { title: t('games.lottery.status'), render: (_, b) => t(`games.lottery.status_${b.status}`) },
              { title: t('games.lottery.payout'), render: (_, b) => b.payout ?? '-' },
              {
                title: t('ticket.title'),
                render: (_, b) => (
                  <PrintTicketButton refNo={b.ref_no} reprint={b.ref_no !== store.lastPlacedRef} />
                ),
              },
            ]}
          />
        </Card>
      </section>
    </AppShell>
  );
});
