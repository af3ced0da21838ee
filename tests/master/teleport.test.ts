// §8 teleportation: Tower teleport (§8.1) and Titan teleport (§8.2), their conditions and entry sides (§10.4).
import { titanPower } from '../../engine/titan/values.js';
import { describe, expect, it } from 'vitest';
import { lordsOf, masterGraph, normalMoves, teleportMoves, type BoardLegion } from '../../engine/titan/master/rules.js';
import { getVariant } from '../../engine/titan/variants/index.js';

const variant = getVariant('titan');
const legion = (marker: string, owner: string, land: number, creatures: string[], moved = false): BoardLegion => ({ marker, owner, land, creatures, moved });
const fresh = { teleportUsed: false, ownerScore: 0 };

describe('§8.1 Tower teleport', () => {
  it('§8.1 distance counts touching lands ignoring signs: 3000 is six lands from Tower 100, 4000 seven', () => {
    const dist = masterGraph(variant).distance.get(100);
    expect(dist?.get(3000)).toBe(6);
    expect(dist?.get(4000)).toBe(7);
    expect(dist?.get(3)).toBe(1);
    expect(dist?.get(100)).toBe(0);
    const lands = teleportMoves(variant, [legion('Rd01', 'Red', 100, ['Angel', 'Ogre'])], 'Rd01', 6, fresh).map((t) => t.land);
    expect(lands).toContain(3000);
    expect(lands).not.toContain(4000);
    expect(lands).not.toContain(100);
    expect(lands).toEqual(expect.arrayContaining([200, 300, 400, 500, 600]));
  });

  it('§8.1 distance is symmetric and each land is one step from its touching lands', () => {
    const graph = masterGraph(variant);
    for (const a of graph.landIds) {
      for (const n of graph.neighbours.get(a) ?? []) expect(graph.distance.get(a)?.get(n)).toBe(1);
      for (const b of graph.landIds) expect(graph.distance.get(a)?.get(b)).toBe(graph.distance.get(b)?.get(a));
    }
  });

  it('§8.1 only vacant lands: no legion of any player', () => {
    const legions = [
      legion('Rd01', 'Red', 100, ['Titan', 'Ogre']),
      legion('Rd02', 'Red', 3, ['Angel', 'Ogre']),
      legion('Bu01', 'Blue', 41, ['Titan', 'Ogre']),
      legion('Bu02', 'Blue', 300, ['Angel', 'Ogre']),
    ];
    const lands = teleportMoves(variant, legions, 'Rd01', 6, fresh).map((t) => t.land);
    for (const taken of [3, 41, 300, 100]) expect(lands).not.toContain(taken);
    expect(lands).toEqual(expect.arrayContaining([2, 4, 42, 200, 400]));
  });

  it('§8.1 a Titan, Angel or Archangel allows it (revealed as `lords`); demi-lords and creatures do not', () => {
    const one = (creatures: string[]) => teleportMoves(variant, [legion('Rd01', 'Red', 100, creatures)], 'Rd01', 6, fresh);
    expect(one(['Archangel', 'Angel', 'Ogre'])[0].lords).toEqual(['Angel', 'Archangel']);
    expect(one(['Titan', 'Ogre'])[0].lords).toEqual(['Titan']);
    expect(one(['Guardian', 'Warlock', 'Ogre'])).toEqual([]);
    expect(lordsOf(variant, ['Ogre', 'Angel', 'Titan', 'Angel'])).toEqual(['Angel', 'Titan']);
  });

  it('§8.1 a Tower teleport lands on a vacant land: no engagement, no entry sides', () => {
    for (const t of teleportMoves(variant, [legion('Rd01', 'Red', 100, ['Angel', 'Ogre'])], 'Rd01', 6, fresh)) {
      expect(t.kind).toBe('tower');
      expect(t.entrySides).toEqual([]);
    }
  });

  it('§8.1 needs a 6, an unmoved legion and no teleport yet this phase', () => {
    const l = legion('Rd01', 'Red', 100, ['Angel', 'Ogre']);
    expect(teleportMoves(variant, [l], 'Rd01', 5, fresh)).toEqual([]);
    expect(teleportMoves(variant, [{ ...l, moved: true }], 'Rd01', 6, fresh)).toEqual([]);
    expect(teleportMoves(variant, [l], 'Rd01', 6, { teleportUsed: true, ownerScore: 0 })).toEqual([]);
  });
});

describe('§8.3 teleport is optional', () => {
  it('§8.3 a legion able to teleport keeps its normal moves', () => {
    const legions = [legion('Rd01', 'Red', 100, ['Angel', 'Ogre'])];
    expect(teleportMoves(variant, legions, 'Rd01', 6, fresh).length).toBeGreaterThan(0);
    expect(normalMoves(variant, legions, 'Rd01', 6, []).map((m) => m.land)).toEqual([4, 8, 138]);
  });
});

describe('§8.2 Titan teleport', () => {
  const board = [
    legion('Rd01', 'Red', 22, ['Titan', 'Troll']),
    legion('Rd02', 'Red', 2, ['Angel', 'Troll']),
    legion('Bu01', 'Blue', 2, ['Titan', 'Ogre']), // engaged with Rd02
    legion('Bu02', 'Blue', 300, ['Angel', 'Ogre']),
    legion('Gr01', 'Green', 6000, ['Titan', 'Lion']),
  ];

  it('§8.2/§19.2 Titan teleport needs 400 points (Titan power 10)', () => {
    expect(teleportMoves(variant, board, 'Rd01', 6, { teleportUsed: false, ownerScore: 399 })).toEqual([]);
    expect(teleportMoves(variant, board, 'Rd01', 6, { teleportUsed: false, ownerScore: 400 }).length).toBeGreaterThan(0);
    expect([titanPower(variant, 399), titanPower(variant, 400)]).toEqual([9, 10]);
  });

  it('§8.2 onto any other player\'s legion, however far; not onto a land already holding an own legion', () => {
    const targets = teleportMoves(variant, board, 'Rd01', 6, { teleportUsed: false, ownerScore: 400 });
    expect(targets).toEqual([
      { land: 300, kind: 'titan', entrySides: ['Bottom'], lords: ['Titan'] },
      { land: 6000, kind: 'titan', entrySides: ['Bottom', 'Left', 'Right'], lords: ['Titan'] },
    ]);
  });

  it('§8.2 only the legion holding the Titan', () => {
    expect(teleportMoves(variant, board, 'Rd02', 6, { teleportUsed: false, ownerScore: 900 })).toEqual([]);
  });

  it('§8.1 + §8.2 a Titan legion in a Tower may make either kind, sorted by land', () => {
    const legions = [legion('Rd01', 'Red', 400, ['Titan', 'Troll']), legion('Bu01', 'Blue', 200, ['Angel', 'Ogre'])];
    const targets = teleportMoves(variant, legions, 'Rd01', 6, { teleportUsed: false, ownerScore: 400 });
    expect(targets.find((t) => t.land === 200)?.kind).toBe('titan');
    expect(targets.find((t) => t.land === 300)?.kind).toBe('tower');
    const lands = targets.map((t) => t.land);
    expect(lands).toEqual([...lands].sort((a, b) => a - b));
  });

  it('§21 the Titan Variant uses the same teleport rules', () => {
    const v = getVariant('titan-variant');
    const legions = [legion('Rd01', 'Red', 22, ['Titan', 'Troll']), legion('Bu01', 'Blue', 5, ['Cyclops', 'Lion'])];
    expect(teleportMoves(v, legions, 'Rd01', 6, { teleportUsed: false, ownerScore: 400 }).map((t) => t.land)).toEqual([5]);
  });
});
