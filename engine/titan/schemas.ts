// Zod schemas for every Action and for GameOptions/GameSetup: the reducer refuses malformed actions with a typed
// error before any rule runs, and the host, the save loader and the CLI validate payloads with the same schemas.
import { z } from 'zod';
import type { Action } from './actions.js';
import type { GameOptions } from './state.js';
import { timeLimitSchema, turnClocksSchema } from '../family/clocks.js';
import { isVariantId, VARIANT_IDS } from './variants/index.js';

const id = z.string().min(1).max(64);
const creature = z.string().min(1).max(64);
const creatures = z.array(creature).max(12).readonly();
const land = z.number().int().min(1).max(100_000);
const hex = z.string().regex(/^[A-F][1-6]$/);
const entrySide = z.enum(['Left', 'Right', 'Bottom']);
const base = { player: id, stateId: z.number().int().min(0) };

/** Every Action variant, strictly shaped (unknown keys are refused). */
export const ActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...base, type: z.literal('initialSplit'), titanMarker: id, angelMarker: id, titanCreatures: creatures }),
  z.strictObject({ ...base, type: z.literal('split'), marker: id, newMarker: id, creatures }),
  z.strictObject({ ...base, type: z.literal('roll') }),
  z.strictObject({ ...base, type: z.literal('mulligan') }),
  z.strictObject({
    ...base,
    type: z.literal('move'),
    marker: id,
    to: land,
    teleport: z.enum(['tower', 'titan']).optional(),
    lord: creature.optional(),
    entrySide: entrySide.optional(),
  }),
  z.strictObject({ ...base, type: z.literal('endMoves') }),
  z.strictObject({ ...base, type: z.literal('engage'), land }),
  z.strictObject({ ...base, type: z.literal('flee') }),
  z.strictObject({ ...base, type: z.literal('propose'), attackerLosses: creatures, defenderLosses: creatures }),
  z.strictObject({ ...base, type: z.literal('accept') }),
  z.strictObject({ ...base, type: z.literal('fight') }),
  z.strictObject({ ...base, type: z.literal('concede') }),
  z.strictObject({ ...base, type: z.literal('battleMove'), piece: id, to: hex }),
  z.strictObject({
    ...base,
    type: z.literal('strike'),
    piece: id,
    target: id,
    strikeNumber: z.number().int().min(1).max(6).optional(),
    dice: z.number().int().min(1).max(100).optional(),
  }),
  z.strictObject({ ...base, type: z.literal('carry'), target: id.nullable() }),
  z.strictObject({ ...base, type: z.literal('summon'), from: id, creature }),
  z.strictObject({ ...base, type: z.literal('reinforce'), creature, recruiters: creatures.optional() }),
  z.strictObject({ ...base, type: z.literal('acquire'), creature }),
  z.strictObject({ ...base, type: z.literal('done') }),
  z.strictObject({ ...base, type: z.literal('recruit'), marker: id, creature, recruiters: creatures.optional() }),
  z.strictObject({ ...base, type: z.literal('endTurn') }),
  z.strictObject({ ...base, type: z.literal('undo'), all: z.literal(true).optional() }),
  z.strictObject({ ...base, type: z.literal('timeUp'), clock: z.enum(['game', 'movement', 'maneuver']) }),
]);

/** The highest point target a TITAN game may set (§21's shortened game). */
export const TITAN_MOST_POINTS = 100_000;
/** The longest turn limit a TITAN game may set (§21's shortened game). */
export const TITAN_MOST_TURNS = 1_000;

/** The game options a new game is created with (engine/titan/state.ts GameOptions). */
export const GameOptionsSchema = z.strictObject({
  balancedTowers: z.boolean(),
  mulligan: z.boolean(),
  infoMode: z.enum(['own', 'revealed', 'all']),
  pointTarget: z.number().int().min(1).max(TITAN_MOST_POINTS).nullable(),
  turnLimit: z.number().int().min(1).max(TITAN_MOST_TURNS).nullable(),
  timeLimit: timeLimitSchema.optional(),
  turnClocks: turnClocksSchema.optional(),
});

// Compile-time proof that the schemas describe exactly the engine's types (assignable both ways).
type Parsed = z.infer<typeof ActionSchema>;
type ParsedOptions = z.infer<typeof GameOptionsSchema>;
function sameShape(a: Parsed, b: Action, c: ParsedOptions, d: GameOptions): [Action, Parsed, GameOptions, ParsedOptions] {
  return [a, b, c, d];
}
void sameShape;

/** The id of a registered variant, judged when parsed (a variant registered later is accepted too). */
export const VariantIdSchema = z.string().refine(isVariantId, { error: (issue) => `unknown variant ${JSON.stringify(issue.input)} (one of ${VARIANT_IDS.join(', ')})` });

/** A game's setup (engine/titan/state.ts GameSetup). */
export const GameSetupSchema = z.strictObject({
  variant: VariantIdSchema,
  players: z.array(z.strictObject({ color: z.string().min(1).max(32), name: z.string().max(64) })).min(2).max(6),
  options: GameOptionsSchema,
  seed: z.number().int(),
});
