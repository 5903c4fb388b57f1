import type { DesktopBridge } from '@shared/bridge';
import { createBrowserBridge } from './browser';

// The only module that touches window.desktop: the Electron bridge when the preload exposed it,
// the browser implementation of the same contract otherwise.

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}

let platform: DesktopBridge | null = null;

export function getPlatform(): DesktopBridge {
  platform ??= window.desktop ?? createBrowserBridge(window);
  return platform;
}
