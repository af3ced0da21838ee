// The shape of a Titan: The Arena state read from a file, and its checker: a save's snapshot is shown to the player
// before its action log is replayed, so it is judged first — this strict schema, then the references (player ids,
// seat indexes, columns, creatures), then the invariants of engine/arena/invariants.ts (every card id one of the
// deck's, each card in exactly one place).
import { z } from 'zod';
import { below, problem, schemaProblems } from '../platform/state-problems.js';
import { fullDeck } from './cards.js';
import { checkArenaInvariants } from './invariants.js';
import { CREATURES, type ArenaState } from './types.js';

/** Upper bounds of counters a real game never comes near (a sanity limit, not a rule). */
const MAX_COUNT = 10_000_000;
/** The blue-backed cards: no pile can hold more. */
const DECK_SIZE = fullDeck().length;
/** Seats at the table (§3). */
const MAX_SEATS = 5;

const player = z.string().min(1).max(40);
const card = z.string().min(1).max(40);
const cards = z.array(card).max(DECK_SIZE).readonly();
const creature = z.enum(CREATURES);
const round = z.number().int().min(1).max(5);
const seat = z.number().int().min(0).max(MAX_SEATS - 1);
const counter = z.number().int().min(0).max(MAX_COUNT);
const bidValue = z.number().int().min(0).max(10);
const ducats = z.record(player, counter);
const word32 = z.number().int().min(0).max(0xffff_ffff);

const PlayerSchema = z.strictObject({
  id: player,
  name: z.string().min(1).max(60),
  hand: cards,
  setAside: cards,
  chips: z.number().int().min(0).max(5),
  handLimit: z.number().int().min(7).max(8),
  lastTurn: counter,
});

const BetSchema = z.strictObject({
  player,
  creature,
  round,
  value: z.number().int().min(1).max(5),
  secret: z.boolean(),
  revealed: z.boolean(),
  card: card.nullable(),
});

const TurnSchema = z.strictObject({
  step: z.enum(['bet', 'play', 'ability', 'titan-keep', 'second-play', 'discard']),
  ability: creature.nullable(),
  hydraUsed: z.boolean(),
  warlock: z.boolean(),
  discards: z.number().int().min(0).max(3),
  titan: z.strictObject({ victim: player, cards: z.array(card).max(3).readonly() }).nullable(),
  offered: z.boolean(),
});

const BiddingSchema = z.strictObject({
  next: seat,
  first: seat,
  high: z.strictObject({ player, value: bidValue }).nullable(),
  out: z.array(player).max(MAX_SEATS).readonly(),
});

/** A whole Arena state as it lies in a save's snapshot, strictly shaped (unknown keys are refused). */
export const ArenaStateSchema = z.strictObject({
  schema: z.literal(1),
  game: z.literal('arena'),
  options: z.strictObject({ tournament: z.boolean() }),
  stateId: counter,
  rng: z.tuple([word32, word32, word32, word32]),
  phase: z.enum(['bidding', 'play', 'vote', 'over']),
  players: z.array(PlayerSchema).min(2).max(MAX_SEATS).readonly(),
  deck: cards,
  discard: cards,
  alive: z.array(creature).max(CREATURES.length).readonly(),
  eliminated: z.array(z.strictObject({ creature, round })).max(CREATURES.length).readonly(),
  columns: z.array(z.record(creature, cards).readonly()).min(1).max(5).readonly(),
  bets: z.array(BetSchema).max(5 * MAX_SEATS).readonly(),
  chiefReferee: z.strictObject({ player, creature }).nullable(),
  round,
  roundStarter: seat,
  roundTurns: counter,
  active: seat,
  turnSeq: counter,
  turn: TurnSchema,
  spectatorCovered: z.partialRecord(creature, counter),
  bidding: BiddingSchema.nullable(),
  obligation: z.strictObject({ player, value: bidValue }).nullable(),
  drawOne: z.boolean(),
  stalemates: counter,
  vote: z.strictObject({ proposer: player, accepted: z.array(player).max(MAX_SEATS).readonly() }).nullable(),
  tournament: z
    .strictObject({
      games: z.number().int().min(1).max(10),
      played: z.array(z.strictObject({ ducats, winner: player, survivors: z.array(creature).max(CREATURES.length).readonly() })).max(10).readonly(),
    })
    .nullable(),
  winner: player.nullable(),
  result: ducats.nullable(),
  endReason: z.enum(['five-rounds', 'final-stalemate']).nullable(),
});

