// The shape of a saved Gods battle (engine/gods/battle/types.ts GodsBattleState), strict field by field: its
// battleland, sides, pieces with their hits and power, the pending carry, the slain, the dice, the outcome, and the
// add-ons' memory as plain JSON (each add-on's memory is checked by its own check, state-check/memory/).
import { z } from 'zod';
import type { GodsBattleState, GodsJson } from '../battle/types.js';
import { BattlelandSchema } from './battleland.js';
import { hex, name, owner, pieceId, rng, side } from './fields.js';

/** Sanity bounds of a battle (not rules): a Power-factor, hits, dice. */
const MAX_POWER = 10_000;

/** Whether a value is plain JSON (what a battle add-on keeps; each add-on's memory check reads its own shape). */
function isJson(v: unknown): v is GodsJson {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every(isJson);
  return typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype && Object.values(v).every(isJson);
}

/** A plain-JSON value. */
const JsonSchema = z.custom<GodsJson>(isJson, 'not plain JSON');

const PieceSchema = z.strictObject({
  id: pieceId,
  name,
  side,
  hex: hex.nullable(),
  hits: z.number().int().min(0).max(MAX_POWER),
  power: z.number().int().min(1).max(MAX_POWER),
  moved: z.boolean(),
  struck: z.boolean(),
  mustStrike: z.boolean(),
  slain: z.boolean(),
  slainBy: pieceId.nullable(),
});

/** A character lost in the battle. */
const SlainSchema = z.strictObject({
  id: pieceId,
  name,
  side,
  cause: z.enum(['strike', 'hazard', 'not-entered', 'time-out', 'concession']),
  by: pieceId.nullable(),
});

const SurvivorSchema = z.strictObject({ id: pieceId, name, hits: z.number().int().min(0).max(MAX_POWER) });

const ResultSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('victory'), winner: side, reason: z.enum(['eliminated', 'concession', 'master-slain']) }),
  z.strictObject({ kind: z.literal('draw'), reason: z.enum(['both-eliminated', 'both-conceded', 'masters-slain']) }),
  z.strictObject({ kind: z.literal('time-out') }),
]);

const OutcomeSchema = z.strictObject({
  result: ResultSchema,
  slain: z.strictObject({ attacker: z.array(SlainSchema).max(60).readonly(), defender: z.array(SlainSchema).max(60).readonly() }),
  survivors: z.strictObject({ attacker: z.array(SurvivorSchema).max(40).readonly(), defender: z.array(SurvivorSchema).max(40).readonly() }),
  extra: z.record(z.string(), JsonSchema).optional(),
});

/** A Gods battle as the engagement of a save holds it. */
export const BattleSchema = z.strictObject({
  land: BattlelandSchema,
  attackerEntry: z.enum(['Left', 'Right', 'Bottom']),
  owners: z.strictObject({ attacker: owner, defender: owner }),
  players: z.strictObject({ attacker: z.string().min(1).max(20), defender: z.string().min(1).max(20) }),
  round: z.number().int().min(1).max(99),
  active: side,
  phase: z.enum(['maneuver', 'strike', 'strikeback', 'over']),
  pieces: z.array(PieceSchema).max(40).readonly(),
  carry: z
    .strictObject({
      striker: pieceId,
      hits: z.number().int().min(1).max(MAX_POWER),
      strikeNumber: z.number().int().min(1).max(6),
      dice: z.number().int().min(1).max(MAX_POWER),
      targets: z.array(pieceId).max(40).readonly(),
    })
    .nullable(),
  conceding: side.nullable(),
  masterSlain: z.boolean(),
  slain: z.array(SlainSchema).max(60).readonly(),
  rng,
  outcome: OutcomeSchema.nullable(),
  extra: z.record(z.string(), JsonSchema),
});

// Compile-time proof that the schema describes exactly the battle's state (assignable both ways).
type Parsed = z.infer<typeof BattleSchema>;
function sameShape(a: Parsed, b: GodsBattleState): [GodsBattleState, Parsed] {
  return [a, b];
}
void sameShape;
