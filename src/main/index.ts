import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { app, dialog, ipcMain, powerMonitor, protocol, safeStorage, session, shell } from 'electron';
import type { Session } from 'electron';
import { IPC_EVENTS } from '@shared/ipc';
import { contactLinks } from '@shared/contact-links';
import { cspForOrigins } from '@shared/csp';
import { DEFAULT_TICKETS } from '@shared/operator-config';
import type { OperatorConfig } from '@shared/operator-config';
import { startServer } from '../server/index';
import { installAppMenu } from './app-menu';
import { APP_BASE_URL, APP_SCHEME } from './app-protocol';
import { configErrorText, loadOperatorConfig } from './config';
import { createElectronKeyValueStore } from './electron-store-adapter';
import { electronAutoUpdater } from './electron-updater-adapter';
import { createElectronWindowFactory, electronDisplays } from './electron-windows';
import { startEmbeddedApi } from './embedded-server';
import type { EmbeddedServer } from './embedded-server';
import { ValidatedIpcMain } from './ipc';
import { registerIpcHandlers } from './ipc-handlers';
import { IdleLogout, isBlockedKioskInput, KioskActivityRelay } from './kiosk';
import { buildPath } from './paths';
import { PrefsStore } from './prefs';
import { findDeepLink, LaunchQueue } from './deep-link';
import { providerAllowList, rendererConfigFor, rendererConfigForWindow } from './renderer-config';
import { applyPermissionPolicy } from './security';
import type { SessionKind } from './security';
import { serveBundle } from './serve-bundle';
import { TokenStore } from './store';
import { TicketPrinter } from './ticket-printer';
import { UpdateService } from './updater';
import { UrlPolicy } from './url-policy';
import { handleCommonWindowEvents } from './webcontents-handler';
import { WindowManager, type WindowInfo } from './window-manager';
import { PARTITIONS } from './window-options';
import { KeyValueBoundsStore } from './window-state';

// Bootstrap only: the order of Electron's lifecycle and the wiring of the services. Every decision
// lives in a small module with its own tests.

const log = (message: string): void => console.log(`[main] ${message}`);

// Before ready: the sandbox for every renderer, and the app scheme's privileges (they cannot change later).
app.enableSandbox();
protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
  },
]);

function loadConfigOrExit(): OperatorConfig | null {
  const result = loadOperatorConfig({
    defaultsPath: buildPath('operatorConfig'),
    userOverridePath: join(app.getPath('userData'), 'operator.json'),
    env: process.env,
    readFile: (path) => (existsSync(path) ? readFileSync(path, 'utf8') : null),
  });
  if (result.ok) return result.config;
  // showErrorBox works before ready, so a bad file stops the app before any window exists.
  dialog.showErrorBox('Configuration error', configErrorText(result));
  app.exit(1);
  return null;
}

function registerProtocolClient(scheme: string): void {
  // In development Electron runs as `electron <script>`: the OS must re-launch it with the script path.
  const script = process.argv[1];
  if (process.defaultApp && script)
    app.setAsDefaultProtocolClient(scheme, process.execPath, [resolve(script)]);
  else app.setAsDefaultProtocolClient(scheme);
}

const config = loadConfigOrExit();
if (config && !app.requestSingleInstanceLock()) {
  // Another instance runs: it receives our argv (and any deep link) through 'second-instance'.
  app.quit();
} else if (config) {
  start(config);
}

function start(config: OperatorConfig): void {
  let windows: WindowManager | null = null;
  const sendToMain = (channel: string, ...args: unknown[]): void =>
    windows?.get('main')?.webContents.send(channel, ...args);
  const focusMain = (): void => {
    const main = windows?.get('main');
    if (!main) return;
    if (main.isMinimized()) main.restore();
    main.focus();
  };

  // Deep links can arrive before ready (macOS open-url, the first launch's argv): they wait in the queue.
  const launches = new LaunchQueue(() => sendToMain(IPC_EVENTS.launchPending), log);
  const scheme = config.protocolScheme;
  registerProtocolClient(scheme);
  app.on('open-url', (event, url) => {
    event.preventDefault();
    launches.offer(url, scheme);
    focusMain();
  });
  const initial = findDeepLink(process.argv, scheme);
  if (initial) launches.push(initial);
  app.on('second-instance', (_event, argv) => {
    const link = findDeepLink(argv, scheme);
    if (link) launches.push(link);
    if (windows && !windows.get('main')) windows.openMain();
    focusMain();
  });

  // Defaults for every webContents, including any the registry did not create: no new windows, no webviews.
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  app
    .whenReady()
    .then(() => ready(config, launches, sendToMain, (wm) => (windows = wm)))
    .catch((err: unknown) => {
      // E.g. the embedded API cannot open its data folder: say so instead of running without a window.
      dialog.showErrorBox('Sportsbook could not start', err instanceof Error ? err.message : String(err));
      app.exit(1);
    });
}