// Compile-time proof that the schema describes exactly the engine's ArenaState (assignable both ways).
type Parsed = z.infer<typeof ArenaStateSchema>;
function sameShape(a: Parsed, b: ArenaState): [ArenaState, Parsed] {
  return [a, b];
}
void sameShape;

/** Judges an Arena state read from a file: shape, references, card conservation; never throws. */
export function checkArenaState(value: unknown): { ok: true; state: ArenaState } | { ok: false; problems: string[] } {
  const parsed = ArenaStateSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problems: schemaProblems(parsed.error) };
  const state: ArenaState = parsed.data;
  const wrong = referenceProblems(state);
  // Past the schema, the invariants that can fail are the card checks, whose problems name their paths already.
  const problems = wrong.length > 0 ? wrong : checkArenaInvariants(null, state);
  return problems.length === 0 ? { ok: true, state } : { ok: false, problems };
}

/** Problems with the references of a well-shaped state; empty if none. */
function referenceProblems(s: ArenaState): string[] {
  const out: string[] = [];
  const fail = (at: string, message: string): void => {
    out.push(problem(at, message));
  };
  const ids = new Set<string>();
  s.players.forEach((p, i) => {
    if (ids.has(p.id)) fail(`players[${i}].id`, `player ${JSON.stringify(p.id)} is seated twice`);
    ids.add(p.id);
  });
  const isPlayer = (at: string, id: string): void => {
    if (!ids.has(id)) fail(at, `no player ${JSON.stringify(id)}`);
  };
  const isSeat = (at: string, index: number): void => {
    if (index >= s.players.length) fail(at, `seat ${index} is out of range for ${s.players.length} players`);
  };
  isSeat('active', s.active);
  isSeat('roundStarter', s.roundStarter);
  if (s.bidding) {
    isSeat('bidding.next', s.bidding.next);
    isSeat('bidding.first', s.bidding.first);
    if (s.bidding.high) isPlayer('bidding.high.player', s.bidding.high.player);
    s.bidding.out.forEach((id, i) => isPlayer(`bidding.out[${i}]`, id));
  }
  s.bets.forEach((b, i) => isPlayer(`bets[${i}].player`, b.player));
  if (s.chiefReferee) isPlayer('chiefReferee.player', s.chiefReferee.player);
  if (s.obligation) isPlayer('obligation.player', s.obligation.player);
  if (s.vote) {
    isPlayer('vote.proposer', s.vote.proposer);
    s.vote.accepted.forEach((id, i) => isPlayer(`vote.accepted[${i}]`, id));
  }
  if (s.turn.titan) isPlayer('turn.titan.victim', s.turn.titan.victim);
  if (s.winner !== null) isPlayer('winner', s.winner);
  for (const id of Object.keys(s.result ?? {})) isPlayer(below('result', id), id);
  s.tournament?.played.forEach((g, i) => {
    isPlayer(`tournament.played[${i}].winner`, g.winner);
    for (const id of Object.keys(g.ducats)) isPlayer(below(`tournament.played[${i}].ducats`, id), id);
  });
  // The rules read the current round's column as columns[round - 1] (engine/arena/table.ts).
  if (s.columns.length !== s.round) fail('columns', `${s.columns.length} columns in round ${s.round}`);
  const fates = [...s.alive, ...s.eliminated.map((e) => e.creature)];
  for (const c of CREATURES) {
    const n = fates.filter((x) => x === c).length;
    if (n !== 1) fail('alive', `${c} is ${n === 0 ? 'neither alive nor eliminated' : 'listed more than once among the living and the dead'}`);
  }
  return out;
}
