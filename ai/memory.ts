// What an AI seat remembers between decisions, as plain JSON so it can cross a worker boundary: the engine's split
// prediction of its seat (engine/titan/prediction: what it can tell of every other player's legions from the events
// it may see) and, on top of it, how likely each of those legions holds its owner's Titan, followed by lineage.
import type { GameEvent } from '../engine/titan/events.js';
import type { MarkerId, PlayerId } from '../engine/titan/state.js';
import type { LegionView, PlayerView } from '../engine/titan/view.js';
import { startingCreatureList } from '../engine/titan/game/setup.js';
import { getVariant } from '../engine/titan/variants/index.js';
import { unknownCount, type Counts, type Guess } from '../engine/titan/prediction/guess.js';
import { observePrediction, startPrediction, type Prediction } from '../engine/titan/prediction/observe.js';
import { guessOf } from '../engine/titan/prediction/show.js';

/** The per-seat memory. */
export interface AiMemory {
  readonly seat: PlayerId;
  /** The seat's split prediction (null until the first view names the variant). */
  readonly prediction: Prediction | null;
  /** Per legion of another player, the chance it holds its owner's Titan: half each at the initial split (§5.2 puts
   * the Titan in one of the two), shared by unknown creatures at every split, added up when legions join, 1 once he
   * is certain, 0 where the prediction rules him out, the rest of the owner's legions renormalised. */
  readonly titan: Readonly<Record<MarkerId, number>>;
}

/** What a decision may believe of one legion of another player. */
export interface LegionBelief {
  /** Creatures certainly in the legion (a sub-multiset of the truth). */
  readonly known: readonly string[];
  /** What the unknown ones may be, each creature as often as it may be at most (never the Titan: see `titan`). */
  readonly candidates: readonly string[];
  /** The chance that the legion holds its owner's Titan (1 when he is known to be in it). */
  readonly titan: number;
}

/** A fresh memory for a seat (the prediction starts with the first view it sees). */
export function createMemory(seat: PlayerId): AiMemory {
  return { seat, prediction: null, titan: {} };
}

/** Events this seat may see: public ones and those addressed to it. */
export function visibleTo(seat: PlayerId, events: readonly GameEvent[]): GameEvent[] {
  return events.filter((e) => !e.audience || e.audience.includes(seat));
}

function isTitan(p: Prediction, creature: string): boolean {
  return getVariant(p.variant).creatures[creature]?.kind === 'titan';
}

function expand(c: Counts): string[] {
  return Object.keys(c)
    .sort()
    .flatMap((k) => new Array<string>(c[k] as number).fill(k));
}

/** The events of a legion's lineage, the only ones followTitan reads. */
const LINEAGE = new Set<GameEvent['type']>(['initialSplit', 'split', 'splitAborted', 'recombine']);

/** The Titan's chances after one event of a legion's lineage (`before` and `after`: the prediction around it). */
function followTitan(titan: Record<MarkerId, number>, e: GameEvent, after: Prediction): void {
  switch (e.type) {
    case 'initialSplit':
      for (const m of e.markers) titan[m] = 1 / e.markers.length;
      return;
    case 'split': {
      const kept = after.legions[e.marker];
      const moved = after.legions[e.newMarker];
      if (!kept || !moved) return;
      const t = titan[e.marker] ?? 0;
      const slots = unknownCount(kept) + unknownCount(moved);
      const share = slots > 0 ? unknownCount(moved) / slots : 0;
      titan[e.marker] = t * (1 - share);
      titan[e.newMarker] = t * share;
      return;
    }
    case 'splitAborted':
    case 'recombine':
      titan[e.into] = Math.min(1, (titan[e.marker] ?? 0) + (titan[e.into] ?? 0));
      delete titan[e.marker];
      return;
    default:
      return;
  }
}

/** Guesses checked against the view, per guess the prediction followed (a prediction copies its unchanged guesses into
 * the next one, so they live on from decision to decision) and what the view shows of the legion. */
