// Masterboard and battleland drawing maths: outlines from the reference, shared edges, sign placement, rotation.
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../engine/titan/variants/index.js';
import { BATTLE_GRID } from '../../engine/family/data/generated/battlegrid.js';
import { centroid, insidePolygon, landCorners, labelPoint, signPolygon, signShapes } from '../../renderer/board/geometry.js';
import { boardLands } from '../../renderer/board/master-lands.js';
import { placeHexes, rotationFor } from '../../renderer/board/hexgeometry.js';

const variant = getVariant('titan');
const lands = variant.landIds.map((id) => variant.lands[id]);
const key = (p: { x: number; y: number }): string => `${p.x.toFixed(3)},${p.y.toFixed(3)}`;

describe('masterboard geometry', () => {
  it('draws 96 lands inside the board box, a margin of one unit round them', () => {
    expect(lands).toHaveLength(96);
    const { box } = boardLands(lands);
    const corners = lands.flatMap((land) => landCorners(land));
    for (const c of corners) {
      expect(c.x).toBeGreaterThanOrEqual(box.x + 20);
      expect(c.y).toBeGreaterThanOrEqual(box.y + 20);
      expect(c.x).toBeLessThanOrEqual(box.x + box.width - 20);
      expect(c.y).toBeLessThanOrEqual(box.y + box.height - 20);
    }
    expect(Math.min(...corners.map((c) => c.x))).toBeCloseTo(box.x + 20);
    expect(Math.max(...corners.map((c) => c.y))).toBeCloseTo(box.y + box.height - 20);
  });

  it('alternates long and short sides (4s and 2s)', () => {
    for (const land of lands) {
      const c = landCorners(land);
      const lengths = c.map((p, k) => Math.hypot(c[(k + 1) % 6].x - p.x, c[(k + 1) % 6].y - p.y));
      const rounded = lengths.map((l) => Math.round(l / 20));
      expect(rounded).toEqual(land.inverted ? [4, 2, 4, 2, 4, 2] : [2, 4, 2, 4, 2, 4]);
    }
  });

  it('every exit crosses a side shared with its target, and the sign points into the target', () => {
    for (const land of lands) {
      const c = landCorners(land);
      for (const exit of land.exits) {
        const target = landCorners(variant.lands[exit.to]);
        const mine = new Set([key(c[exit.side]), key(c[(exit.side + 1) % 6])]);
        const theirs = target.filter((p) => mine.has(key(p)));
        expect(theirs).toHaveLength(2);
        for (const shape of signShapes(land, exit)) {
          const pts = signPolygon(shape);
          const tip = { x: pts[pts.length - 2], y: pts[pts.length - 1] };
          const probe = { x: (shape.from.x + shape.till.x) / 2 + shape.normal.x * 4, y: (shape.from.y + shape.till.y) / 2 + shape.normal.y * 4 };
          expect(insidePolygon(probe, target)).toBe(true);
          expect(Number.isFinite(tip.x)).toBe(true);
        }
      }
    }
  });

  it('puts the land number inside the land', () => {
    for (const land of lands) expect(insidePolygon(labelPoint(land), landCorners(land))).toBe(true);
  });

  it('triple arrows draw three symbols, other signs one', () => {
    const l1 = variant.lands[1];
    const arrows = l1.exits.find((e) => e.sign === 'ARROWS');
    expect(arrows && signShapes(l1, arrows)).toHaveLength(3);
    const arch = l1.exits.find((e) => e.sign === 'ARCH');
    expect(arch && signShapes(l1, arch)).toHaveLength(1);
  });
});

describe('battleland geometry', () => {
  const origin = { x: 300, y: 300 };
  const edges = { Bottom: ['A1', 'B1', 'C1', 'D1'], Left: ['A3', 'B4', 'C5', 'D6'], Right: ['F1', 'F2', 'F3', 'F4'] } as const;

  it('turns the attacker entry edge to the bottom of the screen', () => {
    for (const [edge, labels] of Object.entries(edges) as [keyof typeof edges, readonly string[]][]) {
      const hexes = placeHexes(edge, origin);
      const maxY = Math.max(...hexes.map((h) => h.center.y));
      for (const l of labels) {
        const hex = hexes.find((h) => h.label === l);
        expect(hex && Math.abs(hex.center.y - maxY)).toBeLessThan(1);
      }
    }
  });

  it('keeps neighbours adjacent after rotation and centres the grid', () => {
    expect(rotationFor('Bottom')).toBe(-30);
    const hexes = placeHexes('Left', origin);
    const byLabel = new Map(hexes.map((h) => [h.label, h]));
    for (const def of BATTLE_GRID) {
      const hex = byLabel.get(def.label);
      if (!hex) throw new Error(def.label);
      def.neighbours.forEach((n, side) => {
        if (!n) return;
        const other = byLabel.get(n);
        if (!other) throw new Error(n);
        const a = hex.corners[side];
        const b = hex.corners[(side + 1) % 6];
        const shared = other.corners.filter((p) => Math.hypot(p.x - a.x, p.y - a.y) < 0.01 || Math.hypot(p.x - b.x, p.y - b.y) < 0.01);
        expect(shared).toHaveLength(2);
      });
    }
    const c = centroid(hexes.map((h) => h.center));
    expect(Math.abs(c.x - origin.x)).toBeLessThan(30);
    expect(Math.abs(c.y - origin.y)).toBeLessThan(30);
  });
});
