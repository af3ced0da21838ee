// The native application menu. File and Help commands are forwarded to the page as `menu` pushes, so the renderer
// runs them exactly like its in-app menu in browser mode (Save falls back to Save As, Open shows the native dialog,
// Report a Problem its dialog...).
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand, RecentEntry } from '../host/contract.js';

/** What the menu needs from the app. */
export interface MenuContext {
  readonly platform: NodeJS.Platform;
  readonly recent: readonly RecentEntry[];
  /** Sends a File or Help command to the page. */
  command(command: MenuCommand, path?: string): void;
  quit(): void;
}

/** Builds the menu template (pure, so it is tested without Electron). */
export function menuTemplate(ctx: MenuContext): MenuItemConstructorOptions[] {
  const recent: MenuItemConstructorOptions[] = ctx.recent
    .filter((r) => r.exists)
    .map((r) => ({ label: r.title === '' ? r.path : `${r.title} — ${r.path}`, click: () => ctx.command('openRecent', r.path) }));
  const file: MenuItemConstructorOptions = {
    label: '&File',
    submenu: [
      { label: '&New Game…', accelerator: 'CmdOrCtrl+N', click: () => ctx.command('newGame') },
      { label: '&Continue', accelerator: 'CmdOrCtrl+Shift+C', click: () => ctx.command('continue') },
      { label: '&Open…', accelerator: 'CmdOrCtrl+O', click: () => ctx.command('open') },
      { label: 'Open &Recent', submenu: recent.length > 0 ? recent : [{ label: 'No recent games', enabled: false }] },
      { type: 'separator' },
      { label: '&Save', accelerator: 'CmdOrCtrl+S', click: () => ctx.command('save') },
      { label: 'Save &As…', accelerator: 'CmdOrCtrl+Shift+S', click: () => ctx.command('saveAs') },
      { type: 'separator' },
      { label: '&Host Network Game…', click: () => ctx.command('hostNetwork') },
      { type: 'separator' },
      { label: '&Quit Game', click: () => ctx.command('quitGame') },
      { label: 'Se&ttings…', accelerator: 'CmdOrCtrl+,', click: () => ctx.command('settings') },
      ...(ctx.platform === 'darwin' ? [] : [{ type: 'separator' } as const, { label: 'E&xit', accelerator: 'Alt+F4', click: () => ctx.quit() }]),
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: '&View',
    submenu: [{ role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }],
  };
  const help: MenuItemConstructorOptions = { label: '&Help', role: 'help', submenu: [{ label: '&Report a Problem…', click: () => ctx.command('reportProblem') }] };
  return ctx.platform === 'darwin' ? [{ role: 'appMenu' }, file, { role: 'editMenu' }, view, { role: 'windowMenu' }, help] : [file, { role: 'editMenu' }, view, help];
}
