// The one masterboard widget draws any board it is given: a made-up game of four lands on the shared triangle lattice
// (neither TITAN's nor Gods of Titan's; one land covers two cells) with marks, notes, previews and markers, drawn into
// Konva groups without a stage, and what was drawn read back — land shapes, numbers, signs, marks, notes, previews,
// markers and their spots — with clicks on a land and a marker, and a drop's hit test, reporting the right ones.
import Konva from 'konva';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT } from '../../renderer/board/colors.js';
import { CLICK_TARGET } from '../../renderer/board/press-click.js';
import { insidePolygon, landCorners } from '../../renderer/board/geometry.js';
import { boardLands, landAt, landCells, type BoardLand } from '../../renderer/board/master-lands.js';
import { MasterScene, type BoardLegions } from '../../renderer/board/master-scene.js';
import type { BoardMarker } from '../../renderer/board/master-markers.js';
import { measureTextInNode } from './konva-text.js';

/** Four lands of a game that is not: a Meadow and a Hill in a row, a Lake of two cells beside them, a Cave below. */
const TOY: readonly BoardLand[] = [
  { id: 1, terrain: 'Meadow', x: 1, y: 1, inverted: true, anchorX: 4, anchorY: 4, labelSide: 0, exits: [{ to: 2, sign: 'ARROW', side: 2 }] },
  { id: 2, terrain: 'Hill', x: 2, y: 1, inverted: false, anchorX: 8, anchorY: 5, labelSide: 5, exits: [{ to: 4, sign: 'BLOCK', side: 3 }, { to: 3, sign: 'ARCH', side: 1 }] },
  {
    id: 3, terrain: 'Lake', x: 3, y: 1, inverted: true, anchorX: 12, anchorY: 4, labelSide: 0,
    parts: [{ x: 3, y: 1, inverted: true, anchorX: 12, anchorY: 4 }, { x: 4, y: 1, inverted: false, anchorX: 16, anchorY: 5 }],
    exits: [{ to: 2, sign: 'ARROWS', side: 4, part: 0 }],
  },
  { id: 4, terrain: 'Cave', x: 2, y: 2, inverted: true, anchorX: 8, anchorY: 8, labelSide: 0, exits: [] },
];

const marker = (id: string, land: number, extra: Partial<BoardMarker> = {}): BoardMarker => ({ id, land, color: '#3366cc', glyph: '▲', label: id, tower: false, height: 3, moved: false, ...extra });

/** Board pixels of a node's points: the group sits shifted by the board's box. */
const points = (line: Konva.Line): number[] => line.points();
const flat = (corners: readonly { x: number; y: number }[]): number[] => corners.flatMap((p) => [p.x, p.y]);

