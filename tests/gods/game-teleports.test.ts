// Gods of Titan teleports (rules 9.1–9.5, 26.5, A17, A18, A32) and the Titan-legion's movement advantages (26.2,
// 26.5: Movement plus, Hold, Freeway), positions as data.
import { describe, expect, it } from 'vitest';
import { GODS_BOARD, landsOfKind } from '../../engine/gods/movement/board-index.js';
import { TOWER_KINDS } from '../../engine/gods/terrains.js';
import type { GodsMove } from '../../engine/gods/actions.js';
import { act, clearBoard, edit, legal, place, started } from './game-helpers.js';

const board = (players: 3 | 4, round = 11, active = 0) => edit(clearBoard(started(players)), (d) => {
  d.round = round;
  d.active = active;
});
const moves = (s: ReturnType<typeof board>, seat: 'red' | 'black', marker: string): Extract<GodsMove, { type: 'move' }>[] =>
  legal(s, seat).flatMap((m) => (m.type === 'move' && m.legion === marker ? [m] : []));
const withEp = (s: ReturnType<typeof board>, ep: number, uncovered = true) => edit(s, (d) => {
  const red = d.players[0];
  if (red) Object.assign(red, { ep, titanUncovered: uncovered });
});

describe('rules 9.3 Tower teleport', () => {
  it('A32: a legion reaching a Tower land its player holds, holding two or more, jumps to another, both counting one land, and moves on', () => {
    const { state, marker } = place(board(4, 11, 3), 'black', 101, ['Headcracker', 'Plaque']);
    const jumps = moves(state, 'black', marker).filter((m) => m.teleport === 'tower');
    expect(jumps.length).toBeGreaterThan(3);
    // 101 → Darktower 102, at once on Darktower 202 or 302, then on: two lands for the first land beyond
    expect(jumps.some((m) => m.to === 203 && m.steps === 2)).toBe(true);
    expect(jumps.some((m) => landsOfKind('darktower').includes(m.to))).toBe(false); // never ends on its own Tower legion
  });
  it('a Titan-player holding only his own Tower cannot', () => {
    const { state, marker } = place(board(3), 'red', 119, ['Titan', 'Centaur']);
    expect(moves(state, 'red', marker).filter((m) => m.teleport !== null)).toEqual([]);
  });
});

describe('rules 9.4, 26.5 Titan teleports (A18: 60 Tower, 70 Battle, 80 Free)', () => {
  it('nothing before 60 EP, nor while the Titan is covered (26.2)', () => {
    const { state, marker } = place(board(3), 'red', 135, ['Titan', 'Centaur']);
    expect(moves(withEp(state, 59), 'red', marker).filter((m) => m.teleport !== null)).toEqual([]);
    expect(moves(withEp(state, 100, false), 'red', marker).filter((m) => m.teleport !== null)).toEqual([]);
  });
  it('60 EP: onto a land next to one of his own or a Neutral Tower land, counting one land (A17)', () => {
    const { state, marker } = place(board(3), 'red', 135, ['Titan', 'Centaur']);
    const tower = moves(withEp(state, 60), 'red', marker).filter((m) => m.teleport === 'titan-tower');
    expect(tower.length).toBeGreaterThan(10);
    for (const m of tower) {
      expect(m.steps).toBe(1);
      expect(TOWER_KINDS.has(GODS_BOARD.byId.get(m.to)?.kind ?? 'land')).toBe(false);
      expect([...(GODS_BOARD.linked.get(m.to) ?? [])].some((l) => TOWER_KINDS.has(GODS_BOARD.byId.get(l)?.kind ?? 'land'))).toBe(true);
    }
    expect(moves(withEp(state, 60), 'red', 'red-tower')).toEqual([]);
  });
  it('70 EP: onto an enemy legion, engaging it (not during the treaty); 80 EP: onto any unoccupied land', () => {
    const red = place(board(3), 'red', 135, ['Titan', 'Centaur']);
    const far = place(red.state, 'green', 250, ['Ogre', 'Gargoyle']);
    const battle = moves(withEp(far.state, 70), 'red', red.marker).filter((m) => m.teleport === 'titan-battle').map((m) => m.to);
    expect(battle.sort()).toEqual([220, 250, 320]); // green's legion and the other Titan-players' Tower legions
    const treaty = edit(far.state, (d) => {
      d.round = 10;
    });
    expect(moves(withEp(treaty, 70), 'red', red.marker).filter((m) => m.teleport === 'titan-battle')).toEqual([]);
    const free = moves(withEp(far.state, 80), 'red', red.marker).filter((m) => m.teleport === 'titan-free').map((m) => m.to);
    expect(free).not.toContain(250);
    expect(free.length).toBeGreaterThan(100);
  });
  it('30 EP Movement plus: up to eight lands; 40 EP Hold: the Titan-legion need not move; 50 EP Freeway: every sign an Arrow', () => {
    const { state, marker } = place(board(3), 'red', 135, ['Titan', 'Centaur']);
    expect(Math.max(...moves(withEp(state, 29), 'red', marker).map((m) => m.steps))).toBe(6);
    expect(Math.max(...moves(withEp(state, 30), 'red', marker).map((m) => m.steps))).toBe(8);
    expect(legal(withEp(state, 39), 'red').some((m) => m.type === 'endMovement')).toBe(false);
    expect(legal(withEp(state, 40), 'red').some((m) => m.type === 'endMovement')).toBe(true);
    // Freeway: every regular move stays open, and Arches and Blocks met on the way open more (Movement plus held too)
    const key = (m: { to: number; steps: number }) => `${m.to}/${m.steps}`;
    const regular = moves(withEp(state, 49), 'red', marker).filter((m) => m.teleport === null).map(key);
    const freeway = new Set(moves(withEp(state, 50), 'red', marker).filter((m) => m.teleport === null).map(key));
    expect(regular.every((k) => freeway.has(k))).toBe(true);
    expect(freeway.size).toBeGreaterThan(regular.length);
  });
});

describe('rules 9.5 Darklord teleport', () => {
  it('for 250 Lifegems a black legion on a Darkland jumps to another unoccupied Darkland; its move ends there', () => {
    const black = place(board(4, 11, 3), 'black', 108, ['Headcracker', 'Plaque']);
    const taken = place(black.state, 'red', 126, ['Ogre', 'Gargoyle']);
    const rich = edit(taken.state, (d) => {
      const p = d.players[3];
      if (p) p.lifegems = 250;
    });
    const jumps = moves(rich, 'black', black.marker).filter((m) => m.teleport === 'darkland').map((m) => m.to);
    expect(jumps.sort()).toEqual(landsOfKind('darkland').filter((l) => l !== 108 && l !== 126));
    const after = act(rich, 'black', { type: 'move', legion: black.marker, to: 208, steps: 1, exit: null, teleport: 'darkland' });
    expect([after.players[3]?.lifegems, after.legions.find((l) => l.marker === black.marker)?.land]).toEqual([0, 208]);
    const poor = edit(rich, (d) => {
      const p = d.players[3];
      if (p) p.lifegems = 249;
    });
    expect(moves(poor, 'black', black.marker).filter((m) => m.teleport === 'darkland')).toEqual([]);
  });
});
