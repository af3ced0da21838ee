// The masterboard's sign steps, worked out once for the move search (movement/paths.ts): for each land the steps a
// legion may take first and later (rules 8.5, by engine/gods/moves.ts signsFrom) and under the 26.5 Freeway (every
// sign), each with the side and part it enters the next land by (A31: it may not leave that land through them).
import { contactOf } from '../board.js';
import { signsFrom } from '../moves.js';
import type { GodsExitDef, GodsLandKind } from '../types.js';
import { SEA_KINDS } from '../terrains.js';
import { GODS_BOARD } from './board-index.js';

/** One step across a sign: the side and part of this land it leaves by, the land it enters and by which side and part. */
export interface SignStep {
  readonly to: number;
  /** The kind of land `to` is. */
  readonly toKind: GodsLandKind;
  readonly side: number;
  readonly part: number;
  readonly inSide: number;
  readonly inPart: number;
}

/** What the move search needs of a land. */
export interface LandSteps {
  readonly kind: GodsLandKind;
  /** On the outer ring (Coast, Sea, Whirl, 3.10). */
  readonly onRing: boolean;
  /** Rules 8.5: a legion's first step (a Block alone where there is one). */
  readonly first: readonly SignStep[];
  /** Rules 8.5: its later steps (Triple Arrows where there are some, else Arrows), the came-in side not yet removed. */
  readonly later: readonly SignStep[];
  /** Rules 26.5 Freeway: every sign. */
  readonly any: readonly SignStep[];
}

function stepsOver(from: number, exits: readonly GodsExitDef[]): SignStep[] {
  const out: SignStep[] = [];
  for (const e of exits) {
    const contact = contactOf(GODS_BOARD, from, e);
    const toKind = GODS_BOARD.byId.get(e.to)?.kind;
    if (contact && toKind) out.push({ to: e.to, toKind, side: e.side, part: e.part ?? 0, inSide: (e.side + 3) % 6, inPart: contact.otherPart });
  }
  return out;
}

/** Every land's steps, by land id. */
export const LAND_STEPS: ReadonlyMap<number, LandSteps> = new Map(
  GODS_BOARD.lands.map((l) => [
    l.id,
    { kind: l.kind, onRing: SEA_KINDS.has(l.kind), first: stepsOver(l.id, signsFrom(l.exits, null, true)), later: stepsOver(l.id, signsFrom(l.exits, null, false)), any: stepsOver(l.id, l.exits) },
  ]),
);
