// Gods of Titan movement (rules 8.1–8.6, 6.2, 3.10, 9.2, 27.4, A1, A2, A31, A33), positions as data: legions placed
// on the reconstructed masterboard (docs/gods-of-titan-board.md) and their legal moves read back.
import { describe, expect, it } from 'vitest';
import { CITY } from '../../engine/gods/board.js';
import { landsOfKind } from '../../engine/gods/movement/board-index.js';
import { SEA_KINDS } from '../../engine/gods/terrains.js';
import { GODS_BOARD } from '../../engine/gods/movement/board-index.js';
import { act, clearBoard, destinations, edit, expectSound, legal, place, refusal, started, step } from './game-helpers.js';
import { legionOf } from '../../engine/gods/state.js';

/** Round 11 (the treaty over), red to move, nobody's legions but the Towers and those a test places. */
const board = (round = 11) => edit(clearBoard(started(3)), (d) => {
  d.round = round;
});

describe('rules 8.4 every legion must move 1 to 6 lands, no die', () => {
  it('a legion may end 1–6 lands away, following the signs; the Movement Phase cannot end before it moved', () => {
    const { state, marker } = place(board(), 'red', 135, ['Titan', 'Centaur']);
    const ends = destinations(state, 'red', marker);
    expect([...ends.values()].flat().every((n) => n >= 1 && n <= 6)).toBe(true);
    expect(ends.get(136)).toEqual([1]); // 8.5: Arrows both ways along the coast road
    expect(ends.get(154)).toEqual([1]); // … and onto its Coast
    expect(ends.has(135)).toBe(false); // A31: never back onto the land it left
    expect(legal(state, 'red').some((m) => m.type === 'endMovement')).toBe(false);
    expect(refusal(state, 'red', { type: 'endMovement' })).toBe('illegal');
    const moved = act(state, 'red', { type: 'move', legion: marker, to: 137, steps: 2, exit: null, teleport: null });
    expect(legal(moved, 'red').some((m) => m.type === 'endMovement')).toBe(true);
    expect(refusal(moved, 'red', { type: 'move', legion: marker, to: 136, steps: 1, exit: null, teleport: null })).toBe('illegal');
  });
  it('a move the signs do not give is refused; so is a count of lands that does not reach it', () => {
    const { state, marker } = place(board(), 'red', 135, ['Titan', 'Centaur']);
    expect(refusal(state, 'red', { type: 'move', legion: marker, to: 140, steps: 2, exit: null, teleport: null })).toBe('illegal');
    expect(refusal(state, 'red', { type: 'move', legion: marker, to: 140, steps: 5, exit: null, teleport: null })).toBe('ok');
  });
  it('exempt: on its own Tower land, in the City or the Dungeon (the Tower legions never move, 25.1)', () => {
    const { state } = place(board(), 'red', CITY, ['Titan', 'Centaur']);
    expect(legal(state, 'red').some((m) => m.type === 'endMovement')).toBe(true);
    expect(legal(state, 'red').some((m) => m.type === 'move' && m.legion === 'red-tower')).toBe(false);
  });
  it('A31: a legion with no legal move stays where it is, and the phase may end', () => {
    // 23.5: a covered Titan's legion may neither end on nor pass a black legion; from Coast 154 its only land way is 135.
    const four = edit(clearBoard(started(4)), (d) => {
      d.round = 11;
    });
    const red = place(four, 'red', 154, ['Titan', 'Centaur']);
    expect(destinations(red.state, 'red', red.marker).get(135)).toEqual([1]);
    const blocked = place(red.state, 'black', 135, ['Headcracker', 'Plaque']).state;
    expect(destinations(blocked, 'red', red.marker).size).toBe(0);
    expect(legal(blocked, 'red').some((m) => m.type === 'endMovement')).toBe(true);
  });
});

describe('rules 8.1 own legions: through them, never onto them', () => {
  it('a legion passes its own legion but cannot end on its land', () => {
    const a = place(board(), 'red', 135, ['Titan', 'Centaur']);
    const b = place(a.state, 'red', 136, ['Ogre', 'Gargoyle']);
    const ends = destinations(b.state, 'red', a.marker);
    expect(ends.has(136)).toBe(false);
    expect(ends.get(137)).toEqual([2]);
  });
});

