// The shape of what the spells add-on (rules 15) keeps in the battle's state.addons.spells: the face-down counters
// each side still holds, and the one spell each side has cast (15.4) with what its effect must remember; and its
// schema in a saved state.
import { z } from 'zod';
import { nameSchema, pieceIdSchema } from '../atoms.js';

/** A pending Painchain (15.6): the hits of the last roll, rolled next at an enemy next to the last target. */
export interface PainchainLink {
  readonly dice: number;
  readonly last: string;
  /** Every character the chain has rolled at (each once). */
  readonly struck: readonly string[];
}

/** The spell a side cast, with the memory its effect needs. */
export interface CastSpell {
  readonly spell: string;
  readonly caster: string;
  readonly round: number;
  /** Shield's protected character, Slavery's slave, Summon's Demon. */
  readonly piece: string | null;
  /** Chaos: the enemies already swapped (each once). */
  readonly swapped: readonly string[];
  /** Painchain: the link waiting for the caster's choice of target. */
  readonly chain: PainchainLink | null;
}

/** The spells memory. */
export interface SpellsMemory {
  /** Spell ids each side holds face-down and has not cast. */
  readonly held: { readonly attacker: readonly string[]; readonly defender: readonly string[] };
  readonly cast: { readonly attacker: CastSpell | null; readonly defender: CastSpell | null };
}

/** The spells the outcome reports as spent, per side (the game removes these counters from the game). */
export interface SpellsReport {
  readonly spent: { readonly attacker: readonly string[]; readonly defender: readonly string[] };
}

const pieces = z.array(pieceIdSchema).max(40).readonly();
const hand = z.array(nameSchema).max(64).readonly();
const castSchema = z.strictObject({
  spell: nameSchema,
  caster: pieceIdSchema,
  round: z.number().int().min(1).max(7),
  piece: pieceIdSchema.nullable(),
  swapped: pieces,
  chain: z.strictObject({ dice: z.number().int().min(0).max(99), last: pieceIdSchema, struck: pieces }).nullable(),
});

/** The spells memory in a saved state. */
export const spellsMemorySchema: z.ZodType<SpellsMemory> = z.strictObject({
  held: z.strictObject({ attacker: hand, defender: hand }),
  cast: z.strictObject({ attacker: castSchema.nullable(), defender: castSchema.nullable() }),
});
