import { describe, expect, it, vi } from 'vitest';
import { IPC } from '@shared/bridge';
import { ValidatedIpcMain } from '../../src/main/ipc';
import { registerIpcHandlers } from '../../src/main/ipc-handlers';
import type { IpcServices } from '../../src/main/ipc-handlers';
import { asPrintable, TicketPrinter } from '../../src/main/ticket-printer';
import { UrlPolicy } from '../../src/main/url-policy';
import { FakeFrame, FakeIpcMain, FakePrintableContents } from './fakes';

const args = { refNo: 'B0000123', heightMm: 140 };

describe('TicketPrinter', () => {
  it('prints silently to the configured receipt printer at the paper width, without margins', async () => {
    const contents = new FakePrintableContents([{ name: 'Office laser' }, { name: 'EPSON TM-T82' }]);
    const printer = new TicketPrinter({ printerName: 'EPSON TM-T82', paperWidthMm: 58 });
    await expect(printer.print(contents, args)).resolves.toEqual({ ok: true });
    expect(contents.jobs).toEqual([
      {
        silent: true,
        printBackground: true,
        color: false,
        deviceName: 'EPSON TM-T82',
        margins: { marginType: 'none' },
        pageSize: { width: 58_000, height: 140_000 },
        copies: 1,
      },
    ]);
  });

  it('uses the system default printer when no printer is named, at 80 mm', async () => {
    const contents = new FakePrintableContents([{ name: 'Any printer' }]);
    await new TicketPrinter({ printerName: '', paperWidthMm: 80 }).print(contents, args);
    const [job] = contents.jobs as { deviceName?: string; pageSize: { width: number } }[];
    expect(job?.deviceName).toBeUndefined();
    expect(job?.pageSize.width).toBe(80_000);
  });

  it('answers noPrinter and prints nothing when the named printer is not installed, or none is', async () => {
    const missing = new FakePrintableContents([{ name: 'Office laser' }]);
    const log = vi.fn();
    await expect(
      new TicketPrinter({ printerName: 'EPSON TM-T82', paperWidthMm: 80 }, log).print(missing, args),
    ).resolves.toEqual({
      ok: false,
      reason: 'noPrinter',
    });
    expect(missing.jobs).toEqual([]);
    expect(log).toHaveBeenCalledWith('ticket B0000123: printer not found');
    const none = new FakePrintableContents([]);
    await expect(new TicketPrinter({ printerName: '', paperWidthMm: 80 }).print(none, args)).resolves.toEqual(
      { ok: false, reason: 'noPrinter' },
    );
  });

  it("passes on the printer's failure and a cancelled job", async () => {
    const printer = new TicketPrinter({ printerName: '', paperWidthMm: 80 });
    const failing = new FakePrintableContents(undefined, {
      success: false,
      failureReason: 'Print job failed',
    });
    await expect(printer.print(failing, args)).resolves.toEqual({ ok: false, reason: 'failed' });
    const cancelled = new FakePrintableContents(undefined, { success: false, failureReason: 'cancelled' });
    await expect(printer.print(cancelled, args)).resolves.toEqual({ ok: false, reason: 'cancelled' });
  });

  it('prints one ticket at a time: a second press while printing prints nothing', async () => {
    const contents = new FakePrintableContents();
    const printer = new TicketPrinter({ printerName: '', paperWidthMm: 80 });
    const [first, second] = await Promise.all([printer.print(contents, args), printer.print(contents, args)]);
    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: false, reason: 'failed' });
    expect(contents.jobs).toHaveLength(1);
    await expect(printer.print(contents, args)).resolves.toEqual({ ok: true });
  });

  it('refuses a sender that cannot print', async () => {
    expect(asPrintable(undefined)).toBeNull();
    expect(asPrintable({ print: 'no' })).toBeNull();
    await expect(new TicketPrinter({ printerName: '', paperWidthMm: 80 }).print({}, args)).resolves.toEqual({
      ok: false,
      reason: 'failed',
    });
  });
});

describe('the ticket:print channel', () => {
  const policy = new UrlPolicy({ appBaseUrl: 'app://bundle/', providerHosts: ['games.example.com'] });
  function setup() {
    const ipcMain = new FakeIpcMain();
    const ipc = new ValidatedIpcMain(ipcMain, (url) => policy.isAppUrl(url));
    const printer = new TicketPrinter({ printerName: 'EPSON TM-T82', paperWidthMm: 80 });
    const services = {
      rendererConfig: vi.fn(),
      openExternal: vi.fn(),
      session: { save: vi.fn(), load: vi.fn(), clear: vi.fn(), takeInsecureWarning: vi.fn() },
      prefs: { load: vi.fn(), save: vi.fn() },
      windows: { open: vi.fn(), closeAll: vi.fn() },
      launch: { take: vi.fn() },
      updates: { status: vi.fn(), restart: vi.fn(), setBetSlipOpen: vi.fn() },
      tickets: printer,
    } as unknown as IpcServices;
    registerIpcHandlers(ipc, services);
    return ipcMain;
  }

  it('prints the calling window for the app main frame', async () => {
    const ipcMain = setup();
    const contents = new FakePrintableContents();
    await expect(
      ipcMain.invokeWithSender(new FakeFrame('app://bundle/info/betlist'), contents, IPC.ticketPrint, args),
    ).resolves.toEqual({ ok: true });
    expect(contents.jobs).toHaveLength(1);
  });

  it('refuses provider pages, sub-frames and bad arguments before anything prints', async () => {
    const ipcMain = setup();
    const contents = new FakePrintableContents();
    await expect(
      ipcMain.invokeWithSender(new FakeFrame('https://games.example.com/'), contents, IPC.ticketPrint, args),
    ).rejects.toThrow(/foreign origin/);
    const app = new FakeFrame('app://bundle/desktop');
    await expect(
      ipcMain.invokeWithSender(new FakeFrame('app://bundle/', app), contents, IPC.ticketPrint, args),
    ).rejects.toThrow(/sub-frame/);
    await expect(
      ipcMain.invokeWithSender(app, contents, IPC.ticketPrint, { refNo: 'B1', heightMm: 5 }),
    ).rejects.toThrow(/invalid arguments at 0.heightMm/);
    await expect(
      ipcMain.invokeWithSender(app, contents, IPC.ticketPrint, { refNo: '<script>', heightMm: 100 }),
    ).rejects.toThrow(/invalid arguments at 0.refNo/);
    await expect(
      ipcMain.invokeWithSender(app, contents, IPC.ticketPrint, { ...args, deviceName: 'Other' }),
    ).rejects.toThrow(/invalid arguments/);
    expect(contents.jobs).toEqual([]);
  });
});
