// The shape of a Gods of Titan state read from a file, and its checker: a save's snapshot is judged before its log is
// replayed — this strict schema of every field (its parts in engine/gods/state-check/), then the references of each
// part into the game's tables and between its parts (seats, legions and pieces, the engagement, its battle with the
// battle add-ons' memories, the aftermath, trade, the final battle, the turn), then the invariants of
// engine/gods/invariants.ts (counters conserved, markers, legion sizes, the treaty). Each stage runs only on what
// passed the one before, so the engine is never asked about a state it cannot read.
// A new state field: its shape in the schema of its part, its references in that part's check (docs/saves.md,
// "Adding a field to the Gods state").
import { z } from 'zod';
import { problem, schemaProblems } from '../platform/state-problems.js';
import { undoableStateSchema } from '../platform/undo-schema.js';
import { DARK_TITAN, PHANTOM } from './data/master-roles.js';
import { checkGodsInvariants } from './invariants.js';
import type { GodsState } from './state.js';
import { Checker } from './state-check/checker.js';
import { checkEngagement, EngagementSchema } from './state-check/engagement.js';
import { counter, marker, MAX_COUNT, name, rng, seat, stock } from './state-check/fields.js';
import { checkFinalBattle, FinalBattleSchema } from './state-check/final.js';
import { checkLegions, LegionSchema } from './state-check/legions.js';
import { checkPlayers, PlayerSchema } from './state-check/players.js';
import { checkTrade, OffersSchema, PermissionsSchema } from './state-check/trade.js';
import { checkTurn } from './state-check/turn.js';
import { timeLimitSchema, turnClocksSchema } from '../family/clocks.js';
import { undoProblems } from './state-check/undo.js';
import { GODS_MOST_POINTS, GODS_MOST_ROUNDS } from './turn/game-length.js';

/** Every member of a Gods of Titan state but its undo stack. */
const positionFields = {
  schema: z.literal(1),
  game: z.literal('gods-of-titan'),
  stateId: counter,
  rng,
  players: z.array(PlayerSchema).min(3).max(4).readonly(),
  legions: z.array(LegionSchema).max(100).readonly(),
  neutralPool: stock,
  removed: stock,
  nextPiece: counter,
  round: z.number().int().min(1).max(MAX_COUNT),
  active: z.number().int().min(0).max(3),
  phase: z.enum(['setup', 'movement', 'engagement', 'mustering', 'over']),
  fought: z.array(marker).max(100).readonly(),
  engagement: EngagementSchema.nullable(),
  lastSummon: z.strictObject({ round: z.number().int().min(1).max(MAX_COUNT), seat }).nullable(),
  spied: marker.nullable(),
  musters: z.array(z.strictObject({ legion: marker, character: name, endCreature: z.boolean() })).max(100).readonly(),
  darkTitanAppeared: z.boolean(),
  permissions: PermissionsSchema.optional(),
  finalBattle: FinalBattleSchema.nullable(),
  offers: OffersSchema.optional(),
  appearing: z.array(z.strictObject({ seat, master: z.enum([PHANTOM, DARK_TITAN]), slainIn: marker.nullable() })).max(4).readonly(),
  gameLength: z.strictObject({
    turnLimit: z.number().int().min(1).max(GODS_MOST_ROUNDS).nullable(),
    pointTarget: z.number().int().min(1).max(GODS_MOST_POINTS).nullable(),
    timeLimit: timeLimitSchema.optional(),
    turnClocks: turnClocksSchema.optional(),
  }),
  endReason: z.enum(['last-titan', 'skycastle', 'point-target', 'turn-limit', 'time-limit']).nullable(),
  winner: seat.nullable(),
};

/** Undo entries kept at once (a Movement Phase or a battle maneuver has a few dozen undoable actions at most). */
const MAX_UNDO = 200;

/** A whole Gods of Titan state as it lies in a save's snapshot, strictly shaped (unknown keys are refused). */
export const GodsStateSchema = undoableStateSchema<GodsState, typeof positionFields>(positionFields, MAX_UNDO);

// Compile-time proof that the schema describes exactly the engine's GodsState (assignable both ways).
type Parsed = z.infer<typeof GodsStateSchema>;
function sameShape(a: Parsed, b: GodsState): [GodsState, Parsed] {
  return [a, b];
}
void sameShape;

/** The stages of the reference check: the seats, legions and turn first, then what refers to them. */
const STAGES: readonly (readonly ((c: Checker) => void)[])[] = [
  [checkPlayers, checkLegions, checkTurn],
  [checkEngagement, checkTrade, checkFinalBattle],
];

/** The problems of one well-shaped state (the game's or an undo entry): references by stage, then invariants. */
function positionProblems(state: GodsState): string[] {
  for (const stage of STAGES) {
    const c = new Checker(state);
    for (const check of stage) check(c);
    if (c.out.length > 0) return c.out;
  }
  return checkGodsInvariants(null, state).map((m) => problem('', m));
}

/** Judges a Gods of Titan state read from a file, and each of its undo entries (state-check/undo.ts): shape,
 * references, invariants; never throws. */
export function checkGodsState(value: unknown): { ok: true; state: GodsState } | { ok: false; problems: string[] } {
  const parsed = GodsStateSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problems: schemaProblems(parsed.error) };
  const state: GodsState = parsed.data;
  const problems = positionProblems(state);
  if (problems.length > 0) return { ok: false, problems };
  const stack = undoProblems(state, positionProblems);
  return stack.length === 0 ? { ok: true, state } : { ok: false, problems: stack };
}
