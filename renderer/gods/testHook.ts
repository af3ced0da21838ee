/// <reference types="vite/client" />
// The Gods of Titan screen's read-only test hook (like the Arena's), present only in the end-to-end tests' build (vite
// build --mode test): lets the e2e test read what the screen shows — the seat, its view and legal actions, or the
// hand-off — without reaching into components. The board's land and legion positions go through the boards' hook.
import type { GameInfo } from '../../host/contract.js';
import type { GodsHandoffPush, GodsViewPush } from './pushes.js';

/** What the Gods screen shows now. */
export interface GodsScreenState {
  readonly push: GodsViewPush | null;
  readonly handoff: GodsHandoffPush | null;
  readonly game: GameInfo | null;
  /** The legion selected on the board. */
  readonly selected: string | null;
  /** A single "End turn" is ending the phases one after the other. */
  readonly finishing: boolean;
}

declare global {
  interface Window {
    /** Set while the Gods screen is mounted (test builds only). */
    __godsScreen?: () => GodsScreenState;
  }
}

/** Installs the hook; returns its removal. */
export function installGodsHook(read: () => GodsScreenState): () => void {
  if (import.meta.env.MODE !== 'test') return () => {};
  window.__godsScreen = () => JSON.parse(JSON.stringify(read())) as GodsScreenState;
  return () => {
    delete window.__godsScreen;
  };
}
