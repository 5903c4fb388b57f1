import { Button, Modal, Steps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { TOUR_STEPS } from '../../stores/TournamentTour';

/** The 10-step guided tour (RULES.md section 9), shown on the first visit and replayable from the help button. */
export const GuidedTour = observer(function GuidedTour() {
  const { tournamentTour: tour } = useStores();
  const { t } = useTranslation();
  if (!tour.open) return null;
  const n = tour.step + 1;
  const last = n === TOUR_STEPS;
  return (
    <Modal
      open
      title={t('tournament.tour.title')}
      onCancel={() => tour.finish()}
      footer={[
        <Button key="skip" onClick={() => tour.finish()}>
          {t('tournament.tour.skip')}
        </Button>,
        <Button key="prev" disabled={tour.step === 0} onClick={() => tour.prev()}>
          {t('tournament.tour.prev')}
        </Button>,
        <Button key="next" type="primary" onClick={() => tour.next()}>
          {last ? t('tournament.tour.done') : t('tournament.tour.next')}
        </Button>,
      ]}
    >
      <Steps
        size="small"
        current={tour.step}
        items={Array.from({ length: TOUR_STEPS }, () => ({}))}
        aria-hidden
      />
      <p role="status" aria-live="polite" style={{ marginTop: 16 }}>
        <strong>{t('tournament.tour.step', { current: n, total: TOUR_STEPS })}</strong>
        <br />
        {t(`tournament.tour.steps.s${n}`)}
      </p>
    </Modal>
  );
});
