// Every position of the safety net (tests/gods/engine-positions.test.ts), by what it reaches: each as data built by
// build.ts (battles) or build-board.ts (the masterboard), or by a small builder of its own (the final battle).
import { ABILITY_POSITIONS } from './abilities.js';
import { ADDITION_POSITIONS } from './additions.js';
import { BOARD_POSITIONS } from './board.js';
import { buildBoard } from './build-board.js';
import { buildPosition, type BuiltPosition } from './build.js';
import { CARRY_POSITIONS } from './carries.js';
import { HAZARD_POSITIONS } from './hazards.js';
import { IMMUNITY_POSITIONS } from './immunities.js';
import { SPELL_POSITIONS } from './spells.js';
import { BUILT_POSITIONS, VIEW_POSITIONS } from './views.js';

/** A position: its title (the rules it reaches) and how it is built. */
export interface PositionEntry {
  readonly title: string;
  readonly build: () => BuiltPosition;
}

const SPECS = [...HAZARD_POSITIONS, ...IMMUNITY_POSITIONS, ...SPELL_POSITIONS, ...ABILITY_POSITIONS, ...CARRY_POSITIONS, ...ADDITION_POSITIONS, ...VIEW_POSITIONS];

/** The positions, in the order the digest test reads them. */
export const POSITIONS: readonly PositionEntry[] = [
  ...SPECS.map((spec) => ({ title: spec.title, build: () => buildPosition(spec) })),
  ...BUILT_POSITIONS,
  ...BOARD_POSITIONS.map((spec) => ({ title: spec.title, build: () => buildBoard(spec) })),
];
