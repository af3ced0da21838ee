// electron/main.ts booted against a mocked electron: the privileged app scheme, the sandbox, the hardened session
// and window, every IPC channel, the native menu, save files handed over by the OS, Help > Report a Problem through
// to the zip written where the save dialog points, and flushing before quit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { METHOD_NAMES, ipcChannel } from '../../host/contract.js';
import { openConfStore } from '../../host/conf-store.js';
import { tempDir } from '../host/helpers.js';

const userData = tempDir('titan-electron-');
const documents = tempDir('titan-documents-');
/** Where the mocked save dialog points a problem report. */
const reportPath = join(tempDir('titan-report-'), 'problem.zip');
const calls = {
  schemes: [] as unknown[],
  sandbox: 0,
  handled: [] as string[],
  handlers: new Map<string, (event: unknown, payload: unknown) => unknown>(),
  saveDialogs: [] as unknown[][],
  windows: [] as { options: Record<string, unknown>; url?: string }[],
  menu: null as unknown,
  appEvents: new Map<string, (...args: unknown[]) => void>(),
  permissionHandler: false,
  sessionEvents: [] as string[],
  protocolHandled: [] as string[],
  webEvents: new Map<string, () => void>(),
  sent: [] as unknown[][],
  recentDocuments: [] as string[],
  reloads: 0,
};
/** The process's error handlers before main.ts added its own (removed again after these tests: the test worker's). */
const ERROR_EVENTS = ['uncaughtException', 'unhandledRejection'] as const;
/** The listeners of one of those events (the untyped view: Node types each event's listeners apart). */
const listeners = (e: (typeof ERROR_EVENTS)[number]): unknown[] => (process as unknown as { listeners(name: string): unknown[] }).listeners(e);
const earlier = new Map(ERROR_EVENTS.map((e) => [e, new Set(listeners(e))]));

vi.mock('../../electron/settings-store.js', () => ({ openElectronStore: () => openConfStore(userData) }));
vi.mock('electron', () => {
  class BrowserWindow {
    static getAllWindows = () => [];
    webContents = { send: (...args: unknown[]) => calls.sent.push(args), isDestroyed: () => false, on: (name: string, h: () => void) => calls.webEvents.set(name, h), reload: () => calls.reloads++ };
    record: { options: Record<string, unknown>; url?: string };
    constructor(options: Record<string, unknown>) {
      this.record = { options };
      calls.windows.push(this.record);
    }
    maximize(): void {}
    once(): void {}
    on(): void {}
    isMinimized = () => false;
    focus(): void {}
    async loadURL(url: string): Promise<void> {
      this.record.url = url;
    }
  }
  return {
    BrowserWindow,
    Menu: { buildFromTemplate: (t: unknown) => ({ template: t }), setApplicationMenu: (m: unknown) => (calls.menu = m) },
    app: {
      enableSandbox: () => calls.sandbox++,
      requestSingleInstanceLock: () => true,
      on: (name: string, h: (...args: unknown[]) => void) => calls.appEvents.set(name, h),
      whenReady: () => Promise.resolve(),
      getPath: (name: string) => (name === 'userData' ? userData : name === 'documents' ? documents : tempDir()),
      getVersion: () => '1.2.3',
      isPackaged: false,
      addRecentDocument: (path: string) => calls.recentDocuments.push(path),
      quit: vi.fn(),
    },
    dialog: {
      showSaveDialog: (...args: unknown[]) => {
        calls.saveDialogs.push(args);
        return Promise.resolve({ canceled: false, filePath: reportPath });
      },
    },
    ipcMain: {
      handle: (c: string, h: (event: unknown, payload: unknown) => unknown) => {
        calls.handled.push(c);
        calls.handlers.set(c, h);
      },
      removeHandler: vi.fn(),
    },
    protocol: { registerSchemesAsPrivileged: (s: unknown) => calls.schemes.push(s), handle: (scheme: string) => calls.protocolHandled.push(scheme) },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: vi.fn() },
        setPermissionRequestHandler: () => (calls.permissionHandler = true),
        setPermissionCheckHandler: vi.fn(),
        setDevicePermissionHandler: vi.fn(),
        on: (name: string) => calls.sessionEvents.push(name),
      },
    },
  };
});

beforeAll(async () => {
  await import('../../electron/main.js');
  await vi.waitFor(() => expect(calls.windows).toHaveLength(1));
});
afterAll(() => {
  for (const e of ERROR_EVENTS) for (const l of listeners(e)) if (!earlier.get(e)?.has(l)) process.removeListener(e, l as never);
});