const checked = new WeakMap<Guess, Map<string, Guess>>();

/** guessOf(p, l), each followed guess checked once against what a view shows of its legion. */
function guessFor(p: Prediction, l: LegionView): Guess {
  const followed = p.legions[l.marker];
  if (!followed || followed.owner !== l.owner || followed.height !== l.height) return guessOf(p, l);
  let seen = checked.get(followed);
  if (!seen) checked.set(followed, (seen = new Map()));
  const key = l.creatures.join(',');
  let g = seen.get(key);
  if (!g) seen.set(key, (g = guessOf(p, l)));
  return g;
}

/** Whether the legion may hold the Titan (1 certain, 0 ruled out, null unknown). */
function titanCertainty(p: Prediction, g: Guess): 0 | 1 | null {
  if (Object.keys(g.certain).some((c) => isTitan(p, c))) return 1;
  if (unknownCount(g) <= 0) return 0;
  if (g.maybe !== null && !Object.keys(g.maybe).some((c) => isTitan(p, c))) return 0;
  return null;
}

/** Brings each living player's Titan chances in line with the prediction: 1 where he is certain, 0 where he is
 * ruled out, the others keeping their lineage's proportions (a legion of unknown lineage weighs by its unknown
 * creatures) and summing to 1. Legions no longer in the view are forgotten. */
function settleTitans(p: Prediction, titan: Record<MarkerId, number>, view: PlayerView): Record<MarkerId, number> {
  const out: Record<MarkerId, number> = {};
  for (const player of view.players) {
    if (player.id === p.seat || !player.alive) continue;
    const mine = view.legions.filter((l) => l.owner === player.id).map((l) => ({ marker: l.marker, g: guessFor(p, l) }));
    const seen = mine.find((x) => titanCertainty(p, x.g) === 1);
    let slots = 0;
    for (const x of mine) slots += unknownCount(x.g);
    const weight = (x: { marker: MarkerId; g: Guess }): number => (titanCertainty(p, x.g) === 0 ? 0 : (titan[x.marker] ?? (slots > 0 ? unknownCount(x.g) / slots : 0)));
    let sum = 0;
    for (const x of mine) sum += weight(x);
    for (const x of mine) out[x.marker] = seen ? (seen.marker === x.marker ? 1 : 0) : sum > 0 ? weight(x) / sum : 0;
  }
  return out;
}

/** Updates a memory with the events seen since the last call and the current view (pure: returns a new memory). */
export function observe(memory: AiMemory, events: readonly GameEvent[], view: PlayerView): AiMemory {
  let prediction = memory.prediction ?? startPrediction(memory.seat, view.variant);
  const titan = { ...memory.titan };
  const seen = visibleTo(memory.seat, events);
  // the prediction folds a run of events in one pass; the Titan's lineage needs it after each split or join
  let from = 0;
  for (let i = 0; i < seen.length; i++) {
    const e = seen[i];
    if (!LINEAGE.has(e.type)) continue;
    prediction = observePrediction(prediction, seen.slice(from, i + 1));
    followTitan(titan, e, prediction);
    from = i + 1;
  }
  if (from < seen.length) prediction = observePrediction(prediction, seen.slice(from));
  return { seat: memory.seat, prediction, titan: settleTitans(prediction, titan, view) };
}

/** What the memory believes of a legion of another player as the view shows it now. */
export function believe(memory: AiMemory, l: LegionView, variant: PlayerView['variant']): LegionBelief {
  const p = memory.prediction ?? startPrediction(memory.seat, variant);
  const g = guessFor(p, l);
  const known = expand(g.certain);
  // nothing followed of the lineage: any Tower creature may fill the unknown ones
  const candidates = (g.maybe === null ? startingCreatureList(getVariant(variant)) : expand(g.maybe)).filter((c) => !isTitan(p, c));
  const certain = titanCertainty(p, g);
  return { known, candidates, titan: certain ?? memory.titan[l.marker] ?? 0 };
}
