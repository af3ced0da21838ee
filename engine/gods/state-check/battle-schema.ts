// The shape of a saved Gods battle (engine/gods/battle/types.ts GodsBattleState), strict field by field: its
// battleland, sides, pieces with their hits and power, the pending carry, the slain, the dice, the outcome, and the
// add-ons' memories by the add-ons' own schemas (engine/gods/battle/schemas.ts).
import { z } from 'zod';
import { addonMemoriesSchema, type GodsAddonReports, type GodsBattleState } from '../battle/index.js';
import { BattlelandSchema } from './battleland.js';
import { hex, name, owner, pieceId, rng, role, side } from './fields.js';

/** Sanity bounds of a battle (not rules): a Power-factor, hits, dice. */
const MAX_POWER = 10_000;

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

const joinedSchema = z.strictObject({ id: pieceId, name }).nullable();

/** What the add-ons report in an outcome (engine/gods/battle/addon-shapes.ts GodsAddonReports). */
const ReportsSchema: z.ZodType<GodsAddonReports> = z.strictObject({
  spells: z.strictObject({ spent: z.strictObject({ attacker: z.array(name).max(64).readonly(), defender: z.array(name).max(64).readonly() }) }).optional(),
  reinforcement: z.strictObject({ reinforced: joinedSchema, after: z.boolean() }).optional(),
  summoning: z.strictObject({ summoned: z.strictObject({ legion: name, piece: pieceId, name }).nullable() }).optional(),
});

const OutcomeSchema = z.strictObject({
  result: ResultSchema,
  slain: z.strictObject({ attacker: z.array(SlainSchema).max(60).readonly(), defender: z.array(SlainSchema).max(60).readonly() }),
  survivors: z.strictObject({ attacker: z.array(SurvivorSchema).max(40).readonly(), defender: z.array(SurvivorSchema).max(40).readonly() }),
  addons: ReportsSchema.optional(),
});

/** A Gods battle as the engagement of a save holds it. */
export const BattleSchema = z.strictObject({
  land: BattlelandSchema,
  attackerEntry: z.enum(['Left', 'Right', 'Bottom']),
  owners: z.strictObject({ attacker: owner, defender: owner }),
  roles: z.strictObject({ attacker: role.nullable(), defender: role.nullable() }),
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
  addons: addonMemoriesSchema,
});

// Compile-time proof that the schema describes exactly the battle's state (assignable both ways).
type Parsed = z.infer<typeof BattleSchema>;
function sameShape(a: Parsed, b: GodsBattleState): [GodsBattleState, Parsed] {
  return [a, b];
}
void sameShape;
