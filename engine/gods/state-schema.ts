// The shape of a Gods of Titan state read from a file, and its checker: a save's snapshot is judged before its log is
// replayed — this strict schema, then the references (seats, lands, characters), then the invariants of
// engine/gods/invariants.ts (counters conserved, markers, legion sizes, the treaty).
import { z } from 'zod';
import { problem, schemaProblems } from '../platform/state-problems.js';
import { godsCharacter } from './data/characters.js';
import { DARK_TITAN, PHANTOM } from './data/master-roles.js';
import { GODS_SPELLS } from './data/spells.js';
import { aftermathSchema, battleStateSchema } from './engagement/schema.js';
import { permissionKindSchema, tradeGoodsSchema } from './schema.js';
import { checkGodsInvariants } from './invariants.js';
import { hasAbility } from './rules/legion-size.js';
import { mayBeTrophy } from './turn/trophies.js';
import { GODS_BOARD } from './movement/board-index.js';
import { seatingError } from './setup.js';
import { GODS_SEATS, type GodsState } from './state.js';
import { GODS_MOST_POINTS, GODS_MOST_ROUNDS } from './turn/game-length.js';

/** Upper bound of counters a real game never comes near (a sanity limit, not a rule). */
const MAX_COUNT = 10_000_000;

const seat = z.enum(GODS_SEATS);
const owner = z.union([seat, z.literal('neutral')]);
const counter = z.number().int().min(0).max(MAX_COUNT);
const marker = z.string().min(1).max(40);
const land = z.number().int().min(0).max(9999);
const stock = z.record(z.string().min(1).max(40), z.number().int().min(-MAX_COUNT).max(MAX_COUNT));
const word32 = z.number().int().min(0).max(0xffff_ffff);

const pieceId = z.string().min(1).max(20);
const PieceSchema = z.strictObject({ id: pieceId, name: z.string().min(1).max(40), hits: counter, kills: counter.optional() });

const LegionSchema = z.strictObject({
  marker,
  owner,
  land,
  pieces: z.array(PieceSchema).max(9).readonly(),
  tower: z.boolean(),
  moved: z
    .strictObject({
      from: land,
      steps: z.number().int().min(0).max(8),
      exit: land.nullable(),
      teleport: z.enum(['tower', 'titan-tower', 'titan-battle', 'titan-free', 'darkland']).nullable(),
      entry: z.enum(['Left', 'Right', 'Bottom']).optional(),
    })
    .nullable(),
  splitFrom: marker.nullable(),
  ashore: z.boolean().optional(),
});

const PlayerSchema = z.strictObject({
  id: seat,
  name: z.string().min(1).max(60),
  role: z.enum(['titan-player', 'darklord']),
  tower: land.nullable(),
  pool: stock,
  markers: z.array(marker).max(16).readonly(),
  lifegems: z.number().int().min(-MAX_COUNT).max(MAX_COUNT),
  score: counter,
  ep: z.number().int().min(-MAX_COUNT).max(MAX_COUNT),
  spells: z.array(z.string().min(1).max(40)).max(64).readonly(),
  titanUncovered: z.boolean(),
  out: z.boolean(),
  started: z.boolean(),
  goals: z.array(z.string().min(1).max(60)).max(64).readonly(),
  trophies: z.array(z.strictObject({ name: z.string().min(1).max(40), owner: seat, executer: pieceId })).max(100).readonly(),
});

/** A whole Gods of Titan state as it lies in a save's snapshot, strictly shaped (unknown keys are refused). */
export const GodsStateSchema = z.strictObject({
  schema: z.literal(1),
  game: z.literal('gods-of-titan'),
  stateId: counter,
  rng: z.tuple([word32, word32, word32, word32]),
  players: z.array(PlayerSchema).min(3).max(4).readonly(),
  legions: z.array(LegionSchema).max(100).readonly(),
  neutralPool: stock,
  removed: stock,
  nextPiece: counter,
  round: z.number().int().min(1).max(MAX_COUNT),
  active: z.number().int().min(0).max(3),
  phase: z.enum(['setup', 'movement', 'engagement', 'mustering', 'over']),
  fought: z.array(marker).max(100).readonly(),
  engagement: z
    .strictObject({
      land,
      attacker: marker,
      defender: marker,
      proposal: z.strictObject({ by: seat, eliminates: z.enum(['attacker', 'defender', 'both']) }).nullable(),
      proposed: z.array(seat).max(2).readonly(),
      fleeOpen: z.boolean(),
      battle: battleStateSchema.nullable(),
      aftermath: aftermathSchema.nullable(),
    })
    .nullable(),
  lastSummon: z.strictObject({ round: z.number().int().min(1).max(MAX_COUNT), seat }).nullable(),
  spied: marker.nullable(),
  musters: z.array(z.strictObject({ legion: marker, character: z.string().min(1).max(40), endCreature: z.boolean() })).max(100).readonly(),
  darkTitanAppeared: z.boolean(),
  permissions: z.array(z.strictObject({ by: seat, to: seat, kind: permissionKindSchema })).max(12).readonly().optional(),
  finalBattle: z
    .strictObject({
      attacker: marker,
      lent: z.array(z.strictObject({ piece: pieceId, from: marker, owner: seat })).max(6).readonly(),
      passed: z.array(seat).max(3).readonly(),
      chooser: seat.nullable(),
      done: z.array(seat).max(3).readonly(),
      step: z.string().max(40),
    })
    .nullable(),
  offers: z.array(z.strictObject({ from: seat, to: seat, gives: tradeGoodsSchema, asks: tradeGoodsSchema })).max(6).readonly().optional(),
  appearing: z.array(z.strictObject({ seat, master: z.enum([PHANTOM, DARK_TITAN]), slainIn: marker.nullable() })).max(4).readonly(),
  gameLength: z.strictObject({
    turnLimit: z.number().int().min(1).max(GODS_MOST_ROUNDS).nullable(),
    pointTarget: z.number().int().min(1).max(GODS_MOST_POINTS).nullable(),
  }),
  winner: seat.nullable(),
  endReason: z.enum(['last-titan', 'skycastle', 'point-target', 'turn-limit']).nullable(),
});

