// TITAN's hooks on the shared undo seam (engine/platform/undo.ts): the stack is the mover's, in a battle the active
// side's, and a battle maneuver's moves may be taken back all at once. Which actions are undoable: actions.ts UNDOABLE.
import type { UndoRules } from '../platform/undo.js';
import { moverOf } from './game/context.js';
import type { GameState } from './state.js';

/** TITAN's undo rules: who made the stacked actions (the battle's active side in a battle, else the mover) and when
 * all of them go back at once (a battle maneuver). */
export const TITAN_UNDO: UndoRules<GameState> = {
  owner(state) {
    const b = state.battle;
    const e = state.engagement;
    if (b && e) return b.active === 'attacker' ? e.attackerOwner : e.defenderOwner;
    return moverOf(state).id;
  },
  allAtOnce: (state) => state.battle?.phase === 'maneuver',
};
