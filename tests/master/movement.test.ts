// §7 normal movement: the Movement Chart on every land and roll, checked against a plain path enumerator written
// straight from the rule text, plus properties over random positions (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntrySide } from '../../engine/family/types.js';
import { canMove, masterGraph, normalMoves, type BoardLegion } from '../../engine/titan/master/rules.js';
import { getVariant } from '../../engine/titan/variants/index.js';

const variant = getVariant('titan');
const LAND_IDS = variant.landIds;
const legion = (marker: string, owner: string, land: number, moved = false): BoardLegion => ({
  marker,
  owner,
  land,
  creatures: ['Titan', 'Ogre'],
  moved,
});

/**
 * The rule text, literally: enumerate every path of signs. First step: the BLOCK if any, else any sign. Later steps:
 * the triple arrow if the land has one, else its single arrows, never back to the land just left. Stop on another
 * player's legion; never enter an engaged land; never end on an own legion. Entry sides from the data's
 * attackerEntry table (not the geometric rule the engine uses).
 */
function referenceMoves(legions: readonly BoardLegion[], marker: string, roll: number, engaged: readonly number[]): Map<number, Set<EntrySide>> {
  const me = legions.find((l) => l.marker === marker);
  const out = new Map<number, Set<EntrySide>>();
  if (!me) return out;
  const others = legions.filter((l) => l.marker !== marker);
  const walk = (at: number, from: number | null, left: number) => {
    const exits = variant.lands[at].exits;
    let next: number[];
    if (from === null) {
      const block = exits.find((e) => e.sign === 'BLOCK');
      next = block ? [block.to] : exits.map((e) => e.to);
    } else {
      const triple = exits.filter((e) => e.sign === 'ARROWS');
      next = (triple.length ? triple : exits.filter((e) => e.sign === 'ARROW')).map((e) => e.to).filter((t) => t !== from);
    }
    for (const to of next) {
      if (engaged.includes(to)) continue;
      const there = others.filter((l) => l.land === to);
      if (there.some((l) => l.owner !== me.owner)) {
        const set = out.get(to) ?? new Set<EntrySide>();
        set.add(variant.lands[to].attackerEntry[String(at)] as EntrySide);
        out.set(to, set);
      } else if (left === 1) {
        if (there.length === 0 && !out.has(to)) out.set(to, new Set());
      } else walk(to, at, left - 1);
    }
  };
  walk(me.land, null, roll);
  return out;
}

const asRecord = (m: Map<number, Set<EntrySide>>) =>
  [...m.entries()].sort((a, b) => a[0] - b[0]).map(([land, s]) => ({ land, entrySides: [...s].sort() }));

