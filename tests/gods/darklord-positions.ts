// Gods of Titan positions for the Darklord's spying (rules 23.3–23.5, A49), built as data: round 11, the board
// cleared, the Darklord (the fourth seat) in his Movement Phase. Shared by the engine's and the host's tests.
import type { GodsState } from '../../engine/gods/state.js';
import { clearBoard, edit, place, started } from './game-helpers.js';

/** The land of the black legion (and, in a spy position, of its target). */
export const LAND = 135;
/** One land from LAND. */
export const NEXT = 136;

/** Round 11, the board cleared, the Darklord (the fourth seat) in his Movement Phase. */
export function darklordMoving(): GodsState {
  return edit(clearBoard(started(4)), (d) => {
    d.round = 11;
    d.phase = 'movement';
    d.active = 3;
  });
}

/** Round 11, the Darklord to move: a black legion on 135 next to green's `names` on 136 (green holds his Elementals). */
export function beside(names: string[]): { state: GodsState; black: string; green: string } {
  const base = darklordMoving();
  const green = place(base, 'green', NEXT, names);
  const black = place(green.state, 'black', LAND, ['Headcracker', 'Plaque']);
  return { state: black.state, black: black.marker, green: green.marker };
}

/** The black legion's one-land move onto NEXT (or `to`). */
export const onto = (black: string, to = NEXT, steps = 1) => ({ type: 'move', legion: black, to, steps, exit: null, teleport: null } as const);
