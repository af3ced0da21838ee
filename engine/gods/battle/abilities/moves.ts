// The schema of the special abilities' actions (rules 16.5, A11, A41): each ability use with exactly the target its
// ability takes (a character, a hex or none), a mount, a Basilisk's answer.
import { z } from 'zod';
import type { GodsAbilityMove } from '../addon-shapes.js';
import { hexSchema, pieceIdSchema } from '../atoms.js';

const use = z.literal('useAbility');

/** A special ability's action as a seat sends it and a log holds it. */
export const abilityMoveSchema: z.ZodType<GodsAbilityMove> = z.discriminatedUnion('type', [
  z.discriminatedUnion('ability', [
    // Reaper's Call, Cuff, the Necromancer's drain: on an enemy character.
    z.strictObject({ type: use, ability: z.enum(['reapers-call', 'cuff', 'necromancy']), piece: pieceIdSchema, target: pieceIdSchema }),
    // Final Blow (announced), Fear, Flameburst: on no one chosen.
    z.strictObject({ type: use, ability: z.enum(['final-blow', 'fear', 'flameburst']), piece: pieceIdSchema }),
    // Decoy: a Tree on a hex.
    z.strictObject({ type: use, ability: z.literal('decoy'), piece: pieceIdSchema, hex: hexSchema }),
  ]),
  z.strictObject({ type: z.literal('mount'), rider: pieceIdSchema, pegasus: pieceIdSchema }),
  z.strictObject({ type: z.literal('stoneCold'), piece: pieceIdSchema, petrify: z.boolean() }),
]);
