// The engine's generated battle grid and battlelands satisfy reference checks.md B1–B7 (rules §2.2, §10.1–10.2):
// the 27-hex grid, its symmetric neighbours and entry edges, and each battleland's hazards, hexsides and elevations.
import { describe, expect, it } from 'vitest';
import { BATTLE_GRID } from '../../engine/family/data/generated/battlegrid.js';
import { BATTLELANDS } from '../../engine/family/data/generated/battlelands.js';
import type { BattlelandDef, GridHexDef } from '../../engine/family/types.js';

const GRID = new Map(BATTLE_GRID.map((h) => [h.label, h]));
const hex = (label: string): GridHexDef => {
  const h = GRID.get(label);
  if (!h) throw new Error(`no hex ${label}`);
  return h;
};
const TERRAINS = ['Brush', 'Desert', 'Hills', 'Jungle', 'Marsh', 'Mountains', 'Plains', 'Swamp', 'Tower', 'Tundra', 'Woods'];
const land = (terrain: string): BattlelandDef => BATTLELANDS[terrain];
const hazardOf = (bl: BattlelandDef, label: string) => bl.hexes[label]?.hazard ?? 'Plains';
const elevationOf = (bl: BattlelandDef, label: string) => bl.hexes[label]?.elevation ?? 0;
const hexsideOf = (bl: BattlelandDef, label: string, side: number) => bl.hexes[label]?.hexsides[side] ?? null;

/** Reference §2.1: the neighbour across side k in grid coordinates (side 0 = up, clockwise; odd columns sit lower). */
function geometricNeighbour(h: GridHexDef, side: number): string | null {
  const odd = h.x % 2 === 1;
  const deltas: [number, number][] = odd
    ? [[0, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0]]
    : [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 0], [-1, -1]];
  const [dx, dy] = deltas[side];
  return BATTLE_GRID.find((o) => o.x === h.x + dx && o.y === h.y + dy)?.label ?? null;
}

describe('§2.2 the 27-hex battle grid (checks B1–B3)', () => {
  it('B1 27 hexes in columns A–F of 3, 4, 5, 6, 5, 4, numbered from the bottom', () => {
    expect(BATTLE_GRID.length).toBe(27);
    const columns = [3, 4, 5, 6, 5, 4];
    columns.forEach((n, i) => {
      const col = 'ABCDEF'[i];
      const hexes = BATTLE_GRID.filter((h) => h.label[0] === col);
      expect(hexes.map((h) => h.label).sort()).toEqual(Array.from({ length: n }, (_, k) => `${col}${k + 1}`));
      for (const h of hexes) {
        expect(h.x).toBe(i);
        const number = Number(h.label.slice(1));
        expect(number).toBe(['C', 'D', 'E'].includes(col) ? 6 - h.y : 5 - h.y);
      }
    });
  });

  it('B2 neighbours follow flat-top hex geometry and are symmetric (side k of a hex is side k+3 of its neighbour)', () => {
    for (const h of BATTLE_GRID) {
      for (let side = 0; side < 6; side++) {
        const n = h.neighbours[side];
        expect(n, `${h.label} side ${side}`).toBe(geometricNeighbour(h, side));
        if (n) expect(hex(n).neighbours[(side + 3) % 6]).toBe(h.label);
      }
    }
  });

  it('B3 the attacker edges have 4 hexes, the defender edges 3, and together they are the 15 rim hexes', () => {
    const edge = (name: string) => BATTLE_GRID.filter((h) => h.edges.includes(name)).map((h) => h.label).sort();
    expect(edge('Bottom')).toEqual(['A1', 'B1', 'C1', 'D1']);
    expect(edge('Left')).toEqual(['A3', 'B4', 'C5', 'D6']);
    expect(edge('Right')).toEqual(['F1', 'F2', 'F3', 'F4']);
    expect(edge('LeftDefense')).toEqual(['A1', 'A2', 'A3']);
    expect(edge('RightDefense')).toEqual(['D1', 'E1', 'F1']);
    expect(edge('TopDefense')).toEqual(['D6', 'E5', 'F4']);
    const rim = BATTLE_GRID.filter((h) => h.neighbours.some((n) => n === null));
    expect(rim.length).toBe(15);
    for (const h of BATTLE_GRID) expect(h.edges.length > 0, h.label).toBe(rim.includes(h));
  });
});

