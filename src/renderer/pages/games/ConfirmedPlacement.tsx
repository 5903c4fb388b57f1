import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmStep } from '../../components/ConfirmStep';
import { PrintTicketButton } from '../../components/ticket/PrintTicketButton';
import { useStores } from '../../stores/context';
import { translateBuilt } from '../../i18n/keys';
import { GamePlayButton } from './GamePlayButton';

/** A game's slip as the place button sees it: its problem, the placing under way and the last slip accepted. */
export interface PlaceableSlip<Placed extends { ref_no: string }> {
  readonly error: string | null;
  /** Why the slip cannot be placed as it stands; null when it can. */
  readonly problem: string | null;
  readonly placing: boolean;
  readonly lastPlaced: Placed | null;
  /** Sends the slip; true when the server accepted it (then `lastPlaced` is that slip). */
  place(): Promise<boolean>;
}

/**
 * The end of a scheduled-draw game's slip (keno, virtual roulette): the problem the page itself found, the slip last
 * accepted with its ticket, and the place button, which asks for a confirmation before anything is sent. An accepted
 * slip opens the member's ticket as any accepted bet does. Texts come from the game's own area (`<texts>.place`,
 * `<texts>.confirmTitle`, `<texts>.confirm`, `<texts>.cancel`, `<texts>.problems.<code>`).
 */
function ConfirmedPlacementView<Placed extends { ref_no: string }>({
  slip,
  texts,
  localProblems,
  placedText,
  confirmBody,
}: {
  slip: PlaceableSlip<Placed>;
  texts: 'keno' | 'roulette';
  /** The problems shown here; the server's refusals are shown by the page's error handling. */
  localProblems: readonly string[];
  placedText: (placed: Placed) => string;
  confirmBody: ReactNode;
}) {
  const { betting } = useStores();
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    setConfirming(false);
    if (await slip.place()) {
      const ref = slip.lastPlaced?.ref_no;
      if (ref) betting.tickets.afterAccepted(ref);
    }
  };
  return (
    <>
      {slip.error && localProblems.includes(slip.error) ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={translateBuilt(t, `${texts}.problems.${slip.error}`)}
        />
      ) : null}
      {slip.lastPlaced ? (
        <Alert
          type="success"
          showIcon
          title={placedText(slip.lastPlaced)}
          action={<PrintTicketButton refNo={slip.lastPlaced.ref_no} />}
        />
      ) : null}
      <GamePlayButton busy={slip.placing} problem={slip.problem} onClick={() => setConfirming(true)}>
        {t(`${texts}.place`)}
      </GamePlayButton>
      <ConfirmStep
        open={confirming}
        title={t(`${texts}.confirmTitle`)}
        okText={t(`${texts}.confirm`)}
        cancelText={t(`${texts}.cancel`)}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        {confirmBody}
      </ConfirmStep>
    </>
  );
}

export const ConfirmedPlacement = observer(ConfirmedPlacementView) as typeof ConfirmedPlacementView;
