// §21 clocks as the TITAN family's games offer them (TITAN §21; Gods of Titan 28.3): a game time limit and turn clocks,
// in seconds, with their schemas. The rules of running out are each game's (engine/titan/game/clocks.ts,
// engine/gods/turn/clocks.ts); the host counts the time (host/clocks.ts).
import { z } from 'zod';

/** Turn clocks in seconds: a Movement Phase, a maneuver phase, and each side's first maneuver of a battle. */
export interface TurnClocks {
  readonly movement: number;
  readonly maneuver: number;
  readonly firstManeuver: number;
}

/** A turn clock's length in seconds (§21 suggests 180 for a Movement Phase, 60 and 120 for maneuvers). */
const clockSeconds = z.number().int().min(1).max(3_600);

/** The turn clocks of a game's options. */
export const turnClocksSchema = z.strictObject({ movement: clockSeconds, maneuver: clockSeconds, firstManeuver: clockSeconds });

/** A game time limit in seconds: at least one (tests run clocks of seconds), at most 100 hours. */
export const timeLimitSchema = z.number().int().min(1).max(360_000);
