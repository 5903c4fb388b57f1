import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyRoute } from '../../components/lazyRoute';

// The panel, its store, its styles and the round call's schema load on the first open: the first load has no room.
const MiniGamesPanel = lazyRoute<{ open: boolean; onClose: () => void }>(() =>
  import('./MiniGamesPanel').then((m) => ({ default: m.MiniGamesPanel })),
);

/** The sportsbook header's way into the mini games: a button that opens the quick-play panel over the bet slip. */
export function MiniGamesLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="mini-games-launcher"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={MiniGamesPanel.preload}
        onFocus={MiniGamesPanel.preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('miniGames.open')}
      </button>
      {opened ? <MiniGamesPanel open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
