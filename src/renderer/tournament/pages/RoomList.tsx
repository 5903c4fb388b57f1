import { Input, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERVALS_MS } from '@shared/constants';
import type { RoomStatusFilter, RoomTypeFilter } from '@shared/tournament/types';
import { useInterval } from '../../components/useInterval';
import { useStores } from '../../stores/context';
import { RoomTable } from './RoomTable';

const TYPES: RoomTypeFilter[] = ['T0', 'T1', 'T2', 'T3'];
const STATUSES = ['10', 'A', '0', '1', '4', '3', '2'] as const satisfies readonly RoomStatusFilter[];
/** RULES.md section 9 gives the tournament interval as 60; the other intervals are in ms, this one reads as seconds. */
const REFRESH_MS = INTERVALS_MS.tournament * 1000;

/** Room list with type and status filters and the search by room id. */
export const RoomList = observer(function RoomList() {
  const { tournament } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    void tournament.loadRooms();
  }, [tournament, tournament.typeFilter, tournament.statusFilter]);
  useInterval(() => void tournament.loadRooms(), REFRESH_MS);
  return (
    <section aria-label={t('tournament.tabs.rooms')} data-tour="list">
      <div className="tournament-filters" data-tour="filters">
        <label>
          {t('tournament.filters.type')}
          <Select
            aria-label={t('tournament.filters.type')}
            value={tournament.typeFilter}
            style={{ width: 160 }}
            onChange={(v) => tournament.setTypeFilter(v)}
            options={TYPES.map((v) => ({
              value: v,
              label: v === 'T0' ? t('tournament.filters.all') : t(`tournament.types.${v}`),
            }))}
          />
        </label>
        <label>
          {t('tournament.filters.status')}
          <Select
            aria-label={t('tournament.filters.status')}
            value={tournament.statusFilter}
            style={{ width: 180 }}
            onChange={(v) => tournament.setStatusFilter(v)}
            options={STATUSES.map((v) => ({
              value: v,
              label: v === '10' ? t('tournament.filters.all') : t(`tournament.status.${v}`),
            }))}
          />
        </label>
        <label data-tour="search">
          {t('tournament.search')}
          <Input.Search
            aria-label={t('tournament.search')}
            placeholder={t('tournament.searchPlaceholder')}
            allowClear
            value={tournament.search}
            onChange={(e) => tournament.setSearch(e.target.value)}
            onSearch={() => void tournament.loadRooms()}
            style={{ width: 220 }}
          />
        </label>
      </div>
      <RoomTable rooms={tournament.rooms} label={t('tournament.tabs.rooms')} />
    </section>
  );
});
