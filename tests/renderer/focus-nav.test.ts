// The boards' keyboard focus (renderer/board/focus-nav.ts): the arrow keys reach every legion and land of TITAN's and
// Gods of Titan's masterboards and every hex of a battleland from anywhere, a player pressing the arrow that points
// most nearly at what he wants; an arrow goes to the nearest target its way, and the focus follows a redrawn board.
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../engine/titan/variants/index.js';
import { GODS_MASTERBOARD } from '../../engine/gods/data/masterboard.js';
import { boardLands, type BoardLand } from '../../renderer/board/master-lands.js';
import { MasterScene } from '../../renderer/board/master-scene.js';
import type { BoardMarker } from '../../renderer/board/master-markers.js';
import { placeHexes } from '../../renderer/board/hexgeometry.js';
import { measureTextInNode } from './konva-text.js';
import { focusKey, followFocus, moveFocus, nextTarget, startTarget, targetId, targetOf, type Direction, type FocusTarget } from '../../renderer/board/focus-nav.js';

measureTextInNode();
const noEvents = { landClick: () => {}, landHover: () => {}, legionClick: () => {} };

/** A masterboard's targets as the board hands them: its lands and a few legions, two of them on one land. */
function masterTargets(lands: readonly BoardLand[]): FocusTarget[] {
  const scene = new MasterScene(boardLands(lands), noEvents, (x) => x, 30);
  const on = [lands[0].id, lands[0].id, lands[5].id, lands[40].id];
  const markers: BoardMarker[] = on.map((land, i) => ({ id: `M${i}`, land, color: '#3366cc', glyph: '▲', label: `M${i}`, tower: false, height: 3, moved: false }));
  scene.setLegions({ markers, selected: null, movable: new Set(), unmoved: new Set(), mustered: new Map() });
  return scene.focusTargets();
}

/** The arrows pointing from `from` towards `to` (one or two). */
function towards(from: FocusTarget, to: FocusTarget): Direction[] {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  return [...(Math.abs(dx) > 0.5 ? [dx > 0 ? 'right' : 'left'] as const : []), ...(Math.abs(dy) > 0.5 ? [dy > 0 ? 'down' : 'up'] as const : [])];
}

/** How many arrows it takes to reach `to` from `from` for a player who presses, of the arrows pointing towards it,
 * the one that brings the focus nearest (Infinity: never within 60). */
function presses(step: (at: FocusTarget, d: Direction) => FocusTarget, from: FocusTarget, to: FocusTarget): number {
  const away = (t: FocusTarget): number => Math.hypot(t.x - to.x, t.y - to.y);
  let at = from;
  for (let n = 0; n < 60; n++) {
    if (at.id === to.id) return n;
    const here = at;
    const options = towards(here, to).map((d) => step(here, d));
    at = options.reduce((a, b) => (away(b) < away(a) ? b : a));
  }
  return Infinity;
}

/** Every target is reached from every other by arrows alone. */
function expectAllReachable(targets: readonly FocusTarget[]): void {
  const next = new Map(targets.map((t) => [t.id, new Map((['left', 'right', 'up', 'down'] as const).map((d) => [d, moveFocus(targets, t, d, null) ?? t]))]));
  const step = (at: FocusTarget, d: Direction): FocusTarget => next.get(at.id)?.get(d) ?? at;
  const stuck: string[] = [];
  for (const from of targets) for (const to of targets) if (!Number.isFinite(presses(step, from, to))) stuck.push(`${from.id} → ${to.id}`);
  expect(stuck).toEqual([]);
}

describe('the keyboard focus on the boards', () => {
  it('reaches every legion and land of TITAN\'s masterboard from anywhere', () => {
    const v = getVariant('titan');
    const targets = masterTargets(v.landIds.map((id) => v.lands[id]));
    expect(targets.filter((t) => targetOf(t.id).kind === 'legion')).toHaveLength(4);
    expect(targets.filter((t) => targetOf(t.id).kind === 'land')).toHaveLength(96);
    expectAllReachable(targets);
  });

  it('reaches every legion and land of Gods of Titan\'s masterboard from anywhere', () => {
    expectAllReachable(masterTargets(GODS_MASTERBOARD));
  });

  it('reaches every hex of a battleland from anywhere, whichever edge the attacker enters by', () => {
    for (const edge of ['Left', 'Right', 'Bottom'] as const) {
      const targets = placeHexes(edge, { x: 300, y: 300 }).map((h) => ({ id: targetId('hex', h.label), ...h.center }));
      expect(targets.length).toBeGreaterThan(20);
      expectAllReachable(targets);
    }
  });

  it('goes to the nearest target in the arrow\'s direction, not to one behind or far aside', () => {
    const at = (id: string, x: number, y: number): FocusTarget => ({ id, x, y });
    const row = [at('a', 0, 0), at('b', 10, 0), at('c', 20, 0), at('above', 10, -10), at('far-aside', 12, 40)];
    expect(nextTarget(row, row[0], 'right')?.id).toBe('b');
    expect(nextTarget(row, row[1], 'right')?.id).toBe('c');
    expect(nextTarget(row, row[1], 'left')?.id).toBe('a');
    expect(nextTarget(row, row[1], 'up')?.id).toBe('above');
    expect(nextTarget(row, row[1], 'down')?.id).toBe('far-aside');
    expect(nextTarget(row, row[2], 'right')).toBeNull();
    // nothing ahead: the focus stays where it is
    expect(moveFocus(row, row[2], 'right', null)?.id).toBe('c');
  });

  it('starts at the target the screen prefers, else the one in the middle', () => {
    const row = [{ id: 'a', x: 0, y: 0 }, { id: 'b', x: 10, y: 0 }, { id: 'c', x: 20, y: 0 }];
    expect(moveFocus(row, null, 'left', 'c')?.id).toBe('c');
    expect(startTarget(row, null)?.id).toBe('b');
    expect(startTarget([], null)).toBeNull();
  });

  it('keeps its target when the board is redrawn, or goes to the nearest when it is gone', () => {
    const before = { id: 'legion:Bk03', x: 100, y: 100 };
    expect(followFocus([{ id: 'legion:Bk03', x: 300, y: 40 }, { id: 'land:1', x: 100, y: 101 }], before)).toEqual({ id: 'legion:Bk03', x: 300, y: 40 });
    expect(followFocus([{ id: 'land:2', x: 0, y: 0 }, { id: 'land:1', x: 100, y: 101 }], before)?.id).toBe('land:1');
    expect(followFocus([{ id: 'land:1', x: 0, y: 0 }], null)).toBeNull();
  });

  it('moves with the arrows and acts with Enter and Space, leaving every other key to the page', () => {
    expect(focusKey('ArrowUp')).toEqual({ kind: 'move', direction: 'up' });
    expect(focusKey('ArrowLeft')).toEqual({ kind: 'move', direction: 'left' });
    expect(focusKey('Enter')).toEqual({ kind: 'act' });
    expect(focusKey(' ')).toEqual({ kind: 'act' });
    for (const key of ['Escape', 'd', 'Tab', 'n', '+']) expect(focusKey(key)).toBeNull();
    expect(targetOf(targetId('legion', 'Bk03'))).toEqual({ kind: 'legion', key: 'Bk03' });
  });
});