describe('electron main', () => {
  it('registers the privileged app scheme, enables the sandbox everywhere and hardens the session', () => {
    expect(calls.schemes).toEqual([[{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]]);
    expect(calls.sandbox).toBe(1);
    expect(calls.permissionHandler).toBe(true);
    expect(calls.sessionEvents.sort()).toEqual(['select-hid-device', 'select-serial-port', 'select-usb-device']);
    expect(calls.protocolHandled).toEqual(['app']);
    expect([...calls.appEvents.keys()]).toEqual(expect.arrayContaining(['web-contents-created', 'before-quit', 'window-all-closed', 'second-instance']));
  });

  it('opens one hardened window on app://titan/ with the bundled preload', () => {
    const w = calls.windows[0];
    expect(w.url).toBe('app://titan/index.html');
    const prefs = w.options.webPreferences as Record<string, unknown>;
    expect(prefs).toEqual(expect.objectContaining({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true }));
    expect(String(prefs.preload)).toMatch(/preload\.cjs$/);
    expect(w.options).toEqual(expect.objectContaining({ width: 1280, height: 800 }));
  });

  it('answers every contract method over IPC and sets the native menu', () => {
    expect(calls.handled.sort()).toEqual(METHOD_NAMES.map(ipcChannel).sort());
    const menu = calls.menu as { template: { label?: string }[] };
    expect(menu.template.some((m) => m.label === '&File')).toBe(true);
  });

  it('opens a save file the OS hands over (double-click, a second launch) once the page is loaded, and not before', () => {
    const opened = (): unknown[] => calls.sent.flatMap(([, push]) => ((push as { command?: string }).command === 'openDocument' ? [(push as { path: string }).path] : []));
    const preventDefault = vi.fn();
    // macOS: the double-clicked file comes as an event, here before the page has loaded
    calls.appEvents.get('open-file')?.({ preventDefault }, '/Users/ann/Games/evening.titan');
    expect(preventDefault).toHaveBeenCalled();
    expect(opened()).toEqual([]);
    calls.webEvents.get('did-finish-load')?.();
    expect(opened()).toEqual(['/Users/ann/Games/evening.titan']);
    // a second launch with a file on its command line (Windows, Linux): relative to where it was launched
    calls.appEvents.get('second-instance')?.({}, ['/opt/TITAN/titan', '--no-sandbox', 'saves/rematch.titan'], '/home/ann');
    expect(opened()).toEqual(['/Users/ann/Games/evening.titan', '/home/ann/saves/rematch.titan']);
    // a second launch without a file only brings the window forward
    calls.appEvents.get('second-instance')?.({}, ['/opt/TITAN/titan'], '/home/ann');
    expect(opened()).toHaveLength(2);
    // while the page reloads, files wait for it again
    calls.webEvents.get('did-start-loading')?.();
    calls.appEvents.get('open-file')?.({ preventDefault }, '/tmp/late.titan');
    expect(opened()).toHaveLength(2);
    calls.webEvents.get('did-finish-load')?.();
    expect(opened()).toEqual(['/Users/ann/Games/evening.titan', '/home/ann/saves/rematch.titan', '/tmp/late.titan']);
  });

  it('has Help > Report a Problem…, which opens the page\'s dialog; its report goes where the save dialog points', async () => {
    const menu = calls.menu as { template: { label?: string; submenu?: { label?: string; click?: () => void }[] }[] };
    const item = menu.template.find((m) => m.label === '&Help')?.submenu?.find((i) => i.label === '&Report a Problem…');
    calls.sent.length = 0;
    item?.click?.();
    expect(calls.sent).toEqual([['titan:push', { kind: 'menu', command: 'reportProblem' }]]);
    const frame = { url: 'app://titan/index.html', parent: null };
    const r = await calls.handlers.get(ipcChannel('problemReport'))?.({ senderFrame: frame }, { includeSave: false, gameId: null, trail: ['1 key F1 on body'] });
    expect(r).toEqual({ ok: true, value: { kind: 'written', path: reportPath } });
    const [, options] = calls.saveDialogs.at(-1) as [unknown, { defaultPath: string; filters: { extensions: string[] }[] }];
    expect(options.defaultPath).toMatch(new RegExp(`^${documents}/titan-problem-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    expect(options.filters[0].extensions).toEqual(['zip']);
    const files = unzipSync(readFileSync(reportPath));
    expect(strFromU8(files['report.txt'])).toContain('app: 1.2.3 (electron)');
    expect(strFromU8(files['trail.txt'])).toBe('1 key F1 on body\n');
  });

  it('watches for crashes: main-process errors are caught, a renderer that died is loaded again', () => {
    for (const e of ERROR_EVENTS) expect(listeners(e).filter((l) => !earlier.get(e)?.has(l))).toHaveLength(1);
    (calls.webEvents.get('render-process-gone') as unknown as (e: unknown, d: { reason: string; exitCode: number }) => void)?.({}, { reason: 'crashed', exitCode: 5 });
    expect(calls.reloads).toBe(1);
  });

  it('holds the quit until the host has flushed its writes', async () => {
    const preventDefault = vi.fn();
    calls.appEvents.get('before-quit')?.({ preventDefault });
    expect(preventDefault).toHaveBeenCalled();
    const { app } = await import('electron');
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalled());
  });
});
