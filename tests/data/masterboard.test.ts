// The engine's generated masterboard satisfies the invariants of reference checks.md M1–M15 (and rules §7.3–7.4,
// §10.1–10.2): lands, terrains, geometry, signs, the triple-arrow rings, connectivity and entry sides.
import { describe, expect, it } from 'vitest';
import { MASTERBOARD_LANDS } from '../../engine/titan/data/generated/masterboard.js';
import type { LandDef } from '../../engine/family/types.js';

const LANDS = MASTERBOARD_LANDS;
const BY_ID = new Map(LANDS.map((l) => [l.id, l]));
const land = (id: number): LandDef => {
  const l = BY_ID.get(id);
  if (!l) throw new Error(`no land ${id}`);
  return l;
};
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const TOWERS = [100, 200, 300, 400, 500, 600];
const CENTRE = [1000, 2000, 3000, 4000, 5000, 6000];
const LONG_SIDES = (l: LandDef): number[] => (l.inverted ? [0, 2, 4] : [1, 3, 5]);

/** Reference §1.3: the cell across a long side, from the grid position alone. */
function across(l: LandDef, side: number): LandDef | undefined {
  const d: Record<number, [number, number]> = l.inverted ? { 0: [0, -1], 2: [1, 0], 4: [-1, 0] } : { 1: [1, 0], 3: [0, 1], 5: [-1, 0] };
  const delta = d[side];
  if (!delta) return undefined;
  return LANDS.find((o) => o.x === l.x + delta[0] && o.y === l.y + delta[1]);
}

function countBy<T>(items: readonly T[], key: (t: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const i of items) out[key(i)] = (out[key(i)] ?? 0) + 1;
  return out;
}

describe('§2.1 masterboard lands (checks M1–M3)', () => {
  it('M1 96 lands numbered 1–42, 101–142, Towers 100–600 and the centre 1000–6000', () => {
    expect(LANDS.length).toBe(96);
    expect(LANDS.map((l) => l.id).sort((a, b) => a - b)).toEqual([...range(1, 42), ...range(100, 142), 200, 300, 400, 500, 600, ...CENTRE].sort((a, b) => a - b));
  });

  it('M2 terrain counts: Brush 18, Plains 15, Marsh 15, Jungle 10, Desert 7, Swamp 7, Hills 6, Woods 6, Tower 6, Mountains 3, Tundra 3', () => {
    expect(countBy(LANDS, (l) => l.terrain)).toEqual({
      Brush: 18, Desert: 7, Hills: 6, Jungle: 10, Marsh: 15, Mountains: 3, Plains: 15, Swamp: 7, Tower: 6, Tundra: 3, Woods: 6,
    });
  });

  it('M2 terrains per ring; only lands 100–600 are Towers; the centre alternates Mountains and Tundra', () => {
    expect(countBy(range(1, 42).map(land), (l) => l.terrain)).toEqual({ Brush: 6, Desert: 3, Hills: 6, Jungle: 6, Marsh: 6, Plains: 6, Swamp: 3, Woods: 6 });
    expect(countBy(range(101, 142).map(land), (l) => l.terrain)).toEqual({ Brush: 12, Desert: 4, Jungle: 4, Marsh: 9, Plains: 9, Swamp: 4 });
    expect(CENTRE.map((id) => land(id).terrain)).toEqual(['Mountains', 'Tundra', 'Mountains', 'Tundra', 'Mountains', 'Tundra']);
    expect(LANDS.filter((l) => l.terrain === 'Tower').map((l) => l.id).sort((a, b) => a - b)).toEqual(TOWERS);
  });

  it('M3 grid cells are unique and inside 15 × 8', () => {
    expect(new Set(LANDS.map((l) => `${l.x},${l.y}`)).size).toBe(96);
    for (const l of LANDS) {
      expect(l.x).toBeGreaterThanOrEqual(0);
      expect(l.x).toBeLessThan(15);
      expect(l.y).toBeGreaterThanOrEqual(0);
      expect(l.y).toBeLessThan(8);
    }
  });
});

describe('reference §1.3 geometry (checks M4–M8)', () => {
  it('M4 a land is inverted exactly when x + y is even', () => {
    for (const l of LANDS) expect(l.inverted, `land ${l.id}`).toBe((l.x + l.y) % 2 === 0);
  });

  it('M5/M7 every exit crosses a long side into the land across it, which faces it with side k+3', () => {
    for (const l of LANDS) {
      for (const e of l.exits) {
        expect(LONG_SIDES(l), `land ${l.id} exit to ${e.to}`).toContain(e.side);
        expect(across(l, e.side)?.id, `land ${l.id} side ${e.side}`).toBe(e.to);
        const back = land(e.to).exits.find((b) => b.to === l.id);
        if (back) expect(back.side).toBe((e.side + 3) % 6);
      }
    }
  });

  it('M6 lands touch only along long sides: 132 shared edges', () => {
    let shared = 0;
    for (const l of LANDS) {
      for (const side of LONG_SIDES(l)) {
        const other = across(l, side);
        if (other) {
          expect(LONG_SIDES(other)).toContain((side + 3) % 6);
          if (l.id < other.id) shared++;
        }
      }
    }
    expect(shared).toBe(132);
  });

  it('M8 every shared edge carries at least one sign', () => {
    for (const l of LANDS) {
      for (const side of LONG_SIDES(l)) {
        const other = across(l, side);
        if (!other) continue;
        const signs = l.exits.some((e) => e.to === other.id) || other.exits.some((e) => e.to === l.id);
        expect(signs, `edge ${l.id}–${other.id}`).toBe(true);
      }
    }
  });
});