async function ready(
  config: OperatorConfig,
  launches: LaunchQueue,
  sendToMain: (channel: string, ...args: unknown[]) => void,
  setWindows: (wm: WindowManager) => void,
): Promise<void> {
  const kv = createElectronKeyValueStore('sportsbook');
  const tokens = new TokenStore({
    safeStorage,
    store: kv,
    whenReady: () => app.whenReady().then(() => undefined),
    platform: process.platform,
    log,
  });
  const prefs = new PrefsStore(kv);

  let embedded: EmbeddedServer | null = null;
  if (!config.apiBaseUrl) {
    embedded = await startEmbeddedApi(app.getPath('userData'), startServer);
    log(`embedded reference API on ${embedded.url}`);
  }
  const rendererConfig = rendererConfigFor(config, embedded?.apiBaseUrl ?? config.apiBaseUrl);

  // electron-vite dev serves the renderer over http; packaged builds use the app scheme.
  const devUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined;
  const policy = new UrlPolicy({
    appBaseUrl: devUrl ?? APP_BASE_URL,
    providerHosts: providerAllowList(config, rendererConfig),
    contactUrls: Object.values(contactLinks(config.support ?? {})),
  });

  const csp = cspForOrigins([
    rendererConfig.apiBaseUrl,
    rendererConfig.oddsBaseUrl,
    rendererConfig.providerBaseUrl,
  ]);
  const sessions: Record<SessionKind, Session> = {
    app: session.defaultSession,
    game: session.fromPartition(PARTITIONS.game ?? 'game'),
    livetv: session.fromPartition(PARTITIONS.livetv ?? 'livetv'),
  };
  for (const [kind, ses] of Object.entries(sessions) as [SessionKind, Session][]) {
    serveBundle(ses, buildPath('rendererRoot'), csp);
    applyPermissionPolicy(ses, kind, policy, log);
    // A betting client downloads nothing; a provider page must not drop files on the terminal.
    ses.on('will-download', (event) => event.preventDefault());
  }

  installAppMenu(process.platform, config.kiosk);
  const kioskActivity = new KioskActivityRelay({
    notifyMain: () => sendToMain(IPC_EVENTS.kioskActivity),
  });
  const windows: WindowManager = new WindowManager({
    factory: createElectronWindowFactory({
      preloadPath: buildPath('preload'),
      iconPath: buildPath('icon'),
      devTools: !app.isPackaged && !config.kiosk,
      kiosk: config.kiosk,
      title: config.brandName,
    }),
    policy,
    bounds: new KeyValueBoundsStore(kv),
    displays: electronDisplays,
    popupsAsChildren: config.kiosk,
    handleCommonWindowEvents: (win, info) =>
      handleCommonWindowEvents(win, info, {
        policy,
        openPopup: (kind, target) => windows.open(kind, target),
        ...(config.kiosk
          ? {
              blockInput: isBlockedKioskInput,
              onActivity: (source: WindowInfo) => kioskActivity.report(source.kind),
            }
          : {}),
        log,
      }),
    onMainClosed: () => {
      if (process.platform !== 'darwin') app.quit();
    },
    log,
  });
  setWindows(windows);

  /** Logout: pop-ups close and the provider partitions forget the game and stream sessions. */
  const closePopups = async (): Promise<void> => {
    windows.closeAll();
    await Promise.all([sessions.game.clearStorageData(), sessions.livetv.clearStorageData()]);
  };

  const updates = new UpdateService({
    updater: app.isPackaged && config.updateFeedUrl ? electronAutoUpdater() : null,
    feedUrl: config.updateFeedUrl,
    publish: (status) => sendToMain(IPC_EVENTS.updateStatus, status),
    log,
  });

  const ipc = new ValidatedIpcMain(ipcMain, (url) => policy.isAppUrl(url), log);
  registerIpcHandlers(ipc, {
    rendererConfig: (sender) =>
      rendererConfigForWindow(rendererConfig, windows.get('main')?.webContents === sender),
    openExternal: async (url) => {
      if (!policy.isExternalAllowed(url)) return false;
      await shell.openExternal(url);
      return true;
    },
    session: tokens,
    prefs,
    windows: { open: (kind, target) => windows.open(kind, target), closeAll: closePopups },
    launch: launches,
    updates,
    tickets: new TicketPrinter(config.tickets ?? DEFAULT_TICKETS, log),
  });

  if (config.kiosk) {
    app.setLoginItemSettings({ openAtLogin: true });
    new IdleLogout({
      idleMinutes: config.kioskIdleMinutes,
      getIdleSeconds: () => powerMonitor.getSystemIdleTime(),
      onIdle: () => {
        log('kiosk idle logout');
        void closePopups();
        void tokens.clear();
        sendToMain(IPC_EVENTS.kioskIdleLogout);
      },
    }).start();
  }

  app.on('activate', () => {
    if (!windows.get('main')) windows.openMain();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  let serverClosed = false;
  app.on('will-quit', (event) => {
    updates.stop();
    // PGlite must close cleanly or its data folder can be left inconsistent.
    if (!embedded || serverClosed) return;
    event.preventDefault();
    void embedded.close().finally(() => {
      serverClosed = true;
      app.quit();
    });
  });

  windows.openMain('/');
  updates.start();
}
