import type { TicketPrintArgs, TicketPrintResult } from '@shared/bridge';
import type { OperatorTickets } from '@shared/operator-config';

// Printed bet tickets on the terminal's receipt printer. The renderer lays the ticket out in its print view
// (one component for every product, at the paper's width); main prints that window silently to the configured
// printer, so a shop counter or kiosk never shows a print dialog. Electron's WebContents is behind
// PrintableContents so the decisions here are tested with a fake.

/** Electron's WebContents.print options this service uses (sizes in microns). */
export interface TicketPrintOptions {
  silent: true;
  printBackground: boolean;
  color: boolean;
  /** Omitted: the system's default printer. */
  deviceName?: string;
  margins: { marginType: 'none' };
  pageSize: { width: number; height: number };
  copies: 1;
}

/** The part of Electron's WebContents a ticket print needs. */
export interface PrintableContents {
  print(options: TicketPrintOptions, callback: (success: boolean, failureReason: string) => void): void;
  getPrintersAsync(): Promise<readonly { name: string }[]>;
}

/** A sender that can print: Electron's WebContents in the app, anything else is refused. */
export function asPrintable(sender: unknown): PrintableContents | null {
  if (typeof sender !== 'object' || sender === null) return null;
  const s = sender as Partial<PrintableContents>;
  return typeof s.print === 'function' && typeof s.getPrintersAsync === 'function'
    ? (sender as PrintableContents)
    : null;
}

export class TicketPrinter {
  private busy = false;

  constructor(
    private readonly settings: Pick<OperatorTickets, 'printerName' | 'paperWidthMm'>,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** The print options for a ticket of this height: the paper's width, no margins, no dialog. */
  optionsFor(args: TicketPrintArgs): TicketPrintOptions {
    return {
      silent: true,
      // Thermal receipt printers print black only; the ticket's rules and QR code are drawn as backgrounds.
      printBackground: true,
      color: false,
      ...(this.settings.printerName ? { deviceName: this.settings.printerName } : {}),
      margins: { marginType: 'none' },
      pageSize: { width: this.settings.paperWidthMm * 1000, height: args.heightMm * 1000 },
      copies: 1,
    };
  }

  async print(sender: unknown, args: TicketPrintArgs): Promise<TicketPrintResult> {
    const contents = asPrintable(sender);
    if (!contents) return { ok: false, reason: 'failed' };
    // One job at a time: a second press while the printer works would print the ticket twice.
    if (this.busy) return { ok: false, reason: 'failed' };
    this.busy = true;
    try {
      const printers = await contents.getPrintersAsync();
      const wanted = this.settings.printerName;
      if (printers.length === 0 || (wanted && !printers.some((p) => p.name === wanted))) {
        this.log(`ticket ${args.refNo}: printer not found`);
        return { ok: false, reason: 'noPrinter' };
      }
      const result = await new Promise<TicketPrintResult>((resolve) => {
        contents.print(this.optionsFor(args), (success, failureReason) => {
          if (success) resolve({ ok: true });
          else resolve({ ok: false, reason: /cancel/i.test(failureReason) ? 'cancelled' : 'failed' });
        });
      });
      this.log(`ticket ${args.refNo}: ${result.ok ? 'printed' : `not printed (${result.reason})`}`);
      return result;
    } finally {
      this.busy = false;
    }
  }
}