describe('rules 6.2, 8.2 enemy legions: ending there engages, passing is forbidden', () => {
  it('after the treaty a legion may end on an enemy legion but not move through it', () => {
    const a = place(board(), 'red', 135, ['Titan', 'Centaur']);
    const b = place(a.state, 'green', 136, ['Ogre', 'Gargoyle']);
    const ends = destinations(b.state, 'red', a.marker);
    expect(ends.get(136)).toEqual([1]);
    expect(ends.has(137)).toBe(false);
    const s = act(act(b.state, 'red', { type: 'move', legion: a.marker, to: 136, steps: 1, exit: null, teleport: null }), 'red', { type: 'endMovement' });
    expect(legal(s, 'red')).toEqual([{ type: 'engage', attacker: a.marker, defender: b.marker }]);
  });
  it('Neutral Tower legions may be passed through; ending on one is an attack, allowed to a legion worth 100 holding that kind\'s marker (25.2, 25.4)', () => {
    const ruin = landsOfKind('ruin')[0] ?? 0;
    const from = [...(GODS_BOARD.linked.get(ruin) ?? [])].find((l) => GODS_BOARD.byId.get(l)?.kind === 'land') ?? 0;
    const weak = place(board(), 'red', from, ['Titan', 'Centaur']);
    const ends = destinations(weak.state, 'red', weak.marker);
    expect(ends.has(ruin)).toBe(false); // 24 + 12 points
    const through = [...(GODS_BOARD.byId.get(ruin)?.exits ?? [])].map((e) => e.to).filter((l) => l !== from);
    expect(through.every((l) => ends.get(l)?.includes(2))).toBe(true); // on through the Ruin
    const enemy = edit(weak.state, (d) => {
      for (const l of d.legions) if (l.land === ruin) l.owner = 'green';
    });
    expect(through.some((l) => destinations(enemy, 'red', weak.marker).get(l)?.includes(2))).toBe(false);
    const strong = place(board(), 'red', from, ['Titan', 'Cyclops', 'Cyclops', 'Behemoth', 'Lion', 'Ogre']); // 108 points
    expect(destinations(strong.state, 'red', strong.marker).has(ruin)).toBe(true);
    const noMarker = edit(strong.state, (d) => {
      const red = d.players.find((p) => p.id === 'red');
      if (red) red.markers = red.markers.filter((m) => m !== 'red-ruin');
    });
    expect(destinations(noMarker, 'red', strong.marker).has(ruin)).toBe(false);
  });
});

