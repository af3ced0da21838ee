// What the page did lately with its game, line by line: the screens it took or passed over (and why), the actions it
// sent or dropped (and why), the host's refusals, the clicks and keys that reached the page. What a report of a
// problem needs to tell a lost click from a refused one; the end-to-end tests print it when one fails (the clicks and
// keys come from trail-input.ts). Only ids, kinds, state numbers and action types — never a view's contents, so no
// seat's hidden legions are in it.

/** Most lines kept (the oldest go first). */
const KEEP = 300;

/** The page's recent lines, oldest first, each stamped with the milliseconds since the page loaded. */
const lines: string[] = [];

/** Adds one line to the trail. */
export function trail(line: string): void {
  lines.push(`${Math.round(performance.now())} ${line}`);
  if (lines.length > KEEP) lines.splice(0, lines.length - KEEP);
}

/** The trail as it is now, oldest line first. */
export function trailLines(): readonly string[] {
  return [...lines];
}
