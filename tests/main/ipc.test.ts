import { describe, expect, it, vi } from 'vitest';
import { IPC, IPC_CHANNELS } from '@shared/bridge';
import type { IpcChannel } from '@shared/bridge';
import { senderProblem, ValidatedIpcMain } from '../../src/main/ipc';
import { registerIpcHandlers } from '../../src/main/ipc-handlers';
import type { IpcServices } from '../../src/main/ipc-handlers';
import { UrlPolicy } from '../../src/main/url-policy';
import { FakeFrame, FakeIpcMain } from './fakes';

const policy = new UrlPolicy({ appBaseUrl: 'app://bundle/', providerHosts: ['games.example.com'] });
const isAppUrl = (url: string): boolean => policy.isAppUrl(url);
const appFrame = new FakeFrame('app://bundle/desktop');
const session = { account_id: 'demo01', session_token: 'tok-123' };

function setup() {
  const ipcMain = new FakeIpcMain();
  const logs: string[] = [];
  const ipc = new ValidatedIpcMain(ipcMain, isAppUrl, (m) => logs.push(m));
  const services = {
    rendererConfig: vi.fn(() => ({
      apiBaseUrl: 'http://127.0.0.1:1/api',
      brandName: 'Sportsbook',
      whiteLabel: false,
      theme: 'color2',
      kiosk: false,
      defaultLanguage: 'en',
    })),
    session: {
      save: vi.fn(async () => 'encrypted' as const),
      load: vi.fn(async () => session),
      clear: vi.fn(async () => {}),
      takeInsecureWarning: vi.fn(async () => true),
    },
    openExternal: vi.fn(() => true),
    prefs: { load: vi.fn(() => ({ pageSize: 10 })), save: vi.fn() },
    windows: { open: vi.fn(), closeAll: vi.fn() },
    launch: { take: vi.fn(() => ({ kind: 'launch' as const, token: 'signed.token.value' })) },
    updates: {
      status: vi.fn(() => ({ state: 'idle' as const })),
      restart: vi.fn(() => false),
      setBetSlipOpen: vi.fn(),
    },
    tickets: { print: vi.fn(async () => ({ ok: true as const })) },
  } satisfies IpcServices;
  registerIpcHandlers(ipc, services);
  return { ipcMain, ipc, services, logs };
}

describe('senderProblem', () => {
  it('accepts the app main frame', () => {
    expect(senderProblem({ senderFrame: appFrame }, isAppUrl)).toBeNull();
  });
  it('refuses foreign origins, look-alike hosts, sub-frames and vanished frames', () => {
    expect(senderProblem({ senderFrame: new FakeFrame('https://evil.example.net/') }, isAppUrl)).toBe(
      'foreign origin',
    );
    expect(senderProblem({ senderFrame: new FakeFrame('app://bundle.evil/') }, isAppUrl)).toBe(
      'foreign origin',
    );
    expect(senderProblem({ senderFrame: new FakeFrame('file:///etc/passwd') }, isAppUrl)).toBe(
      'foreign origin',
    );
    expect(senderProblem({ senderFrame: new FakeFrame('app://bundle/x', appFrame) }, isAppUrl)).toBe(
      'sub-frame',
    );
    expect(senderProblem({ senderFrame: null }, isAppUrl)).toBe('sender frame gone');
  });
});

