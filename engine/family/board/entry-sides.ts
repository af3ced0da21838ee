// The attacker's battleland edges of the TITAN family (TITAN §10.1–§10.4, Gods of Titan 11.2–11.5): the three 4-hex
// edges an attacker may come in by, and the order every API and the query oracle report them in.
import type { EntrySide } from '../types.js';

/** All attacker edges in sorted order (what a teleport may choose from, TITAN §10.4). */
export const ATTACKER_SIDES: readonly EntrySide[] = ['Bottom', 'Left', 'Right'];

/** Sorts entry sides alphabetically (Bottom, Left, Right): the order every API and the query oracle report. */
export function sortSides(sides: Iterable<EntrySide>): EntrySide[] {
  return [...new Set(sides)].sort();
}
