// The shape of a TITAN GameState read from a file. A save's snapshot is shown to the player before its action log is
// replayed, so the snapshot is judged first: this schema (strict objects, typed fields, bounded numbers and lists),
// then the references into the variant's static tables and the rules' invariants (engine/titan/state-references.ts).
import { z } from 'zod';
import { MAX_PROPOSALS } from './game/engagement.js';
import { checkInvariants } from './invariants.js';
import { GameOptionsSchema, VariantIdSchema } from './schemas.js';
import type { GameState } from './state.js';
import { referenceProblems } from './state-references.js';
import { problem, schemaProblems } from '../platform/state-problems.js';
import { undoableStateSchema } from '../platform/undo-schema.js';

/** Upper bounds of counters a real game never comes near (a sanity limit, not a rule). */
const MAX_STATE_ID = 10_000_000;
const MAX_ROUND = 100_000;
const MAX_SCORE = 1_000_000;
/** Undo entries kept for one phase (a phase has a few dozen undoable actions at most). */
const MAX_UNDO = 200;

const id = z.string().min(1).max(64);
const player = z.string().min(1).max(32);
const creature = z.string().min(1).max(64);
const creatures = z.array(creature).max(64).readonly();
const land = z.number().int().min(1).max(100_000);
const hex = z.string().min(1).max(8);
const count = z.number().int().min(0).max(MAX_SCORE);
const entrySide = z.enum(['Left', 'Right', 'Bottom']);
const side = z.enum(['attacker', 'defender']);
const word32 = z.number().int().min(0).max(0xffff_ffff);

const PlayerSchema = z.strictObject({
  id: player,
  name: z.string().max(64),
  tower: land,
  score: count,
  alive: z.boolean(),
  markers: z.array(id).max(100).readonly(),
  turnsTaken: z.number().int().min(0).max(MAX_ROUND),
  eliminatedBy: player.nullable(),
});

const LegionSchema = z.strictObject({
  marker: id,
  owner: player,
  land,
  creatures,
  moved: z.boolean(),
  movedFrom: land.nullable(),
  entrySide: entrySide.nullable(),
  entryChoices: z.array(entrySide).max(3).readonly(),
  teleported: z.boolean(),
  recruited: z.boolean(),
});

const TurnSchema = z.strictObject({
  roll: z.number().int().min(1).max(6).nullable(),
  mulliganUsed: z.boolean(),
  teleported: z.boolean(),
  splitLands: z.array(land).max(100).readonly(),
  newMarkers: z.array(id).max(100).readonly(),
  summoned: z.boolean(),
});

const EngagementSchema = z.strictObject({
  land,
  attacker: id,
  defender: id,
  attackerOwner: player,
  defenderOwner: player,
  stage: z.enum(['defender-choice', 'negotiate', 'battle', 'aftermath']),
  toAct: side,
  proposal: z.strictObject({ from: player, attackerLosses: creatures, defenderLosses: creatures }).nullable(),
  proposalsMade: z.number().int().min(0).max(MAX_PROPOSALS),
  aftermath: z
    .strictObject({
      winner: id.nullable(),
      acquisitions: z.array(creatures).max(100).readonly(),
      maySummon: z.boolean(),
      mayReinforce: z.boolean(),
    })
    .nullable(),
  attackerCommitted: z.boolean(),
  returning: creatures,
});

const PieceSchema = z.strictObject({
  id,
  creature,
  side,
  hex: hex.nullable(),
  hits: z.number().int().min(0).max(1_000),
  moved: z.boolean(),
  startHex: hex.nullable(),
  struck: z.boolean(),
  mustStrike: z.boolean(),
  slain: z.boolean(),
  power: z.number().int().min(0).max(20_000),
});

const BattleSchema = z.strictObject({
  land,
  terrain: z.string().min(1).max(64),
  attacker: id,
  defender: id,
  attackerEntry: entrySide,
  round: z.number().int().min(1).max(100),
  active: side,
  phase: z.enum(['maneuver', 'strike', 'strikeback']),
  pieces: z.array(PieceSchema).max(64).readonly(),
  nextPieceId: z.number().int().min(1).max(1_000),
  carry: z
    .strictObject({
      striker: id,
      hits: z.number().int().min(1).max(1_000),
      strikeNumber: z.number().int().min(1).max(6),
      dice: z.number().int().min(1).max(1_000),
      targets: z.array(id).max(64).readonly(),
    })
    .nullable(),
  summon: z.enum(['waiting', 'open', 'closed']),
  reinforced: z.boolean(),
  reinforcementDeclined: z.boolean(),
  slainValue: z.strictObject({ attacker: count, defender: count }),
  slainCreatures: z.strictObject({ attacker: creatures, defender: creatures }),
});

/** Every member of a GameState but its undo stack. */
const stateFields = {
  schema: z.literal(1),
  variant: VariantIdSchema,
  options: GameOptionsSchema,
  stateId: z.number().int().min(0).max(MAX_STATE_ID),
  rng: z.tuple([word32, word32, word32, word32]),
  round: z.number().int().min(1).max(MAX_ROUND),
  players: z.array(PlayerSchema).min(2).max(6).readonly(),
  active: z.number().int().min(0).max(5),
  phase: z.enum(['setup', 'split', 'move', 'engage', 'muster', 'over']),
  setupIndex: z.number().int().min(0).max(6),
  turn: TurnSchema,
  legions: z.record(id, LegionSchema),
  caretaker: z.record(creature, count),
  graveyard: z.record(creature, count),
  pendingEngagements: z.array(land).max(100).readonly(),
  engagement: EngagementSchema.nullable(),
  battle: BattleSchema.nullable(),
  // Knowledge lists are not bounded by the legion size: an owner's record of his own legion is not updated by his
  // splits (engine/titan/game/commencement.ts updates the others' records only), so it can outgrow the legion.
  knowledge: z.record(player, z.record(id, z.array(creature).max(1_000).readonly())),
  winner: player.nullable(),
  endReason: z.enum(['last-titan', 'point-target', 'turn-limit', 'time-limit', 'draw']).nullable(),
};

/** A whole TITAN state as it lies in a save's snapshot, strictly shaped (unknown keys are refused). */
export const GameStateSchema = undoableStateSchema<GameState, typeof stateFields>(stateFields, MAX_UNDO);

// Compile-time proof that the schema describes exactly the engine's GameState (assignable both ways).
type Parsed = z.infer<typeof GameStateSchema>;
function sameShape(a: Parsed, b: GameState): [GameState, Parsed] {
  return [a, b];
}
void sameShape;

/** Judges a TITAN state read from a file (and each undo entry): shape, references, invariants; never throws. */
export function checkGameState(value: unknown): { ok: true; state: GameState } | { ok: false; problems: string[] } {
  const parsed = GameStateSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problems: schemaProblems(parsed.error) };
  const state: GameState = parsed.data;
  const problems: string[] = [];
  const states: [string, GameState][] = [['', state], ...state.undo.map((u, i): [string, GameState] => [`undo[${i}]`, u])];
  for (const [at, s] of states) {
    if (s.variant !== state.variant) problems.push(problem(at, `variant ${s.variant} differs from the game's ${state.variant}`));
    const wrong = referenceProblems(s, at);
    problems.push(...(wrong.length > 0 ? wrong : checkInvariants(null, s).map((m) => problem(at, m))));
  }
  return problems.length === 0 ? { ok: true, state } : { ok: false, problems };
}
