// Code fetched on demand (a table's screens, Help, the host panel, a review's kit, the owner page) whose fetch failed
// for a moment: a network that changed under the page (Chromium's ERR_NETWORK_CHANGED), a host restarting. A browser
// keeps a failed module for the life of the page — Chromium never fetches it again, importing it anew fails at once —
// so trying again inside the page cannot help: the page reloads itself, once, and reopens the screen the player had
// asked for (a game open on the host comes back by itself after a reload: lib/resume.ts). A failure that comes back
// soon after is not a passing one: the page then shows what failed and stays.

/** The tab's sessionStorage, where the reload leaves its note for the page that follows. */
export interface ReloadStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** What of the page's window the watch uses: its events and its reload. */
export interface ReloadingWindow {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  readonly location: { reload(): void };
}

/** What the page reopens after such a reload: the Help screen, or a table's lobby by its game module. */
export type Reopen = { readonly kind: 'help' } | { readonly kind: 'lobby'; readonly module: string };

/** No second automatic reload within this time of the last one: a failure that comes back is shown, not looped on. */
export const RELOAD_GAP_MS = 30_000;

const KEY = 'titan-code-reload';

/** The note: when the page last reloaded for failed code, and what the next page is to reopen (null once reopened). */
interface Note {
  readonly at: number;
  readonly reopen: Reopen | null;
}

/** `value` as a Reopen when it is one (the note may come from another build, or be anything at all). */
function asReopen(value: unknown): Reopen | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.kind === 'help') return { kind: 'help' };
  if (v.kind === 'lobby' && typeof v.module === 'string') return { kind: 'lobby', module: v.module };
  return null;
}

function readNote(store: ReloadStore): Note | null {
  try {
    const v: unknown = JSON.parse(store.getItem(KEY) ?? 'null');
    if (typeof v !== 'object' || v === null || typeof (v as Note).at !== 'number') return null;
    return { at: (v as Note).at, reopen: asReopen((v as Note).reopen) };
  } catch {
    return null;
  }
}

/** After a failed fetch of code at time `now`: true when the page is to reload (none for that reason within
 * RELOAD_GAP_MS), the note for the next page written (`reopen`: what it reopens). */
export function noteReload(store: ReloadStore, reopen: Reopen | null, now: number): boolean {
  const last = readNote(store);
  if (last && now - last.at >= 0 && now - last.at < RELOAD_GAP_MS) return false;
  writeNote(store, { at: now, reopen });
  return true;
}

function writeNote(store: ReloadStore, note: Note): void {
  store.setItem(KEY, JSON.stringify(note));
}

/** On the page's start: the screen a reload for failed code asked it to reopen, given once (the time stays noted). */
export function takeReopen(store: ReloadStore): Reopen | null {
  const note = readNote(store);
  if (!note?.reopen) return null;
  writeNote(store, { at: note.at, reopen: null });
  return note.reopen;
}

let reloading = false;

/** True once the page is reloading for failed code: the screen that failed says so instead of showing its error. */
export function reloadPending(): boolean {
  return reloading;
}

/** The player's Reload on a failure shown: the page reloads now and reopens `reopen`, the time noted (a failure
 * again right after it is shown, not reloaded). */
export function reloadNow(win: ReloadingWindow, store: ReloadStore, reopen: Reopen | null, now: number = Date.now()): void {
  writeNote(store, { at: now, reopen });
  reloadPage(win);
}

function reloadPage(win: ReloadingWindow): void {
  reloading = true;
  win.location.reload();
}

/** Reloads the page when code fetched on demand fails — Vite's `vite:preloadError`, which the build dispatches on the
 * window for every failed dynamic import — noting what `reopen` says then; returns what stops watching. */
export function reloadOnFailedCode(win: ReloadingWindow, store: ReloadStore, reopen: () => Reopen | null, now: () => number = () => Date.now()): () => void {
  const failed = (): void => {
    if (noteReload(store, reopen(), now())) reloadPage(win);
  };
  win.addEventListener('vite:preloadError', failed);
  return () => win.removeEventListener('vite:preloadError', failed);
}
