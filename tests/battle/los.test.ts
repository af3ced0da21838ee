// §12.4 rangestrike line of sight and the Hazard Chart's rangestriking rows on blocking.
import { describe, expect, it } from 'vitest';
import { canStrike, losBlocked } from '../../engine/family/battle/rules.js';
import { candidatePaths } from '../../engine/family/battle/los.js';
import { HEX_LABELS, hexIndex } from '../../engine/family/battle/grid.js';
import { land, position, type PieceSpec } from './helpers.js';

const PLAIN = land({});
const paths = (a: string, b: string) => candidatePaths(hexIndex(a), hexIndex(b)).map((p) => [...p].map((h) => HEX_LABELS[h]));
const blocker = (hex: string, extra = {}): PieceSpec => ['Ogre', 'defender', hex, extra];

describe('§12.4 the path of a rangestrike', () => {
  it('§12.4: the path is the hexes a centre-to-centre line passes through', () => {
    expect(paths('C1', 'C4')).toEqual([['C1', 'C2', 'C3', 'C4']]);
    expect(paths('A2', 'D5')).toEqual([['A2', 'B3', 'C4', 'D5']]);
  });

  it('§12.4: along a hexspine there are two paths, one through each hex beside it', () => {
    expect(paths('A1', 'B3')).toEqual([['A1', 'B2', 'B3'], ['A1', 'A2', 'B3']]);
    expect(paths('C3', 'E3')).toEqual([['C3', 'D3', 'E3'], ['C3', 'D4', 'E3']]);
  });

  it('§12.4: consecutive hexes of every path are neighbours and the path starts and ends at the two hexes', () => {
    for (const a of HEX_LABELS) {
      for (const b of HEX_LABELS) {
        if (a === b) continue;
        for (const p of candidatePaths(hexIndex(a), hexIndex(b))) {
          expect(HEX_LABELS[p[0]]).toBe(a);
          expect(HEX_LABELS[p[p.length - 1]]).toBe(b);
          for (let k = 1; k < p.length; k++) expect(paths(HEX_LABELS[p[k - 1]], HEX_LABELS[p[k]])[0]).toHaveLength(2);
        }
      }
    }
  });
});

describe('§12.4 characters in the path', () => {
  it('§12.4: any character, friend or foe, in an intervening hex blocks the rangestrike', () => {
    expect(losBlocked(position(PLAIN, []), 'C1', 'C4')).toBe(false);
    expect(losBlocked(position(PLAIN, [blocker('C2')]), 'C1', 'C4')).toBe(true);
    expect(losBlocked(position(PLAIN, [['Ogre', 'attacker', 'C3']]), 'C1', 'C4')).toBe(true);
  });

  it('§12.4: pieces on the two end hexes never block; same and adjacent hexes are never blocked', () => {
    const pos = position(PLAIN, [blocker('C1'), blocker('C4')]);
    expect(losBlocked(pos, 'C1', 'C4')).toBe(false);
    expect(losBlocked(pos, 'C1', 'C1')).toBe(false);
    expect(losBlocked(pos, 'C1', 'C2')).toBe(false);
  });

  it('§13.6: a character slain this phase still stands on the battleland and blocks', () => {
    expect(losBlocked(position(PLAIN, [blocker('C2', { slain: true })]), 'C1', 'C4')).toBe(true);
  });

  it('§12.4: on a hexspine one blocked hex leaves the other path open; both blocked close it', () => {
    expect(losBlocked(position(PLAIN, [blocker('B2')]), 'A1', 'B3')).toBe(false);
    expect(losBlocked(position(PLAIN, [blocker('A2')]), 'A1', 'B3')).toBe(false);
    expect(losBlocked(position(PLAIN, [blocker('A2'), blocker('B2')]), 'A1', 'B3')).toBe(true);
  });

  it('Hazard Chart, CHARACTERS (3): a character lower than both rangestriker and target does not block', () => {
    const valley = land({ C2: { elevation: 1, sides: { 0: 'Slope' } }, C4: { elevation: 1, sides: { 3: 'Slope' } } });
    expect(losBlocked(position(valley, [blocker('C3')]), 'C2', 'C4')).toBe(false);
    const level = land({ C2: { elevation: 1, sides: { 0: 'Slope' } }, C3: { elevation: 1 }, C4: { elevation: 1, sides: { 3: 'Slope' } } });
    expect(losBlocked(position(level, [blocker('C3')]), 'C2', 'C4')).toBe(true);
  });

  it('Hazard Chart, CHARACTERS (2): a character at the base of a Cliff does not block a striker or target atop it', () => {
    const cliff = land({ C2: { elevation: 2, sides: { 0: 'Cliff' } } });
    expect(losBlocked(position(cliff, [blocker('C3')]), 'C2', 'C4')).toBe(false);
    expect(losBlocked(position(cliff, [blocker('C3')]), 'C4', 'C2')).toBe(false);
    expect(losBlocked(position(cliff, [blocker('C4')]), 'C2', 'C5')).toBe(true);
    expect(losBlocked(position(cliff, [blocker('C3')]), 'C2', 'C5')).toBe(false);
  });

  it('§13.5 picture: a Minotaur atop a Cliff next to a Behemoth may rangestrike a Troll beyond it', () => {
    const cliff = land({ C2: { elevation: 2, sides: { 0: 'Cliff' } } });
    const pos = position(cliff, [['Minotaur', 'attacker', 'C2'], ['Behemoth', 'defender', 'C3'], ['Troll', 'defender', 'C4']]);
    expect(canStrike(pos, 'C2', 'C4')).toBe(true);
    expect(canStrike(pos, 'C2', 'C3')).toBe(false);
  });
});

