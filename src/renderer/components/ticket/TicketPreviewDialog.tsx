import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useStores } from '../../stores/context';

// The ticket layout and its QR code generator load with the first ticket a player opens: most sessions print
// nothing, and they would otherwise weigh on every first load.
const TicketPreviewPanel = lazy(() =>
  import('./TicketPreviewPanel').then((m) => ({ default: m.TicketPreviewPanel })),
);

/** Shows the ticket preview while one is open, and gives the focus back to what opened it when it closes. */
export const TicketPreviewDialog = observer(function TicketPreviewDialog() {
  const preview = useStores().betting.tickets.preview;
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    if (preview) {
      opener.current = opener.current ?? document.activeElement;
      return;
    }
    // Back to the control that opened the ticket, so a keyboard user carries on where they were.
    if (opener.current instanceof HTMLElement) opener.current.focus();
    opener.current = null;
  }, [preview]);

  if (!preview) return null;
  return (
    <Suspense fallback={null}>
      <TicketPreviewPanel />
    </Suspense>
  );
});
