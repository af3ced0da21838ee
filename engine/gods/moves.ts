// Moves on the Gods of Titan masterboard as the board checks read them (rules 8.4–8.6, 9.2, 3.10, 27.4). Where the
// rules leave movement open (A31) this takes the strictest reading: a legion never re-enters a land in one move and
// never leaves a land through the side it came in by. Every move allowed here is allowed under any looser reading,
// so what it proves reachable stays reachable however A31 is decided.
import { contactOf, type BoardIndex } from './board.js';
import { SEA_KINDS } from './terrains.js';
import type { GodsExitDef, GodsLandKind } from './types.js';

/** A land legion (never on Sea or a Whirl, rules 3.10), a Sea legion (only on the outer ring, 27.4), a Sea legion
 * that may go ashore (27.4: over Sea and land alike), or a land legion held to the ring by a Sea-Creature in it (3.10:
 * on the Coast only, the one kind of land both may stand on). */
export type Mover = 'land' | 'sea' | 'amphibious' | 'coast';

/** Rules 8.4: a legion moves 1 to 6 lands. */
export const MOST_LANDS = 6;

/** Whether a legion of this kind may enter the land at all. */
export function mayEnter(index: BoardIndex, id: number, mover: Mover): boolean {
  const kind = index.byId.get(id)?.kind;
  return kind !== undefined && mayEnterKind(kind, mover);
}

/** `mayEnter` for a land of a known kind (the move search keeps each step's kind, movement/steps.ts). */
export function mayEnterKind(kind: GodsLandKind, mover: Mover): boolean {
  if (mover === 'amphibious') return true;
  if (mover === 'coast') return kind === 'coast';
  return mover === 'sea' ? SEA_KINDS.has(kind) : kind !== 'sea' && kind !== 'whirl';
}

/** The side (and part) a legion entered a land by: it may not leave through it again (A31, strictest reading). */
export interface Entry {
  readonly side: number;
  readonly part: number;
}

/** Rules 8.5: the signs a legion may take next: a Block alone on the first step, later triple arrows, else arrows. */
export function signsFrom(exits: readonly GodsExitDef[], entered: Entry | null, first: boolean): readonly GodsExitDef[] {
  if (first) {
    const block = exits.filter((e) => e.sign === 'BLOCK');
    return block.length > 0 ? block : exits;
  }
  const triple = exits.filter((e) => e.sign === 'ARROWS');
  const arrows = triple.length > 0 ? triple : exits.filter((e) => e.sign === 'ARROW');
  return arrows.filter((e) => !entered || e.side !== entered.side || (e.part ?? 0) !== entered.part);
}

// From the City or the Dungeon a legion first steps, free, onto one of its towers and moves on from there (8.6); a Sea
// legion entering a Whirl is at once on any other Whirl, both counting as one land, and must move on (9.2).
/** The lands a legion on `start` can end a move of `fewest`–`most` lands on. */
export function moveEnds(index: BoardIndex, start: number, mover: Mover, fewest = 1, most = MOST_LANDS): Set<number> {
  const ends = new Set<number>();
  const whirls = index.lands.filter((l) => l.kind === 'whirl').map((l) => l.id);
  const visit = (here: number, entered: Entry | null, path: readonly number[], steps: number): void => {
    if (steps >= fewest && !whirls.includes(here)) ends.add(here);
    if (steps === most) return;
    for (const exit of signsFrom(index.byId.get(here)?.exits ?? [], entered, steps === 0)) {
      if (path.includes(exit.to) || !mayEnter(index, exit.to, mover)) continue;
      const contact = contactOf(index, here, exit);
      if (!contact) continue;
      if (!whirls.includes(exit.to)) {
        visit(exit.to, { side: (exit.side + 3) % 6, part: contact.otherPart }, [...path, exit.to], steps + 1);
      } else if (steps + 1 < most) {
        for (const w of whirls) if (!path.includes(w) && w !== exit.to) visit(w, null, [...path, exit.to, w], steps + 1);
      }
    }
  };
  const land = index.byId.get(start);
  if (land?.kind === 'city' || land?.kind === 'dungeon') {
    for (const exit of land.exits) visit(exit.to, null, [start, exit.to], 0);
  } else {
    visit(start, null, [start], 0);
  }
  return ends;
}

/** The fewest moves (turns) in which a legion starting on one of `starts` can stand on each land it can reach. */
export function turnsToReach(index: BoardIndex, starts: readonly number[], mover: Mover): Map<number, number> {
  const turns = new Map<number, number>(starts.map((s) => [s, 0]));
  const queue = [...starts];
  for (const here of queue) { // breadth first: for-of also visits the lands pushed on the way
    for (const end of moveEnds(index, here, mover)) {
      if (turns.has(end)) continue;
      turns.set(end, (turns.get(here) ?? 0) + 1);
      queue.push(end);
    }
  }
  return turns;
}
