import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { app, dialog, ipcMain, protocol, safeStorage, session } from 'electron';
import type { OperatorConfig } from '@shared/operator-config';
import { startServer } from '../server/index';
import { APP_BASE_URL, APP_SCHEME } from './app-protocol';
import { configErrorText, loadOperatorConfig } from './config';
import { createElectronKeyValueStore } from './electron-store-adapter';
import { createElectronWindowFactory, electronDisplays } from './electron-windows';
import { startEmbeddedApi } from './embedded-server';
import type { EmbeddedServer } from './embedded-server';
import { ValidatedIpcMain } from './ipc';
import { registerIpcHandlers } from './ipc-handlers';
import { buildPath } from './paths';
import { providerAllowList, rendererConfigFor } from './renderer-config';
import { serveBundle } from './serve-bundle';
import { TokenStore } from './store';
import { UrlPolicy } from './url-policy';
import { handleCommonWindowEvents } from './webcontents-handler';
import { WindowManager } from './window-manager';
import { PARTITIONS } from './window-options';
import { KeyValueBoundsStore } from './window-state';

// Bootstrap only: the order of Electron's lifecycle and the wiring of the services. Every decision
// lives in a small module with its own tests.

const log = (message: string): void => console.log(`[main] ${message}`);

// Before ready: the sandbox for every renderer, and the app scheme's privileges (they cannot change later).
app.enableSandbox();
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
]);

if (!app.requestSingleInstanceLock()) {
  // Another instance runs: it receives our argv through 'second-instance'.
  app.quit();
} else {
  void main();
}

function loadConfigOrExit(): OperatorConfig | null {
  const result = loadOperatorConfig({
    defaultsPath: buildPath('operatorConfig'),
    userOverridePath: join(app.getPath('userData'), 'operator.json'),
    env: process.env,
    readFile: (path) => (existsSync(path) ? readFileSync(path, 'utf8') : null),
  });
  if (result.ok) return result.config;
  dialog.showErrorBox('Configuration error', configErrorText(result));
  app.exit(1);
  return null;
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config) return;
  await app.whenReady();

  const kv = createElectronKeyValueStore('sportsbook');
  const tokens = new TokenStore({
    safeStorage,
    store: kv,
    whenReady: () => app.whenReady().then(() => undefined),
    platform: process.platform,
    log,
  });

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
  });

  const csp = "default-src 'self'"; // replaced by the full policy in csp.ts
  for (const partition of Object.values(PARTITIONS)) {
    const ses = partition ? session.fromPartition(partition) : session.defaultSession;
    serveBundle(ses, buildPath('rendererRoot'), csp);
  }

  const windows: WindowManager = new WindowManager({
    factory: createElectronWindowFactory({
      preloadPath: buildPath('preload'),
      iconPath: buildPath('icon'),
      devTools: !app.isPackaged,
      kiosk: config.kiosk,
      title: config.brandName,
    }),
    policy,
    bounds: new KeyValueBoundsStore(kv),
    displays: electronDisplays,
    handleCommonWindowEvents: (win, info) =>
      handleCommonWindowEvents(win, info, { policy, openPopup: (kind, target) => windows.open(kind, target), log }),
    onMainClosed: () => {
      if (process.platform !== 'darwin') app.quit();
    },
    log,
  });

  const ipc = new ValidatedIpcMain(ipcMain, (url) => policy.isAppUrl(url), log);
  registerIpcHandlers(ipc, {
    rendererConfig: () => rendererConfig,
    session: tokens,
    windows: {
      open: (kind, target) => windows.open(kind, target),
      closeAll: () => windows.closeAll(),
    },
  });

  app.on('second-instance', () => {
    const main = windows.get('main');
    if (main) {
      if (main.isMinimized()) main.restore();
      main.focus();
    } else windows.openMain();
  });
  app.on('activate', () => {
    if (!windows.get('main')) windows.openMain();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  let serverClosed = false;
  app.on('will-quit', (event) => {
    // PGlite must close cleanly or its data folder can be left inconsistent.
    if (!embedded || serverClosed) return;
    event.preventDefault();
    void embedded.close().finally(() => {
      serverClosed = true;
      app.quit();
    });
  });

  windows.openMain('/');
}
