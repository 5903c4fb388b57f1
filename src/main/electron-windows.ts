import { BrowserWindow, screen } from 'electron';
import type { BrowserWindowConstructorOptions } from 'electron';
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
      const windowOptions: BrowserWindowConstructorOptions = {
        width: create.width,
        height: create.height,
        ...(create.x !== undefined && create.y !== undefined ? { x: create.x, y: create.y } : {}),
        show: create.show,
        // The registry only ever passes windows this factory created.
        ...(create.parent ? { parent: create.parent as BrowserWindow } : {}),
        title: options.title,
        icon: options.iconPath,
        backgroundColor: '#ffffff',
        // Pop-ups keep the fixed sizes of RULES.md; only the main window is resizable.
        resizable: isMain,
        ...(isMain && options.kiosk ? { kiosk: true, fullscreen: true } : {}),
        autoHideMenuBar: options.kiosk,
        webPreferences: webPreferencesFor(create.kind, create.content, {
          preloadPath: options.preloadPath,
          devTools: options.devTools,
        }),
      };
      // Electronegativity cannot read computed webPreferences, hence the justified suppression.
      const win = new BrowserWindow(windowOptions); // eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK -- webPreferencesFor() sets contextIsolation and sandbox (tests/main/security.test.ts); every window.open, middle-click included, is denied in webcontents-handler.ts
      if (options.kiosk) win.removeMenu();
      return win;
    },
  };
}

export const electronDisplays: DisplayProvider = {
  workAreas: () => screen.getAllDisplays().map((d) => d.workArea),
};
