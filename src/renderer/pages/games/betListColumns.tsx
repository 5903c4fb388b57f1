import { Tag, type TableColumnType } from 'antd';
import { formatDateTime } from '../media/time';

// The columns the draw games' bet lists (4D, keno, virtual roulette) share, each titled by the game's own text.

/** The bet's status as a tag, blue while the bet waits for its draw. */
export function statusTagColumn<Row extends { status: string }>(
  title: string,
  statusText: (row: Row) => string,
): TableColumnType<Row> {
  return {
    title,
    render: (_, r) => <Tag color={r.status === 'running' ? 'blue' : 'default'}>{statusText(r)}</Tag>,
  };
}

/** What the bet paid, or a dash until it is settled. */
export function payoutColumn<Row extends { payout: string | number | null }>(
  title: string,
): TableColumnType<Row> {
  return { title, dataIndex: 'payout', align: 'right', render: (v: Row['payout']) => v ?? '-' };
}

/** When the bet was placed, in the player's time zone. */
export function placedTimeColumn<Row extends { trans_time: string }>(title: string): TableColumnType<Row> {
  return { title, render: (_, r) => formatDateTime(Date.parse(r.trans_time)) };
}
