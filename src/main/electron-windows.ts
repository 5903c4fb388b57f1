import { BrowserWindow, screen } from 'electron';
import type { DisplayProvider } from './window-state';
import type { ManagedWindow, WindowCreateOptions, WindowFactory } from './window-types';
import { webPreferencesFor } from './window-options';

// The thin Electron side of the window registry: BrowserWindow construction and the display list.

export interface ElectronWindowFactoryOptions {
  preloadPath: string;
  iconPath: string;
  devTools: boolean;
  kiosk: boolean;
  title: string;
}

export function createElectronWindowFactory(options: ElectronWindowFactoryOptions): WindowFactory {
  return {
    create(create: WindowCreateOptions): ManagedWindow {
      const isMain = create.kind === 'main';
      const win = new BrowserWindow({
        width: create.width,
        height: create.height,
        ...(create.x !== undefined && create.y !== undefined ? { x: create.x, y: create.y } : {}),
        show: create.show,
        title: options.title,
        icon: options.iconPath,
        backgroundColor: '#ffffff',
        // Pop-ups keep the fixed sizes of SPEC.md; only the main window is resizable.
        resizable: isMain,
        ...(isMain && options.kiosk ? { kiosk: true, fullscreen: true } : {}),
        autoHideMenuBar: options.kiosk,
        webPreferences: webPreferencesFor(create.kind, create.content, {
          preloadPath: options.preloadPath,
          devTools: options.devTools,
        }),
      });
      if (options.kiosk) win.removeMenu();
      return win;
    },
  };
}

export const electronDisplays: DisplayProvider = {
  workAreas: () => screen.getAllDisplays().map((d) => d.workArea),
};
