// The Gods of Titan masterboard we designed (docs/gods-of-titan-board.md): the validator passes it, the numbers the
// design promises hold, the renderer's own geometry can draw it, and the validator does catch a spoilt board.
import { describe, expect, it } from 'vitest';
import { BOARD_CHECKS, checkBoard } from './board-checks/index.js';
import { cellsOf } from '../../engine/family/board/lattice.js';
import { CITY, DUNGEON, indexBoard } from '../../engine/gods/board.js';
import { REACH_TURNS, moveEnds, turnsToEverywhere } from './board-checks/play.js';
import { GODS_MASTERBOARD } from '../../engine/gods/data/masterboard.js';
import { firstTurnExits } from '../../engine/gods/first-turn.js';
import type { GodsLandDef } from '../../engine/gods/types.js';
import { insidePolygon, labelPoint, landCorners, MASTER_S, signPolygon, signShapes } from '../../renderer/board/geometry.js';

const LANDS = GODS_MASTERBOARD;
const INDEX = indexBoard(LANDS);
const land = (id: number): GodsLandDef => {
  const found = INDEX.byId.get(id);
  if (!found) throw new Error(`no land ${id}`);
  return found;
};
const tally = (keys: readonly string[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const k of keys) out[k] = (out[k] ?? 0) + 1;
  return out;
};
const idsOfKind = (kind: string): number[] => LANDS.filter((l) => l.kind === kind).map((l) => l.id);

describe('the board validator passes the Gods of Titan masterboard', () => {
  for (const [name, check] of Object.entries(BOARD_CHECKS)) {
    it(`check ${name}`, () => expect(check(INDEX)).toEqual([]));
  }
  it('checkBoard: no problem at all', () => expect(checkBoard(LANDS)).toEqual([]));
});

describe('size and counts (rules 2.1, 5.4–5.6, 8.6, 9.2)', () => {
  it('212 lands: 70 in each sector (1nn, 2nn, 3nn) plus the City 1000 and the Dungeon 2000', () => {
    expect(LANDS).toHaveLength(212);
    const range = (from: number): number[] => Array.from({ length: 70 }, (_, i) => from + i);
    expect(LANDS.map((l) => l.id)).toEqual([...range(101), ...range(201), ...range(301), CITY, DUNGEON]);
  });

  it('the 21 terrains with their counts', () => {
    expect(tally(LANDS.map((l) => l.terrain))).toEqual({
      Brush: 12, Plains: 12, Marsh: 12, Valley: 12, Woods: 12, Hills: 12, Jungle: 9, Desert: 9, Swamp: 9, Highlands: 6, Tundra: 6, Mountains: 6,
      Tower: 6, Coast: 30, Sea: 36, Darkland: 10, Wasteland: 3, Skycastle: 1, Ruin: 3, Fort: 3, Darktower: 3,
    });
  });

  it('kinds: one City and one Dungeon, three of each Tower land, 30 Sea, 6 Whirls, 30 Coasts, 9 Darklands, 3 Wastelands', () => {
    expect(tally(LANDS.map((l) => l.kind))).toEqual({
      city: 1, dungeon: 1, tower: 3, citytower: 3, darktower: 3, ruin: 3, fort: 3, land: 117, darkland: 9, wasteland: 3, coast: 30, sea: 30, whirl: 6,
    });
    expect(idsOfKind('tower')).toEqual([120, 220, 320]);
    expect(idsOfKind('citytower')).toEqual([105, 205, 305]);
    expect(idsOfKind('darktower')).toEqual([102, 202, 302]);
    expect(idsOfKind('ruin')).toEqual([144, 244, 344]);
    expect(idsOfKind('fort')).toEqual([112, 212, 312]);
    expect(idsOfKind('whirl')).toEqual([153, 164, 253, 264, 353, 364]);
  });

  it('labelled: the land terrains, Darklands, Wastelands and Sea; not the Coasts, Whirls, Tower lands, City or Dungeon', () => {
    expect(tally(LANDS.map((l) => `${l.kind}:${l.labelled}`))).toEqual({
      'land:true': 117, 'darkland:true': 9, 'wasteland:true': 3, 'sea:true': 30,
      'coast:false': 30, 'whirl:false': 6, 'tower:false': 3, 'citytower:false': 3, 'darktower:false': 3, 'ruin:false': 3, 'fort:false': 3,
      'city:false': 1, 'dungeon:false': 1,
    });
  });
});

