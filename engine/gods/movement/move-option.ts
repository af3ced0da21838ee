// The shape of one legal move of a legion (rules 8, 9, 11.2), shared by the move search, the teleports and the
// listing that joins them (paths.ts).
import type { EntrySide } from '../../family/types.js';
import type { GodsTeleport } from '../state.js';

/** One legal move: where it ends, the lands it counts (22.1 mustering needs 3–5), the gate it left the centre by, and
 * the battleland side it attacks by (only where it ends on another seat's legion after the treaty, 11.2, 11.5). */
export interface GodsMoveOption {
  readonly to: number;
  readonly steps: number;
  readonly exit: number | null;
  readonly teleport: GodsTeleport | null;
  readonly entrySide?: EntrySide;
}
