// What each player has seen of other players' legions (issue: hidden information). Each entry is a multiset of
// creatures certainly in the legion; it only grows by reveals and shrinks by public removals, so it never
// contradicts the truth. Owners always see their own legions; this records what the others know.
import type { Knowledge, MarkerId, PlayerId } from './state.js';

// Every list kept here is sorted (by the strings' code units), each creature once per copy: the multiset arithmetic
// below merges sorted lists in one pass, and a list read from an older or edited save is sorted first.

/** Code-unit order of two creature names. */
function before(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `list` in sorted order (itself when it already is). */
function sorted(list: readonly string[]): readonly string[] {
  for (let i = 1; i < list.length; i++) if ((list[i - 1] as string) > (list[i] as string)) return [...list].sort(before);
  return list;
}

/** How a merge combines a creature's two counts (each list holds it `a` and `b` times). */
type Combine = (a: number, b: number) => number;

/** The multiset of two sorted lists combined count by count, sorted. */
function merge(x: readonly string[], y: readonly string[], combine: Combine): string[] {
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    const c = j >= y.length || (i < x.length && (x[i] as string) <= (y[j] as string)) ? (x[i] as string) : (y[j] as string);
    let a = 0;
    let b = 0;
    for (; i < x.length && x[i] === c; i++) a++;
    for (; j < y.length && y[j] === c; j++) b++;
    for (let n = combine(a, b); n > 0; n--) out.push(c);
  }
  return out;
}

const most: Combine = (a, b) => Math.max(a, b);
const sum: Combine = (a, b) => a + b;
const less: Combine = (a, b) => a - b;

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** How one marker's known list changes for one player (given what he knows of it now, sorted). */
type Change = readonly [marker: MarkerId, next: (known: readonly string[], player: PlayerId) => string[]];

/** Applies `changes`, in order, to each player's record: a record is copied once for all of them, and the knowledge
 * once for all players (a split or a recombination changes two markers of each viewer's record). */
function updateAll(k: Knowledge, players: readonly PlayerId[], changes: readonly Change[]): Knowledge {
  let out: Record<PlayerId, Readonly<Record<MarkerId, readonly string[]>>> | null = null;
  for (const p of players) {
    const before = (out ?? k)[p];
    let mine: Record<MarkerId, readonly string[]> | null = null;
    for (const [marker, f] of changes) {
      const now = mine ?? before;
      const known = now?.[marker];
      const next = f(sorted(known ?? []), p);
      // Nothing to change for this player: keep his record as it is.
      if (now && (known === undefined ? next.length === 0 : next.length > 0 && sameList(known, next))) continue;
      // a copy and a delete, not a copy without the marker: these records are keyed by markers in every order, and
      // the dictionary a delete leaves is cheaper to copy than a new hidden class for each key order (measured, npm
      // run bench; measured again against building the copy key by key: no faster)
      mine ??= { ...(before ?? {}) };
      if (next.length === 0) delete mine[marker];
      else mine[marker] = next;
    }
    if (!mine) continue;
    out ??= { ...k };
    out[p] = mine;
  }
  return out ?? k;
}

function update(k: Knowledge, players: readonly PlayerId[], marker: MarkerId, f: (known: readonly string[]) => string[]): Knowledge {
  return updateAll(k, players, [[marker, f]]);
}

/** Players `viewers` have now seen `shown` in the legion: each creature's known count rises to what was shown. */
export function reveal(k: Knowledge, viewers: readonly PlayerId[], marker: MarkerId, shown: readonly string[]): Knowledge {
  const s = sorted(shown);
  return update(k, viewers, marker, (known) => merge(known, s, most));
}

/** Creatures publicly added to a legion (a recruit, an acquired Angel, a summoned Angel). */
export function addKnown(k: Knowledge, viewers: readonly PlayerId[], marker: MarkerId, added: readonly string[]): Knowledge {
  const a = sorted(added);
  return update(k, viewers, marker, (known) => merge(known, a, sum));
}

/** Creatures publicly removed from a legion (slain, summoned away): known counts drop, never below zero. */
export function removeKnown(k: Knowledge, viewers: readonly PlayerId[], marker: MarkerId, removed: readonly string[]): Knowledge {
  const r = sorted(removed);
  return update(k, viewers, marker, (known) => merge(known, r, less));
}

/** Recruiters shown and a recruit added at once (a muster, a reinforcement): `reveal` then `addKnown`, one copy. */
export function revealAndAdd(k: Knowledge, viewers: readonly PlayerId[], marker: MarkerId, shown: readonly string[], added: readonly string[]): Knowledge {
  const s = sorted(shown);
  const a = sorted(added);
  return update(k, viewers, marker, (known) => merge(merge(known, s, most), a, sum));
}

/** Losses shown as they leave (an engagement's end): `reveal` then `removeKnown` of the same creatures, one copy. */
export function revealAndRemove(k: Knowledge, viewers: readonly PlayerId[], marker: MarkerId, lost: readonly string[]): Knowledge {
  const l = sorted(lost);
  return update(k, viewers, marker, (known) => merge(merge(known, l, most), l, less));
}

/** §4.3 secret split: of k known creatures of a kind, at least k − childSize stay in the parent and at least
 * k − parentSize are in the child; nothing more is certain. */
export function splitKnown(k: Knowledge, viewers: readonly PlayerId[], parent: MarkerId, child: MarkerId, parentSize: number, childSize: number): Knowledge {
  const knownBefore = (p: PlayerId): readonly string[] => sorted(k[p]?.[parent] ?? []);
  return updateAll(k, viewers, [
    [parent, (_, p) => merge(knownBefore(p), [], (n) => n - childSize)],
    [child, (_, p) => merge(knownBefore(p), [], (n) => n - parentSize)],
  ]);
}

/** Two legions recombine (§4.3): what was known of both is known of the result. */
export function mergeKnown(k: Knowledge, viewers: readonly PlayerId[], from: MarkerId, into: MarkerId): Knowledge {
  const both = (p: PlayerId): string[] => merge(sorted(k[p]?.[from] ?? []), sorted(k[p]?.[into] ?? []), sum);
  return updateAll(k, viewers, [[into, (_, p) => both(p)], [from, () => []]]);
}

/** Markers leave play: nobody keeps knowledge of them (they may name new legions later). */
export function forget(k: Knowledge, markers: readonly MarkerId[]): Knowledge {
  let out: Record<PlayerId, Readonly<Record<MarkerId, readonly string[]>>> | null = null;
  for (const p in k) {
    const record = k[p] as Readonly<Record<MarkerId, readonly string[]>>;
    if (!markers.some((m) => record[m] !== undefined)) continue;
    out ??= { ...k };
    const kept = { ...record };
    for (const m of markers) delete kept[m]; // a delete, as in update
    out[p] = kept;
  }
  return out ?? k;
}
