// Gods of Titan Experience Points in the game (rules 26), positions as data: each goal of the seat's table is paid once,
// as it happens (a muster, an elimination, an Elemental destroyed), EP never above 100, and the advantages go to the
// legion of the uncovered Titan — the Dark-Titan's too (23.7).
import { describe, expect, it } from 'vitest';
import type { GodsEvent } from '../../engine/gods/events.js';
import { MOST_LANDS } from '../../engine/gods/movement/movers.js';
import { perksOf } from '../../engine/gods/movement/perks.js';
import { ELEMENTALS } from '../../engine/gods/roster.js';
import { draftOf, type GodsSeat, type GodsState } from '../../engine/gods/state.js';
import { destroyElemental } from '../../engine/gods/turn/darklord.js';
import { knockOut } from '../../engine/gods/turn/eliminate.js';
import { act, clearBoard, edit, expectSound, place, started, step } from './game-helpers.js';

const JUNGLE = 111;

/** Round 11, red's Mustering Phase, nobody's legions but the Towers; `players` seats. */
const board = (players: 3 | 4 = 3): GodsState =>
  edit(clearBoard(started(players)), (d) => {
    d.round = 11;
    d.phase = 'mustering';
  });

/** A red legion on the Jungle that moved 4 lands there with a Serpent, ready to muster another. */
function serpentLegion(s: GodsState, land = JUNGLE): { state: GodsState; marker: string } {
  const { state, marker } = place(s, 'red', land, ['Serpent', 'Ogre']);
  return { state: edit(state, (d) => void (d.legions.find((l) => l.marker === marker)!.moved = { from: JUNGLE, steps: 4, exit: null, teleport: null })), marker };
}

const ep = (s: GodsState, seat: GodsSeat): number => s.players.find((p) => p.id === seat)?.ep ?? -1;

describe('rules 26.3 the first muster of each End-Creature type pays once', () => {
  it('red musters his first Serpent: 5 EP, claimed at once; a second Serpent later pays nothing', () => {
    const { state, marker } = serpentLegion(board());
    const first = step(state, 'red', { type: 'muster', legion: marker, character: 'Serpent', how: 'creature', reveal: ['Serpent'] });
    expect(ep(first.state, 'red')).toBe(5);
    expect(first.state.players[0]?.goals).toEqual(['Serpent mustered']);
    expect(first.events).toContainEqual({ type: 'experience', seat: 'red', goal: 'Serpent mustered', ep: 5, total: 5 });
    const again = serpentLegion(edit(first.state, (d) => void (d.musters = [])), 127);
    const second = step(again.state, 'red', { type: 'muster', legion: again.marker, character: 'Serpent', how: 'creature', reveal: ['Serpent'] });
    expect(ep(second.state, 'red')).toBe(5);
    expect(second.events.filter((e) => e.type === 'experience')).toEqual([]);
    expectSound(second.state);
  });

  it('a muster of a Creature no goal names pays nothing', () => {
    const { state, marker } = serpentLegion(board());
    expect(ep(act(state, 'red', { type: 'muster', legion: marker, character: 'Cyclops', how: 'creature', reveal: ['Serpent'] }), 'red')).toBe(0);
  });
});

describe('rules 26.1 Experience Points never pass the 100 of the table', () => {
  it('at 98 EP a first Serpent (5 EP) brings red to 100, the goal still recorded', () => {
    const { state, marker } = serpentLegion(edit(board(), (d) => void (d.players[0]!.ep = 98)));
    const r = step(state, 'red', { type: 'muster', legion: marker, character: 'Serpent', how: 'creature', reveal: ['Serpent'] });
    expect(ep(r.state, 'red')).toBe(100);
    expect(r.state.players[0]?.goals).toContain('Serpent mustered');
    expect(r.events).toContainEqual({ type: 'experience', seat: 'red', goal: 'Serpent mustered', ep: 2, total: 100 });
  });
});

describe('rules 26.3 Titans slain and the Darklord slain pay the slayer', () => {
  it('red puts green out: 1st Titan slain, 10 EP; then the Darklord: Darklord slain, 10 more', () => {
    const d = draftOf(board(4));
    d.darkTitanAppeared = true; // 23.10.1 would otherwise take the Darklord out with a Titan-player holding an Elemental
    const events: GodsEvent[] = [];
    knockOut(d, 'green', 'red', events);
    expect(d.players[0]?.goals).toEqual(['1st Titan slain']);
    knockOut(d, 'black', 'red', events);
    expect(d.players[0]?.goals).toEqual(['1st Titan slain', 'Darklord slain']);
    expect(d.players[0]?.ep).toBe(20);
    expect(events.filter((e) => e.type === 'experience').map((e) => e.type === 'experience' && e.goal)).toEqual(['1st Titan slain', 'Darklord slain']);
  });

  it('the Darklord eliminating Titan-players counts 1st, 2nd … (5 EP each)', () => {
    const d = draftOf(board(4));
    d.darkTitanAppeared = true;
    const events: GodsEvent[] = [];
    knockOut(d, 'red', 'black', events);
    knockOut(d, 'green', 'black', events);
    expect(d.players[3]?.goals).toEqual(['1st Titan eliminated', '2nd Titan eliminated']);
    expect(d.players[3]?.ep).toBe(10);
  });
});

describe('rules 26.4 the Darklord is paid for each Elemental destroyed', () => {
  it('the first, second and third Elemental destroyed pay him 10 EP each; one given to a Titan-player pays nothing', () => {
    const d = draftOf(place(board(4), 'red', JUNGLE, ['Ogre']).state);
    const events: GodsEvent[] = [];
    expect(ELEMENTALS).toHaveLength(3);
    destroyElemental(d, ELEMENTALS[0] ?? '', 'red', JUNGLE, events); // taken by red's legion there (23.6), not destroyed
    expect(d.players[3]?.ep).toBe(0);
    for (const name of ELEMENTALS) destroyElemental(d, name, 'black', null, events);
    expect(d.players[3]?.goals).toEqual(['1st Elemental destroyed', '2nd Elemental destroyed', '3rd Elemental destroyed']);
    expect(d.players[3]?.ep).toBe(30);
  });
});

describe('rules 26.2 the advantages belong to the uncovered Titan and its legion, the Dark-Titan too (23.7)', () => {
  it('30 EP give Movement plus (8 lands) to the Titan legion while the Titan is uncovered, and to the Dark-Titan legion', () => {
    const s = board(4);
    const red = place(s, 'red', 135, ['Titan', 'Ogre']).state;
    const titan = red.legions.find((l) => l.pieces.some((p) => p.name === 'Titan'))!;
    const other = place(red, 'red', 136, ['Ogre', 'Troll']).state.legions.find((l) => l.land === 136)!;
    const player = { ...red.players[0]!, ep: 30 };
    expect(perksOf(titan, { ...player, titanUncovered: false }).most).toBe(MOST_LANDS);
    expect(perksOf(titan, { ...player, titanUncovered: true }).most).toBe(8);
    expect(perksOf(other, { ...player, titanUncovered: true }).most).toBe(MOST_LANDS);
    const dark = { ...titan, owner: 'black' as const, pieces: [{ id: 'x', name: 'Dark-Titan', hits: 0 }] };
    expect(perksOf(dark, { ...s.players[3]!, ep: 30, titanUncovered: true }).most).toBe(8);
  });
});
