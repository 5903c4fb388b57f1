import { makeAutoObservable, runInAction } from 'mobx';
import type { BetTicketResponse, BetView, RoomTicketView } from '@shared/betting/api';
import { refNoSchema } from '@shared/betting/api';
import type { TicketPrintArgs, TicketPrintResult, TicketSettings } from '@shared/bridge';
import { DEFAULT_TICKETS, ticketLayout } from '@shared/operator-config';
import { ApiCallError } from '../api/client';
import type { BetApi } from '../api/bet';

// Printed bet tickets: the ticket preview (the one layout that is printed), printing through the platform, the
// original/copy rule and the Check ticket look-up. The ticket's facts always come from the server (`betticket`),
// so a ticket prints what the operator recorded, never what the slip believed; so does the original/copy rule
// (`printed`, and `ticketprinted` after each print), which holds across reloads and terminals.

/** What a ticket is printed from: a bet of the wallet's products, or a tournament room bet (staked in points). */
export type TicketBet = BetView | RoomTicketView;

export function isRoomTicket(bet: TicketBet): bet is RoomTicketView {
  return 'room_id' in bet;
}

function ticketBet(answer: BetTicketResponse): TicketBet {
  const bet = answer.bet ?? answer.room_bet;
  // The server answers exactly one of the two; an answer with neither is not a ticket.
  if (!bet) throw new ApiCallError('betNotExists', 'business');
  return bet;
}

export interface TicketDeps {
  api: () => BetApi;
  /** False once the player logged out: nothing is asked of the server then. */
  loggedIn: () => boolean;
  /** The operator's ticket settings (terminal id, paper, auto-print). */
  settings: () => TicketSettings | undefined;
  print: (args: TicketPrintArgs) => Promise<TicketPrintResult>;
  /** Codes the store does not answer itself (network, session) go to the app's error handling. */
  onError: (code: string) => void;
}

export interface TicketPreview {
  bet: TicketBet;
  /** A reprint: the ticket says COPY. */
  copy: boolean;
  /** Print as soon as the ticket is laid out (a kiosk's automatic ticket). */
  autoPrint: boolean;
}

export type PrintOutcome =
  { ok: true; ref: string } | { ok: false; reason: 'noPrinter' | 'failed' | 'cancelled' };

export type CheckState =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'found'; bet: TicketBet }
  | { state: 'refused'; reason: 'required' | 'invalid' | 'notFound' };

/** A laid-out ticket's height in CSS pixels as whole millimetres of paper (96 px to the inch), with room to tear. */
export function paperHeightMm(px: number): number {
  return Math.max(20, Math.min(2000, Math.ceil((px * 25.4) / 96) + 8));
}

export class TicketStore {
  preview: TicketPreview | null = null;
  opening = false;
  printing = false;
  outcome: PrintOutcome | null = null;
  check: CheckState = { state: 'idle' };
  private readonly autoPrinted = new Set<string>();
  /** Tickets printed here whose print the server has not heard of yet (the call failed): told again on the next open. */
  private readonly unrecorded = new Set<string>();

  constructor(private readonly deps: TicketDeps) {
    makeAutoObservable<this, 'deps' | 'autoPrinted' | 'unrecorded'>(this, {
      deps: false,
      autoPrinted: false,
      unrecorded: false,
    });
  }

  get settings(): TicketSettings {
    return this.deps.settings() ?? { ...ticketLayout(DEFAULT_TICKETS) };
  }

  /**
   * Opens the ticket of an accepted bet. It is the original until it has been printed once, on any terminal and
   * from any screen (the server counts prints); after that every print of it is a copy.
   */
  async open(refNo: string, options: { auto?: boolean } = {}): Promise<boolean> {
    if (!this.deps.loggedIn() || this.opening) return false;
    this.opening = true;
    this.outcome = null;
    try {
      if (this.unrecorded.has(refNo)) await this.recordPrint(refNo);
      const answer = await this.deps.api().ticket(refNo);
      const bet = ticketBet(answer);
      runInAction(() => {
        // A print the server still has not heard of was printed all the same: the next one is a copy.
        const copy = answer.printed > 0 || this.unrecorded.has(refNo);
        this.preview = { bet, copy, autoPrint: options.auto === true && !copy };
      });
      return true;
    } catch (error) {
      this.deps.onError(error instanceof ApiCallError ? error.code : 'requestFailed');
      return false;
    } finally {
      runInAction(() => (this.opening = false));
    }
  }

  /**
   * After a bet is accepted: a kiosk that the operator set to auto-print prints its ticket at once, once per bet
   * (a live bet is reported again when its acceptance delay ends).
   */
  afterAccepted(refNo: string): void {
    if (!this.settings.autoPrint || this.autoPrinted.has(refNo)) return;
    this.autoPrinted.add(refNo);
    void this.open(refNo, { auto: true });
  }

  clearCheck(): void {
    this.check = { state: 'idle' };
  }

  close(): void {
    this.preview = null;
    this.outcome = null;
  }

  /** Prints the ticket laid out in the preview, `heightPx` tall. */
  async print(heightPx: number): Promise<void> {
    const preview = this.preview;
    if (!preview || this.printing) return;
    this.printing = true;
    this.outcome = null;
    let result: TicketPrintResult;
    try {
      result = await this.deps.print({ refNo: preview.bet.ref_no, heightMm: paperHeightMm(heightPx) });
    } catch {
      result = { ok: false, reason: 'failed' };
    }
    runInAction(() => {
      this.printing = false;
      if (!result.ok) {
        this.outcome = { ok: false, reason: result.reason };
        return;
      }
      this.outcome = { ok: true, ref: preview.bet.ref_no };
      // The printed original stays on screen; printing it again prints a copy.
      if (this.preview === preview) this.preview = { ...preview, copy: true, autoPrint: false };
      // A kiosk's automatic ticket needs no one to close it.
      if (preview.autoPrint) this.preview = null;
    });
    if (result.ok) await this.recordPrint(preview.bet.ref_no);
  }

  /** Tells the server the ticket came out of the printer, so its next print anywhere is a copy. */
  private async recordPrint(refNo: string): Promise<void> {
    if (!this.deps.loggedIn()) return;
    try {
      await this.deps.api().ticketPrinted(refNo, this.settings.terminalId);
      this.unrecorded.delete(refNo);
    } catch (error) {
      this.unrecorded.add(refNo);
      this.deps.onError(error instanceof ApiCallError ? error.code : 'requestFailed');
    }
  }

  /** Check ticket: the player's own bet by the ref no typed or scanned. */
  async lookUp(text: string): Promise<void> {
    if (text.trim() === '') {
      this.check = { state: 'refused', reason: 'required' };
      return;
    }
    const ref = refNoSchema.safeParse(text);
    if (!ref.success) {
      this.check = { state: 'refused', reason: 'invalid' };
      return;
    }
    if (!this.deps.loggedIn()) return;
    this.check = { state: 'checking' };
    try {
      const bet = ticketBet(await this.deps.api().ticket(ref.data));
      runInAction(() => (this.check = { state: 'found', bet }));
    } catch (error) {
      const code = error instanceof ApiCallError ? error.code : 'requestFailed';
      runInAction(
        () =>
          (this.check =
            code === 'betNotExists' ? { state: 'refused', reason: 'notFound' } : { state: 'idle' }),
      );
      if (code !== 'betNotExists') this.deps.onError(code);
    }
  }

  reset(): void {
    this.preview = null;
    this.outcome = null;
    this.check = { state: 'idle' };
  }
}
