// The 21 Gods of Titan battlelands (docs/gods-of-titan-battlelands.md): the validator passes them, the classic maps
// are the classic data under Gods names, each map holds the hazards the Hazard Chart ties to its terrain, the entry
// rules of 11.2–11.5 and 27.5 are recorded, the shared battle code and the renderer's geometry read them, and the
// validator catches spoilt maps.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BATTLELANDS } from '../../engine/family/data/generated/battlelands.js';
import type { BattleEdge } from '../../engine/family/types.js';
import { landInfo } from '../../engine/family/battle/hazards.js';
import { HEX_LABELS } from '../../engine/family/battle/grid.js';
import { GODS_BATTLELANDS } from '../../engine/gods/data/battlelands.js';
import { ANY_ATTACKER_EDGE, OPPOSITE_EDGE, type GodsBattlelandDef } from '../../engine/gods/data/battlelands-build.js';
import { checkBattleland, checkBattlelands, edgeHexes, TOWER_TERRAINS } from './board-checks/battlelands.js';
import { GODS_HAZARDS } from '../../engine/gods/data/hazards.js';
import { GODS_TERRAINS, KIND_TERRAIN, TOWER_KINDS } from '../../engine/gods/terrains.js';
import { placeHexes } from '../../renderer/board/hexgeometry.js';
import { sketch } from '../../tools/gods/battleland-sketch.js';

const MAPS = GODS_BATTLELANDS;
const map = (terrain: string): GodsBattlelandDef => {
  const land = MAPS[terrain];
  if (!land) throw new Error(`no battleland ${terrain}`);
  return land;
};
const hexesOf = (land: GodsBattlelandDef, hazard: string): string[] =>
  Object.entries(land.hexes).filter(([, h]) => h.hazard === hazard).map(([l]) => l).sort();
const hazardsOn = (land: GodsBattlelandDef): string[] => {
  const names = new Set<string>();
  for (const h of Object.values(land.hexes)) {
    if (h.hazard !== 'Plain') names.add(h.hazard);
    for (const s of h.hexsides) if (s) names.add(s);
  }
  return [...names].sort();
};
const CLASSIC = ['Brush', 'Plains', 'Marsh', 'Woods', 'Hills', 'Jungle', 'Desert', 'Swamp', 'Tundra', 'Mountains', 'Tower'];
const OURS = ['Valley', 'Highlands', 'Coast', 'Sea', 'Darkland', 'Wasteland', 'Skycastle', 'Ruin', 'Fort', 'Darktower'];

describe('the battleland validator passes the 21 Gods battlelands (rules 2.2)', () => {
  it('checkBattlelands: no problem at all', () => expect(checkBattlelands(MAPS)).toEqual([]));
  for (const terrain of GODS_TERRAINS) {
    it(`${terrain}: the 27 hexes of the classic grid, Gods hazards, hexsides between board hexes, rises marked, entry room`, () => {
      expect(checkBattleland(map(terrain))).toEqual([]);
      expect(Object.keys(map(terrain).hexes).sort()).toEqual([...HEX_LABELS].sort());
    });
  }
  it('one map per terrain: the eleven classic maps carried over and our ten', () => {
    expect(Object.keys(MAPS).sort()).toEqual([...GODS_TERRAINS].sort());
    expect([...CLASSIC, ...OURS].sort()).toEqual([...GODS_TERRAINS].sort());
    expect(CLASSIC.filter((t) => BATTLELANDS[t] === undefined)).toEqual([]);
    expect(OURS.filter((t) => BATTLELANDS[t] !== undefined)).toEqual([]);
  });
});

describe('rules 12.7 each map holds the hazards the Hazard Chart ties to its terrain', () => {
  // The chart's native lists are unions of terrain chains (Sand = Plains ∪ Desert, Hedge = Valley ∪ Highlands, …):
  // a terrain's map holds the hazards its chain is native to; the Tower lands are walled; our lands as designed.
  const EXPECTED: Record<string, string> = {
    Brush: 'Bramble',
    Plains: 'Sand',
    Marsh: 'Bog',
    Valley: 'Fog Hedge',
    Woods: 'Tree',
    Hills: 'Slope Tree',
    Jungle: 'Bramble Tree',
    Desert: 'Cliff Dune Sand',
    Swamp: 'Bog Tree',
    Highlands: 'Cliff Hedge',
    Tundra: 'Drift',
    Mountains: 'Cliff Slope Volcano',
    Tower: 'Wall',
    Coast: 'Beach Water',
    Sea: 'Beach Water',
    Darkland: 'Darkness',
    Wasteland: 'Bog Bramble Cliff Drift',
    Skycastle: 'Cloud',
    Ruin: 'Bramble Slope Tree Wall',
    Fort: 'Bog Wall',
    Darktower: 'Darkness Wall',
  };
  for (const [terrain, hazards] of Object.entries(EXPECTED)) {
    it(`${terrain}: ${hazards}`, () => expect(hazardsOn(map(terrain))).toEqual(hazards.split(' ').sort()));
  }
  it('Water and Beach only where Sea-Creatures fight (Sea, Coast); Cloud only in the Skycastle; Darkness only on the Darklord\'s lands; Fog only in the Valley', () => {
    const where = (hazard: string): string[] => GODS_TERRAINS.filter((t) => hexesOf(map(t), hazard).length > 0).sort();
    expect(where('Water')).toEqual(['Coast', 'Sea']);
    expect(where('Beach')).toEqual(['Coast', 'Sea']);
    expect(where('Cloud')).toEqual(['Skycastle']);
    expect(where('Darkness')).toEqual(['Darkland', 'Darktower']);
    expect(where('Fog')).toEqual(['Valley']);
  });
  it('Volcano: a Dragon striking from it always strikes down a Slope (3 dice, the Slope die included) or not across a Cliff at all', () => {
    let volcanoes = 0;
    for (const land of Object.values(MAPS)) {
      for (const label of hexesOf(land, 'Volcano')) {
        volcanoes++;
        const sides = land.hexes[label]!.hexsides;
        expect(sides.every((s) => s === 'Slope' || s === 'Cliff')).toBe(true);
      }
    }
    expect(volcanoes).toBeGreaterThanOrEqual(1);
  });
});

