// What the reinforcement add-on (rules 17) keeps in state.addons.reinforcement once the defender's chance has come,
// and what it reports in the outcome.
import { z } from 'zod';
import { nameSchema, pieceIdSchema } from '../atoms.js';

/** The defender's chance to reinforce: its maneuver, the character taken or one passed up. */
export interface ReinforcementMemory {
  /** The round of the defender's maneuver in which he may reinforce. */
  readonly round: number;
  /** The character he took. */
  readonly taken: { readonly id: string; readonly name: string } | null;
  /** He ended that maneuver with a reinforcement still open to him. */
  readonly passed: boolean;
}

/** What the outcome reports: the reinforcement that entered, and whether one may still follow a won battle (17.1:
 * not after one taken or passed up; after a battle won before his chance, within it, or when he could take none). */
export interface ReinforcementReport {
  readonly reinforced: { readonly id: string; readonly name: string } | null;
  readonly after: boolean;
}

/** The reinforcement memory in a saved state. */
export const reinforcementMemorySchema: z.ZodType<ReinforcementMemory> = z.strictObject({
  round: z.number().int().min(1).max(7),
  taken: z.strictObject({ id: pieceIdSchema, name: nameSchema }).nullable(),
  passed: z.boolean(),
});