// Compile-time proof that the schema describes exactly the engine's GodsState (assignable both ways).
type Parsed = z.infer<typeof GodsStateSchema>;
function sameShape(a: Parsed, b: GodsState): [GodsState, Parsed] {
  return [a, b];
}
void sameShape;

/** Problems with the references of a well-shaped state: seats, lands, characters. */
function referenceProblems(s: GodsState): string[] {
  const out: string[] = [];
  const seating = seatingError(s.players);
  if (seating) out.push(problem('players', seating));
  s.players.forEach((p, i) => {
    for (const name of Object.keys(p.pool)) if (!godsCharacter(name)) out.push(problem(`players[${i}].pool`, `unknown character ${JSON.stringify(name)}`));
    for (const id of p.spells) if (!Object.prototype.hasOwnProperty.call(GODS_SPELLS, id)) out.push(problem(`players[${i}].spells`, `unknown spell ${JSON.stringify(id)}`));
    for (const t of p.trophies) if (!mayBeTrophy(t.name) || !s.players.some((q) => q.id === t.owner)) out.push(problem(`players[${i}].trophies`, `${t.name} of ${t.owner} is no trophy of this game (16.5 Executer)`));
  });
  for (const c of s.appearing) if (!s.players.some((p) => p.id === c.seat)) out.push(problem('appearing', `${c.seat} does not play`));
  if (s.active >= s.players.length) out.push(problem('active', `seat ${s.active} of ${s.players.length}`));
  s.legions.forEach((l, i) => {
    if (!GODS_BOARD.byId.has(l.land)) out.push(problem(`legions[${i}].land`, `no land ${l.land}`));
    if (l.owner !== 'neutral' && !s.players.some((p) => p.id === l.owner)) out.push(problem(`legions[${i}].owner`, `${l.owner} does not play`));
    l.pieces.forEach((p, j) => {
      if (!godsCharacter(p.name)) out.push(problem(`legions[${i}].pieces[${j}].name`, `unknown character ${JSON.stringify(p.name)}`));
      else if (p.kills !== undefined && !hasAbility(p.name, 'trophy-hunter')) out.push(problem(`legions[${i}].pieces[${j}].kills`, `${p.name} does not grow by its kills (16.5 Executer)`));
    });
  });
  if (s.winner !== null && !s.players.some((p) => p.id === s.winner)) out.push(problem('winner', `${s.winner} does not play`));
  (s.offers ?? []).forEach((o, i) => {
    const seated = (seat: string): boolean => s.players.some((p) => p.id === seat && !p.out);
    if (o.from === o.to || !seated(o.from) || !seated(o.to)) out.push(problem(`offers[${i}]`, `an offer from ${o.from} to ${o.to}, not two seats in the game (7.1)`));
  });
  for (const m of [s.engagement?.attacker, s.engagement?.defender]) {
    if (m !== undefined && !s.legions.some((l) => l.marker === m)) out.push(problem('engagement', `no legion ${m}`));
  }
  return out;
}

/** Judges a Gods of Titan state read from a file: shape, references, invariants; never throws. */
export function checkGodsState(value: unknown): { ok: true; state: GodsState } | { ok: false; problems: string[] } {
  const parsed = GodsStateSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problems: schemaProblems(parsed.error) };
  const state: GodsState = parsed.data;
  const wrong = referenceProblems(state);
  const problems = wrong.length > 0 ? wrong : checkGodsInvariants(null, state);
  return problems.length === 0 ? { ok: true, state } : { ok: false, problems };
}