describe('rings and the centre (rules 8.6, 27.4)', () => {
  it('six rings of 6, 18, 30, 42, 54 and 66 spaces round the centre; the City and the Dungeon three spaces each', () => {
    expect(tally(LANDS.flatMap((l) => cellsOf(l).map(() => String(l.ring))))).toEqual({ 1: 6, 2: 18, 3: 30, 4: 42, 5: 54, 6: 66 });
    expect(cellsOf(land(CITY))).toHaveLength(3);
    expect(cellsOf(land(DUNGEON))).toHaveLength(3);
  });

  it('the City is entered and left only through the Citytowers, the Dungeon only through the Darktowers', () => {
    const into = (id: number): number[] => LANDS.filter((l) => l.exits.some((e) => e.to === id)).map((l) => l.id);
    expect(into(CITY)).toEqual([105, 205, 305]);
    expect(into(DUNGEON)).toEqual([102, 202, 302]);
    expect(land(CITY).exits.map((e) => e.to)).toEqual([105, 205, 305]);
    expect(land(DUNGEON).exits.map((e) => e.to)).toEqual([102, 202, 302]);
  });

  it('a legion leaving the City steps free onto a Citytower and moves on; it reaches the Dungeon only through a Darktower', () => {
    const ends = moveEnds(INDEX, CITY, 'land');
    for (const next of [104, 106, 204, 206, 304, 306]) expect(ends.has(next)).toBe(true);
    expect(moveEnds(INDEX, CITY, 'land', 1, 3).has(DUNGEON)).toBe(false); // 105, 104, 103, Darktower 102, Dungeon: 4 lands
    expect(moveEnds(INDEX, CITY, 'land', 4, 4).has(DUNGEON)).toBe(true);
  });

  it('land legions never stand on Sea; a Sea legion through a Whirl comes out beyond any other Whirl (9.2)', () => {
    expect([...moveEnds(INDEX, 150, 'land')].some((id) => land(id).ring === 6 && land(id).kind !== 'coast')).toBe(false);
    const bySea = moveEnds(INDEX, 152, 'sea', 2, 2); // Coast 152 → Whirl 153 → another Whirl → on
    for (const beyond of [163, 165, 252, 254, 263, 265]) expect(bySea.has(beyond)).toBe(true);
    for (const whirl of idsOfKind('whirl')) expect(bySea.has(whirl)).toBe(false);
  });
});

describe('play (rules 5.8, 8.4)', () => {
  it('rules 5.8: each Tower has one nearest Darktower, and the Citytower next clockwise is in the Tower\'s own sector', () => {
    expect(firstTurnExits(INDEX)).toEqual([
      { tower: 120, nearest: [102], citytower: 105 },
      { tower: 220, nearest: [202], citytower: 205 },
      { tower: 320, nearest: [302], citytower: 305 },
    ]);
  });

  it(`every land within ${REACH_TURNS} turns from a Tower, 3 from the City or Dungeon; every sea land within 2 from a Coast`, () => {
    for (const tower of idsOfKind('tower')) expect(turnsToEverywhere(INDEX, tower, 'land')).toBe(4);
    expect(turnsToEverywhere(INDEX, CITY, 'land')).toBe(3);
    expect(turnsToEverywhere(INDEX, DUNGEON, 'land')).toBe(3);
    for (const coast of idsOfKind('coast')) expect(turnsToEverywhere(INDEX, coast, 'sea')).toBeLessThanOrEqual(2);
  });

  it('any mainland land reaches every other within 5 turns', () => {
    const mainland = LANDS.filter((l) => l.ring < 6 || l.kind === 'coast');
    expect(Math.max(...mainland.map((l) => turnsToEverywhere(INDEX, l.id, 'land')))).toBe(5);
  });
});

