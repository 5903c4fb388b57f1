import { Menu } from 'electron';
import type { MenuItemConstructorOptions } from 'electron';

// The application menu. Kiosk terminals get none. Elsewhere macOS keeps its app, edit and window menus
// (copy/paste and Cmd+Q live there); Windows and Linux get no menu bar. No build offers the reload and
// devtools items of Electron's default menu.

function menuTemplate(platform: NodeJS.Platform, kiosk: boolean): MenuItemConstructorOptions[] | null {
  if (kiosk || platform !== 'darwin') return null;
  return [{ role: 'appMenu' }, { role: 'editMenu' }, { role: 'windowMenu' }];
}

export function installAppMenu(platform: NodeJS.Platform, kiosk: boolean): void {
  const template = menuTemplate(platform, kiosk);
  Menu.setApplicationMenu(template ? Menu.buildFromTemplate(template) : null);
}
