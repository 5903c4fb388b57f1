import electronUpdater from 'electron-updater';
import type { UpdaterLike } from './updater';

// The only import of electron-updater (it requires Electron at load time): kept out of what vitest loads.

export function electronAutoUpdater(): UpdaterLike {
  return electronUpdater.autoUpdater;
}
