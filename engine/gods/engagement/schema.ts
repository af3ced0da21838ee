// zod schemas for what a fought engagement adds to saves: the battle actions a log holds (the battle's own and its
// add-ons'), the aftermath a snapshot holds, and a check of the battle's plain state (engine/gods/battle owns its
// meaning; replaying the log rebuilds it by the rules, so a snapshot's battle is judged by its outline and by each
// add-on's schema of its memory).
import { z } from 'zod';
import { addonMemoriesSchema, addonMoveSchema, type GodsBattleState } from '../battle/index.js';
import { GODS_SEATS } from '../state.js';
import { AFTERMATH_STEPS, type GodsAftermath, type GodsBattleMove } from './types.js';

const id = z.string().min(1).max(40);
const name = z.string().min(1).max(40);
const seat = z.enum(GODS_SEATS);

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

/** The aftermath of a won battle in a snapshot. */
export const aftermathSchema: z.ZodType<GodsAftermath> = z.strictObject({
  winner: name,
  seat: seat.nullable(),
  loser: name,
  steps: z.array(z.enum(AFTERMATH_STEPS)).max(AFTERMATH_STEPS.length).readonly(),
  demilords: z.array(name).max(20).readonly(),
  points: z.number().int().min(0).max(10_000_000),
  lifegems: z.number().int().min(0).max(10_000_000),
  paid: z.boolean(),
  lordPicks: z.array(z.array(name).max(3).readonly()).max(100).readonly(),
  executed: z.array(seat).max(4).readonly(),
  winnerLost: z.array(name).max(20).readonly(),
  remnant: z.array(id).max(20).readonly().optional(),
  trophies: z.strictObject({ executers: z.array(id).max(9).readonly(), victims: z.array(name).max(20).readonly(), from: seat }).optional(),
});

/** The battle's state in a snapshot, by its outline (an object with its land, pieces, round, phase and dice) and its
 * add-ons' memories, each by its own schema. */
export const battleStateSchema = z.custom<GodsBattleState>((v) => {
  if (typeof v !== 'object' || v === null) return false;
  const b = v as Record<string, unknown>;
  return typeof b.land === 'object' && Array.isArray(b.pieces) && typeof b.round === 'number' && typeof b.phase === 'string' && Array.isArray(b.rng);
}, 'a battle state').superRefine((b, ctx) => {
  const addons = addonMemoriesSchema.safeParse(b.addons);
  for (const issue of addons.success ? [] : addons.error.issues) ctx.addIssue({ code: 'custom', path: ['addons', ...issue.path], message: issue.message });
});