describe('the classic maps are the classic data under Gods names', () => {
  const RENAMED: Record<string, string> = { Plains: 'Plain', Brambles: 'Bramble', Tower: 'Plain' };
  for (const terrain of CLASSIC) {
    it(`${terrain}: the classic elevations and hexsides; hazards renamed${terrain === 'Plains' ? ', and four Sand hexes (Sand natives: the Plains chain)' : ''}`, () => {
      const classic = BATTLELANDS[terrain]!;
      const gods = map(terrain);
      const sand = terrain === 'Plains' ? ['B3', 'C5', 'D2', 'E4'] : [];
      for (const label of HEX_LABELS) {
        const c = classic.hexes[label];
        const g = gods.hexes[label]!;
        expect(g.elevation).toBe(c?.elevation ?? 0);
        expect(g.hexsides).toEqual(c ? c.hexsides.map((s) => s ?? null) : [null, null, null, null, null, null]);
        const hazard = c?.hazard ?? 'Plains';
        expect(g.hazard).toBe(sand.includes(label) ? 'Sand' : (RENAMED[hazard] ?? hazard));
      }
      expect(gods.tower).toBe(classic.tower);
      expect(gods.startList).toEqual(classic.startList);
    });
  }
});

describe('entry sides (rules 11.2–11.5, 27.5)', () => {
  it('11.2: the name side is the 3-hex TopDefense edge and the attacker has the three 4-hex edges, on every land but the Tower lands and the Coast', () => {
    const plain = GODS_TERRAINS.filter((t) => !TOWER_TERRAINS.has(t) && t !== 'Coast');
    expect(plain).toHaveLength(16);
    for (const t of plain) {
      expect(map(t).nameSide).toBe('TopDefense');
      expect(map(t).attackerEdges).toEqual(ANY_ATTACKER_EDGE);
    }
  });
  it('11.3 and A4: walls on every kind of Tower land (Tower, Citytower, Darktower, Ruin, Fort); the defender deploys on the start list inside them and the attacker enters opposite the name side', () => {
    const kinds = [...TOWER_KINDS];
    expect(kinds.sort()).toEqual(['citytower', 'darktower', 'fort', 'ruin', 'tower']);
    for (const kind of kinds) {
      const land = map(KIND_TERRAIN[kind as keyof typeof KIND_TERRAIN]);
      const walls = Object.values(land.hexes).flatMap((h) => h.hexsides.filter((s) => s === 'Wall'));
      expect(walls.length).toBeGreaterThan(0);
      expect(checkBattleland(land)).toEqual([]);
      expect(land.tower).toBe(true);
      expect(land.startList).toHaveLength(7);
      expect(land.attackerEdges).toEqual(['Bottom']);
      expect(OPPOSITE_EDGE.Bottom).toBe(land.nameSide);
    }
  });
  it('11.4: the Coast\'s attacker always enters by its name side, a long side; the defender by the narrow side opposite', () => {
    const coast = map('Coast');
    expect(coast.nameSide).toBe('Bottom');
    expect(coast.attackerEdges).toEqual([coast.nameSide]);
    expect(edgeHexes(coast.nameSide)).toHaveLength(4);
    expect(edgeHexes(OPPOSITE_EDGE.Bottom)).toHaveLength(3);
  });
  it('27.5: the God stands at E5, the centre of the Skycastle\'s narrow name side, where his Creatures enter; the Darklord enters by the wide side opposite and can walk to him', () => {
    const sky = map('Skycastle');
    expect(sky.god).toEqual({ hex: 'E5', edge: 'TopDefense' });
    expect(edgeHexes('TopDefense')).toEqual(['D6', 'E5', 'F4']);
    expect(sky.attackerEdges).toContain(OPPOSITE_EDGE.TopDefense);
    expect(sky.hexes.E5!.hazard).toBe('Plain');
    expect(Object.values(MAPS).filter((m) => m.god !== null).map((m) => m.terrain)).toEqual(['Skycastle']);
  });
  it('3.10: on the Sea and the Coast, each edge a side may enter by has Water or Beach, from which sea-bound characters reach every Water hex', () => {
    for (const t of ['Sea', 'Coast']) {
      const land = map(t);
      const edges: BattleEdge[] = land.attackerEdges.flatMap((e) => [e, OPPOSITE_EDGE[e]]);
      for (const e of edges) {
        expect(edgeHexes(e).some((l) => GODS_HAZARDS.hexes[land.hexes[l]!.hazard].seaGround)).toBe(true);
      }
    }
    expect(checkBattleland(map('Sea')).concat(checkBattleland(map('Coast')))).toEqual([]);
  });
});

