// One seat's guess at one other player's legion (split prediction, issue 23): the creatures certainly in it, and for
// the rest (the unknown ones) how many of each creature they may hold at most — each bound is kept sound, never
// tighter than the truth allows, so every "certain" creature is really there. Twins are the two legions of one split
// of a legion whose contents were certain: together they hold the parent's contents plus what each was seen to gain,
// so what is learnt of one tells about the other.
import type { MarkerId, PlayerId } from '../state.js';

/** A multiset of creatures as counts (no zero counts kept). */
export type Counts = Readonly<Record<string, number>>;

/** The link of a legion to its twin: the contents the two shared at the split and what this one gained since. */
export interface Twin {
  readonly marker: MarkerId;
  readonly pair: Counts;
  readonly added: Counts;
}

/** What a seat can tell of one legion it does not own. */
export interface Guess {
  readonly owner: PlayerId;
  readonly height: number;
  readonly certain: Counts;
  /** For each creature, at most how many of the unknown ones it may be; null: no bound known (any creature). */
  readonly maybe: Counts | null;
  readonly twin: Twin | null;
}

/** The counts of a list of creatures. */
export function countsOf(list: readonly string[]): Counts {
  const out: Record<string, number> = {};
  for (const c of list) out[c] = (out[c] ?? 0) + 1;
  return out;
}

/** Total number of creatures of `c`. */
export function size(c: Counts): number {
  let n = 0;
  for (const k in c) n += c[k] as number;
  return n;
}

/** `c` with each creature's count replaced by `f(creature, count)` over the creatures of `c` and `keys`; counts at or
 * below zero are left out. */
function mapCounts(c: Counts, keys: Iterable<string>, f: (creature: string, n: number) => number): Counts {
  const out: Record<string, number> = {};
  const all = new Set([...Object.keys(c), ...keys]);
  for (const k of all) {
    const n = f(k, c[k] ?? 0);
    if (n > 0) out[k] = n;
  }
  return out;
}

/** A legion of `height` creatures of which nothing is known. */
export function unknownGuess(owner: PlayerId, height: number): Guess {
  return { owner, height, certain: {}, maybe: null, twin: null };
}

/** The number of creatures of the legion not known. */
export function unknownCount(g: Guess): number {
  return g.height - size(g.certain);
}

/** Tightens what the bounds imply: no creature more often among the unknowns than there are unknowns, and when the
 * bounds of the other creatures cannot fill all unknowns, the rest are certainly of this one. */
export function conclude(g: Guess): Guess {
  if (g.maybe === null) return g;
  const u = unknownCount(g);
  if (u <= 0) return { ...g, maybe: {} };
  const capped = mapCounts(g.maybe, [], (_, n) => Math.min(n, u));
  const total = size(capped);
  const sure: Record<string, number> = {};
  for (const k in capped) {
    const n = u - (total - (capped[k] as number));
    if (n > 0) sure[k] = n;
  }
  if (Object.keys(sure).length === 0) return { ...g, maybe: capped };
  return conclude({ ...g, certain: mapCounts(g.certain, Object.keys(sure), (k, n) => n + (sure[k] ?? 0)), maybe: mapCounts(capped, [], (k, n) => n - (sure[k] ?? 0)) });
}

/** The legion was seen to hold at least `shown`: certain counts rise to it, each rise one unknown fewer. */
export function reveal(g: Guess, shown: Counts): Guess {
  let changed = false;
  const certain = mapCounts(g.certain, Object.keys(shown), (k, n) => {
    const s = shown[k] ?? 0;
    if (s > n) changed = true;
    return Math.max(n, s);
  });
  if (!changed) return g;
  const maybe = g.maybe === null ? null : mapCounts(g.maybe, [], (k, n) => n - ((certain[k] ?? 0) - (g.certain[k] ?? 0)));
  return conclude({ ...g, certain, maybe });
}

/** The legion was seen whole. */
export function revealWhole(g: Guess, creatures: readonly string[]): Guess {
  return { ...g, height: creatures.length, certain: countsOf(creatures), maybe: {} };
}

/** A creature publicly joined the legion (a muster, an acquired or summoned Angel). */
export function add(g: Guess, creature: string): Guess {
  const plus = (c: Counts): Counts => ({ ...c, [creature]: (c[creature] ?? 0) + 1 });
  return { ...g, height: g.height + 1, certain: plus(g.certain), twin: g.twin && { ...g.twin, added: plus(g.twin.added) } };
}

