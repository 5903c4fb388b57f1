import { describe, expect, it, vi } from 'vitest';
import type { BetView } from '@shared/betting/api';
import type { TicketPrintArgs, TicketPrintResult, TicketSettings } from '@shared/bridge';
import type { BetApi } from '../../src/renderer/api/bet';
import { ApiCallError } from '../../src/renderer/api/client';
import { paperHeightMm, TicketStore } from '../../src/renderer/stores/TicketStore';

const bet = (ref: string): BetView => ({
  bet_id: 1,
  ref_no: ref,
  trans_time: '2026-11-25T12:00:00.000Z',
  bet_type: 'single',
  virtual: false,
  choice: 'h',
  odds: '0.94',
  odds_type: 1,
  stake: '10.00',
  risk: '10.00',
  payout: '0.00',
  max_payout: '19.40',
  status: 'running',
  outcome: null,
  reject_reason: null,
  turnover: '10.00',
  valid_turnover: '0.00',
  commission: '0.00',
  settled_amount: '0.00',
  win_loss: '0.00',
  ticket_count: 1,
  sizes: [],
  legs: [],
});

function setup(settings?: TicketSettings, answer: TicketPrintResult = { ok: true }) {
  const lookups: string[] = [];
  // The server's record of prints, by ref no, as `ticketprinted` keeps it.
  const printed = new Map<string, string[]>();
  // While true the server cannot be reached for `ticketprinted`.
  const line = { down: false };
  const api = {
    ticket: vi.fn(async (ref: string) => {
      lookups.push(ref);
      if (ref === 'THEIRS01') throw new ApiCallError('betNotExists', 'business');
      if (ref === 'NETWORK1') throw new ApiCallError('requestFailed', 'network');
      return { bet: bet(ref), printed: printed.get(ref)?.length ?? 0 };
    }),
    ticketPrinted: vi.fn(async (ref: string, terminal: string) => {
      if (line.down) throw new ApiCallError('requestFailed', 'network');
      const prints = [...(printed.get(ref) ?? []), terminal];
      printed.set(ref, prints);
      return { print_no: prints.length, copy: prints.length > 1 };
    }),
  } satisfies Partial<BetApi> as unknown as BetApi;
  const prints: TicketPrintArgs[] = [];
  const errors: string[] = [];
  const store = new TicketStore({
    api: () => api,
    loggedIn: () => true,
    settings: () => settings,
    print: async (args) => {
      prints.push(args);
      return answer;
    },
    onError: (code) => errors.push(code),
  });
  return { store, prints, errors, lookups, printed, line };
}

describe('TicketStore', () => {
  it('prints the original once; every later print of the same bet is a copy', async () => {
    const { store, prints } = setup();
    await store.open('SB000000001');
    expect(store.preview?.copy).toBe(false);
    await store.print(378);
    expect(prints).toEqual([{ refNo: 'SB000000001', heightMm: paperHeightMm(378) }]);
    expect(store.outcome).toEqual({ ok: true, ref: 'SB000000001' });
    expect(store.preview?.copy).toBe(true);
    store.close();
    await store.open('SB000000001');
    expect(store.preview?.copy).toBe(true);
    // A ticket never printed is the original, from whichever screen it is opened.
    await store.open('SB000000002');
    expect(store.preview?.copy).toBe(false);
  });

  it('asks the server whether the original was printed, so a new store (a reload, another terminal) prints a copy', async () => {
    const first = setup({ terminalId: 'SHOP-1', paperWidthMm: 80, autoPrint: false });
    await first.store.open('SB000000010');
    await first.store.print(300);
    expect(first.printed.get('SB000000010')).toEqual(['SHOP-1']);
    // A store with no memory of that print, answered by the same server record.
    const reloaded = setup();
    reloaded.printed.set('SB000000010', ['SHOP-1']);
    await reloaded.store.open('SB000000010');
    expect(reloaded.store.preview?.copy).toBe(true);
    await reloaded.store.print(300);
    expect(reloaded.printed.get('SB000000010')).toEqual(['SHOP-1', '']);
  });

  it('a print the server did not hear of is told again on the next open, and that ticket prints as a copy', async () => {
    const { store, printed, errors, line } = setup({
      terminalId: 'SHOP-2',
      paperWidthMm: 80,
      autoPrint: false,
    });
    await store.open('SB000000012');
    line.down = true;
    await store.print(300);
    expect(errors).toEqual(['requestFailed']);
    expect(printed.size).toBe(0);
    store.close();
    // Still unreachable: the ticket is a copy all the same, since it did come out of the printer.
    await store.open('SB000000012');
    expect(store.preview?.copy).toBe(true);
    store.close();
    line.down = false;
    await store.open('SB000000012');
    expect(printed.get('SB000000012')).toEqual(['SHOP-2']);
    expect(store.preview?.copy).toBe(true);
  });

  it('records no print the printer refused', async () => {
    const { store, printed } = setup(undefined, { ok: false, reason: 'failed' });
    await store.open('SB000000011');
    await store.print(300);
    expect(printed.size).toBe(0);
  });

  it('keeps the original when the printer failed, and says why', async () => {
    const { store } = setup(undefined, { ok: false, reason: 'noPrinter' });
    await store.open('SB000000003');
    await store.print(300);
    expect(store.outcome).toEqual({ ok: false, reason: 'noPrinter' });
    expect(store.preview?.copy).toBe(false);
  });

  it('auto-prints an accepted bet only when the operator says so, and once per bet', async () => {
    const off = setup();
    off.store.afterAccepted('SB000000004');
    expect(off.lookups).toEqual([]);
    const kiosk = setup({ terminalId: 'K1', paperWidthMm: 58, autoPrint: true });
    kiosk.store.afterAccepted('SB000000004');
    kiosk.store.afterAccepted('SB000000004');
    await vi.waitFor(() => expect(kiosk.store.preview?.autoPrint).toBe(true));
    expect(kiosk.lookups).toEqual(['SB000000004']);
    await kiosk.store.print(300);
    // The automatic ticket needs no one to close it.
    expect(kiosk.store.preview).toBeNull();
    expect(kiosk.prints).toHaveLength(1);
  });

  it("checks a ref no: own bet found, another player's refused as not found, bad text never sent", async () => {
    const { store, lookups, errors } = setup();
    await store.lookUp('  ');
    expect(store.check).toEqual({ state: 'refused', reason: 'required' });
    await store.lookUp('SB 1;');
    expect(store.check).toEqual({ state: 'refused', reason: 'invalid' });
    expect(lookups).toEqual([]);
    await store.lookUp('SB000000005');
    expect(store.check).toMatchObject({ state: 'found', bet: { ref_no: 'SB000000005' } });
    await store.lookUp('THEIRS01');
    expect(store.check).toEqual({ state: 'refused', reason: 'notFound' });
    expect(errors).toEqual([]);
    await store.lookUp('NETWORK1');
    expect(errors).toEqual(['requestFailed']);
  });

  it('turns the laid-out height into whole millimetres of paper within the bridge bounds', () => {
    expect(paperHeightMm(378)).toBe(Math.ceil((378 * 25.4) / 96) + 8);
    expect(paperHeightMm(0)).toBe(20);
    expect(paperHeightMm(1e9)).toBe(2000);
  });
});