describe('the shared battle code and the renderer read the Gods maps as they read TITAN\'s', () => {
  it('engine/family/battle/hazards.ts compiles every map under the Gods Hazard Chart, hex by hex', () => {
    for (const land of Object.values(MAPS)) {
      const info = landInfo({ land, hazards: GODS_HAZARDS });
      expect(info.hazard).toEqual(HEX_LABELS.map((l) => land.hexes[l]!.hazard));
      expect(Array.from(info.elevation)).toEqual(HEX_LABELS.map((l) => land.hexes[l]!.elevation));
    }
  });
  it('renderer/board/hexgeometry.ts places each map\'s hexes for every edge its attacker may enter by', () => {
    for (const land of Object.values(MAPS)) {
      for (const edge of land.attackerEdges) {
        const placed = placeHexes(edge, { x: 0, y: 0 });
        expect(placed.map((p) => p.label).sort()).toEqual(Object.keys(land.hexes).sort());
      }
    }
  });
});

describe('the validator catches spoilt maps', () => {
  const spoil = (terrain: string, label: string, change: Partial<GodsBattlelandDef['hexes'][string]>): GodsBattlelandDef => {
    const land = map(terrain);
    return { ...land, hexes: { ...land.hexes, [label]: { ...land.hexes[label]!, ...change } } };
  };
  it('an unknown hazard, a classic name, a raised hex without a marked rise', () => {
    expect(checkBattleland(spoil('Brush', 'A1', { hazard: 'Lava' as never }))).toContain('Brush A1: unknown hex hazard Lava');
    expect(checkBattleland(spoil('Brush', 'A1', { hazard: 'Brambles' as never }))).toContain('Brush A1: unknown hex hazard Brambles');
    expect(checkBattleland(spoil('Brush', 'D4', { elevation: 1 }))).toContain('Brush D4-D5: unmarked rise');
  });
  it('a hexside off the board, a gap in a Tower land\'s walls, a start list on open ground', () => {
    expect(checkBattleland(spoil('Brush', 'A1', { hexsides: [null, null, null, 'Cliff', null, null] }))).toContain('Brush A1: Cliff faces off the board');
    const tower = map('Tower');
    const c3 = tower.hexes.C3!;
    const gap = spoil('Tower', 'C3', { hexsides: c3.hexsides.map((s, k) => (k === 3 ? null : s)) });
    expect(checkBattleland(gap)).toContain('Tower C3-C2: an open gap in the walls');
    expect(checkBattleland({ ...map('Plains'), startList: ['D4'] })).toContain('Plains: a start list on a land that is not a Tower land');
  });
  it('an edge closed to non-natives, Water cut off from the entry edges, no way to the God', () => {
    const clouds = spoil('Plains', 'A1', { hazard: 'Cloud' });
    const closed = { ...clouds, hexes: { ...clouds.hexes, A2: { ...clouds.hexes.A2!, hazard: 'Cloud' as const } } };
    expect(checkBattleland(closed)).toContain('Plains: edge LeftDefense has 1 hexes everyone may enter');
    const pond = spoil('Coast', 'A2', { hazard: 'Water' });
    expect(checkBattleland(pond)).toContain('Coast: Water A2 out of reach from edge Bottom');
    let sky = map('Skycastle');
    for (const l of ['E4', 'D5', 'D6']) sky = { ...sky, hexes: { ...sky.hexes, [l]: { ...sky.hexes[l]!, hazard: 'Cloud' as const } } };
    expect(checkBattleland(sky)).toContain('Skycastle: no way to the God on foot');
  });
  it('a missing terrain, a hazard on no map', () => {
    const { Fort: _fort, ...without } = MAPS;
    expect(checkBattlelands(without)).toContain('the maps are not one per terrain');
    expect(checkBattlelands({ ...MAPS, Skycastle: { ...map('Skycastle'), hexes: map('Plains').hexes } })).toContain('hazard Cloud is on no map');
  });
});

describe('docs/gods-of-titan-battlelands.md shows every map as it is', () => {
  const page = readFileSync(new URL('../../docs/gods-of-titan-battlelands.md', import.meta.url), 'utf8');
  for (const land of Object.values(MAPS)) {
    it(`${land.terrain}: its sketch (npx tsx tools/gods/print-battlelands.ts ${land.terrain})`, () => {
      expect(page).toContain(`### ${land.terrain}\n`);
      expect(page).toContain(sketch(land));
    });
  }
});
