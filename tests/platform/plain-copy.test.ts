// The reducers' working copy (engine/platform/plain-copy.ts) must equal a JSON round trip on any plain data and share nothing
// with its source, or a reducer step would change the state it was handed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyPlain } from '../../engine/platform/plain-copy.js';

describe('copyPlain, the reducers\' working copy', () => {
  it('equals a JSON round trip of any JSON value (keys such as "__proto__" included; -0 stays -0, written 0)', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => {
      const copy = copyPlain(v);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(v));
      expect(copy).toEqual(v);
    }), { numRuns: 1000 });
  });

  it('keeps a "__proto__" key as an own field, as JSON.parse does, not as the prototype', () => {
    const v = JSON.parse('{"__proto__":{"a":1},"b":[{"__proto__":null}]}') as unknown;
    const copy = copyPlain(v);
    expect(JSON.stringify(copy)).toBe('{"__proto__":{"a":1},"b":[{"__proto__":null}]}');
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  });

  it('shares no object or array with its source: changing the copy leaves the source as it was', () => {
    const source = { a: [1, { b: 2 }], c: { d: [3] }, e: null, f: 'x', gone: undefined };
    const copy = copyPlain(source);
    copy.a.push(9);
    (copy.a[1] as { b: number }).b = 7;
    copy.c.d[0] = 5;
    expect(source).toStrictEqual({ a: [1, { b: 2 }], c: { d: [3] }, e: null, f: 'x', gone: undefined });
    expect('gone' in copy).toBe(false);
  });
});
