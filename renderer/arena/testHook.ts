/// <reference types="vite/client" />
// The Arena screen's read-only test hook (like the TITAN board's), present only in the end-to-end tests' build (vite
// build --mode test): lets the e2e test read what the screen shows — the seat, its view and legal actions, or the
// hand-off — without reaching into components.
import type { ArenaHandoffPush, ArenaViewPush, GameInfo } from '../../host/contract.js';

/** What the Arena screen shows now. */
export interface ArenaScreenState {
  readonly push: ArenaViewPush | null;
  readonly handoff: ArenaHandoffPush | null;
  readonly game: GameInfo | null;
}

declare global {
  interface Window {
    /** Set while the Arena screen is mounted (test builds only). */
    __arenaScreen?: () => ArenaScreenState;
  }
}

/** Installs the hook; returns its removal. */
export function installArenaHook(read: () => ArenaScreenState): () => void {
  if (import.meta.env.MODE !== 'test') return () => {};
  window.__arenaScreen = () => JSON.parse(JSON.stringify(read())) as ArenaScreenState;
  return () => {
    delete window.__arenaScreen;
  };
}
