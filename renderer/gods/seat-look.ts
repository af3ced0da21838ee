// How a Gods of Titan seat looks: its marker set's colour and shape (renderer/board/colors.ts), the neutral legions'
// own grey and shape. Kept apart from the screen's words so a test reads it without the language state.
import { NEUTRAL_SEAT, playerLook, type SeatLook } from '../board/colors.js';

/** A seat's colour and shape ('red' → the Red marker set's; the neutral gray legions their own). */
export function seatLook(owner: string): SeatLook {
  return owner === 'neutral' ? NEUTRAL_SEAT : playerLook(owner.charAt(0).toUpperCase() + owner.slice(1));
}

/** A seat's marker colour. */
export function seatColor(owner: string): string {
  return seatLook(owner).color;
}
