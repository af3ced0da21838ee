// What the page did lately with its game, line by line: the screens it took or passed over (and why), the actions it
// sent or dropped (and why), the host's refusals, the clicks and keys that reached the page. What a report of a
// problem needs to tell a lost click from a refused one; the end-to-end tests print it when one fails (the clicks and
// keys come from trail-input.ts). Only ids, kinds, state numbers and action types — never a view's contents, so no
// seat's hidden legions are in it. A problem report carries it (renderer/components/ProblemReportDialog.svelte), as
// much of it as the contract takes: the lines it keeps, each cut to the contract's length.
import { TRAIL_LINE_CHARS, TRAIL_LINES } from '../../host/contract.js';

/** The page's recent lines, oldest first, each stamped with the milliseconds since the page loaded. */
const lines: string[] = [];

/** Adds one line to the trail (the oldest goes past the most it keeps). */
export function trail(line: string): void {
  lines.push(`${Math.round(performance.now())} ${line}`.slice(0, TRAIL_LINE_CHARS));
  if (lines.length > TRAIL_LINES) lines.splice(0, lines.length - TRAIL_LINES);
}

/** The trail as it is now, oldest line first. */
export function trailLines(): readonly string[] {
  return [...lines];
}
