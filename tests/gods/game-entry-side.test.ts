// Gods of Titan: the side of the battleland the attacker enters by (rules 11.2–11.5), chosen with the move and handed
// to the battle; positions as data on the reconstructed masterboard. Desert 110 is entered from Desert 103 by its
// Bottom side and from Marsh 109 by its Left side; Plains 101 reaches it in three lands either way.
import { describe, expect, it } from 'vitest';
import type { GodsMove } from '../../engine/gods/actions.js';
import { CITY } from '../../engine/gods/board.js';
import type { GodsSeat, GodsState } from '../../engine/gods/state.js';
import { act, clearBoard, edit, insistOnBattle, legal, place, refusal, started } from './game-helpers.js';

type Move = Extract<GodsMove, { type: 'move' }>;
const board = (round = 11): GodsState => edit(clearBoard(started(3)), (d) => {
  d.round = round;
});
const TARGET = 110;
const moves = (s: GodsState, marker: string, to: number): Move[] =>
  legal(s, 'red').flatMap((m) => (m.type === 'move' && m.legion === marker && m.to === to ? [m] : []));
/** Red's legion on `from` and green's on `to`. */
const facing = (from: number, to = TARGET, s = board()) => {
  const red = place(s, 'red', from, ['Centaur', 'Centaur']);
  const green = place(red.state, 'green', to, ['Ogre', 'Ogre']);
  return { state: green.state, red: red.marker, green: green.marker };
};
/** Makes the move, ends the Movement Phase, engages and calls the battle: the side the battle was handed. */
const battleSide = (s: GodsState, seat: GodsSeat, m: GodsMove, attacker: string, defender: string): string | undefined => {
  const moved = act(act(s, seat, m), seat, { type: 'endMovement' });
  const fought = insistOnBattle(act(moved, seat, { type: 'engage', attacker, defender }), seat);
  return fought.engagement?.battle?.attackerEntry;
};

describe('rules 11.2 the attacker enters by the side facing the land it came from', () => {
  it('one land: the side facing it, the only one listed; the battle is handed that side', () => {
    const p = facing(109);
    expect(moves(p.state, p.red, TARGET).map((m) => m.entrySide)).toEqual(['Left']);
    expect(battleSide(p.state, 'red', { type: 'move', legion: p.red, to: TARGET, steps: 1, exit: null, teleport: null, entrySide: 'Left' }, p.red, p.green)).toBe('Left');
  });
  it('rules 11.2 several paths: the mover chooses among the sides their last steps give, and no other', () => {
    const p = facing(101);
    const three = moves(p.state, p.red, TARGET).filter((m) => m.steps === 3);
    expect(three.map((m) => m.entrySide).sort()).toEqual(['Bottom', 'Left']);
    for (const m of three) expect(battleSide(p.state, 'red', m, p.red, p.green)).toBe(m.entrySide);
    expect(refusal(p.state, 'red', { ...(three[0] as Move), entrySide: 'Right' })).toBe('illegal');
  });
  it('rules 11.2 no side where no engagement can follow: an empty land, or any land during the treaty (8.3)', () => {
    const red = place(board(), 'red', 101, ['Centaur', 'Centaur']);
    expect(moves(red.state, red.marker, TARGET).map((m) => m.entrySide)).toEqual([undefined]);
    const treaty = facing(101, TARGET, board(10));
    expect(moves(treaty.state, treaty.red, TARGET).every((m) => m.entrySide === undefined)).toBe(true);
  });
  it('rules 11.2 the sides tell nothing hidden: the Darklord is offered them onto a covered Titan\'s legion as onto any other (23.5)', () => {
    const four = edit(clearBoard(started(4)), (d) => {
      d.round = 11;
      d.active = 3;
    });
    const sidesOnto = (names: string[]): (string | undefined)[] => {
      const red = place(four, 'red', 136, names);
      const black = place(red.state, 'black', 135, ['Headcracker', 'Plaque']);
      return legal(black.state, 'black').flatMap((m) => (m.type === 'move' && m.legion === black.marker && m.to === 136 ? [m.entrySide] : []));
    };
    expect(sidesOnto(['Titan', 'Centaur'])).toEqual(['Left']);
    expect(sidesOnto(['Ogre', 'Centaur'])).toEqual(['Left']);
  });
  it('rules 11.2 a move named without its side (as saves made before sides were kept) takes its first path: one land, the side facing it', () => {
    const p = facing(109);
    expect(battleSide(p.state, 'red', { type: 'move', legion: p.red, to: TARGET, steps: 1, exit: null, teleport: null }, p.red, p.green)).toBe('Left');
  });
});

describe('rules 11.5 after a teleport, or challenging in the City or Dungeon, the attacker chooses the side', () => {
  /** Red's Titan legion, uncovered, with 70 EP: Battle teleport (26.5, A18). */
  const teleporter = (target: number) => {
    const red = place(board(), 'red', 141, ['Titan', 'Centaur']);
    const s = edit(red.state, (d) => {
      const player = d.players[0];
      if (player) Object.assign(player, { ep: 70, titanUncovered: true });
    });
    const green = target === 220 ? { state: s, marker: 'green-tower' } : place(s, 'green', target, ['Ogre', 'Ogre']);
    return { state: green.state, red: red.marker, green: green.marker };
  };
  const teleportSides = (target: number): (string | undefined)[] => {
    const p = teleporter(target);
    return moves(p.state, p.red, target).filter((m) => m.teleport === 'titan-battle').map((m) => m.entrySide);
  };
  it('rules 11.5 a Battle teleport attacks by any of the three sides, and the battle is handed the one chosen', () => {
    expect(teleportSides(TARGET)).toEqual(['Bottom', 'Left', 'Right']);
    const p = teleporter(TARGET);
    const right = moves(p.state, p.red, TARGET).find((m) => m.teleport === 'titan-battle' && m.entrySide === 'Right');
    expect(battleSide(p.state, 'red', right as Move, p.red, p.green)).toBe('Right');
  });
  it('rules 11.5 not on a Tower land (11.3) nor, as DE says, on the Coast (11.4): there the fixed side', () => {
    expect(teleportSides(220)).toEqual(['Bottom']);
    expect(teleportSides(154)).toEqual(['Bottom']);
  });
  it('rules 11.5 a legion moving into the City where another seat\'s legion stands may challenge it from any side', () => {
    const p = facing(104, CITY);
    expect(moves(p.state, p.red, CITY).filter((m) => m.steps === 2).map((m) => m.entrySide).sort()).toEqual(['Bottom', 'Left', 'Right']); // 104 → Citytower 105 → City
  });
});
