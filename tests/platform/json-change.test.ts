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

/** A random plain-JSON value a few levels deep (keys from a small set, so that two values share some). */
function randomValue(rng: RngState, depth: number): [unknown, RngState] {
  let r = rng;
  const int = (n: number): number => {
    const [k, next] = nextInt(r, n);
    r = next;
    return k;
  };
  const kind = int(depth > 0 ? 7 : 4);
  if (kind === 0) return [null, r];
  if (kind === 1) return [int(5), r];
  if (kind === 2) return [['a', 'b', '__proto__', '0'][int(4)], r];
  if (kind === 3) return [int(2) === 0, r];
  const size = int(5);
  const items: unknown[] = [];
  for (let i = 0; i < size; i++) {
    const [v, next] = randomValue(r, depth - 1);
    r = next;
    items.push(v);
  }
  if (kind === 4) return [items, r];
  const o: Record<string, unknown> = {};
  for (const v of items) Object.defineProperty(o, ['x', 'y', 'z', '__proto__', '1', '7'][int(6)] ?? 'x', { value: v, enumerable: true, writable: true, configurable: true });
  return [o, r];
}

/** `value` with a few random edits deep inside: a leaf or subtree replaced, a key removed, added or moved to the end,
 * an array grown or cut — the small differences between two boards a step apart. */
function edited(value: unknown, rng: RngState): [unknown, RngState] {
  let r = rng;
  const int = (n: number): number => {
    const [k, next] = nextInt(r, n);
    r = next;
    return k;
  };
  const edit = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object' || int(4) === 0) {
      const [fresh, next] = randomValue(r, 2);
      r = next;
      return fresh;
    }
    if (Array.isArray(v)) {
      const copy = v.slice();
      const what = int(3);
      if (what === 0 && copy.length > 0) copy.length = int(copy.length);
      else if (what === 1) copy.push(edit(null));
      else if (copy.length > 0) {
        const i = int(copy.length);
        copy[i] = edit(copy[i]);
      }
      return copy;
    }
    const keys = Object.keys(v);
    const o: Record<string, unknown> = {};
    const what = int(4);
    const at = keys[int(Math.max(1, keys.length))];
    for (const k of keys) if (!(k === at && what < 2)) Object.defineProperty(o, k, { value: k === at && what === 2 ? edit((v as Record<string, unknown>)[k]) : (v as Record<string, unknown>)[k], enumerable: true, writable: true, configurable: true });
    if (at !== undefined && what === 1) Object.defineProperty(o, at, { value: (v as Record<string, unknown>)[at], enumerable: true, writable: true, configurable: true });
    if (what === 3) Object.defineProperty(o, `k${int(3)}`, { value: edit(null), enumerable: true, writable: true, configurable: true });
    return o;
  };
  let out = value;
  for (let n = 1 + int(3); n > 0; n--) out = edit(out);
  return [out, r];
}

describe('the changes between two JSON values', () => {
  it('give back the second value exactly, key order included: a thousand random pairs, and values a few edits apart', () => {
    let rng = seedRng(23);
    for (let i = 0; i < 1000; i++) {
      const [a, r1] = randomValue(rng, 4);
      const [b, r2] = randomValue(r1, 4);
      const [c, r3] = edited(a, r2);
      rng = r3;
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
