// The masterboard indexed once for the game's rules (engine/gods/board.ts), and the lands the rules name by kind.
import { indexBoard, type BoardIndex } from '../board.js';
import { GODS_MASTERBOARD } from '../data/masterboard.js';
import { firstTurnExits } from '../first-turn.js';
import type { GodsLandKind } from '../types.js';

/** The Gods of Titan masterboard, indexed. */
export const GODS_BOARD: BoardIndex = indexBoard(GODS_MASTERBOARD);

/** The lands of one kind, ascending. */
export function landsOfKind(kind: GodsLandKind): number[] {
  return GODS_MASTERBOARD.filter((l) => l.kind === kind).map((l) => l.id);
}

/** Rules 5.8: each player Tower's first-turn Citytower. */
export const FIRST_EXIT: ReadonlyMap<number, number | null> = new Map(firstTurnExits(GODS_BOARD).map((e) => [e.tower, e.citytower]));
