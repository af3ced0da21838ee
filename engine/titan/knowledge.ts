// What each player has seen of other players' legions (issue: hidden information). Each entry is a multiset of
// creatures certainly in the legion; it only grows by reveals and shrinks by public removals, so it never
// contradicts the truth. Owners always see their own legions; this records what the others know.
import type { Knowledge, MarkerId, PlayerId } from './state.js';

function counts(list: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of list) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

function expand(m: Map<string, number>): string[] {
  const out: string[] = [];
  for (const [c, n] of [...m.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) for (let i = 0; i < n; i++) out.push(c);
  return out;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function update(k: Knowledge, players: readonly PlayerId[], marker: MarkerId, f: (known: readonly string[]) => string[]): Knowledge {
  let out: Record<PlayerId, Readonly<Record<MarkerId, readonly string[]>>> | null = null;
  for (const p of players) {
    const before = (out ?? k)[p];
    const known = before?.[marker];
    const next = f(known ?? []);
    // Nothing to change for this player: keep his record as it is.
    if (before && (known === undefined ? next.length === 0 : next.length > 0 && sameList(known, next))) continue;
    out ??= { ...k };
    const mine = { ...(before ?? {}) };
    if (next.length === 0) delete mine[marker];
    else mine[marker] = next;
    out[p] = mine;
  }
  return out ?? k;
}

/** Players `viewers` have now seen `shown` in the legion: each creature's known count rises to what was shown. */
export function reveal(k: Knowledge, viewers: readonly PlayerId[], marker: MarkerId, shown: readonly string[]): Knowledge {
  const s = counts(shown);
  return update(k, viewers, marker, (known) => {
    const m = counts(known);
    for (const [c, n] of s) m.set(c, Math.max(m.get(c) ?? 0, n));
    return expand(m);
  });
}

/** Creatures publicly added to a legion (a recruit, an acquired Angel, a summoned Angel). */
export function addKnown(k: Knowledge, viewers: readonly PlayerId[], marker: MarkerId, added: readonly string[]): Knowledge {
  return update(k, viewers, marker, (known) => expand(counts([...known, ...added])));
}

/** Creatures publicly removed from a legion (slain, summoned away): known counts drop, never below zero. */
export function removeKnown(k: Knowledge, viewers: readonly PlayerId[], marker: MarkerId, removed: readonly string[]): Knowledge {
  return update(k, viewers, marker, (known) => {
    const m = counts(known);
    for (const c of removed) if ((m.get(c) ?? 0) > 0) m.set(c, (m.get(c) ?? 0) - 1);
    return expand(m);
  });
}

/** §4.3 secret split: of k known creatures of a kind, at least k − childSize stay in the parent and at least
 * k − parentSize are in the child; nothing more is certain. */
export function splitKnown(k: Knowledge, viewers: readonly PlayerId[], parent: MarkerId, child: MarkerId, parentSize: number, childSize: number): Knowledge {
  let out = k;
  for (const p of viewers) {
    const known = counts(k[p]?.[parent] ?? []);
    const keep = new Map<string, number>();
    const moved = new Map<string, number>();
    for (const [c, n] of known) {
      if (n - childSize > 0) keep.set(c, n - childSize);
      if (n - parentSize > 0) moved.set(c, n - parentSize);
    }
    out = update(out, [p], parent, () => expand(keep));
    out = update(out, [p], child, () => expand(moved));
  }
  return out;
}

/** Two legions recombine (§4.3): what was known of both is known of the result. */
export function mergeKnown(k: Knowledge, viewers: readonly PlayerId[], from: MarkerId, into: MarkerId): Knowledge {
  let out = k;
  for (const p of viewers) {
    const both = [...(k[p]?.[from] ?? []), ...(k[p]?.[into] ?? [])];
    out = update(out, [p], into, () => expand(counts(both)));
    out = update(out, [p], from, () => []);
  }
  return out;
}

/** A marker leaves play: nobody keeps knowledge of it (it may name a new legion later). */
export function forget(k: Knowledge, marker: MarkerId): Knowledge {
  return update(k, Object.keys(k), marker, () => []);
}