describe('the renderer\'s geometry draws the board (renderer/board/geometry.ts)', () => {
  const spaces = LANDS.flatMap((l) => cellsOf(l).map((part, i) => ({ land: l, part: i, drawn: { ...l, ...part } })));
  const key = (p: { x: number; y: number }): string => `${p.x.toFixed(3)},${p.y.toFixed(3)}`;

  it('every exit crosses a side shared with its target and its sign points into the target', () => {
    for (const { land: from, part, drawn } of spaces) {
      const mine = landCorners(drawn);
      for (const exit of from.exits.filter((e) => (e.part ?? 0) === part)) {
        const edge = new Set([key(mine[exit.side]), key(mine[(exit.side + 1) % 6])]);
        const target = spaces.filter((s) => s.land.id === exit.to).map((s) => landCorners(s.drawn)).find((c) => c.filter((p) => edge.has(key(p))).length === 2);
        expect(target, `${from.id} → ${exit.to}`).toBeDefined();
        for (const shape of signShapes(drawn, exit)) {
          expect(signPolygon(shape).every(Number.isFinite)).toBe(true);
          const probe = { x: (shape.from.x + shape.till.x) / 2 + shape.normal.x * 4, y: (shape.from.y + shape.till.y) / 2 + shape.normal.y * 4 };
          expect(target && insidePolygon(probe, target), `${from.id} → ${exit.to}`).toBe(true);
        }
      }
    }
  });

  it('puts each land number inside the land, and the drawing spans −2s…92s by 0…48h', () => {
    for (const l of LANDS) expect(insidePolygon(labelPoint(l), landCorners(l)), `land ${l.id}`).toBe(true);
    const corners = spaces.flatMap((s) => landCorners(s.drawn));
    const [x0, x1] = [Math.min(...corners.map((c) => c.x)), Math.max(...corners.map((c) => c.x))];
    const [y0, y1] = [Math.min(...corners.map((c) => c.y)), Math.max(...corners.map((c) => c.y))];
    expect(Math.round((x1 - x0) / MASTER_S)).toBe(94);
    expect(Math.round((y1 - y0) / (Math.sqrt(3) * MASTER_S))).toBe(48);
  });
});

describe('the validator catches a spoilt board', () => {
  const spoilt = (change: (byId: Map<number, { -readonly [K in keyof GodsLandDef]: GodsLandDef[K] }>) => void): string[] => {
    const copy = structuredClone(LANDS) as { -readonly [K in keyof GodsLandDef]: GodsLandDef[K] }[];
    change(new Map(copy.map((l) => [l.id, l])));
    return checkBoard(copy);
  };
  const get = <T>(map: Map<number, T>, id: number): T => {
    const found = map.get(id);
    if (!found) throw new Error(`no land ${id}`);
    return found;
  };

  it('a terrain changed in one sector breaks the symmetry', () => {
    expect(spoilt((m) => void (get(m, 101).terrain = 'Woods'))).toContain('symmetry: land 101: terrain Woods, land 201: Plains');
  });

  it('a sign between the City and the Dungeon', () => {
    const problems = spoilt((m) => void (get(m, CITY).exits = [...get(m, CITY).exits, { to: DUNGEON, sign: 'ARCH', side: 4, part: 0 }]));
    expect(problems).toContain('geometry: lands 1000 and 2000 touch with a sign');
    expect(problems.some((p) => p.startsWith('centre: land 1000 leads to'))).toBe(true);
  });

  it('a triple arrow taken off ring 3', () => {
    const problems = spoilt((m) => void (get(m, 107).exits = get(m, 107).exits.filter((e) => e.sign !== 'ARROWS')));
    expect(problems).toContain('rings: ring 3: land 107 has no single road on');
    expect(problems).toContain('geometry: lands 107 and 108 touch without a sign');
  });

  it('a label on a long side', () => {
    expect(spoilt((m) => void (get(m, 130).labelSide = 2))).toContain('labels: land 130: label side 2 is a long side');
  });

  it('no way back in from ring 3 to ring 2: the centre is out of reach from the Towers', () => {
    const problems = spoilt((m) => {
      for (const l of m.values()) if (l.ring === 3) l.exits = l.exits.filter((e) => get(m, e.to).ring !== 2);
    });
    expect(problems).toContain('reach: a land legion from 120 needs Infinity turns to reach every land');
  });

  it('a Tower with two nearest Darktowers has no 5.8 exit', () => {
    const problems = spoilt((m) => {
      get(m, 120).kind = 'land';
      get(m, 127).kind = 'tower';
    });
    expect(problems).toContain('firstTurn: Tower 127: nearest Darktowers 102, 202, no single §5.8 exit');
  });
});
