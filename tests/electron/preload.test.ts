// The preload, run against a mocked electron: it exposes exactly the contract's methods plus onPush as
// `window.titan`, each method invoking its own contract channel, and pushes arrive without the IPC event.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { METHOD_NAMES, PUSH_CHANNEL, ipcChannel } from '../../host/contract.js';

const exposed: Record<string, unknown> = {};
const invoke = vi.fn(async (channel: string, payload: unknown) => ({ ok: true, value: { channel, payload } }));
const listeners = new Map<string, ((...args: unknown[]) => void)[]>();

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
  ipcRenderer: {
    invoke,
    on: (channel: string, l: (...args: unknown[]) => void) => listeners.set(channel, [...(listeners.get(channel) ?? []), l]),
    removeListener: (channel: string, l: (...args: unknown[]) => void) => listeners.set(channel, (listeners.get(channel) ?? []).filter((x) => x !== l)),
  },
}));

beforeAll(async () => {
  await import('../../electron/preload.js');
});

describe('preload', () => {
  it('exposes one named method per contract operation and onPush, nothing else', () => {
    const api = exposed.titan as Record<string, unknown>;
    expect(Object.keys(exposed)).toEqual(['titan']);
    expect(Object.keys(api).sort()).toEqual([...METHOD_NAMES, 'onPush'].sort());
    expect(Object.values(api).every((v) => typeof v === 'function')).toBe(true);
  });

  it('invokes each method on its own contract channel', async () => {
    const api = exposed.titan as Record<string, (req?: unknown) => Promise<unknown>>;
    for (const m of METHOD_NAMES) {
      invoke.mockClear();
      await api[m]({ probe: m });
      expect(invoke).toHaveBeenCalledWith(ipcChannel(m), { probe: m });
    }
    invoke.mockClear();
    await api.listGames();
    expect(invoke).toHaveBeenCalledWith(ipcChannel('listGames'), {});
  });

  it('delivers pushes without the IPC event and unsubscribes', () => {
    const api = exposed.titan as { onPush: (l: (p: unknown) => void) => () => void };
    const got: unknown[] = [];
    const off = api.onPush((p) => got.push(p));
    const push = { kind: 'closed', gameId: 'g' };
    for (const l of listeners.get(PUSH_CHANNEL) ?? []) l({ sender: 'ipc event' }, push);
    expect(got).toEqual([push]);
    off();
    expect(listeners.get(PUSH_CHANNEL)).toEqual([]);
  });
});
