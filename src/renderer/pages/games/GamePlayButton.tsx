import { Button } from 'antd';
import type { ReactNode } from 'react';
import '../../keno/pages/keno.css';

/**
 * A house game's main action (place the slip, deal the cards): full width, spinning while the call runs, and off while
 * the page knows of a `problem` with the stake or the slip, so nothing is sent that the server would refuse.
 */
export function GamePlayButton({
  busy,
  problem,
  onClick,
  children,
}: {
  busy: boolean;
  problem: string | null;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="primary"
      block
      className="keno-place"
      loading={busy}
      disabled={problem !== null}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
