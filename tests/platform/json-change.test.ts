// The changes between two plain-JSON values (engine/platform/json-change.ts), which a seat's own record writes per
// step: applied to the first they give the second exactly — the same JSON text, keys in the same order — without
// touching the first; they are few where little changed; changes that do not fit a value are refused, never thrown.
import { describe, expect, it } from 'vitest';
import { applyJsonChanges, jsonChanges, type JsonChange } from '../../engine/platform/json-change.js';
import { nextInt, seedRng, type RngState } from '../../engine/platform/rng.js';

/** `b` from `a` and the changes between them, checked to be exactly `b` and to leave `a` as it was. */
function roundTrip(a: unknown, b: unknown): JsonChange[] {
  const before = JSON.stringify(a);
  const changes = jsonChanges(a, b);
  const applied = applyJsonChanges(JSON.parse(JSON.stringify(a)) as unknown, JSON.parse(JSON.stringify(changes)) as JsonChange[]);
  if (!applied.ok) throw new Error(applied.message);
  expect(JSON.stringify(applied.value)).toBe(JSON.stringify(b));
  const direct = applyJsonChanges(a, changes);
  expect(direct.ok && JSON.stringify(direct.value)).toBe(JSON.stringify(b));
  expect(JSON.stringify(a)).toBe(before);
  return changes;
}

/** Seeded random picks. */
class Picks {
  constructor(private rng: RngState) {}

  /** A whole number below `n`. */
  int(n: number): number {
    const [k, next] = nextInt(this.rng, n);
    this.rng = next;
    return k;
  }
}

/** Sets an own key (a key "__proto__" too). */
const define = (o: Record<string, unknown>, k: string, v: unknown): void => {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
};

/** A random plain-JSON value a few levels deep (keys from a small set, so that two values share some). */
function randomValue(p: Picks, depth: number): unknown {
  const kind = p.int(depth > 0 ? 7 : 4);
  if (kind === 0) return null;
  if (kind === 1) return p.int(5);
  if (kind === 2) return ['a', 'b', '__proto__', '0'][p.int(4)];
  if (kind === 3) return p.int(2) === 0;
  const items = Array.from({ length: p.int(5) }, () => randomValue(p, depth - 1));
  if (kind === 4) return items;
  const o: Record<string, unknown> = {};
  for (const v of items) define(o, ['x', 'y', 'z', '__proto__', '1', '7'][p.int(6)] ?? 'x', v);
  return o;
}

/** `value` with a few random edits deep inside: a leaf or subtree replaced, a key removed, added or moved to the end,
 * an array grown or cut — the small differences between two boards a step apart. */
function edited(value: unknown, p: Picks): unknown {
  const edit = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object' || p.int(4) === 0) return randomValue(p, 2);
    if (Array.isArray(v)) {
      const copy = v.slice();
      const what = p.int(3);
      if (what === 0 && copy.length > 0) copy.length = p.int(copy.length);
      else if (what === 1) copy.push(edit(null));
      else if (copy.length > 0) {
        const i = p.int(copy.length);
        copy[i] = edit(copy[i]);
      }
      return copy;
    }
    const was = v as Record<string, unknown>;
    const keys = Object.keys(was);
    const o: Record<string, unknown> = {};
    const what = p.int(4);
    const at = keys[p.int(Math.max(1, keys.length))];
    for (const k of keys) if (!(k === at && what < 2)) define(o, k, k === at && what === 2 ? edit(was[k]) : was[k]);
    if (at !== undefined && what === 1) define(o, at, was[at]);
    if (what === 3) define(o, `k${p.int(3)}`, edit(null));
    return o;
  };
  let out = value;
  for (let n = 1 + p.int(3); n > 0; n--) out = edit(out);
  return out;
}

describe('the changes between two JSON values', () => {
  it('give back the second value exactly, key order included: a thousand random pairs, and values a few edits apart', () => {
    const p = new Picks(seedRng(23));
    for (let i = 0; i < 1000; i++) {
      const a = randomValue(p, 4);
      const b = randomValue(p, 4);
      const c = edited(a, p);
      roundTrip(a, b);
      roundTrip(b, a);
      roundTrip(a, c);
      roundTrip(c, a);
    }
  });

  it('are few where little changed: a set, a key added last, one removed, an array grown and cut', () => {
    const a = { id: 3, legions: [{ marker: 'Rd01', land: 5, creatures: ['Titan', 'Ogre'] }, { marker: 'Rd02', land: 9, creatures: ['Angel'] }], note: 'x' };
    expect(roundTrip(a, a)).toEqual([]);
    expect(roundTrip(a, { ...a, id: 4 })).toEqual([[['id'], 4]]);
    const moved = { ...a, legions: [a.legions[0], { ...a.legions[1], land: 10 }] };
    expect(roundTrip(a, moved)).toEqual([[['legions', 1, 'land'], 10]]);
    expect(roundTrip(a, { id: 3, legions: a.legions })).toEqual([[['note']]]);
    expect(roundTrip(a, { ...a, battle: null })).toEqual([[['battle'], null]]);
    expect(roundTrip(a, { ...a, legions: [a.legions[0]] })).toEqual([[['legions', 1]]]);
    expect(roundTrip(a, { ...a, legions: [...a.legions, { marker: 'Rd03', land: 1, creatures: [] }] })).toEqual([[['legions', 2], { marker: 'Rd03', land: 1, creatures: [] }]]);
  });

  it('write a value whole where its changes would take more text, or its keys would come back in another order', () => {
    expect(roundTrip({ a: 1, b: 2 }, { b: 2, a: 1 })).toEqual([[[], { b: 2, a: 1 }]]);
    expect(roundTrip([1, 2, 3, 4], [5, 6, 7, 8])).toEqual([[[], [5, 6, 7, 8]]]);
    expect(roundTrip({ x: [1, 2] }, { x: 'now a word' })).toEqual([[['x'], 'now a word']]);
  });

  it('refuse changes that do not fit the value, naming the change', () => {
    const a = { list: [1, 2], o: { k: 1 } };
    for (const [changes, which] of [
      [[[['list', 5], 0]], 1],
      [[[['list', 2, 'deeper'], 0]], 1],
      [[[['o', 'k']], [['o', 'k']]], 2],
      [[[['missing', 'k'], 1]], 1],
      [[[['list', 'k'], 1]], 1],
      [[[['o', 0], 1]], 1],
      [[[[]]], 1],
      [[[['list', 3]]], 1],
      [[[['o', 'k', 'deeper'], 1]], 1],
    ] as const) {
      const r = applyJsonChanges(a, changes as unknown as JsonChange[]);
      expect(!r.ok && r.message).toContain(`change ${which} does not fit`);
    }
    expect(JSON.stringify(a)).toBe('{"list":[1,2],"o":{"k":1}}');
  });

  it('set a key "__proto__" as the key it is, never the prototype of the value', () => {
    const r = applyJsonChanges({}, [[['__proto__'], { polluted: true }]]);
    expect(r.ok && Object.getPrototypeOf(r.value)).toBe(Object.prototype);
    expect(r.ok && JSON.stringify(r.value)).toBe('{"__proto__":{"polluted":true}}');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
