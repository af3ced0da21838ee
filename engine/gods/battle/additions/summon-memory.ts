// What the summoning add-on (rules 18) keeps in state.addons.summoning once the attacker's chance has come, and what it
// reports in the outcome.
import { z } from 'zod';
import { nameSchema, pieceIdSchema } from '../atoms.js';

/** Rules 18.2: a Lord or Jabberwok in another legion of the attacker's seat, not in an unresolved engagement. */
export interface GodsSummonSource {
  /** The marker of the legion it stands in (18.4: that legion vanishes if it leaves it empty). */
  readonly legion: string;
  /** Its piece id in the game, kept in the battle. */
  readonly piece: string;
  readonly name: string;
}

/** The attacker's chance to summon: its maneuver, and the character summoned. */
export interface SummoningMemory {
  /** The round of the attacker's maneuver in which he may summon. */
  readonly round: number;
  readonly taken: GodsSummonSource | null;
}

/** What the outcome reports: the character summoned into the battle, if any. */
export interface SummoningReport {
  readonly summoned: GodsSummonSource | null;
}

/** The summoning memory in a saved state. */
export const summoningMemorySchema: z.ZodType<SummoningMemory> = z.strictObject({
  round: z.number().int().min(1).max(7),
  taken: z.strictObject({ legion: nameSchema, piece: pieceIdSchema, name: nameSchema }).nullable(),
});
