// zod schemas for saved Arena setups and logged actions (the reducer still judges legality on replay).
import { z } from 'zod';
import type { ArenaAction } from './actions.js';
import { CREATURES, type ArenaSetup } from './types.js';

const creature = z.enum(CREATURES);
const card = z.string().min(1).max(40);
const player = z.string().min(1).max(40);
const base = { player, stateId: z.number().int().min(0) };
const place = z.union([z.number().int().min(1).max(5), z.literal('discard')]);

/** A saved setup: 2–5 players with distinct ids, a 32-bit seed, options. */
export const arenaSetupSchema: z.ZodType<ArenaSetup> = z
  .object({
    players: z.array(z.object({ id: player, name: z.string().min(1).max(60) })).min(2).max(5),
    seed: z.number().int(),
    options: z.object({ tournament: z.boolean() }),
  })
  .refine((s) => new Set(s.players.map((p) => p.id)).size === s.players.length, { message: 'player ids must differ' });

/** One logged action, strictly shaped: unknown keys are refused, as TITAN's are. */
export const arenaActionSchema: z.ZodType<ArenaAction> = z.discriminatedUnion('type', [
  z.strictObject({ ...base, type: z.literal('bid'), value: z.number().int().min(0).max(10) }),
  z.strictObject({ ...base, type: z.literal('passBid') }),
  z.strictObject({ ...base, type: z.literal('openBet'), creature }),
  z.strictObject({ ...base, type: z.literal('secretBet'), card }),
  z.strictObject({ ...base, type: z.literal('revealBet') }),
  z.strictObject({ ...base, type: z.literal('skip') }),
  z.strictObject({ ...base, type: z.literal('play'), card, creature }),
  z.strictObject({ ...base, type: z.literal('referee'), card, take: card }),
  z.strictObject({ ...base, type: z.literal('chiefReferee'), card, creature }),
  z.strictObject({ ...base, type: z.literal('showHand') }),
  z.strictObject({ ...base, type: z.literal('cyclops'), target: player }),
  z.strictObject({ ...base, type: z.literal('dragon'), creature }),
  z.strictObject({ ...base, type: z.literal('hydra') }),
  z.strictObject({ ...base, type: z.literal('ranger') }),
  z.strictObject({ ...base, type: z.literal('titan'), target: player }),
  z.strictObject({ ...base, type: z.literal('titanKeep'), card }),
  z.strictObject({ ...base, type: z.literal('troll'), card }),
  z.strictObject({ ...base, type: z.literal('unicorn'), creature, a: place, b: place }),
  z.strictObject({ ...base, type: z.literal('warlock') }),
  z.strictObject({ ...base, type: z.literal('discard'), card }),
  z.strictObject({ ...base, type: z.literal('endTurn') }),
  z.strictObject({ ...base, type: z.literal('offerStalemate') }),
  z.strictObject({ ...base, type: z.literal('voteStalemate'), accept: z.boolean() }),
]);
