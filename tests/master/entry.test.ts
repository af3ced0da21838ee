// §10.1–10.4 battle entry sides (reference §3.2–3.4): the side a move came in by, Bottom in a Tower, any 4-hex
// edge after a teleport.
import { describe, expect, it } from 'vitest';
import { ATTACKER_SIDES, entrySideFor, masterGraph, sortSides, teleportEntrySides } from '../../engine/titan/master/rules.js';
import { getVariant } from '../../engine/titan/variants/index.js';

const variant = getVariant('titan');

describe('§10.1 entry side from the side the legion came in by', () => {
  it('reference §3.4 examples: land 2 from 1 → Left, from 7 → Right; land 4 from 103 → Bottom', () => {
    expect(entrySideFor(variant, 1, 2)).toBe('Left');
    expect(entrySideFor(variant, 7, 2)).toBe('Right');
    expect(entrySideFor(variant, 103, 4)).toBe('Bottom');
  });

  it('§10.1 the geometric rule (entry side − label side) agrees with the data\'s attackerEntry for every arrival', () => {
    let checked = 0;
    for (const id of variant.landIds) {
      for (const [from, side] of Object.entries(variant.lands[id].attackerEntry)) {
        expect(entrySideFor(variant, Number(from), id), `${from} → ${id}`).toBe(side);
        checked++;
      }
    }
    expect(checked).toBe(180);
  });

  it('§10.1 every touching land gives an entry side, also one only reachable against the signs', () => {
    // Land 101 has no sign towards 102 (only 102's triple arrow points at 101), yet the edge still has a side.
    expect(entrySideFor(variant, 101, 102)).toBe('Left');
    for (const id of variant.landIds) {
      for (const n of masterGraph(variant).neighbours.get(id) ?? []) expect(ATTACKER_SIDES).toContain(entrySideFor(variant, n, id));
    }
  });

  it('§10.2 a Tower land is always entered from Bottom', () => {
    for (const tower of [100, 200, 300, 400, 500, 600]) {
      for (const n of masterGraph(variant).neighbours.get(tower) ?? []) expect(entrySideFor(variant, n, tower)).toBe('Bottom');
    }
  });

  it('entrySideFor refuses lands that do not touch', () => {
    expect(() => entrySideFor(variant, 1, 5)).toThrow();
  });
});

describe('§10.4 teleport entry sides', () => {
  it('§10.4 any 4-hex edge after a teleport, only Bottom in a Tower land (§10.2)', () => {
    expect(teleportEntrySides(variant, 5)).toEqual(['Bottom', 'Left', 'Right']);
    expect(teleportEntrySides(variant, 3000)).toEqual(['Bottom', 'Left', 'Right']);
    expect(teleportEntrySides(variant, 400)).toEqual(['Bottom']);
  });

  it('sortSides orders and de-duplicates sides', () => {
    expect(sortSides(['Right', 'Left', 'Right', 'Bottom'])).toEqual(['Bottom', 'Left', 'Right']);
  });
});
