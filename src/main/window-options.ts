import type { WindowKind } from '@shared/windows';
import type { WindowContent } from './window-types';

// The Electron security checklist for every window, as data, so a test can read it.

/**
 * Games and live TV run third-party pages: each kind gets its own in-memory session, so provider cookies
 * and storage never mix with the app's or reach disk, and logout can wipe them.
 */
export const PARTITIONS: Record<WindowKind, string | undefined> = {
  main: undefined,
  info: undefined,
  game: 'game',
  livetv: 'livetv',
};

export interface SecureWebPreferences {
  sandbox: true;
  contextIsolation: true;
  nodeIntegration: false;
  nodeIntegrationInWorker: false;
  nodeIntegrationInSubFrames: false;
  webSecurity: true;
  allowRunningInsecureContent: false;
  experimentalFeatures: false;
  webviewTag: false;
  navigateOnDragDrop: false;
  safeDialogs: true;
  devTools: boolean;
  spellcheck: false;
  preload?: string;
  partition?: string;
}

export function webPreferencesFor(
  kind: WindowKind,
  content: WindowContent,
  options: { preloadPath: string; devTools: boolean },
): SecureWebPreferences {
  const prefs: SecureWebPreferences = {
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    devTools: options.devTools,
    spellcheck: false,
  };
  // Provider pages never get the bridge: the preload is for our own renderer only.
  if (content === 'app') prefs.preload = options.preloadPath;
  const partition = PARTITIONS[kind];
  if (partition) prefs.partition = partition;
  return prefs;
}
