// The IPC adapter (sender check, contract gate, pushes), the native menu's commands and accelerators (Help's too),
// and the window bounds logic — all with Electron faked.
import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { forwardPushes, registerIpc } from '../../electron/ipc.js';
import { menuTemplate } from '../../electron/menu.js';
import { APP_ORIGIN } from '../../electron/security.js';
import { boundsPatch, initialBounds } from '../../electron/window-state.js';
import { METHOD_NAMES, PUSH_CHANNEL, ipcChannel } from '../../host/contract.js';
import { DEFAULT_SETTINGS } from '../../host/settings.js';
import { makeHarness, setup } from '../host/helpers.js';

type Handler = (event: IpcMainInvokeEvent, payload: unknown) => unknown;

function fakeIpc(): { ipc: IpcMain; handlers: Map<string, Handler> } {
  const handlers = new Map<string, Handler>();
  const ipc = { handle: (c: string, h: Handler) => handlers.set(c, h), removeHandler: (c: string) => handlers.delete(c) } as unknown as IpcMain;
  return { ipc, handlers };
}

const event = (url: string, parent: unknown = null): IpcMainInvokeEvent => ({ senderFrame: { url, parent } }) as unknown as IpcMainInvokeEvent;

describe('IPC adapter', () => {
  it('registers one channel per contract method and removes them again', () => {
    const { ipc, handlers } = fakeIpc();
    const off = registerIpc(ipc, makeHarness().service);
    expect([...handlers.keys()].sort()).toEqual(METHOD_NAMES.map(ipcChannel).sort());
    off();
    expect(handlers.size).toBe(0);
  });

  it('answers the app frame through the contract gate and refuses other senders', async () => {
    const { ipc, handlers } = fakeIpc();
    const h = makeHarness();
    registerIpc(ipc, h.service);
    const info = await handlers.get(ipcChannel('appInfo'))?.(event(`${APP_ORIGIN}/index.html`), {});
    expect(info).toEqual(expect.objectContaining({ ok: true }));
    const foreign = await handlers.get(ipcChannel('newGame'))?.(event('https://evil.example/'), setup(['human', 'human']));
    expect(foreign).toEqual(expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'forbidden' }) }));
    const iframe = await handlers.get(ipcChannel('listGames'))?.(event(`${APP_ORIGIN}/x.html`, {}), {});
    expect(iframe).toEqual(expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'forbidden' }) }));
    const malformed = await handlers.get(ipcChannel('submit'))?.(event(`${APP_ORIGIN}/`), { gameId: 1 });
    expect(malformed).toEqual(expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'malformed' }) }));
    const games = await h.service.listGames();
    expect(games.ok && games.value).toEqual([]);
  });

  it('forwards pushes to the live page only', async () => {
    const h = makeHarness();
    const send = vi.fn();
    let destroyed = false;
    const contents = { send, isDestroyed: () => destroyed } as unknown as WebContents;
    forwardPushes(h.service, () => contents);
    await h.service.newGame(setup(['human', 'human']));
    expect(send).toHaveBeenCalledWith(PUSH_CHANNEL, expect.objectContaining({ kind: 'handoff' }));
    destroyed = true;
    send.mockClear();
    await h.service.newGame(setup(['human', 'human']));
    expect(send).not.toHaveBeenCalled();
  });
});

describe('native menu', () => {
  const items = (t: ReturnType<typeof menuTemplate>, label: string) => {
    const file = t.find((m) => m.label === '&File');
    return (file?.submenu as { label?: string; accelerator?: string; click?: () => void; submenu?: unknown; enabled?: boolean }[]).find((i) => i.label === label);
  };

  it('has Save (Ctrl+S), Save As, Open (Ctrl+O) and forwards them as commands', () => {
    const command = vi.fn();
    const t = menuTemplate({ platform: 'linux', recent: [], command, quit: vi.fn() });
    expect(items(t, '&Save')?.accelerator).toBe('CmdOrCtrl+S');
    expect(items(t, '&Open…')?.accelerator).toBe('CmdOrCtrl+O');
    expect(items(t, 'Save &As…')?.accelerator).toBe('CmdOrCtrl+Shift+S');
    items(t, '&Save')?.click?.();
    items(t, 'Save &As…')?.click?.();
    items(t, '&Continue')?.click?.();
    expect(command.mock.calls).toEqual([['save'], ['saveAs'], ['continue']]);
    expect((items(t, 'Open &Recent')?.submenu as { enabled?: boolean }[])[0].enabled).toBe(false);
  });

  it('lists existing recent games and opens them by path', () => {
    const command = vi.fn();
    const recent = [
      { path: '/saves/a.titan', title: 'A · B', savedAt: '2026-01-01T00:00:00.000Z', exists: true },
      { path: '/saves/gone.titan', title: 'gone', savedAt: '2026-01-01T00:00:00.000Z', exists: false },
    ];
    const t = menuTemplate({ platform: 'win32', recent, command, quit: vi.fn() });
    const sub = items(t, 'Open &Recent')?.submenu as { label: string; click: () => void }[];
    expect(sub).toHaveLength(1);
    sub[0].click();
    expect(command).toHaveBeenCalledWith('openRecent', '/saves/a.titan');
    expect(items(t, 'E&xit')).toBeDefined();
    const mac = menuTemplate({ platform: 'darwin', recent, command, quit: vi.fn() });
    expect(mac[0]).toEqual({ role: 'appMenu' });
  });

  it('ends with the Help menu on every platform, whose Report a Problem… opens the page\'s dialog', () => {
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      const command = vi.fn();
      const help = menuTemplate({ platform, recent: [], command, quit: vi.fn() }).at(-1);
      expect(help?.role, platform).toBe('help');
      (help?.submenu as { label?: string; click?: () => void }[]).find((i) => i.label === '&Report a Problem…')?.click?.();
      expect(command.mock.calls, platform).toEqual([['reportProblem']]);
    }
  });
});

describe('window bounds', () => {
  const display = { x: 0, y: 0, width: 1920, height: 1080 };
  it('restores a visible position and drops one that is off every screen', () => {
    expect(initialBounds({ ...DEFAULT_SETTINGS.window, x: 100, y: 50 }, [display])).toEqual({ width: 1280, height: 800, x: 100, y: 50 });
    expect(initialBounds({ ...DEFAULT_SETTINGS.window, x: 5000, y: 50 }, [display])).toEqual({ width: 1280, height: 800 });
    expect(initialBounds(DEFAULT_SETTINGS.window, [display])).toEqual({ width: 1280, height: 800 });
    expect(boundsPatch({ x: 10.4, y: 20.6, width: 100, height: 2000 }, true)).toEqual({ window: { x: 10, y: 21, width: 400, height: 2000, maximized: true } });
  });
});
