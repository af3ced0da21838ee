// The zod schema of what a fought engagement adds to a save's log: the battle actions, the battle's own and its
// add-ons' (a snapshot's battle and aftermath are judged field by field by engine/gods/state-check/).
import { z } from 'zod';
import { addonMoveSchema } from '../battle/index.js';
import type { GodsBattleMove } from './types.js';

const id = z.string().min(1).max(40);

/** One battle action of a logged `battle` game action: the battle's own, or an add-on's by its add-on's schema. */
export const battleMoveSchema: z.ZodType<GodsBattleMove> = z.union([
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('move'), piece: id, to: z.string().min(1).max(4) }),
    z.strictObject({ type: z.literal('strike'), piece: id, target: id, strikeNumber: z.number().int().min(1).max(6), dice: z.number().int().min(0).max(99) }),
    z.strictObject({ type: z.literal('carry'), target: id.nullable() }),
    z.strictObject({ type: z.literal('done') }),
    z.strictObject({ type: z.literal('concede') }),
    z.strictObject({ type: z.literal('accept-concession') }),
  ]),
  addonMoveSchema,
]);

