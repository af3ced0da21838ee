// Gods of Titan mustering in the game (rules 6.4, 8.4, 22, 16.5 Executer with A27), positions as data: a legion of
// the Mover placed with the record of its move, then the muster actions the game offers and what applying one does.
import { describe, expect, it } from 'vitest';
import type { GodsMove } from '../../engine/gods/actions.js';
import { landsOfKind } from '../../engine/gods/movement/board-index.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { legionOf, type GodsState } from '../../engine/gods/state.js';
import { act, clearBoard, edit, expectSound, legal, place, refusal, started, step } from './game-helpers.js';

const CITY = 1000;
const PLAINS = 141;
const OTHER_PLAINS = 121;
const JUNGLE = 111;

/** Round 11, red's turn in `phase`, nobody's legions but the Towers. */
const board = (phase: GodsState['phase'] = 'mustering'): GodsState =>
  edit(clearBoard(started(3)), (d) => {
    d.round = 11;
    d.phase = phase;
  });

/** A red legion on `land` that moved `steps` lands there this turn (0: it did not move). */
function moved(s: GodsState, land: number, names: string[], steps: number): { state: GodsState; marker: string } {
  const { state, marker } = place(s, 'red', land, names);
  const fixed = edit(state, (d) => {
    const l = d.legions.find((x) => x.marker === marker);
    if (l && steps > 0) l.moved = { from: land, steps, exit: null, teleport: null };
  });
  return { state: fixed, marker };
}

/** The musters offered to red, as `character/how/reveal`. */
const musters = (s: GodsState, marker?: string): string[] =>
  legal(s, 'red').flatMap((m) => (m.type === 'muster' && (marker === undefined || m.legion === marker) ? [`${m.character}/${m.how}/${m.reveal.join('+')}`] : []));

const muster = (legion: string, character: string, how: 'creature' | 'hire' | 'summon' | 'sacrifice', reveal: string[]): GodsMove => ({ type: 'muster', legion, character, how, reveal });

describe('rules 22.3 a legion musters a Creature after moving 3 to 5 lands onto a labelled land', () => {
  it('on the Plains one Centaur qualifies for a Centaur, two for a Lion; the Lion comes from the pool and both Centaurs are revealed', () => {
    const { state, marker } = moved(board(), PLAINS, ['Titan', 'Centaur', 'Centaur', 'Ogre'], 4);
    expect(musters(state, marker)).toEqual(['Centaur/creature/Centaur', 'Lion/creature/Centaur+Centaur']);
    const lions = state.players[0]?.pool.Lion ?? 0;
    const r = step(state, 'red', muster(marker, 'Lion', 'creature', ['Centaur', 'Centaur']));
    expect(r.state.legions.find((l) => l.marker === marker)?.pieces.map((p) => p.name)).toEqual(['Titan', 'Centaur', 'Centaur', 'Ogre', 'Lion']);
    expect(r.state.players[0]?.pool.Lion).toBe(lions - 1);
    expect(r.events).toContainEqual({ type: 'mustered', seat: 'red', legion: marker, character: 'Lion', how: 'creature', revealed: ['Centaur', 'Centaur'], lifegems: 0 });
    expectSound(r.state);
  });
});

describe('rules 8.4 Creatures only after a move of 3, 4 or 5 lands', () => {
  it('after 2 or 6 lands, or without moving, the legion musters no Creature', () => {
    for (const steps of [0, 1, 2, 6]) expect(musters(moved(board(), PLAINS, ['Titan', 'Centaur', 'Centaur'], steps).state)).toEqual([]);
    for (const steps of [3, 5]) expect(musters(moved(board(), PLAINS, ['Titan', 'Centaur', 'Centaur'], steps).state)).not.toEqual([]);
  });
});

describe('rules 6.4 a legion may muster as soon as it has moved', () => {
  it('in the Movement Phase a legion that moved musters at once; one that has not moved yet does not', () => {
    const start = board('movement');
    const a = place(start, 'red', 136, ['Titan', 'Centaur', 'Centaur', 'Ogre']);
    expect(musters(a.state, a.marker)).toEqual([]);
    const there = act(a.state, 'red', { type: 'move', legion: a.marker, to: PLAINS, steps: 5, exit: null, teleport: null });
    expect(musters(there, a.marker)).toEqual(['Centaur/creature/Centaur', 'Lion/creature/Centaur+Centaur']);
    const done = act(there, 'red', muster(a.marker, 'Centaur', 'creature', ['Centaur']));
    expect(done.legions.find((l) => l.marker === a.marker)?.pieces).toHaveLength(5);
    expectSound(done);
  });
});

describe('rules 22.2 one character per legion per turn', () => {
  it('a legion that mustered is offered nothing more this turn and a second muster is refused; next turn it may again', () => {
    const { state, marker } = moved(board(), PLAINS, ['Titan', 'Centaur', 'Centaur'], 4);
    const once = act(state, 'red', muster(marker, 'Centaur', 'creature', ['Centaur']));
    expect(musters(once, marker)).toEqual([]);
    expect(refusal(once, 'red', muster(marker, 'Centaur', 'creature', ['Centaur']))).toBe('illegal');
    expect(once.musters).toEqual([{ legion: marker, character: 'Centaur', endCreature: false }]);
    expect(act(once, 'red', { type: 'endTurn' }).musters).toEqual([]);
  });
});