describe('§7.4 Movement Chart', () => {
  it('§7.4 on an empty board every land has at least one move for every roll, and all agree with the rule text', () => {
    for (const land of LAND_IDS) {
      for (let roll = 1; roll <= 6; roll++) {
        const legions = [legion('Rd01', 'Red', land)];
        const moves = normalMoves(variant, legions, 'Rd01', roll, []);
        expect(moves.length, `land ${land} roll ${roll}`).toBeGreaterThan(0);
        expect(moves).toEqual(asRecord(referenceMoves(legions, 'Rd01', roll, [])));
      }
    }
  });

  it('§7.4 the first step follows the block alone when there is one, otherwise any sign', () => {
    const graph = masterGraph(variant);
    expect(graph.firstSteps.get(4)).toEqual([103]);
    expect(graph.firstSteps.get(1000)).toEqual([1]);
    expect([...(graph.firstSteps.get(100) ?? [])].sort((a, b) => a - b)).toEqual([3, 41, 101]);
    expect([...(graph.firstSteps.get(2) ?? [])].sort((a, b) => a - b)).toEqual([3, 7]);
  });

  it('§7.4b later steps: the triple arrow when there is one, else the single arrows, not back the way it came', () => {
    const graph = masterGraph(variant);
    expect(graph.nextSteps.get(2)?.get(1)).toEqual([3]); // ARCH to 7 not used after the first step
    expect(graph.nextSteps.get(100)?.get(3)).toEqual([41, 101]);
    expect(graph.nextSteps.get(2000)?.get(1000)).toEqual([3000]); // BLOCK to 8 only for a first step
    expect(graph.nextSteps.get(2000)?.get(8)).toEqual([3000, 1000]);
  });

  it('§7.1 moves are sorted by land and never end on the legion\'s own start or an own legion', () => {
    const moves = normalMoves(variant, [legion('Rd01', 'Red', 100), legion('Rd02', 'Red', 4)], 'Rd01', 2, []);
    expect(moves.map((m) => m.land)).toEqual([42, 142]);
  });

  it('§7 a legion that already moved, an unknown marker or a roll of 0 gives no moves', () => {
    expect(normalMoves(variant, [legion('Rd01', 'Red', 1, true)], 'Rd01', 3, [])).toEqual([]);
    expect(normalMoves(variant, [legion('Rd01', 'Red', 1)], 'Rd09', 3, [])).toEqual([]);
    expect(normalMoves(variant, [legion('Rd01', 'Red', 1)], 'Rd01', 0, [])).toEqual([]);
  });

  it('§7.1–7.2 a move follows the signs for exactly the roll, or fewer only when it ends on an enemy (property over random positions)', () => {
    const landArb = fc.constantFrom(...LAND_IDS);
    const position = fc.record({
      start: landArb,
      roll: fc.integer({ min: 1, max: 6 }),
      others: fc.array(fc.record({ land: landArb, enemy: fc.boolean() }), { maxLength: 14 }),
      engagedCount: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(position, ({ start, roll, others, engagedCount }) => {
        const legions = [legion('Rd01', 'Red', start), ...others.map((o, i) => legion(`X${i}`, o.enemy ? 'Blue' : 'Red', o.land))];
        const engaged = others.filter((o) => o.enemy).slice(0, engagedCount).map((o) => o.land);
        const moves = normalMoves(variant, legions, 'Rd01', roll, engaged);
        expect(moves).toEqual(asRecord(referenceMoves(legions, 'Rd01', roll, engaged)));
        for (const m of moves) {
          expect(engaged).not.toContain(m.land);
          const enemyThere = legions.some((l) => l.land === m.land && l.owner === 'Blue');
          expect(m.entrySides.length > 0).toBe(enemyThere);
          if (variant.lands[m.land].terrain === 'Tower' && enemyThere) expect(m.entrySides).toEqual(['Bottom']);
        }
      }),
      { numRuns: 400, seed: 7 },
    );
  });

  it('§7.1 adding own legions never opens a new destination', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LAND_IDS), fc.integer({ min: 1, max: 6 }), fc.constantFrom(...LAND_IDS), (start, roll, ownLand) => {
        const alone = normalMoves(variant, [legion('Rd01', 'Red', start)], 'Rd01', roll, []).map((m) => m.land);
        const crowded = normalMoves(variant, [legion('Rd01', 'Red', start), legion('Rd02', 'Red', ownLand)], 'Rd01', roll, []).map((m) => m.land);
        for (const l of crowded) expect(alone).toContain(l);
        expect(crowded).not.toContain(ownLand);
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});

describe('§6.2 canMove', () => {
  it('§6.2 a legion boxed in by its own legions cannot move; a Tower teleport still lets it', () => {
    const legions = [legion('Rd01', 'Red', 4), legion('Rd02', 'Red', 103)];
    expect(canMove(variant, legions, 'Rd01', 1, [], { teleportUsed: false, ownerScore: 0 })).toBe(false);
    expect(canMove(variant, legions, 'Rd02', 1, [], { teleportUsed: false, ownerScore: 0 })).toBe(true);
    const tower = [legion('Rd01', 'Red', 100), legion('Rd02', 'Red', 4), legion('Rd03', 'Red', 8), legion('Rd04', 'Red', 138)];
    expect(normalMoves(variant, tower, 'Rd01', 6, [])).toEqual([]);
    expect(canMove(variant, tower, 'Rd01', 6, [], { teleportUsed: false, ownerScore: 0 })).toBe(true);
    expect(canMove(variant, tower, 'Rd01', 6, [], { teleportUsed: true, ownerScore: 0 })).toBe(false);
  });
});