describe('Hazard Chart rangestriking: hazards that block', () => {
  it('Hazard Chart, Tree: a rangestrike may not pass through a Tree hex', () => {
    expect(losBlocked(position(land({ C2: { hazard: 'Tree', elevation: 1 } }), []), 'C1', 'C4')).toBe(true);
    // On a hexspine the other hex is used.
    expect(losBlocked(position(land({ B2: { hazard: 'Tree', elevation: 1 } }), []), 'A1', 'B3')).toBe(false);
  });

  it('Hazard Chart: Brambles, Sand, Bog, Drift, Volcano and Tower hexes do not block by themselves', () => {
    for (const hazard of ['Brambles', 'Sand', 'Bog', 'Drift', 'Volcano', 'Tower'] as const) {
      expect(losBlocked(position(land({ C2: { hazard }, C3: { hazard } }), []), 'C1', 'C4'), hazard).toBe(false);
    }
  });

  it('Hazard Chart, Dune: a single Dune may be crossed only if rangestriker or target occupies its hex', () => {
    const mid = land({ C3: { hazard: 'Sand', sides: { 3: 'Dune' } } });
    expect(losBlocked(position(mid, []), 'C1', 'C4')).toBe(true);
    const atStriker = land({ C2: { hazard: 'Sand', sides: { 0: 'Dune' } } });
    expect(losBlocked(position(atStriker, []), 'C2', 'C4')).toBe(false);
    const atTarget = land({ C4: { hazard: 'Sand', sides: { 3: 'Dune' } } });
    expect(losBlocked(position(atTarget, []), 'C2', 'C4')).toBe(false);
  });

  it('Hazard Chart, Dune: two Dunes only if rangestriker and target occupy both Dune hexes', () => {
    const both = land({ C2: { hazard: 'Sand', sides: { 0: 'Dune' } }, C4: { hazard: 'Sand', sides: { 3: 'Dune' } } });
    expect(losBlocked(position(both, []), 'C2', 'C4')).toBe(false);
    const oneMid = land({ C2: { hazard: 'Sand', sides: { 0: 'Dune' } }, C3: { hazard: 'Sand', sides: { 0: 'Dune' } } });
    expect(losBlocked(position(oneMid, []), 'C2', 'C5')).toBe(true);
  });

  it('Hazard Chart, Slope: a rangestrike may not cross a hill that neither end stands on', () => {
    const hill = land({ C3: { elevation: 1, sides: { 0: 'Slope', 3: 'Slope' } } });
    expect(losBlocked(position(hill, []), 'C2', 'C4')).toBe(true);
  });

  it('Hazard Chart, Slope: one or two Slopes may be crossed if the rangestriker or the target is atop one', () => {
    const top = land({ C2: { elevation: 1, sides: { 0: 'Slope' } } });
    expect(losBlocked(position(top, []), 'C2', 'C4')).toBe(false);
    expect(losBlocked(position(top, []), 'C4', 'C2')).toBe(false);
    const twoDown = land({ C2: { elevation: 2, sides: { 0: 'Slope' } }, C3: { elevation: 1, sides: { 0: 'Slope' } } });
    expect(losBlocked(position(twoDown, []), 'C2', 'C4')).toBe(false);
  });

  it('Hazard Chart, Slope: three Slopes need the rangestriker and the target each atop one', () => {
    const ridge = (targetAtop: boolean) =>
      land({
        C1: { elevation: 1, sides: { 0: 'Slope' } },
        C3: { elevation: 1, sides: targetAtop ? { 3: 'Slope' } : { 0: 'Slope', 3: 'Slope' } },
        ...(targetAtop ? { C4: { elevation: 2, sides: { 3: 'Slope' } } } : {}),
      });
    expect(losBlocked(position(ridge(true), []), 'C1', 'C4')).toBe(false);
    expect(losBlocked(position(ridge(false), []), 'C1', 'C4')).toBe(true);
  });

  it('Hazard Chart, Wall: a single Wall may be crossed only if rangestriker or target occupies its hex', () => {
    expect(losBlocked(position('Tower', []), 'D1', 'D3')).toBe(false);
    expect(losBlocked(position('Tower', []), 'D3', 'D1')).toBe(false);
    // A Wall in the middle of the path, neither end on its hex.
    expect(losBlocked(position(land({ C3: { elevation: 1, sides: { 3: 'Wall' } } }), []), 'C1', 'C4')).toBe(true);
  });

  it('Hazard Chart, Wall: two Walls only from or to the Tower centre, and not to a hex directly beneath a Wall', () => {
    expect(losBlocked(position('Tower', []), 'D4', 'D1')).toBe(false);
    expect(losBlocked(position('Tower', []), 'D1', 'D4')).toBe(false);
    expect(losBlocked(position('Tower', []), 'D4', 'D2')).toBe(true);
  });

  it('Hazard Chart, Cliff: a Cliff may be crossed only by a rangestriker or target atop it', () => {
    const atop = land({ C2: { elevation: 2, sides: { 0: 'Cliff' } } });
    expect(losBlocked(position(atop, []), 'C2', 'C4')).toBe(false);
    const mid = land({ C3: { elevation: 2, sides: { 3: 'Cliff' } } });
    expect(losBlocked(position(mid, []), 'C1', 'C4')).toBe(true);
    const two = land({ C2: { elevation: 2, sides: { 0: 'Cliff' } }, C4: { elevation: 2, sides: { 3: 'Cliff' } } });
    expect(losBlocked(position(two, []), 'C2', 'C4')).toBe(true);
  });

  it('Hazard Chart, Cliff: one Cliff with any number of Slopes if rangestriker or target is atop the Cliff', () => {
    const l = land({ C1: { elevation: 2, sides: { 0: 'Cliff' } }, C3: { elevation: 1, sides: { 0: 'Slope', 3: 'Slope' } } });
    expect(losBlocked(position(l, []), 'C1', 'C4')).toBe(false);
  });

  it('Hazard Chart, Cliff/Dune: only with one end on the Dune hex and the other atop the Cliff', () => {
    const ok = land({ C2: { elevation: 1, sides: { 0: 'Cliff' } }, C4: { hazard: 'Sand', sides: { 3: 'Dune' } } });
    expect(losBlocked(position(ok, []), 'C2', 'C4')).toBe(false);
    expect(losBlocked(position('Desert', []), 'D4', 'A1')).toBe(true);
  });
});
