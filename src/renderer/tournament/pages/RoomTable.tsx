import { Button, Table, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RoomSummary } from '@shared/tournament/api';
import { formatDateTime } from '../../i18n/format';
import { useStores } from '../../stores/context';
import { JoinDialog } from './JoinDialog';
import { roomMoney } from './roomMoney';

const STATUS_COLOR: Record<string, string> = {
  A: 'blue',
  '0': 'green',
  '1': 'gold',
  '4': 'orange',
  '3': 'default',
  '2': 'red',
};

/** Rooms with their type, fee, seats, pool and status; join (PIN prompt for private rooms) or enter. */
export const RoomTable = observer(function RoomTable({
  rooms,
  label,
}: {
  rooms: RoomSummary[];
  label: string;
}) {
  const { prefs } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [joining, setJoining] = useState<RoomSummary | null>(null);
  const joinable = (r: RoomSummary) => !r.joined && (r.status === 'A' || r.status === '0');
  return (
    <>
      <Table<RoomSummary>
        aria-label={label}
        rowKey="room_id"
        dataSource={rooms}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('tournament.noRooms') }}
        columns={[
          { title: t('tournament.columns.room'), dataIndex: 'room_id' },
          { title: t('tournament.columns.type'), render: (_, r) => t(`tournament.types.${r.type_code}`) },
          { title: t('tournament.columns.owner'), dataIndex: 'owner' },
          {
            title: t('tournament.columns.fee'),
            render: (_, r) => roomMoney(r.room_rate, r.currency, prefs.language),
            align: 'right',
          },
          { title: t('tournament.columns.players'), render: (_, r) => `${r.players} / ${r.room_limit}` },
          {
            title: t('tournament.columns.pool'),
            render: (_, r) => roomMoney(r.prize_pool, r.currency, prefs.language),
            align: 'right',
          },
          {
            title: t('tournament.columns.lastJoin'),
            render: (_, r) => formatDateTime(Date.parse(r.last_join_time), prefs.language),
          },
          {
            title: t('tournament.columns.status'),
            render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{t(`tournament.status.${r.status}`)}</Tag>,
          },
          {
            title: t('tournament.columns.action'),
            render: (_, r) =>
              joinable(r) ? (
                <Button
                  type="primary"
                  size="small"
                  aria-label={t('tournament.joinRoom', { room: r.room_id })}
                  onClick={() => setJoining(r)}
                >
                  {t('tournament.join')}
                </Button>
              ) : (
                <Button
                  size="small"
                  aria-label={t('tournament.enterRoom', { room: r.room_id })}
                  onClick={() => void navigate(`/tournament2/room/${r.room_id}`)}
                >
                  {t('tournament.enter')}
                </Button>
              ),
          },
        ]}
      />
      {joining ? <JoinDialog room={joining} onClose={() => setJoining(null)} /> : null}
    </>
  );
});
