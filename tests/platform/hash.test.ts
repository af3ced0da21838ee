import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, fnv1a64, hashState, sameFlatMembers } from '../../engine/platform/hash.js';

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

describe('sameFlatMembers: a cheap test that two equal values pass (a search for a listed action among hundreds)', () => {
  it('holds whenever two records have the same canonical JSON, whatever their key order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (v) => {
        const copy = JSON.parse(JSON.stringify(v)) as Record<string, unknown>;
        const reversed = Object.fromEntries(Object.entries(copy).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(v));
        expect(sameFlatMembers(v, reversed)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('fails on a string or boolean member that differs or is missing, and reads no other kind of member', () => {
    const cast = { type: 'castSpell', spell: 'inferno', caster: 'p3', hex: 'C4', held: true, dice: 2, aim: { piece: 'p9' } };
    expect(sameFlatMembers(cast, { ...cast, spell: 'quake' })).toBe(false);
    expect(sameFlatMembers(cast, { ...cast, held: false })).toBe(false);
    const { caster: _caster, ...uncast } = cast;
    expect(sameFlatMembers(cast, uncast)).toBe(false);
    expect(sameFlatMembers(cast, { ...cast, dice: 3, aim: { piece: 'p1' } })).toBe(true); // canonicalJson tells those apart
  });
});