describe('the masterboard widget draws a made-up game', () => {
  measureTextInNode();
  const lands = boardLands(TOY);
  const clicks: string[] = [];
  const hovers: (number | null)[] = [];
  const scene = new MasterScene(lands, { landClick: (l) => clicks.push(`land ${l}`), landHover: (l) => hovers.push(l), legionClick: (m) => clicks.push(`legion ${m}`) }, (t) => `${t}!`, 40);
  scene.speed = 0;

  it('draws every cell of every land as a shape of its outline, numbers single-cell lands, draws each exit sign', () => {
    for (const land of TOY) {
      const shapes = scene.terrain.find<Konva.Line>(`.land-${land.id}`);
      expect(shapes.map(points)).toEqual(landCells(land).map((c) => flat(landCorners(c))));
    }
    expect(scene.terrain.find('.land-3')).toHaveLength(2);
    expect(scene.terrain.find<Konva.Text>('.terrain-name').map((t) => t.text())).toEqual(['Meadow!', 'Hill!', 'Lake!', 'Cave!']);
    expect(scene.terrain.find<Konva.Text>('.land-number').map((t) => t.text())).toEqual(['1', '2', '4']);
    // one ARROW, one BLOCK, one ARCH, three shapes of the triple arrow (white polygons that do not listen)
    expect(scene.terrain.find((n: Konva.Node) => n instanceof Konva.Line && n.fill() === '#ffffff' && !n.listening())).toHaveLength(6);
    // the box holds every cell with a margin
    expect(lands.box.x).toBeLessThan(Math.min(...TOY.flatMap((l) => landCells(l).flatMap((c) => landCorners(c).map((p) => p.x)))));
  });

  it('reports a click on a land, a hover, and finds the land under a point on either cell of a two-cell land', () => {
    // a click acts on the target its shape carries (press-click.ts finds it under the press)
    scene.act(String(scene.terrain.findOne<Konva.Line>('.land-4')?.getAttr(CLICK_TARGET)));
    scene.terrain.find<Konva.Line>('.land-3')[1]?.fire('mouseenter');
    expect(clicks).toEqual(['land 4']);
    expect(hovers).toEqual([3]);
    const [lake0, lake1] = landCells(TOY[2]).map((c) => landCorners(c));
    const mid = (c: readonly { x: number; y: number }[]): { x: number; y: number } => ({ x: c.reduce((s, p) => s + p.x, 0) / c.length, y: c.reduce((s, p) => s + p.y, 0) / c.length });
    expect(landAt(lands, mid(lake0))?.id).toBe(3);
    expect(landAt(lands, mid(lake1))?.id).toBe(3);
    expect(landAt(lands, mid(landCorners(TOY[1])))?.id).toBe(2);
    expect(landAt(lands, { x: lands.box.x + 1, y: lands.box.y + 1 })).toBeUndefined();
  });

  it('marks lands by kind on every cell, writes a land note in lines, previews what could be mustered', () => {
    scene.setMarks({
      lands: new Map([[2, 'move'], [3, 'muster'], [4, 'engage']]),
      notes: new Map([[3, ['3 lands', 'Wolf, Bear']]]),
      previews: new Map([[2, ['Ogre', 'Troll', 'Lion', 'Angel']], [1, []]]),
    });
    const strokes = (id: number): string[] => scene.marks.find<Konva.Line>(`.mark-${id}`).map((l) => l.stroke() as string);
    expect(strokes(2)).toEqual([HIGHLIGHT.move]);
    expect(strokes(3)).toEqual([HIGHLIGHT.muster, HIGHLIGHT.muster]);
    expect(strokes(4)).toEqual([HIGHLIGHT.engage]);
    expect(scene.marks.find<Konva.Line>('.mark-3').map(points)).toEqual(landCells(TOY[2]).map((c) => flat(landCorners(c))));
    expect(scene.marks.findOne<Konva.Text>('.note-3')?.text()).toBe('3 lands\nWolf, Bear');
    const preview = scene.previews.findOne<Konva.Group>('.preview-2');
    expect(preview?.find('.preview-icon')).toHaveLength(3);
    expect(preview?.find<Konva.Text>('Text').map((t) => t.text())).toEqual(['+1']);
    expect(scene.previews.findOne('.preview-1')).toBeUndefined();
    expect(scene.drawn()).toMatchObject({ lands: { 2: 'move', 3: 'muster', 4: 'engage' }, noteLines: { 3: ['3 lands', 'Wolf, Bear'] }, previews: { 2: ['Ogre', 'Troll', 'Lion', 'Angel'] } });
  });

  it('draws the markers on their lands (a two-cell land shares them out), each as its data and state say', () => {
    const legions: BoardLegions = {
      markers: [marker('A', 3), marker('B', 3), marker('C', 3), marker('T', 1, { label: 'Keep', tower: true, height: 7, glyph: '★' }), marker('M', 2, { moved: true })],
      selected: 'B',
      movable: new Set(['A']),
      unmoved: new Set(['A', 'B']),
      mustered: new Map([['C', 'Wolf'], ['M', null]]),
    };
    scene.setLegions(legions);
    const node = (id: string): Konva.Group => {
      const g = scene.legions.findOne<Konva.Group>(`.legion-${id}`);
      if (!g) throw new Error(`no marker ${id}`);
      return g;
    };
    // on the Lake, A and C share its first cell side by side, B has the second
    const [first, second] = landCells(TOY[2]).map((c) => landCorners(c));
    for (const [id, cell] of [['A', first], ['B', second], ['C', first], ['T', landCorners(TOY[0])], ['M', landCorners(TOY[1])]] as const) {
      const spot = scene.legionSpot(id);
      expect(spot && insidePolygon(spot, cell), id).toBe(true);
      expect(node(id).position()).toEqual({ x: (spot?.x ?? 0) - 20, y: (spot?.y ?? 0) - 20 });
    }
    expect(scene.legionSpot('C')?.x).toBeGreaterThan(scene.legionSpot('A')?.x ?? Infinity);
    expect(node('T').find<Konva.Text>('.label').map((t) => t.text())).toEqual(['Keep']);
    expect(node('T').find<Konva.Text>('.height').map((t) => t.text())).toEqual(['7']);
    expect(node('T').find('.tower-sign')).toHaveLength(1);
    expect(node('A').find('.tower-sign')).toHaveLength(0);
    // each marker carries its owner's shape, so seats are told apart without colour
    expect(node('T').findOne<Konva.Text>('.glyph')?.text()).toBe('★');
    expect(node('A').findOne<Konva.Text>('.glyph')?.text()).toBe('▲');
    // the selected marker outlined and not ringed; the other still to move ringed
    expect(node('B').findOne<Konva.Rect>('.marker')?.stroke()).toBe(HIGHLIGHT.selected);
    expect(node('B').find('.unmoved')).toHaveLength(0);
    expect(node('A').find('.unmoved')).toHaveLength(1);
    expect(node('A').draggable()).toBe(true);
    expect(node('B').draggable()).toBe(false);
    expect(node('M').find('.moved')).toHaveLength(1);
    expect(node('C').find('.mustered')).toHaveLength(1);
    expect(node('M').find('.mustered')).toHaveLength(1);
    expect(node('A').find('.mustered')).toHaveLength(0);
    expect(node('A').findOne<Konva.Rect>('.marker')?.fill()).toBe('#3366cc');
    scene.act(String(node('C').getAttr(CLICK_TARGET)));
    expect(clicks.at(-1)).toBe('legion C');
    expect(scene.drawn()).toMatchObject({ selected: 'B', movable: ['A'], unmoved: ['A', 'B'], mustered: { C: 'Wolf', M: null }, markers: { A: 3, B: 3, C: 3, T: 1, M: 2 }, moving: false });
  });

  it('draws larger markers and previews when asked (the board shown small)', () => {
    scene.resizeMarkers(56);
    expect(scene.legions.findOne<Konva.Group>('.legion-T')?.findOne<Konva.Rect>('.marker')?.width()).toBe(56);
    expect(scene.previews.findOne<Konva.Group>('.preview-2')?.findOne<Konva.Path>('.preview-icon')?.scaleX()).toBeCloseTo((56 * 0.62) / 512);
  });
});
