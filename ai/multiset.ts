// Multiset arithmetic on creature lists (legion contents are multisets of creature names).

/** Counts of each name. */
export function tally(list: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of list) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** `list` with one copy of `item` removed; the list unchanged (copied) when it holds none. */
export function without(list: readonly string[], item: string): string[] {
  const out = [...list];
  const i = out.indexOf(item);
  if (i >= 0) out.splice(i, 1);
  return out;
}

/** `list` minus every item of `remove` (as multisets; items not present are ignored). */
export function minus(list: readonly string[], remove: readonly string[]): string[] {
  let out = [...list];
  for (const r of remove) out = without(out, r);
  return out;
}

/** Whether `part` is a sub-multiset of `whole`. */
export function contains(whole: readonly string[], part: readonly string[]): boolean {
  const w = tally(whole);
  for (const [c, n] of tally(part)) if ((w.get(c) ?? 0) < n) return false;
  return true;
}
