// What each player knows of the others' legions (engine/titan/knowledge.ts) is multiset arithmetic over sorted lists:
// checked here against counting, creature by creature, on random lists — in any order, as an edited save may hold them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addKnown, forget, mergeKnown, removeKnown, reveal, splitKnown } from '../../engine/titan/knowledge.js';
import type { Knowledge } from '../../engine/titan/state.js';

const creature = fc.constantFrom('Angel', 'Centaur', 'Gargoyle', 'Ogre', 'Titan', 'Troll', 'Cyclops');
const list = fc.array(creature, { maxLength: 7 });

function count(xs: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

/** The sorted list of a counting, as the knowledge keeps it. */
function listOf(m: Map<string, number>): string[] {
  return [...m].filter(([, n]) => n > 0).flatMap(([c, n]) => Array<string>(n).fill(c)).sort();
}

/** What Blue knows of Rd01 in `k` (the empty list when nothing). */
const known = (k: Knowledge, marker = 'Rd01'): readonly string[] => k.Blue?.[marker] ?? [];
const start = (xs: readonly string[]): Knowledge => ({ Blue: xs.length ? { Rd01: xs } : {}, Green: {} });

describe('§4.3, §9: what a player knows of another legion', () => {
  it('a reveal raises each creature to what was shown, an addition adds, a removal takes away (never below none)', () => {
    let checked = 0;
    fc.assert(
      fc.property(list, list, (before, other) => {
        const k = start(before);
        const b = count(before);
        const o = count(other);
        const most = new Map([...b, ...o].map(([c]) => [c, Math.max(b.get(c) ?? 0, o.get(c) ?? 0)]));
        const sum = new Map([...b, ...o].map(([c]) => [c, (b.get(c) ?? 0) + (o.get(c) ?? 0)]));
        const less = new Map([...b].map(([c, n]) => [c, Math.max(0, n - (o.get(c) ?? 0))]));
        expect(known(reveal(k, ['Blue'], 'Rd01', other))).toEqual(listOf(most));
        expect(known(addKnown(k, ['Blue'], 'Rd01', other))).toEqual(listOf(sum));
        expect(known(removeKnown(k, ['Blue'], 'Rd01', other))).toEqual(listOf(less));
        expect(reveal(k, ['Green'], 'Rd01', other).Blue).toBe(k.Blue); // another viewer's record: Blue's unchanged
        checked++;
      }),
      { seed: 19, numRuns: 300 },
    );
    expect(checked).toBe(300);
  });

  it('a split keeps of k known creatures k − child size in the parent and k − parent size in the child; a merge adds both', () => {
    fc.assert(
      fc.property(list, fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), list, (before, parentSize, childSize, other) => {
        const k = start(before);
        const split = splitKnown(k, ['Blue'], 'Rd01', 'Rd02', parentSize, childSize);
        const b = count(before);
        expect(known(split)).toEqual(listOf(new Map([...b].map(([c, n]) => [c, n - childSize]))));
        expect(known(split, 'Rd02')).toEqual(listOf(new Map([...b].map(([c, n]) => [c, n - parentSize]))));
        const both: Knowledge = { Blue: { Rd01: before, Rd02: other } };
        const merged = mergeKnown(both, ['Blue'], 'Rd02', 'Rd01');
        expect(known(merged)).toEqual([...before, ...other].sort());
        expect(merged.Blue?.Rd02).toBeUndefined();
        expect(forget(merged, ['Rd01']).Blue?.Rd01).toBeUndefined();
      }),
      { seed: 23, numRuns: 200 },
    );
  });

  it('a change that changes nothing keeps the same record', () => {
    const k = start(['Centaur', 'Ogre']);
    expect(reveal(k, ['Blue'], 'Rd01', ['Ogre'])).toBe(k);
    expect(removeKnown(k, ['Blue'], 'Rd01', ['Troll'])).toBe(k);
  });
});
