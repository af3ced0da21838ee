// How large a masterboard draws legion markers: their size on the board, grown while the board is shown small so a
// marker stays readable at fit, never past what a land's wide end holds.
import { MASTER_S } from './geometry.js';

/** A marker's side in board pixels when the board is shown large enough. */
const MARKER = 2.1 * MASTER_S;
/** Markers never shrink below this many screen pixels, up to MARKER_MAX. */
const MARKER_MIN_PX = 34;
/** The largest marker a land's wide end holds two of. */
const MARKER_MAX = 2.9 * MASTER_S;

/** The marker side in board pixels at a zoom of `scale` canvas pixels per board pixel. */
export function markerSize(scale: number): number {
  return Math.min(MARKER_MAX, Math.max(MARKER, MARKER_MIN_PX / scale));
}