describe('§2.2 battlelands (checks B4–B7, reference §2.3 index)', () => {
  const expected: Record<string, { hazards: Record<string, number>; hexsides: Record<string, number>; elevations: number[] }> = {
    Brush: { hazards: { Brambles: 8 }, hexsides: {}, elevations: [27, 0, 0] },
    Desert: { hazards: { Sand: 11 }, hexsides: { Dune: 14, Cliff: 4 }, elevations: [27, 0, 0] },
    Hills: { hazards: { Tree: 3 }, hexsides: { Slope: 25 }, elevations: [19, 8, 0] },
    Jungle: { hazards: { Brambles: 7, Tree: 3 }, hexsides: {}, elevations: [24, 3, 0] },
    Marsh: { hazards: { Bog: 6 }, hexsides: {}, elevations: [27, 0, 0] },
    Mountains: { hazards: { Volcano: 1 }, hexsides: { Slope: 38, Cliff: 3 }, elevations: [9, 12, 6] },
    Plains: { hazards: {}, hexsides: {}, elevations: [27, 0, 0] },
    Swamp: { hazards: { Bog: 5, Tree: 3 }, hexsides: {}, elevations: [24, 3, 0] },
    Tower: { hazards: { Tower: 7 }, hexsides: { Wall: 24 }, elevations: [20, 6, 1] },
    Tundra: { hazards: { Drift: 9 }, hexsides: {}, elevations: [27, 0, 0] },
    Woods: { hazards: { Tree: 5 }, hexsides: {}, elevations: [22, 5, 0] },
  };

  it('there is one battleland for each of the 11 terrains', () => {
    expect(Object.keys(BATTLELANDS).sort()).toEqual(TERRAINS);
  });

  for (const terrain of TERRAINS) {
    it(`B4 ${terrain}: hazard, hexside and elevation counts as in the reference index`, () => {
      const bl = land(terrain);
      for (const label of Object.keys(bl.hexes)) expect(GRID.has(label), label).toBe(true);
      const hazards: Record<string, number> = {};
      const hexsides: Record<string, number> = {};
      const elevations = [0, 0, 0];
      for (const h of BATTLE_GRID) {
        const hz = hazardOf(bl, h.label);
        if (hz !== 'Plains') hazards[hz] = (hazards[hz] ?? 0) + 1;
        elevations[elevationOf(bl, h.label)]++;
        for (let s = 0; s < 6; s++) {
          const side = hexsideOf(bl, h.label, s);
          if (side) hexsides[side] = (hexsides[side] ?? 0) + 1;
        }
      }
      expect({ hazards, hexsides, elevations }).toEqual(expected[terrain]);
    });

    it(`B4 ${terrain}: no hexside hazard faces off the board and no edge carries one on both sides`, () => {
      const bl = land(terrain);
      const bad: string[] = [];
      let marked = 0;
      for (const h of BATTLE_GRID) {
        for (let s = 0; s < 6; s++) {
          if (!hexsideOf(bl, h.label, s)) continue;
          marked++;
          const n = h.neighbours[s];
          if (n === null) bad.push(`${h.label} side ${s} faces off the board`);
          else if (hexsideOf(bl, n, (s + 3) % 6)) bad.push(`${h.label}/${n} marked on both sides`);
        }
      }
      expect(bad).toEqual([]);
      expect(marked).toBe(Object.values(expected[terrain].hexsides).reduce((a, b) => a + b, 0));
    });

    it(`B7 ${terrain}: every rise in elevation is marked on the higher hex, except next to Trees`, () => {
      const bl = land(terrain);
      const unmarked: string[] = [];
      let rises = 0;
      for (const h of BATTLE_GRID) {
        h.neighbours.forEach((n, s) => {
          if (!n || elevationOf(bl, h.label) <= elevationOf(bl, n)) return;
          if (hazardOf(bl, h.label) === 'Tree' || hazardOf(bl, n) === 'Tree') return;
          rises++;
          if (!hexsideOf(bl, h.label, s)) unmarked.push(`${h.label} above ${n}`);
        });
      }
      expect(unmarked).toEqual([]);
      const raised = BATTLE_GRID.some((h) => elevationOf(bl, h.label) > 0 && hazardOf(bl, h.label) !== 'Tree');
      expect(rises > 0).toBe(raised);
    });
  }

  it('B7 all 14 Trees stand at elevation 1 with no hexside marks', () => {
    let trees = 0;
    for (const terrain of TERRAINS) {
      for (const [label, h] of Object.entries(land(terrain).hexes)) {
        if (h.hazard !== 'Tree') continue;
        trees++;
        expect(h.elevation, `${terrain} ${label}`).toBe(1);
        expect(h.hexsides.every((s) => s === null)).toBe(true);
      }
    }
    expect(trees).toBe(14);
  });

  it('B6 §10.2 Tower: start list = the 7 walled hexes, D4 at 2, the ring at 1, Walls exactly around the walled area and D4', () => {
    const tower = land('Tower');
    const ring = ['C3', 'C4', 'D3', 'D5', 'E3', 'E4'];
    const walled = new Set(['D4', ...ring]);
    expect(tower.tower).toBe(true);
    expect(TERRAINS.filter((t) => land(t).tower)).toEqual(['Tower']);
    expect([...tower.startList].sort()).toEqual([...walled].sort());
    expect(elevationOf(tower, 'D4')).toBe(2);
    for (const r of ring) expect(elevationOf(tower, r)).toBe(1);
    for (const label of walled) expect(hazardOf(tower, label)).toBe('Tower');
    for (const h of BATTLE_GRID) {
      h.neighbours.forEach((n, s) => {
        if (!n) return;
        const wall = hexsideOf(tower, h.label, s) === 'Wall' || hexsideOf(tower, n, (s + 3) % 6) === 'Wall';
        const expectWall = walled.has(h.label) !== walled.has(n) || ((h.label === 'D4') !== (n === 'D4') && walled.has(h.label) && walled.has(n));
        expect(wall, `${h.label}/${n}`).toBe(expectWall);
      });
    }
  });
});
