import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LotteryBetRow } from '@shared/lottery/api';
import { translateBuilt } from '../../i18n/keys';
import { payoutColumn, placedTimeColumn, statusTagColumn } from '../../pages/games/betListColumns';

/** A drawn bet reads as won or lost by what it paid; running and void say so. */
export function lotteryStatus(r: LotteryBetRow): 'running' | 'void' | 'won' | 'lost' {
  if (r.status !== 'settled') return r.status;
  return r.payout !== null && r.payout !== '0.00' ? 'won' : 'lost';
}

/** The member's 4D bets: what was bought for which draw, and what it paid once drawn. */
export function LotteryBetsTable({ rows }: { rows: LotteryBetRow[] }) {
  const { t } = useTranslation();
  return (
    <Table<LotteryBetRow>
      size="small"
      rowKey="ref_no"
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t('games.lottery.noBets') }}
      aria-label={t('games.lottery.myBets')}
      columns={[
        { title: t('games.lottery.ref'), dataIndex: 'ref_no' },
        { title: t('games.lottery.drawTitle', { no: '' }).replace('#', '').trim(), dataIndex: 'draw_no' },
        { title: t('games.lottery.betType'), render: (_, r) => t(`games.lottery.types.${r.bet_type}`) },
        { title: t('games.lottery.number'), dataIndex: 'number' },
        {
          title: t('games.lottery.choice'),
          render: (_, r) => translateBuilt(t, `games.lottery.choices.${r.choice}`),
        },
        { title: t('games.lottery.stake'), dataIndex: 'unit_stake', align: 'right' },
        { title: t('games.lottery.lines'), dataIndex: 'lines', align: 'right' },
        { title: t('games.lottery.totalStake'), dataIndex: 'stake', align: 'right' },
        statusTagColumn(t('games.lottery.status'), (r) => t(`games.lottery.status_${lotteryStatus(r)}`)),
        payoutColumn(t('games.lottery.payout')),
        placedTimeColumn(t('games.results.time')),
      ]}
    />
  );
}
