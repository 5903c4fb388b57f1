import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { paperHeightMm } from '../../stores/TicketStore';
import { BetTicket } from './BetTicket';

/**
 * The ticket preview (loaded when the first ticket opens, see TicketPreviewDialog): the printed layout on screen, with Print and Close. It is also what gets printed: the
 * print stylesheet hides everything but the ticket inside it, and `@page` takes the paper's width and the laid
 * out ticket's height. A kiosk's automatic ticket prints as soon as it is laid out.
 */
export const TicketPreviewPanel = observer(function TicketPreviewPanel() {
  const { betting, config, wallet, prefs } = useStores();
  const tickets = betting.tickets;
  const preview = tickets.preview;
  const { t } = useTranslation();
  const titleId = useId();
  const paper = useRef<HTMLDivElement>(null);
  const printButton = useRef<HTMLButtonElement>(null);
  const pageRule = useRef<HTMLStyleElement>(null);
  const settings = tickets.settings;

  // The printed page is the paper's width and the laid-out ticket's height (a COPY line makes it taller), so a
  // roll printer feeds exactly one ticket.
  useLayoutEffect(() => {
    if (pageRule.current && paper.current) {
      pageRule.current.textContent = `@page { size: ${settings.paperWidthMm}mm ${paperHeightMm(paper.current.offsetHeight)}mm; margin: 0; }`;
    }
  });

  useEffect(() => {
    if (!preview) return;
    printButton.current?.focus();
    if (preview.autoPrint && paper.current) void tickets.print(paper.current.offsetHeight);
  }, [preview, tickets]);

  if (!preview) return null;
  const ref = preview.bet.ref_no;
  const outcome = tickets.outcome;
  return createPortal(
    <div className="ticket-print-root">
      <style ref={pageRule} />
      <div
        className="ticket-preview-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') tickets.close();
        }}
      >
        <h2 id={titleId} className="ticket-preview-chrome">
          {t('ticket.preview', { ref })}
        </h2>
        <div className="ticket-preview-paper">
          <BetTicket
            ref={paper}
            bet={preview.bet}
            brandName={config?.brandName ?? ''}
            terminalId={settings.terminalId}
            paperWidthMm={settings.paperWidthMm}
            copy={preview.copy}
            currency={wallet.currency}
            language={prefs.language}
          />
        </div>
        <div
          className={`ticket-preview-outcome ticket-preview-chrome ${outcome?.ok ? 'printed' : 'failed'}`}
          role="status"
        >
          {outcome
            ? outcome.ok
              ? t('ticket.printed', { ref: outcome.ref })
              : t(`ticket.${outcome.reason}`)
            : null}
        </div>
        <div className="ticket-preview-actions ticket-preview-chrome">
          <Button
            ref={printButton}
            type="primary"
            loading={tickets.printing}
            onClick={() => {
              if (paper.current) void tickets.print(paper.current.offsetHeight);
            }}
          >
            {preview.copy ? t('ticket.reprint') : t('ticket.print')}
          </Button>
          <Button onClick={() => tickets.close()}>{t('ticket.close')}</Button>
        </div>
      </div>
    </div>,
    document.body,
  );
});
