// What a maneuver plan works out more than once. The scores of pieces in a position while every candidate move from it
// is weighed: only positions a plan steps from are remembered (`remember`), kept with the position object in a
// WeakMap (a position is never changed once built and each decision builds its own, so nothing outlives the decision
// or passes between seats; other positions allocate nothing). And answers that depend on a position's content alone
// (`once`: a plan's greedy step) or on two pieces in contact (`contactWorth`), kept by that content per variant and
// battleland: battles are public (§9.1), so an answer is the same whichever seat asks it.
import { legalMoves, type BattlePosition, type PieceLike } from '../../engine/family/battle/rules.js';
import { strikeWorth } from './expect.js';

/** A move a piece made, from one position of a plan to the next (from null: it entered). */
export interface MoveMade {
  readonly id: string;
  readonly from: string | null;
  readonly to: string;
}

interface Known extends AfterScores {
  readonly scores: Map<PieceLike, number>;
  readonly entering: Map<string, readonly string[]>;
  readonly style: object;
  readonly aggr: number;
}

const known = new WeakMap<BattlePosition, Known>();

/** Remembers the moves and scores (for this style object and aggression) worked out in `pos` from now on; `from`: the
 * position a plan stepped from to `pos` and the move it made (its scores after moves may then hold here too). */
export function remember(pos: BattlePosition, style: object, aggr: number, from?: { readonly pos: BattlePosition; readonly made: MoveMade }): void {
  const k = known.get(pos);
  if (k && k.style === style && k.aggr === aggr) return;
  const fk = from && known.get(from.pos);
  const prior = from && fk && fk.style === style && fk.aggr === aggr ? { scores: fk.scores, after: fk.after, made: from.made } : undefined;
  known.set(pos, { scores: new Map(), after: new Map(), entering: new Map(), style, aggr, prior });
}

/** Answers by a key, per creature table and battleland (variant data). */
type Store = WeakMap<object, WeakMap<object, Map<string, unknown>>>;
/** Entries kept per battleland and store before they are dropped (a game's battles on one land rarely need more). */
const KEPT = 5_000;
const steps: Store = new WeakMap();
const contacts: Store = new WeakMap();

/** The answers kept in `store` for the position's variant and land. */
function keptFor(store: Store, pos: BattlePosition): Map<string, unknown> {
  let byLand = store.get(pos.creatures);
  if (!byLand) store.set(pos.creatures, (byLand = new WeakMap()));
  let known = byLand.get(pos.land);
  if (!known) byLand.set(pos.land, (known = new Map()));
  return known;
}

/** `work()` kept in `store` by `key` for the position's variant and land. */
function stored<T>(store: Store, pos: BattlePosition, key: string, work: () => T): T {
  const known = keptFor(store, pos);
  if (known.has(key)) return known.get(key) as T;
  if (known.size >= KEPT) known.clear();
  const answer = work();
  known.set(key, answer);
  return answer;
}

/** Everything the battle rules read of a position besides the variant's tables and the land (no game hooks). */
function contentKey(pos: BattlePosition): string {
  let key = `${pos.active}|${pos.round}|${pos.attackerEntry}|`;
  for (const p of pos.pieces) key += `${p.id}:${p.creature}:${p.side}:${p.hex ?? ''}:${p.hits}:${p.power}:${p.slain ? 1 : 0}${p.moved ? 1 : 0}${p.struck ? 1 : 0},`;
  return key;
}

/** `work()` for this position's content and `what` (the question asked of it), worked out once; a position with a
 * game's hooks (which may read anything) always afresh. The answer is shared by every position with the same content,
 * so it must not be changed. */
export function once<T>(pos: BattlePosition, what: string, work: () => T): T {
  return pos.hooks ? work() : stored(steps, pos, `${what}|${contentKey(pos)}`, work);
}

/** What `once(pos, what, …)` answered for a position of this content, if it was asked (undefined otherwise). */
export function answered<T>(pos: BattlePosition, what: string): T | undefined {
  return pos.hooks ? undefined : (keptFor(steps, pos).get(`${what}|${contentKey(pos)}`) as T | undefined);
}

/** strikeWorth of a piece striking an enemy in contact with it: a melee strike (§13), which depends on the two pieces
 * and the land alone, so it is worked out once for them (a game's hooks: always afresh). */
export function contactWorth(pos: BattlePosition, striker: PieceLike, target: PieceLike, wear = false): number {
  if (pos.hooks) return strikeWorth(pos, striker, target, wear);
  const key = `${striker.creature}:${striker.side}:${striker.power}:${striker.hex ?? ''}:${striker.struck ? 1 : 0}>${target.creature}:${target.side}:${target.power}:${target.hits}:${target.hex ?? ''}:${target.slain ? 1 : 0}:${wear ? 1 : 0}`;
  return stored(contacts, pos, key, () => strikeWorth(pos, striker, target, wear));
}

/** `score()`, a piece's score in `pos` for this style object and aggression, once per remembered position; the score
 * the position a plan stepped from had for it when `unchanged` says the move made since leaves it as it was. */
export function scoredOnce<S extends object>(pos: BattlePosition, piece: PieceLike, style: S, aggr: number, score: () => number, unchanged: (pos: BattlePosition, piece: PieceLike, made: MoveMade, style: S) => boolean): number {
  const k = known.get(pos);
  if (!k || k.style !== style || k.aggr !== aggr) return score();
  let v = k.scores.get(piece);
  if (v === undefined) {
    const earlier = k.prior?.scores.get(piece);
    v = earlier !== undefined && k.prior && unchanged(pos, piece, k.prior.made, style) ? earlier : score();
    k.scores.set(piece, v);
  }
  return v;
}

/** The scores of pieces once a move is made from a remembered position, by the caller's key, and what is known of the
 * position a plan stepped from to it. */
export interface AfterScores {
  readonly after: Map<string, number>;
  readonly prior: Prior | undefined;
}

/** What a plan's step keeps of the position it stepped from: its scores (of pieces as they stand, and after moves) and
 * the move made since. */
interface Prior {
  readonly scores: ReadonlyMap<PieceLike, number>;
  readonly after: ReadonlyMap<string, number>;
  readonly made: MoveMade;
}

/** The scores after moves kept for `pos` (remembered for this style object and aggression; undefined otherwise). */
export function afterScores(pos: BattlePosition, style: object, aggr: number): AfterScores | undefined {
  const k = known.get(pos);
  return k && k.style === style && k.aggr === aggr ? k : undefined;
}

/** The legal moves of `waiting`, a piece still off the board, in `next`: `pos` once another piece off the board
 * entered to `to`. What they depend on is the same for every piece that entered there and for every waiting piece of
 * the creature, so in a remembered position (without a game's hooks) they are worked out once per creature and hex. */
export function movesAfterEntry(pos: BattlePosition, next: BattlePosition, waiting: PieceLike, to: string): readonly string[] {
  const k = known.get(pos);
  if (!k || pos.hooks) return legalMoves(next, waiting.id);
  const key = `${waiting.creature}${waiting.moved ? '!' : ''}>${to}`;
  let moves = k.entering.get(key);
  if (!moves) {
    moves = legalMoves(next, waiting.id);
    k.entering.set(key, moves);
  }
  return moves;
}