describe('§7.3 signs (checks M9–M14)', () => {
  it('M9 exit mixes: 48 ARCH+ARROWS, 24 ARROWS, 12 ARROWS+BLOCK, 6 ARROW×3 (Towers), 6 ARROW×2+BLOCK (centre)', () => {
    const mix = countBy(LANDS, (l) => l.exits.map((e) => e.sign).sort().join('+'));
    expect(mix).toEqual({ 'ARCH+ARROWS': 48, ARROWS: 24, 'ARROWS+BLOCK': 12, 'ARROW+ARROW+ARROW': 6, 'ARROW+ARROW+BLOCK': 6 });
  });

  it('§7.4 / M10 never more than one BLOCK per land; blocks lead out of 4, 5, 11, 12, … and the centre', () => {
    for (const l of LANDS) expect(l.exits.filter((e) => e.sign === 'BLOCK').length).toBeLessThanOrEqual(1);
    const blocked = LANDS.filter((l) => l.exits.some((e) => e.sign === 'BLOCK')).map((l) => l.id).sort((a, b) => a - b);
    expect(blocked).toEqual([4, 5, 11, 12, 18, 19, 25, 26, 32, 33, 39, 40, ...CENTRE]);
  });

  it('§7.3 / M11 single signs come in opposite pairs; no triple arrow is answered', () => {
    const pairs: Record<string, number> = {};
    for (const l of LANDS) {
      for (const e of l.exits) {
        const back = land(e.to).exits.find((b) => b.to === l.id);
        if (e.sign === 'ARROWS') expect(back, `${l.id}→${e.to}`).toBeUndefined();
        else {
          expect(back, `${l.id}→${e.to}`).toBeDefined();
          const key = `${e.sign}/${back?.sign}`;
          pairs[key] = (pairs[key] ?? 0) + 1;
        }
      }
    }
    expect(pairs).toEqual({ 'ARCH/ARCH': 12, 'ARCH/ARROW': 18, 'ARCH/BLOCK': 18, 'ARROW/ARCH': 18, 'ARROW/ARROW': 12, 'BLOCK/ARCH': 18 });
  });

  it('M12 the triple arrows form two one-way 42-land rings: 1→2→…→42→1 and 101→142→…→102→101', () => {
    const next = (id: number): number | undefined => land(id).exits.find((e) => e.sign === 'ARROWS')?.to;
    for (const id of range(1, 42)) expect(next(id)).toBe(id === 42 ? 1 : id + 1);
    for (const id of range(101, 142)) expect(next(id)).toBe(id === 101 ? 142 : id - 1);
    for (const id of [...TOWERS, ...CENTRE]) expect(next(id)).toBeUndefined();
    const into = countBy(LANDS.flatMap((l) => l.exits.filter((e) => e.sign === 'ARROWS').map((e) => String(e.to))), (t) => t);
    expect(Object.values(into).every((n) => n === 1)).toBe(true);
    expect(Object.keys(into).length).toBe(84);
  });

  it('M13 single ARROWs only leave Towers and run both ways round the centre ring', () => {
    for (const l of LANDS) {
      for (const e of l.exits.filter((x) => x.sign === 'ARROW')) {
        const ok = TOWERS.includes(l.id) || (CENTRE.includes(l.id) && CENTRE.includes(e.to));
        expect(ok, `${l.id}→${e.to}`).toBe(true);
      }
    }
    for (const t of TOWERS) expect(land(t).exits.filter((e) => e.sign === 'ARROW').length).toBe(3);
  });

  it('M14 following the signs, every land can reach every land', () => {
    const reach = (start: number, step: (id: number) => number[]): number => {
      const seen = new Set([start]);
      const queue = [start];
      for (let i = 0; i < queue.length; i++) for (const n of step(queue[i])) if (!seen.has(n)) (seen.add(n), queue.push(n));
      return seen.size;
    };
    const forward = (id: number) => land(id).exits.map((e) => e.to);
    const backward = (id: number) => LANDS.filter((l) => l.exits.some((e) => e.to === id)).map((l) => l.id);
    for (const l of LANDS) expect(reach(l.id, forward), `from ${l.id}`).toBe(96);
    expect(reach(100, backward)).toBe(96);
  });
});

describe('§10.1–10.2 label side and attacker entry (check M15)', () => {
  it('M15 the label side is a short side and never carries a sign', () => {
    for (const l of LANDS) {
      expect(LONG_SIDES(l)).not.toContain(l.labelSide);
      expect(l.exits.map((e) => e.side)).not.toContain(l.labelSide);
    }
  });

  it('§10.1 attackerEntry lists exactly the lands with a sign into the land, each giving a different 4-hex edge', () => {
    for (const l of LANDS) {
      const sources = LANDS.filter((o) => o.exits.some((e) => e.to === l.id)).map((o) => String(o.id)).sort();
      expect(Object.keys(l.attackerEntry).sort(), `land ${l.id}`).toEqual(sources);
      const sides = Object.values(l.attackerEntry);
      for (const s of sides) expect(['Left', 'Right', 'Bottom']).toContain(s);
      if (l.terrain !== 'Tower') expect(new Set(sides).size).toBe(sides.length);
    }
  });

  it('§10.2 a Tower land is always entered from Bottom', () => {
    for (const t of TOWERS) expect(new Set(Object.values(land(t).attackerEntry))).toEqual(new Set(['Bottom']));
  });
});