describe('rules 22.2 one End-Creature per player per turn', () => {
  it('after one legion mustered a Serpent, another legion of the player is not offered one this turn', () => {
    const a = moved(board(), JUNGLE, ['Titan', 'Serpent', 'Ogre'], 3);
    const b = moved(a.state, 127, ['Serpent', 'Ogre'], 4);
    expect(musters(b.state, b.marker)).toContain('Serpent/creature/Serpent');
    const first = act(b.state, 'red', muster(a.marker, 'Serpent', 'creature', ['Serpent']));
    expect(musters(first, b.marker)).not.toContain('Serpent/creature/Serpent');
    expect(musters(first, b.marker)).toContain('Cyclops/creature/Serpent');
    expect(first.musters[0]?.endCreature).toBe(true);
  });
});

describe('rules 22.4 Humans hired and Demilords summoned for Lifegems in the City, no move needed', () => {
  it('a legion in the City that did not move hires a Human from the pool and pays its price', () => {
    const base = edit(board(), (d) => {
      const red = d.players[0];
      if (red) red.lifegems = 120;
    });
    const { state, marker } = moved(base, CITY, ['Titan', 'Ogre'], 0);
    const offered = musters(state, marker);
    expect(offered).toContain('Knight/hire/');
    expect(offered).toContain('Priestess/hire/');
    expect(offered).not.toContain('Priest/hire/'); // 150 Lifegems, red has 120
    const r = step(state, 'red', muster(marker, 'Priestess', 'hire', []));
    expect(r.state.players[0]?.lifegems).toBe(20);
    expect(r.events).toContainEqual({ type: 'mustered', seat: 'red', legion: marker, character: 'Priestess', how: 'hire', revealed: [], lifegems: 100 });
    expectSound(r.state);
  });
});

describe('rules 16.5 Executer, A27: recruited in the Mustering Phase by giving back an End-Creature', () => {
  it('a legion with a Colossus gives it back to the pool for the Executer; not offered in the Movement Phase', () => {
    const { state, marker } = moved(board(), 135, ['Titan', 'Colossus', 'Ogre'], 0);
    expect(musters(state, marker)).toEqual(['Executer/sacrifice/Colossus']);
    expect(musters(edit(state, (d) => void (d.phase = 'movement')), marker)).toEqual([]);
    const r = act(state, 'red', muster(marker, 'Executer', 'sacrifice', ['Colossus']));
    expect(r.legions.find((l) => l.marker === marker)?.pieces.map((p) => p.name)).toEqual(['Titan', 'Ogre', 'Executer']);
    expect(r.players[0]?.pool.Colossus).toBe((state.players[0]?.pool.Colossus ?? 0) + 1);
    expect(r.players[0]?.pool.Executer).toBe(0);
    expectSound(r);
  });
});

describe('rules 3.10 a Sea legion holds only wave-symbol characters', () => {
  it('on the Sea a legion with a Seaserpent is not offered the Executer for it; on land it is', () => {
    const sea = landsOfKind('sea')[0] ?? 0;
    expect(musters(moved(board(), sea, ['Seaserpent', 'Octopus'], 0).state)).toEqual([]);
    expect(musters(moved(board(), 135, ['Seaserpent', 'Ogre'], 0).state)).toEqual(['Executer/sacrifice/Seaserpent']);
  });
});

describe('rules 22 every muster the game offers is one the reducer accepts, and what a muster reveals is public', () => {
  it('each offered muster applies and keeps the game sound; others see only the revealed characters', () => {
    const a = moved(board(), PLAINS, ['Titan', 'Centaur', 'Centaur', 'Ogre'], 4);
    const b = moved(a.state, JUNGLE, ['Serpent', 'Behemoth', 'Colossus'], 3);
    const s = moved(b.state, CITY, ['Gargoyle', 'Ogre'], 0).state;
    const offered = legal(s, 'red').filter((m) => m.type === 'muster');
    expect(offered.length).toBeGreaterThanOrEqual(8);
    for (const m of offered) expectSound(act(s, 'red', m));
    const r = step(s, 'red', muster(a.marker, 'Lion', 'creature', ['Centaur', 'Centaur']));
    const secret = r.events.filter((e) => e.type === 'legionContents');
    expect(secret.length).toBe(1);
    expect(secret.every((e) => e.audience?.join() === 'red')).toBe(true);
    expect(godsViewFor(r.state, 'green').legions.find((l) => l.marker === a.marker)?.names).toEqual([null, null, null, null, null]);
  });
});

describe('rules 22.3, 3.8 a legion listed again after another legion of its seat mustered the last of a character', () => {
  it('is no longer offered that character, the listed legion unchanged (its musters are kept from listing to listing)', () => {
    const a = moved(board(), PLAINS, ['Titan', 'Centaur', 'Centaur', 'Ogre'], 4);
    const b = moved(a.state, OTHER_PLAINS, ['Centaur', 'Centaur', 'Gargoyle'], 4);
    const s = edit(b.state, (d) => {
      const red = d.players.find((p) => p.id === 'red');
      if (red) red.pool.Lion = 1;
    });
    expect(musters(s, a.marker)).toEqual(['Centaur/creature/Centaur', 'Lion/creature/Centaur+Centaur']);
    const after = act(s, 'red', muster(b.marker, 'Lion', 'creature', ['Centaur', 'Centaur']));
    expect(legionOf(after, a.marker)).toBe(legionOf(s, a.marker)); // the same legion object
    expect(after.players.find((p) => p.id === 'red')?.pool.Lion).toBe(0);
    expect(musters(after, a.marker)).toEqual(['Centaur/creature/Centaur']);
    expect(refusal(after, 'red', muster(a.marker, 'Lion', 'creature', ['Centaur', 'Centaur']))).toBe('illegal');
  });
});
