// The shape of what the special abilities (rules 16) remember during one battle, kept in state.addons.abilities: the
// single-use abilities spent, the enemies under Fear, the Necromancers that drained this phase, the announced Final
// Blows, the Pixies that struck once from a Tree, the Basilisks turned to stone, the strike held for a Basilisk's
// answer, the Unicorns' Trees and the Pegasi's riders; and its schema in a saved state.
import { z } from 'zod';
import { hexSchema, nameSchema, pieceIdSchema, sideSchema } from '../atoms.js';
import type { BattleSide as GodsSide, RolledStrike } from '../../../family/battle/flow/types.js';

/** A Tree a Unicorn made (Decoy): the hex, the hazard it covers, and the side whose next maneuver removes it. */
export type DecoyTree = { readonly hex: string; readonly was: string; readonly side: GodsSide };

/** The abilities' memory. */
export type AbilityMemory = {
  /** Pieces whose single-use ability is spent (16.2: once per battle). */
  readonly used: readonly string[];
  /** Enemies a Nightmare frightened: their next strikeback at half PF (A13). */
  readonly feared: readonly string[];
  /** Necromancers that drained in this strike phase. */
  readonly drained: readonly string[];
  /** Demons whose Final Blow rides on their next strike. */
  readonly announced: readonly string[];
  /** Pixies that made their first strike from a Tree in this strike phase. */
  readonly frenzied: readonly string[];
  /** Basilisks turned to stone until their side's next maneuver (A11). */
  readonly petrified: readonly string[];
  readonly trees: readonly DecoyTree[];
  /** Pegasi and their riders (16.5, A41). */
  readonly riders: readonly { readonly rider: string; readonly mount: string }[];
  /** An enemy strike on a Basilisk, rolled and held for its owner's answer: stone or take it (A11). */
  readonly held: RolledStrike | null;
};

const pieces = z.array(pieceIdSchema).max(40).readonly();

/** The abilities' memory in a saved state. */
export const abilityMemorySchema: z.ZodType<AbilityMemory> = z.strictObject({
  used: pieces,
  feared: pieces,
  drained: pieces,
  announced: pieces,
  frenzied: pieces,
  petrified: pieces,
  trees: z.array(z.strictObject({ hex: hexSchema, was: nameSchema, side: sideSchema })).max(40).readonly(),
  riders: z.array(z.strictObject({ rider: pieceIdSchema, mount: pieceIdSchema })).max(20).readonly(),
  held: z.strictObject({
    striker: pieceIdSchema,
    target: pieceIdSchema,
    hits: z.number().int().min(0).max(99),
    strikeNumber: z.number().int().min(1).max(6),
    dice: z.number().int().min(0).max(99),
    carryTargets: pieces,
    rangestrike: z.boolean(),
  }).nullable(),
});
