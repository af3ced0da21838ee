// The attacker's battleland edges of the TITAN family (TITAN §10.1–§10.4, reference §3.2–3.3; Gods of Titan 11.2–11.5):
// the three 4-hex edges an attacker may come in by, the order every API and the query oracle report them in, the edge
// an arrival gives — (side entered through − label side) mod 6: 1 Right, 3 Bottom, 5 Left — and the edges a teleport
// may choose from. Which lands have a fixed edge (a Tower land's Bottom) or none is the game's hook (`EdgeRule`).
import type { EntrySide } from '../types.js';

/** All attacker edges in sorted order (what a teleport may choose from, TITAN §10.4). */
export const ATTACKER_SIDES: readonly EntrySide[] = ['Bottom', 'Left', 'Right'];

/** Sorts entry sides alphabetically (Bottom, Left, Right): the order every API and the query oracle report. */
export function sortSides(sides: Iterable<EntrySide>): EntrySide[] {
  return [...new Set(sides)].sort();
}

/** How a land's attacker edge is found, the game's hook: by the side the attacker entered through (reference §3.2),
 * one fixed edge (a Tower land: Bottom, §10.2, rules 11.3–11.4), or none (Gods' City, Dungeon and Whirls, 11.5). */
export type EdgeRule = 'by-side' | EntrySide | null;

const BY_OFFSET: Readonly<Record<number, EntrySide>> = { 1: 'Right', 3: 'Bottom', 5: 'Left' };

/** Reference §3.2, rules 11.2: the attacker's edge of an arrival through side `enteredThrough` of a land labelled on
 * `labelSide`; null where the rule gives none (an offset of 0, 2 or 4, or a land without edges). */
export function arrivalEdge(rule: EdgeRule, enteredThrough: number, labelSide: number): EntrySide | null {
  if (rule !== 'by-side') return rule;
  return BY_OFFSET[(((enteredThrough - labelSide) % 6) + 6) % 6] ?? null;
}

const FIXED: Readonly<Record<EntrySide, readonly EntrySide[]>> = { Bottom: ['Bottom'], Left: ['Left'], Right: ['Right'] };

/** §10.4, rules 11.3–11.5: the edges an attacker may choose after a teleport — a land's fixed edge, else any. */
export function chosenEdges(rule: EdgeRule): readonly EntrySide[] {
  return rule === null || rule === 'by-side' ? ATTACKER_SIDES : FIXED[rule];
}
