import { Descriptions, Table, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RankRow, RoomBetView } from '@shared/tournament/api';
import { roomOddsText } from './odds';
import { PrintTicketButton } from '../../components/ticket/PrintTicketButton';
import { formatDateTime } from '../../i18n/format';
import { translateBuilt } from '../../i18n/keys';
import { roomPickName } from '../../i18n/marketNames';
import { useStores } from '../../stores/context';
import { roomMoney } from './roomMoney';

/** Room info: owner, fee, pool, prizes, players, times and status. */
export const RoomInfoPanel = observer(function RoomInfoPanel() {
  const { tournament, prefs } = useStores();
  const { t } = useTranslation();
  const info = tournament.room;
  if (!info) return null;
  const { room } = info;
  const time = (iso: string) => formatDateTime(Date.parse(iso), prefs.language);
  const money = (amount: string) => roomMoney(amount, room.currency, prefs.language);
  return (
    <section aria-label={t('tournament.room.info')} data-tour="info">
      <Descriptions
        title={t('tournament.room.info')}
        column={1}
        size="small"
        bordered
        items={[
          {
            key: 'type',
            label: t('tournament.columns.type'),
            children: t(`tournament.types.${room.type_code}`),
          },
          {
            key: 'status',
            label: t('tournament.columns.status'),
            children: t(`tournament.status.${room.status}`),
          },
          { key: 'owner', label: t('tournament.columns.owner'), children: room.owner },
          { key: 'currency', label: t('tournament.columns.currency'), children: room.currency },
          { key: 'fee', label: t('tournament.columns.fee'), children: money(room.room_rate) },
          { key: 'pool', label: t('tournament.columns.pool'), children: money(room.prize_pool) },
          {
            key: 'prizes',
            label: t('tournament.room.prizes'),
            children: t('tournament.room.prizeList', {
              first: money(room.first_prize),
              second: money(room.second_prize),
              third: money(room.third_prize),
            }),
          },
          {
            key: 'players',
            label: t('tournament.columns.players'),
            children: `${room.players} / ${room.room_limit}`,
          },
          { key: 'lastJoin', label: t('tournament.columns.lastJoin'), children: time(room.last_join_time) },
          { key: 'lastBet', label: t('tournament.room.lastBet'), children: time(room.last_betting_time) },
        ]}
      />
    </section>
  );
});

/** Ranking: rank, player, points and prize, during the room (running bets at their stake) and after it. */
export const RankingTable = observer(function RankingTable() {
  const { tournament, prefs } = useStores();
  const currency = tournament.room?.room.currency ?? null;
  const { t } = useTranslation();
  const title = tournament.rankingFinal ? t('tournament.room.finalRanking') : t('tournament.room.ranking');
  return (
    <section aria-label={t('tournament.room.ranking')} data-tour="ranking">
      <h3>{title}</h3>
      <Table<RankRow>
        aria-label={title}
        size="small"
        pagination={false}
        rowKey={(r) => `${r.rank}-${r.nickname}`}
        dataSource={tournament.ranking}
        columns={[
          { title: t('tournament.room.rank'), dataIndex: 'rank' },
          {
            title: t('tournament.room.player'),
            render: (_, r) => (r.is_me ? `${r.nickname} ${t('tournament.room.you')}` : r.nickname),
          },
          { title: t('tournament.room.points'), dataIndex: 'points', align: 'right' },
          {
            title: t('tournament.room.prize'),
            render: (_, r) => (currency ? roomMoney(r.prize, currency, prefs.language) : r.prize),
            align: 'right',
          },
        ]}
      />
    </section>
  );
});

/** The member's bets in the room with their outcome once settled. */
export const MyBets = observer(function MyBets() {
  const { tournament, prefs } = useStores();
  const { t } = useTranslation();
  return (
    <section aria-label={t('tournament.room.myBets')} data-tour="my-bets">
      <h3>{t('tournament.room.myBets')}</h3>
      <Table<RoomBetView>
        aria-label={t('tournament.room.myBets')}
        size="small"
        pagination={false}
        rowKey="bet_id"
        dataSource={tournament.myBets}
        locale={{ emptyText: t('tournament.room.noBets') }}
        columns={[
          { title: t('tournament.room.match'), render: (_, b) => `${b.home} vs ${b.away}` },
          {
            title: t('tournament.room.selection'),
            render: (_, b) => roomPickName(t, b),
          },
          {
            title: t('tournament.room.odds'),
            render: (_, b) => roomOddsText(b.odds, b.market, prefs.numericOddsType),
            align: 'right',
          },
          { title: t('tournament.room.points'), dataIndex: 'points', align: 'right' },
          {
            title: t('tournament.room.result'),
            render: (_, b) => (
              <Tag>
                {b.status === 'running'
                  ? t('tournament.betRunning')
                  : `${translateBuilt(t, `betlist.outcome.${b.outcome ?? 'void'}`)} ${b.return_points ?? 0}`}
              </Tag>
            ),
          },
          {
            title: t('tournament.room.ticket'),
            render: (_, b) => <PrintTicketButton refNo={b.ref_no} reprint />,
          },
        ]}
      />
    </section>
  );
});
