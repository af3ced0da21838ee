import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, fnv1a64, hashState } from '../../engine/platform/hash.js';

describe('hashState: stable fingerprints of plain-JSON states', () => {
  it('matches the published FNV-1a 64-bit test vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('hashes UTF-8 bytes, so non-ASCII text does not collide with its code units', () => {
    expect(fnv1a64('€')).not.toBe(fnv1a64('\u00e2\u0082\u00ac'));
    expect(fnv1a64('é')).toBe(fnv1a64('é'));
  });

  it('ignores key order and undefined members, like JSON itself', () => {
    expect(hashState({ b: 1, a: [1, { z: 2, y: undefined }] })).toBe(hashState({ a: [1, { z: 2 }], b: 1 }));
    expect(canonicalJson({ b: [undefined], a: 'x' })).toBe('{"a":"x","b":[null]}');
  });

  it('equals the hash of the value after a JSON round trip, and differs when any leaf changes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(hashState(JSON.parse(JSON.stringify(v)))).toBe(hashState(v));
        expect(hashState({ v, extra: 1 })).not.toBe(hashState({ v, extra: 2 }));
      }),
      { numRuns: 300 },
    );
  });
});
