import { Button, Tour } from 'antd';
import type { TourProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { translateBuilt } from '../../i18n/keys';
import { TOUR_STEPS } from '../TournamentTour';

/**
 * What each step points at, by the `data-tour` marks of the tournament pages (null: the step has no one control and
 * shows in the middle of the page). The tour opens on the room list, so steps about the inside of a room point at the
 * tab that leads to the player's rooms.
 */
const STEP_TARGETS: readonly (string | null)[] = [
  '#tournament-title',
  '[data-tour="filters"]',
  '[data-tour="search"]',
  '[data-tour="list"]',
  '[data-tour="create"]',
  '[data-tour="create"]',
  '[data-tour="list"]',
  '[data-tour="my"]',
  '[data-tour="my"]',
  '[data-tour="help"]',
];

const ROOT_CLASS = 'tournament-tour';

/** A step's target, looked up when the step shows (the list may render after the tour opens); centred when absent. */
const target = (selector: string | null) => (): HTMLElement =>
  // antd's Tour centres a step whose target function answers null; its type only admits the element.
  (selector ? document.querySelector<HTMLElement>(selector) : null) as HTMLElement;

/**
 * The 10-step guided tour (RULES.md section 9): antd's Tour, each step pointing at the control it explains. Shown on
 * the first visit and replayable from the help button; Escape, Skip or the last step close it and mark it seen.
 */
export const GuidedTour = observer(function GuidedTour() {
  const { tournamentTour: tour } = useStores();
  const { t } = useTranslation();
  const title = t('tournament.tour.title');

  // antd's tour panel is a plain box: name it as the dialog it is, and put the keyboard on its primary button, so a
  // screen reader announces the guide and Enter walks through it.
  useEffect(() => {
    if (!tour.open) return;
    // The panel mounts through a portal after this render: name it as soon as it is in the document.
    const label = (): boolean => {
      const panel = document.querySelector<HTMLElement>(`.${ROOT_CLASS} .ant-tour-panel`);
      if (!panel) return false;
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-label', title);
      panel.querySelector<HTMLElement>('.ant-btn-primary')?.focus();
      return true;
    };
    if (label()) return;
    const watch = new MutationObserver(() => {
      if (label()) watch.disconnect();
    });
    watch.observe(document.body, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [tour.open, tour.step, title]);

  const steps: TourProps['steps'] = Array.from({ length: TOUR_STEPS }, (_, i) => ({
    title,
    description: (
      <p role="status" aria-live="polite">
        <strong>{t('tournament.tour.step', { current: i + 1, total: TOUR_STEPS })}</strong>
        <br />
        {translateBuilt(t, `tournament.tour.steps.s${i + 1}`)}
      </p>
    ),
    target: target(STEP_TARGETS[i] ?? null),
    nextButtonProps: {
      children: i === TOUR_STEPS - 1 ? t('tournament.tour.done') : t('tournament.tour.next'),
    },
    prevButtonProps: { children: t('tournament.tour.prev') },
  }));

  return (
    <Tour
      open={tour.open}
      current={tour.step}
      steps={steps}
      rootClassName={ROOT_CLASS}
      onChange={(step) => tour.goTo(step)}
      onClose={() => tour.finish()}
      onFinish={() => tour.finish()}
      indicatorsRender={(current, total) => (
        <span aria-hidden>
          {current + 1} / {total}
        </span>
      )}
      actionsRender={(actions) => (
        <>
          <Button size="small" onClick={() => tour.finish()}>
            {t('tournament.tour.skip')}
          </Button>
          {actions}
        </>
      )}
    />
  );
});
