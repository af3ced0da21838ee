// The §21 clocks part of a new-game form, for every game (TITAN §21; Gods of Titan 28.3): what the player filled in and
// the options it gives — a time limit in seconds from hours and minutes, turn clocks in seconds — or null when a field
// is out of range.
import type { TurnClocks } from '../../engine/family/clocks.js';

/** The fields of the form. */
export interface ClockForm {
  timeLimitOn: boolean;
  hours: number;
  minutes: number;
  turnClocksOn: boolean;
  movement: number;
  maneuver: number;
  firstManeuver: number;
}

/** A new form: no clocks; two hours when a time limit is ticked; turn clocks of the rules' numbers (3, 1 and 2 minutes). */
export function newClockForm(): ClockForm {
  return { timeLimitOn: false, hours: 2, minutes: 0, turnClocksOn: false, movement: 180, maneuver: 60, firstManeuver: 120 };
}

/** The game options the form gives (empty without clocks), or null when a field is out of range: a time limit from one
 * minute to 100 hours, turn clocks from 1 s to an hour. */
export function clockOptions(f: ClockForm): { timeLimit?: number; turnClocks?: TurnClocks } | null {
  const limit = Math.round((Number(f.hours) || 0) * 3600 + (Number(f.minutes) || 0) * 60);
  const turn = [f.movement, f.maneuver, f.firstManeuver].map(Number);
  if (f.timeLimitOn && (limit < 60 || limit > 360_000)) return null;
  if (f.turnClocksOn && !turn.every((n) => Number.isInteger(n) && n >= 1 && n <= 3600)) return null;
  return {
    ...(f.timeLimitOn ? { timeLimit: limit } : {}),
    ...(f.turnClocksOn ? { turnClocks: { movement: Number(f.movement), maneuver: Number(f.maneuver), firstManeuver: Number(f.firstManeuver) } } : {}),
  };
}
