// Electron's main process: one hardened window showing the renderer from app://titan/, the native menu, and the
// host service behind a thin IPC adapter. Everything about games lives in host/; this file only wires Electron to it.
import { BrowserWindow, Menu, app, dialog, ipcMain, protocol, screen, session } from 'electron';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MenuCommand, Push } from '../host/contract.js';
import { PUSH_CHANNEL } from '../host/contract.js';
import { WorkerEngineRunner, workerUrlOf } from '../host/engine-runner.js';
import { LanHub } from '../host/lan/hub.js';
import { startLanListener } from '../host/lan/listener.js';
import { HostService } from '../host/service.js';
import { electronDialogs } from './dialogs.js';
import { DocumentQueue, savePathOf } from './documents.js';
import { CrashLog, watchMainProcess, watchRenderer, type CrashDeps } from './crash.js';
import { forwardPushes, registerIpc } from './ipc.js';
import { menuTemplate } from './menu.js';
import { APP_SCHEME_PRIVILEGES, registerAppProtocol } from './protocol.js';
import { APP_ORIGIN, hardenContents, hardenSession, webPreferences } from './security.js';
import { openElectronStore } from './settings-store.js';
import { startUpdates } from './updates.js';
import { boundsPatch, initialBounds } from './window-state.js';

const here = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(here, '..', 'dist', 'renderer');
const preloadPath = join(here, 'preload.cjs');
// Worker threads cannot load a script file from inside app.asar, but Electron's fs reads it from there (checking the
// asar's integrity): the engine worker runs from its source text, never from a file outside the checked archive.
const workerUrl = (): URL => workerUrlOf(readFileSync(join(here, 'engine-worker.mjs'), 'utf8'));

let window: BrowserWindow | null = null;
let service: HostService | null = null;
let quitting = false;
/** Save files the OS handed over (double-click, a launch's or a second launch's command line), for the page. */
const documents = new DocumentQueue();
/** Errors of the main process and renderers that died go to the data folder's log; the player is told in words. */
const crashes: CrashDeps = {
  log: new CrashLog(app.getPath('userData')),
  tell: (message) => void dialog.showMessageBox({ type: 'warning', title: 'TITAN', message }),
  language: () => (service?.currentSettings().language === 'de' ? 'de' : 'en'),
};
watchMainProcess(process, crashes);

protocol.registerSchemesAsPrivileged(APP_SCHEME_PRIVILEGES);
app.enableSandbox();
if (!app.requestSingleInstanceLock()) app.quit();

app.on('second-instance', (_event, argv: string[], cwd: string) => {
  const path = savePathOf(argv.slice(1), cwd);
  if (path) documents.open(path);
  if (window?.isMinimized()) window.restore();
  window?.focus();
});

// macOS hands a double-clicked file over as an event, also before the app is ready.
app.on('open-file', (event, path: string) => {
  event.preventDefault();
  documents.open(path);
});
{
  // a launch with a save file on its command line (Windows and Linux double-click); a packaged app has no script argument
  const launched = savePathOf(process.argv.slice(app.isPackaged ? 1 : 2), process.cwd());
  if (launched) documents.open(launched);
}

// Checklist 11–14 for every web contents the app ever creates.
app.on('web-contents-created', (_event, contents) => hardenContents(contents));

function sendCommand(command: MenuCommand, path?: string): void {
  const push: Push = path === undefined ? { kind: 'menu', command } : { kind: 'menu', command, path };
  window?.webContents.send(PUSH_CHANNEL, push);
}

async function refreshMenu(): Promise<void> {
  if (!service) return;
  const recent = await service.listRecent();
  const template = menuTemplate({ platform: process.platform, recent: recent.ok ? recent.value : [], command: sendCommand, quit: () => app.quit() });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

function createWindow(host: HostService): void {
  const saved = host.currentSettings().window;
  const bounds = initialBounds(saved, screen.getAllDisplays().map((d) => d.workArea));
  const win = new BrowserWindow({
    ...bounds,
    minWidth: 800,
    minHeight: 600,
    show: false,
    title: 'TITAN',
    backgroundColor: '#1d1a16',
    webPreferences: webPreferences(preloadPath),
  });
  if (saved.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  watchRenderer(win.webContents, crashes);
  win.webContents.on('did-start-loading', () => documents.lost());
  win.webContents.on('did-finish-load', () => documents.ready((path) => sendCommand('openDocument', path)));
  win.on('close', () => {
    void host.setSettings({ patch: boundsPatch(win.getNormalBounds(), win.isMaximized()) });
  });
  win.on('closed', () => {
    if (window === win) window = null;
  });
  window = win;
  void win.loadURL(`${APP_ORIGIN}/index.html`);
}

app.whenReady().then(async () => {
  hardenSession(session.defaultSession);
  registerAppProtocol(protocol, rendererDir);
  const host = new HostService({
    dataDir: app.getPath('userData'),
    store: openElectronStore(),
    runner: new WorkerEngineRunner(workerUrl),
    dialogs: electronDialogs(dialog, () => window, app.getPath('documents')),
    mode: 'electron',
    appVersion: app.getVersion(),
  });
  service = host;
  // Network play: the host panel may open a game to the local network (a listener apart from this window's IPC).
  // A public address typed in the host panel is accepted only as https:// (a TLS reverse proxy in front) or a private one.
  new LanHub(host, (hub, publicUrl) => startLanListener({ hub, staticDir: rendererDir, address: '0.0.0.0', port: 0, publicUrl }));
  registerIpc(ipcMain, host);
  forwardPushes(host, () => window?.webContents ?? null);
  // The recent-files submenu follows explicit saves and newly opened games.
  const seen = new Set<string>();
  host.onPush((push) => {
    if ((push.kind === 'saved' && !push.auto) || (push.kind === 'view' && !seen.has(push.gameId))) {
      if (push.kind === 'view') seen.add(push.gameId);
      void refreshMenu();
      // the OS's recent documents too (the Dock's and the taskbar's lists, the desktop's recent files)
      const path = push.kind === 'saved' ? push.path : push.info.path;
      if (path) app.addRecentDocument(path);
    }
  });
  await refreshMenu();
  createWindow(host);
  // Updates (a packaged app only): the player is asked once the window shows; a game in progress is never interrupted.
  window?.once('ready-to-show', () => void startUpdates({
    consent: () => host.currentSettings().updateChecks,
    setConsent: (allowed) => host.setSettings({ patch: { updateChecks: allowed } }),
    games: async () => ((r) => (r.ok ? r.value : []))(await host.listGames()),
    push: (push) => window?.webContents.send(PUSH_CHANNEL, push),
    log: (kind, detail) => crashes.log.write(kind, detail),
    language: crashes.language,
    window: () => window,
  }));
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow(host);
  });
}).catch((e: unknown) => {
  // Without its host the window would stay empty: say why and quit.
  dialog.showErrorBox('TITAN could not start', e instanceof Error ? e.message : String(e));
  app.quit();
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

// Autosaves in flight reach the disk before the app exits.
app.on('before-quit', (event) => {
  if (quitting || !service) return;
  event.preventDefault();
  quitting = true;
  const host = service;
  void (host.lan?.lanStop({}) ?? Promise.resolve())
    .then(() => host.shutdown())
    .finally(() => app.quit());
});