/** A creature publicly left the legion (slain, summoned away, given up): a certain one if it was certain, else one
 * of the unknowns. The twin link no longer holds (the caller unlinks the twin). */
export function remove(g: Guess, creature: string): Guess {
  const minus = (c: Counts): Counts => mapCounts(c, [], (k, n) => (k === creature ? n - 1 : n));
  const known = (g.certain[creature] ?? 0) > 0;
  return conclude({
    ...g,
    height: g.height - 1,
    certain: known ? minus(g.certain) : g.certain,
    maybe: known || g.maybe === null ? g.maybe : minus(g.maybe),
    twin: null,
  });
}

/** Upper bound of each creature in the legion (null: unbounded). */
function most(g: Guess): Counts | null {
  return g.maybe === null ? null : mapCounts(g.certain, Object.keys(g.maybe), (k, n) => n + (g.maybe?.[k] ?? 0));
}

/** §4.3 secret split of `parent` into a part of `keep` creatures and one of `count`: of a creature certain n times, at
 * least n − count stay and at least n − keep go; neither part holds more of it than the parent may, nor more than its
 * size. A parent whose contents were certain leaves the two parts twins. */
export function splitGuess(parent: Guess, count: number, parentMarker: MarkerId, childMarker: MarkerId): [Guess, Guess] {
  const keep = parent.height - count;
  const upper = most(parent);
  const part = (height: number, other: number, twin: MarkerId): Guess => {
    const certain = mapCounts(parent.certain, [], (_, n) => n - other);
    const maybe = upper === null ? null : mapCounts(upper, [], (k, n) => Math.min(height, n) - (certain[k] ?? 0));
    const linked = unknownCount(parent) === 0 ? { marker: twin, pair: parent.certain, added: {} } : null;
    return conclude({ owner: parent.owner, height, certain, maybe, twin: linked });
  };
  return [part(keep, count, childMarker), part(count, keep, parentMarker)];
}

/** Two legions of one owner become one (§4.3 recombination, a split taken back at the end of the moves): twins give
 * back their shared contents plus what each gained; otherwise the certain parts and the bounds add up. */
export function mergeGuess(a: Guess, b: Guess, bMarker: MarkerId): Guess {
  const height = a.height + b.height;
  if (a.twin && a.twin.marker === bMarker && b.twin) {
    const bt = b.twin;
    const whole = mapCounts(a.twin.pair, [...Object.keys(a.twin.added), ...Object.keys(bt.added)], (k, n) => n + (a.twin?.added[k] ?? 0) + (bt.added[k] ?? 0));
    return { owner: a.owner, height, certain: whole, maybe: {}, twin: null };
  }
  const certain = mapCounts(a.certain, Object.keys(b.certain), (k, n) => n + (b.certain[k] ?? 0));
  const maybe = a.maybe === null || b.maybe === null ? null : mapCounts(a.maybe, Object.keys(b.maybe), (k, n) => n + (b.maybe?.[k] ?? 0));
  return conclude({ owner: a.owner, height, certain, maybe, twin: null });
}

/** What `known` (the twin of `other`) tells of `other`: the shared contents less what `known` certainly holds of them
 * is the most `other` may hold of them, and the shared contents less the most `known` may hold of them is the least
 * `other` holds; what each gained since the split is its own. */
export function fromTwin(known: Guess, other: Guess): Guess {
  const kt = known.twin;
  const ot = other.twin;
  if (!kt || !ot) return other;
  const pairKeys = Object.keys(kt.pair);
  const knownMost = most(known);
  const floor = mapCounts(kt.pair, [], (k, n) => n - Math.max(0, (knownMost === null ? n : (knownMost[k] ?? 0)) - (kt.added[k] ?? 0)) + (ot.added[k] ?? 0));
  const lifted = reveal(other, floor);
  const ceiling = mapCounts(kt.pair, Object.keys(ot.added), (k, n) => n - Math.max(0, (known.certain[k] ?? 0) - (kt.added[k] ?? 0)) + (ot.added[k] ?? 0));
  const keys = new Set([...pairKeys, ...Object.keys(lifted.maybe ?? {})]);
  const maybe: Record<string, number> = {};
  for (const k of keys) {
    const room = (ceiling[k] ?? 0) - (lifted.certain[k] ?? 0);
    const n = lifted.maybe === null ? room : Math.min(room, lifted.maybe[k] ?? 0);
    if (n > 0) maybe[k] = n;
  }
  return conclude({ ...lifted, maybe });
}
