// The turn-start notice's choice as builds before the host kept it stored it, in the page's localStorage: read once
// by the session, written to the host's settings and then forgotten here.

/** Where builds before the host kept this setting stored the player's choice, in the page's localStorage. */
const OLD_KEY = 'titan.turnNotice';

/** The part of the page's Storage an old choice is read from and forgotten in. */
export interface OldChoiceStore {
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

/** An old build's choice kept by the page ('on' / 'off'), or null when there is none (or no storage at all). */
export function oldTurnNotice(store: OldChoiceStore | undefined): boolean | null {
  const raw = store?.getItem(OLD_KEY) ?? null;
  return raw === null ? null : raw !== 'off';
}

/** Forgets the old build's choice once the host keeps it. */
export function forgetOldTurnNotice(store: OldChoiceStore | undefined): void {
  store?.removeItem(OLD_KEY);
}
