import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { RoomTable } from './RoomTable';

/** The rooms the member holds a seat in, whatever their status. */
export const MyRooms = observer(function MyRooms() {
  const { tournament } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    void tournament.loadMyRooms();
  }, [tournament]);
  return (
    <section aria-label={t('tournament.tabs.myRooms')}>
      <RoomTable rooms={tournament.myRooms} label={t('tournament.tabs.myRooms')} />
    </section>
  );
});
