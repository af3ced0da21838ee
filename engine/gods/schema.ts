// zod schemas for a saved Gods of Titan setup and its logged actions (the reducer still judges legality on replay).
import { z } from 'zod';
import type { GodsAction } from './actions.js';
import { battleMoveSchema } from './engagement/schema.js';
import type { GodsSetup } from './setup.js';
import { GODS_SEATS } from './state.js';
import { GODS_MOST_POINTS, GODS_MOST_ROUNDS } from './turn/game-length.js';
import { timeLimitSchema, turnClocksSchema } from '../family/clocks.js';

const seat = z.enum(GODS_SEATS);
const marker = z.string().min(1).max(40);
const land = z.number().int().min(0).max(9999);
const base = { player: seat, stateId: z.number().int().min(0) };
const teleport = z.enum(['tower', 'titan-tower', 'titan-battle', 'titan-free', 'darkland']);

/** Rules 23.2, 23.8: the kinds of standing permission. */
export const permissionKindSchema = z.enum(['hiding', 'darktower']);

/** Rules 7.2: one side of a trade (shared by the logged actions and the saved open offers). */
export const tradeGoodsSchema = z.strictObject({
  lifegems: z.number().int().min(0).max(10_000_000),
  spells: z.array(z.string().min(1).max(40)).max(64).readonly(),
  characters: z.array(z.string().min(1).max(40)).max(200).readonly(),
  permissions: z.array(permissionKindSchema).max(2).readonly(),
});

/** A saved setup: three Titan-players and perhaps the Darklord (1.2), a 32-bit seed, the Towers (5.4) or null, and
 * the round limit and point target of a shortened game (TITAN §21), absent in setups saved before them. */
export const godsSetupSchema: z.ZodType<GodsSetup> = z.strictObject({
  players: z.array(z.strictObject({ id: seat, name: z.string().min(1).max(60), role: z.enum(['titan-player', 'darklord']).optional() })).min(3).max(4),
  seed: z.number().int(),
  towers: z.union([z.array(land).length(3), z.literal('choose')]).nullable(),
  turnLimit: z.number().int().min(1).max(GODS_MOST_ROUNDS).nullable().optional(),
  pointTarget: z.number().int().min(1).max(GODS_MOST_POINTS).nullable().optional(),
  timeLimit: timeLimitSchema.optional(),
  turnClocks: turnClocksSchema.optional(),
});

/** One logged action, strictly shaped: unknown keys are refused. */
export const godsActionSchema: z.ZodType<GodsAction> = z.discriminatedUnion('type', [
  z.strictObject({ ...base, type: z.literal('chooseTower'), land }),
  z.strictObject({ ...base, type: z.literal('chooseStart'), withTitan: z.array(z.string().min(1).max(40)).max(3) }),
  z.strictObject({ ...base, type: z.literal('uncoverTitan') }),
  z.strictObject({ ...base, type: z.literal('split'), legion: marker, parts: z.array(z.array(z.string().min(1).max(20)).max(9)).min(1).max(3), markers: z.array(marker).min(1).max(3) }),
  z.strictObject({ ...base, type: z.literal('move'), legion: marker, to: land, steps: z.number().int().min(1).max(8), exit: land.nullable(), teleport: teleport.nullable(), entrySide: z.enum(['Left', 'Right', 'Bottom']).optional() }),
  z.strictObject({ ...base, type: z.literal('endMovement') }),
  z.strictObject({ ...base, type: z.literal('engage'), attacker: marker, defender: marker }),
  z.strictObject({ ...base, type: z.literal('flee') }),
  z.strictObject({ ...base, type: z.literal('declineFlee') }),
  z.strictObject({ ...base, type: z.literal('propose'), eliminates: z.enum(['attacker', 'defender', 'both']) }),
  z.strictObject({ ...base, type: z.literal('accept') }),
  z.strictObject({ ...base, type: z.literal('reject') }),
  z.strictObject({ ...base, type: z.literal('concede') }),
  z.strictObject({ ...base, type: z.literal('endEngagements') }),
  z.strictObject({ ...base, type: z.literal('fight') }),
  z.strictObject({ ...base, type: z.literal('battle'), move: battleMoveSchema }),
  z.strictObject({ ...base, type: z.literal('reinforce'), creature: z.string().min(1).max(40), reveal: z.array(z.string().min(1).max(40)).max(9) }),
  z.strictObject({ ...base, type: z.literal('summon'), legion: marker, piece: z.string().min(1).max(20) }),
  z.strictObject({ ...base, type: z.literal('revive'), name: z.string().min(1).max(40) }),
  z.strictObject({ ...base, type: z.literal('takeLord'), lord: z.string().min(1).max(40), legion: marker }),
  z.strictObject({ ...base, type: z.literal('pass') }),
  z.strictObject({ ...base, type: z.literal('spy'), legion: marker, target: marker }),
  z.strictObject({ ...base, type: z.literal('reviveTitan'), legion: marker, elemental: z.string().min(1).max(40) }),
  z.strictObject({ ...base, type: z.literal('appear'), legion: marker }),
  z.strictObject({ ...base, type: z.literal('permit'), to: seat, kind: permissionKindSchema, granted: z.boolean() }),
  z.strictObject({ ...base, type: z.literal('muster'), legion: marker, character: z.string().min(1).max(40), how: z.enum(['creature', 'hire', 'summon', 'sacrifice']), reveal: z.array(z.string().min(1).max(40)).max(9) }),
  z.strictObject({ ...base, type: z.literal('endTurn') }),
  z.strictObject({ ...base, type: z.literal('lend'), legion: marker, piece: z.string().min(1).max(20) }),
  z.strictObject({ ...base, type: z.literal('offerTrade'), to: seat, gives: tradeGoodsSchema, asks: tradeGoodsSchema }),
  z.strictObject({ ...base, type: z.literal('withdrawTrade'), to: seat }),
  z.strictObject({ ...base, type: z.literal('answerTrade'), from: seat, accept: z.boolean() }),
  z.strictObject({ ...base, type: z.literal('quit') }),
  z.strictObject({ ...base, type: z.literal('timeUp'), clock: z.enum(['game', 'movement', 'maneuver']) }),
  z.strictObject({ ...base, type: z.literal('undo'), all: z.literal(true).optional() }),
]);
