// Code fetched on demand whose fetch failed (renderer/lib/code-reload.ts): a browser never fetches a failed module
// again in the same page, so the page reloads once and reopens the screen asked for; a failure again within the gap
// is shown, not looped on. A table fetches its screens once (renderer/lib/table.ts). The real browser's side (a
// chunk refused once, then the lobby) is e2e/code-reload.spec.ts.
import { describe, expect, it } from 'vitest';
import type { Push, TitanApi } from '../../host/contract.js';
import { noteReload, RELOAD_GAP_MS, reloadNow, reloadOnFailedCode, reloadPending, takeReopen, type ReloadingWindow, type ReloadStore } from '../../renderer/lib/code-reload.js';
import { Session } from '../../renderer/lib/session.svelte.js';
import { table, type Table } from '../../renderer/lib/table.js';

/** A sessionStorage of one tab. */
function store(initial: Record<string, string> = {}): ReloadStore & { readonly items: Record<string, string> } {
  const items = { ...initial };
  return { items, getItem: (k) => items[k] ?? null, setItem: (k, v) => void (items[k] = v) };
}

/** A window that counts its reloads and dispatches the events it is sent. */
function fakeWindow(): { win: ReloadingWindow; reloads: () => number; fail: () => void } {
  const target = new EventTarget();
  let reloads = 0;
  const win: ReloadingWindow = Object.assign(target, { location: { reload: () => void reloads++ } });
  return { win, reloads: () => reloads, fail: () => void target.dispatchEvent(new Event('vite:preloadError', { cancelable: true })) };
}

describe('a failed fetch of code reloads the page once', () => {
  it('reloads on a failed fetch, and not again within the gap: the second failure is shown', () => {
    const s = store();
    expect(noteReload(s, { kind: 'lobby', module: 'titan' }, 1_000)).toBe(true);
    expect(noteReload(s, { kind: 'help' }, 1_000 + RELOAD_GAP_MS - 1)).toBe(false);
    // the note is the first one's: the next page still reopens the lobby
    expect(takeReopen(s)).toEqual({ kind: 'lobby', module: 'titan' });
    expect(noteReload(s, { kind: 'help' }, 1_000 + RELOAD_GAP_MS)).toBe(true);
    expect(takeReopen(s)).toEqual({ kind: 'help' });
  });

  it('gives what to reopen once; a page started without the note reopens nothing', () => {
    const s = store();
    expect(takeReopen(s)).toBeNull();
    noteReload(s, { kind: 'help' }, 5);
    expect(takeReopen(s)).toEqual({ kind: 'help' });
    expect(takeReopen(s)).toBeNull();
    // the time stays: a failure right after the reopened page started is shown, not reloaded again
    expect(noteReload(s, null, 6)).toBe(false);
  });

  it('reads a note it cannot understand as none (another build, a damaged tab)', () => {
    for (const text of ['{', '"x"', '{"at":"1"}', '[1]', 'null']) {
      const s = store({ 'titan-code-reload': text });
      expect(takeReopen(s)).toBeNull();
      expect(noteReload(s, null, 10)).toBe(true);
    }
    const odd = store({ 'titan-code-reload': JSON.stringify({ at: 1, reopen: { kind: 'lobby', module: 7 } }) });
    expect(takeReopen(odd)).toBeNull();
    // a clock set back since the last reload does not forbid one for good
    expect(noteReload(store({ 'titan-code-reload': JSON.stringify({ at: 50_000, reopen: null }) }), null, 10)).toBe(true);
  });

  it('watches the build\'s failed dynamic imports: one reload, with what the page showed then; none after it stops', () => {
    const s = store();
    const w = fakeWindow();
    let now = 100;
    const stop = reloadOnFailedCode(w.win, s, () => ({ kind: 'lobby', module: 'gods-of-titan' }), () => now);
    expect(reloadPending()).toBe(false);
    w.fail();
    expect(w.reloads()).toBe(1);
    // the screen that failed says it is loading again, not its error
    expect(reloadPending()).toBe(true);
    now += 10;
    w.fail();
    expect(w.reloads()).toBe(1);
    now += RELOAD_GAP_MS;
    stop();
    w.fail();
    expect(w.reloads()).toBe(1);
    expect(takeReopen(s)).toEqual({ kind: 'lobby', module: 'gods-of-titan' });
  });
});

describe('the player\'s Reload on a failure shown', () => {
  it('reloads at once, even within the gap, and the next page reopens what was asked for', () => {
    const s = store();
    const w = fakeWindow();
    expect(noteReload(s, { kind: 'help' }, 1_000)).toBe(true);
    expect(takeReopen(s)).toEqual({ kind: 'help' });
    reloadNow(w.win, s, { kind: 'lobby', module: 'titan' }, 2_000);
    expect(w.reloads()).toBe(1);
    expect(takeReopen(s)).toEqual({ kind: 'lobby', module: 'titan' });
    // its time is noted: a failure right after the reloaded page started is shown, not reloaded
    expect(noteReload(s, null, 2_500)).toBe(false);
  });
});

describe('the session after such a reload', () => {
  const api = { onPush: (_l: (p: Push) => void) => () => undefined } as unknown as TitanApi;
  const tables = ['titan', 'gods-of-titan'].map((module) => ({ module, screens: { lobby: `${module}-lobby`, game: module }, client: () => ({ game: null }) }) as unknown as Table);

  it('names the lobby or Help it shows, and nothing on the start screen', () => {
    const session = new Session(api, tables);
    expect(session.reopenable()).toBeNull();
    session.showLobby(tables[1] as Table);
    expect(session.reopenable()).toEqual({ kind: 'lobby', module: 'gods-of-titan' });
    session.screen = 'help';
    expect(session.reopenable()).toEqual({ kind: 'help' });
  });

  it('reopens the lobby asked for, only from the start screen, and not a module it has no table for', () => {
    const session = new Session(api, tables);
    session.reopen({ kind: 'lobby', module: 'gods-of-titan' });
    expect(session.shown).toBe('gods-of-titan-lobby');
    session.reopen({ kind: 'help' });
    expect(session.screen).toBe('table');
    const other = new Session(api, tables);
    other.reopen({ kind: 'lobby', module: 'chess' });
    expect(other.screen).toBe('start');
  });
});

describe('a table\'s screens', () => {
  it('are fetched once, however often the table is shown', async () => {
    let calls = 0;
    const t = table({ load: () => Promise.resolve({ Lobby: 'lobby', Game: String(++calls) }) } as unknown as Table);
    await t.load();
    await t.load();
    expect(calls).toBe(1);
  });
});