describe('ValidatedIpcMain', () => {
  it('registers a handler for every allow-listed channel and no other', () => {
    const { ipcMain } = setup();
    expect([...ipcMain.handlers.keys()].sort()).toEqual([...IPC_CHANNELS].sort());
  });

  it('refuses to register a channel outside the allow-list, or one twice', () => {
    const ipc = new ValidatedIpcMain(new FakeIpcMain(), isAppUrl);
    expect(() => ipc.handle('shell:exec' as IpcChannel, () => undefined as never)).toThrow(/allow-list/);
    ipc.handle(IPC.sessionClear, () => undefined);
    expect(() => ipc.handle(IPC.sessionClear, () => undefined)).toThrow(/twice/);
  });

  it('unknown channels have no handler at all', async () => {
    const { ipcMain } = setup();
    await expect(ipcMain.invoke(appFrame, 'app:eval', '1+1')).rejects.toThrow(/No handler/);
  });

  it('runs the handler for a valid call from the app main frame', async () => {
    const { ipcMain, services } = setup();
    await expect(ipcMain.invoke(appFrame, IPC.sessionSave, session)).resolves.toBe('encrypted');
    expect(services.session.save).toHaveBeenCalledWith(session);
    await ipcMain.invoke(appFrame, IPC.windowsOpen, { kind: 'info', target: '/info/betlist' });
    expect(services.windows.open).toHaveBeenCalledWith('info', '/info/betlist');
    await ipcMain.invoke(appFrame, IPC.windowsCloseAll);
    expect(services.windows.closeAll).toHaveBeenCalledTimes(1);
    await expect(ipcMain.invoke(appFrame, IPC.prefsSave, { pageSize: 20 })).resolves.toBeUndefined();
    expect(services.prefs.save).toHaveBeenCalledWith({ pageSize: 20 });
    await expect(ipcMain.invoke(appFrame, IPC.launchTake)).resolves.toEqual({
      kind: 'launch',
      token: 'signed.token.value',
    });
    await ipcMain.invoke(appFrame, IPC.updatesBetSlipOpen, true);
    expect(services.updates.setBetSlipOpen).toHaveBeenCalledWith(true);
    await expect(ipcMain.invoke(appFrame, IPC.sessionInsecureWarning)).resolves.toBe(true);
    // The configuration is asked for by a window: main answers each window its own (a pop-up runs no idle countdown).
    const popupContents = { id: 7 };
    await ipcMain.invokeWithSender(appFrame, popupContents, IPC.config);
    expect(services.rendererConfig).toHaveBeenCalledWith(popupContents);
  });

  it('refuses a launch token request from a provider page (the token is the secret it would want)', async () => {
    const { ipcMain, services } = setup();
    await expect(
      ipcMain.invoke(new FakeFrame('https://games.example.com/lobby'), IPC.launchTake),
    ).rejects.toThrow(/foreign origin/);
    expect(services.launch.take).not.toHaveBeenCalled();
  });

  it('refuses calls from foreign origins and sub-frames before the handler runs', async () => {
    const { ipcMain, services } = setup();
    await expect(
      ipcMain.invoke(new FakeFrame('https://games.example.com/'), IPC.sessionLoad),
    ).rejects.toThrow(/foreign origin/);
    await expect(ipcMain.invoke(new FakeFrame('app://bundle/', appFrame), IPC.sessionLoad)).rejects.toThrow(
      /sub-frame/,
    );
    await expect(ipcMain.invoke(null, IPC.sessionLoad)).rejects.toThrow(/gone/);
    expect(services.session.load).not.toHaveBeenCalled();
  });

  it('refuses arguments that fail the shared schemas, without echoing their values', async () => {
    const { ipcMain, services, logs } = setup();
    await expect(ipcMain.invoke(appFrame, IPC.sessionSave, { account_id: 'demo01' })).rejects.toThrow(
      /session_token/,
    );
    await expect(ipcMain.invoke(appFrame, IPC.windowsOpen, { kind: 'main', target: '/' })).rejects.toThrow(
      /invalid arguments/,
    );
    await expect(ipcMain.invoke(appFrame, IPC.windowsOpen, { kind: 'info' })).rejects.toThrow(
      /invalid arguments/,
    );
    // Extra arguments are refused too: a channel takes exactly its tuple.
    await expect(ipcMain.invoke(appFrame, IPC.sessionLoad, 'extra')).rejects.toThrow(/invalid arguments/);
    await expect(ipcMain.invoke(appFrame, IPC.updatesBetSlipOpen, 'yes')).rejects.toThrow(
      /invalid arguments/,
    );
    await expect(ipcMain.invoke(appFrame, IPC.prefsSave, ['not', 'an', 'object'])).rejects.toThrow(
      /invalid arguments/,
    );
    await expect(ipcMain.invoke(appFrame, IPC.prefsSave, { blob: 'x'.repeat(70 * 1024) })).rejects.toThrow(
      /invalid arguments/,
    );
    const secret = { account_id: 'demo01', session_token: 'x'.repeat(300) };
    await expect(ipcMain.invoke(appFrame, IPC.sessionSave, secret)).rejects.toThrow();
    expect(logs.join('\n')).not.toContain('xxxxxxxx');
    expect(services.session.save).not.toHaveBeenCalled();
    expect(services.windows.open).not.toHaveBeenCalled();
  });

  it('dispose removes every handler', () => {
    const { ipcMain, ipc } = setup();
    ipc.dispose();
    expect(ipcMain.handlers.size).toBe(0);
  });
});
