// Rules 23.5: until the Dark-Titan appears, a black legion that moves onto (or through) the legion of a covered Titan
// uncovers it and must stop short of it, possibly not moving at all. The Darklord cannot see where the covered Titans
// are, so his legal moves are judged as against any legion (movement/occupancy.ts) and the cut is made here, along
// the move's first path in sign order. A49: a move that ends on such a legion he may spy on now ends there (23.3
// governs it, turn/darklord-secrets.ts); one passing through it still stops short.
import { GODS_BOARD } from './board-index.js';
import { hiddenTitan, passage } from './occupancy.js';
import type { GodsMoveOption } from './move-option.js';
import { movePath } from './paths.js';
import type { GodsLegion, GodsState } from '../state.js';
import { isDarklord } from '../roles.js';
import { endsOnCoveredTitan } from '../turn/darklord-secrets.js';

/** Where a move that meets a covered Titan's legion ends instead. */
export interface StopShort {
  readonly land: number;
  readonly steps: number;
  /** The land it reached the stop from (null: it did not move), for the side it attacks by there (11.2). */
  readonly from: number | null;
  /** The legion whose Titan is uncovered. */
  readonly titanLegion: string;
}

/** The stop short of a black legion's move, or null when the move meets no covered Titan. */
export function stopShort(state: GodsState, legion: GodsLegion, option: GodsMoveOption): StopShort | null {
  if (!isDarklord(state, legion.owner) || state.darkTitanAppeared) return null;
  if (!state.legions.some((l) => hiddenTitan(state, legion, l))) return null; // no covered Titan to meet: no path needed
  const route = movePath(state, legion, option);
  if (!route) return null;
  for (let i = 1; i < route.path.length; i++) {
    const titan = state.legions.find((l) => l.land === route.path[i] && hiddenTitan(state, legion, l));
    if (!titan) continue;
    if (i === route.path.length - 1 && endsOnCoveredTitan(state, legion, option.teleport, titan)) return null; // A49
    for (let j = i - 1; j >= 1; j--) {
      const back = route.path[j] ?? legion.land;
      const steps = route.counts[j] ?? 0;
      if (steps >= 1 && GODS_BOARD.byId.get(back)?.kind !== 'whirl' && passage(state, legion, back).end) return { land: back, steps, from: route.path[j - 1] ?? null, titanLegion: titan.marker };
    }
    return { land: legion.land, steps: 0, from: null, titanLegion: titan.marker };
  }
  return null;
}