describe('rules 8.6 the City and the Dungeon', () => {
  it('entered only through a gate, which ends the move; left by a free step onto any gate (after round 1)', () => {
    const city = place(board(), 'red', CITY, ['Titan', 'Centaur']);
    const exits = new Set(legal(city.state, 'red').flatMap((m) => (m.type === 'move' ? [m.exit] : [])));
    expect([...exits].sort()).toEqual(landsOfKind('citytower'));
    const gate = landsOfKind('citytower')[0] ?? 0;
    const beside = [...(GODS_BOARD.linked.get(gate) ?? [])].find((l) => l !== CITY) ?? 0;
    const outside = place(board(), 'red', beside, ['Titan', 'Centaur']);
    expect(destinations(outside.state, 'red', outside.marker).get(CITY)).toContain(2);
  });
  it('A1: at the end of his Movement Phase a player has at most one legion in the City and the Dungeon together', () => {
    const a = place(board(), 'red', CITY, ['Titan', 'Centaur']);
    const b = place(a.state, 'red', CITY, ['Ogre', 'Gargoyle']);
    expect(refusal(b.state, 'red', { type: 'endMovement' })).toBe('illegal');
    const move = legal(b.state, 'red').find((m) => m.type === 'move' && m.legion === b.marker);
    if (!move) throw new Error('no way out of the City');
    expect(refusal(act(b.state, 'red', move), 'red', { type: 'endMovement' })).toBe('ok');
  });
  it('rules 23.5 over A1: two black legions stopped short at their start both stay in the Dungeon, and the phase ends sound', () => {
    // simulate --players 4 --seed 5393 reached this: each black move out by a Darktower met a covered Titan's legion
    const four = edit(clearBoard(started(4)), (d) => {
      d.round = 11;
      d.active = 3;
    });
    const dungeon = landsOfKind('dungeon')[0] ?? 0;
    const a = place(four, 'black', dungeon, ['Angel', 'Headcracker']);
    const b = place(a.state, 'black', dungeon, ['Jabberwok', 'Headcracker']);
    const red = place(b.state, 'red', 201, ['Titan', 'Centaur']); // 201 and 203 are the lands beyond Darktower 202
    const blue = place(red.state, 'blue', 203, ['Titan', 'Centaur']);
    const heldBy = (s: typeof four, marker: string) =>
      legal(s, 'black').flatMap((m) => {
        if (m.type !== 'move' || m.legion !== marker || m.exit !== 202) return [];
        const r = step(s, 'black', m);
        return r.events.some((e) => e.type === 'stoppedShort' && e.at === dungeon) ? [r.state] : [];
      });
    const first = heldBy(blue.state, a.marker)[0];
    if (!first) throw new Error('no move of the first legion is stopped short at its start');
    const second = heldBy(first, b.marker)[0];
    if (!second) throw new Error('no move of the second legion is stopped short at its start');
    expect([legionOf(second, a.marker)?.land, legionOf(second, b.marker)?.land]).toEqual([dungeon, dungeon]);
    expect([legionOf(second, a.marker)?.moved?.steps, legionOf(second, b.marker)?.moved?.steps]).toEqual([0, 0]);
    expect(second.players.filter((p) => p.titanUncovered).map((p) => p.id)).toEqual(['red', 'blue']);
    expectSound(act(second, 'black', { type: 'endMovement' }));
  });
  it('A2: a legion with an Elemental never ends in the City, the Dungeon or one of their gates', () => {
    const four = edit(clearBoard(started(4)), (d) => {
      d.round = 11;
    });
    const red = four.players[0];
    const elemental = Object.keys(red?.pool ?? {}).find((n) => ['Asher', 'Golem', 'Zephyra'].includes(n) && (red?.pool[n] ?? 0) > 0) ?? '';
    const gate = landsOfKind('citytower')[0] ?? 0;
    const beside = [...(GODS_BOARD.linked.get(gate) ?? [])].find((l) => l !== CITY) ?? 0;
    const plain = place(four, 'red', beside, ['Titan', 'Centaur']);
    const barred = place(four, 'red', beside, [elemental, 'Centaur']);
    const gates = [CITY, ...landsOfKind('citytower'), ...landsOfKind('darktower')];
    expect(gates.some((g) => destinations(plain.state, 'red', plain.marker).has(g))).toBe(true);
    expect(gates.filter((g) => destinations(barred.state, 'red', barred.marker).has(g))).toEqual([]);
  });
});

describe('rules 3.10, 27.4, 9.2 Sea legions', () => {
  it('a legion of wave characters stays on the outer ring; a land legion never enters the Sea; nobody stops on a Whirl (A33)', () => {
    const coast = 154;
    const sea = place(board(), 'red', coast, ['Dolphin', 'Whale']);
    const ends = [...destinations(sea.state, 'red', sea.marker).keys()];
    expect(ends.length).toBeGreaterThan(5);
    expect(ends.every((land) => SEA_KINDS.has(GODS_BOARD.byId.get(land)?.kind ?? 'land'))).toBe(true);
    expect(ends.filter((land) => landsOfKind('whirl').includes(land))).toEqual([]);
    // 9.2: through a Whirl the legion is at once on another Whirl, both counting one land
    expect(ends.some((land) => Math.floor(land / 100) !== 1)).toBe(true);
    const landLegion = place(board(), 'red', coast, ['Titan', 'Centaur']);
    expect([...destinations(landLegion.state, 'red', landLegion.marker).keys()].filter((l) => ['sea', 'whirl'].includes(GODS_BOARD.byId.get(l)?.kind ?? ''))).toEqual([]);
  });
});
