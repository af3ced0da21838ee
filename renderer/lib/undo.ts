// The take-back on every game's screen, read from the engine's legal actions only: which listed `undo` a button or a
// key sends, and which keys ask for it (U, Ctrl+Z / Cmd+Z).

/** The listed take-back of the last action (`all` false) or of a whole battle maneuver (`all` true), or null. */
export function undoOf<A extends { readonly type: string }>(legal: readonly A[], all: boolean): A | null {
  return legal.find((a) => a.type === 'undo' && ((a as { readonly all?: unknown }).all === true) === all) ?? null;
}

/** Whether a key press asks to take back the last action: U alone, or Ctrl+Z / Cmd+Z. */
export function isUndoKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  if (e.ctrlKey || e.metaKey) return !e.altKey && e.key.toLowerCase() === 'z';
  return !e.altKey && (e.key === 'u' || e.key === 'U');
}
