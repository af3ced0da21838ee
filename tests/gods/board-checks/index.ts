// The Gods of Titan board validator: every check of the masterboard we designed (docs/gods-of-titan-board.md), as
// readable problems. Pure: no I/O; an empty list means the board keeps every rule and design promise checked here.
import { indexBoard } from '../../../engine/gods/board.js';
import { geometryProblems, signProblems } from './geometry.js';
import { centreProblems, countProblems, labelProblems } from './layout.js';
import { firstTurnProblems, musterProblems, reachProblems } from './play.js';
import { ringProblems } from './rings.js';
import { symmetryProblems } from './symmetry.js';
import type { GodsLandDef } from '../../../engine/gods/types.js';

/** The checks by name, each returning its problems. */
export const BOARD_CHECKS = {
  counts: countProblems,
  geometry: geometryProblems,
  signs: signProblems,
  labels: labelProblems,
  centre: centreProblems,
  rings: ringProblems,
  symmetry: symmetryProblems,
  reach: reachProblems,
  musters: musterProblems,
  firstTurn: firstTurnProblems,
} as const;

/** Every problem of a land list as a Gods of Titan masterboard, each prefixed by its check's name; [] if none. */
export function checkBoard(lands: readonly GodsLandDef[]): string[] {
  const index = indexBoard(lands);
  return Object.entries(BOARD_CHECKS).flatMap(([name, check]) => check(index).map((p) => `${name}: ${p}`));
}
