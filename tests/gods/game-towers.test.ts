// Gods of Titan Tower lands changing hands (rules 25.3–25.7, 25.5, A47), positions as data: the gray Fort on land 112,
// legions placed 3 lands from it on land 103; the capture itself is what the end of an engagement calls.
import { describe, expect, it } from 'vitest';
import type { GodsEvent } from '../../engine/gods/events.js';
import { draftOf, type GodsSeat, type GodsState } from '../../engine/gods/state.js';
import { captureTower } from '../../engine/gods/turn/towers.js';
import { act, clearBoard, edit, expectSound, legal, place, refusal, started, step } from './game-helpers.js';

const FORT = 112;
const NEAR = 103; // 3 lands from the Fort

/** Round 11, `seat` to move, the gray Fort legion gone (its characters back to the neutral stock). */
function fortEmptied(seat: GodsSeat = 'red'): GodsState {
  return edit(clearBoard(started(3)), (d) => {
    d.round = 11;
    d.phase = 'movement';
    d.active = d.players.findIndex((p) => p.id === seat);
    for (const l of d.legions.filter((x) => x.land === FORT)) for (const p of l.pieces) d.neutralPool[p.name] = (d.neutralPool[p.name] ?? 0) + 1;
    d.legions = d.legions.filter((l) => l.land !== FORT);
  });
}

/** `fn` applied to a draft of `s`, with the events it reported. */
function apply(s: GodsState, fn: (d: ReturnType<typeof draftOf>, events: GodsEvent[]) => void): { state: GodsState; events: GodsEvent[] } {
  const d = draftOf(s);
  const events: GodsEvent[] = [];
  fn(d, events);
  return { state: d as GodsState, events };
}

const toFort = (marker: string) => ({ type: 'move' as const, legion: marker, to: FORT, steps: 3, exit: null, teleport: null });

describe('rules 25.3 a Tower is captured when its defender is wiped out', () => {
  it('red, whose legion wiped out the Fort, is told so and paid the first Fort taken (25.5: 5 EP)', () => {
    const { state: s, marker } = place(fortEmptied(), 'red', FORT, ['Ogre', 'Troll']);
    const r = apply(s, (d, events) => captureTower(d, FORT, 'red', marker, events));
    expect(r.events).toContainEqual({ type: 'towerCaptured', seat: 'red', land: FORT, marker });
    expect(r.state.players[0]?.goals).toEqual(['Fort taken']);
    expect(r.state.players[0]?.ep).toBe(5);
    expectSound(r.state);
  });

  it('A47: a draw captures too — red\'s Fort marker stays on the land with no characters', () => {
    const r = apply(fortEmptied(), (d, events) => captureTower(d, FORT, 'red', null, events));
    const held = r.state.legions.find((l) => l.land === FORT);
    expect(held).toMatchObject({ marker: 'red-fort', owner: 'red', pieces: [], tower: true });
    expect(r.state.players[0]?.markers).not.toContain('red-fort');
    expectSound(r.state);
  });
});

describe('rules 25.6 an empty Tower may be taken without a fight', () => {
  it('green ends a move on red\'s empty Fort: red\'s marker goes home, green holds the Fort, no engagement', () => {
    const drawn = apply(fortEmptied('green'), (d, events) => captureTower(d, FORT, 'red', null, events)).state;
    const { state, marker } = place(drawn, 'green', NEAR, ['Ogre', 'Troll']);
    expect(legal(state, 'green')).toContainEqual(toFort(marker));
    const r = step(state, 'green', toFort(marker));
    expect(r.state.legions.filter((l) => l.land === FORT).map((l) => l.marker)).toEqual([marker]);
    expect(r.state.players[0]?.markers).toContain('red-fort');
    expect(r.events).toContainEqual({ type: 'towerCaptured', seat: 'green', land: FORT, marker });
    expect(r.state.players[1]?.goals).toEqual(['Fort taken']);
    expect(step(r.state, 'green', { type: 'endMovement' }).state.engagement).toBeNull();
    expectSound(r.state);
  });
});

describe('rules 25.7 a Tower is strengthened by merging', () => {
  it('red moves a legion onto his own Fort legion: they merge, the freed marker returns to red', () => {
    const drawn = apply(fortEmptied(), (d, events) => captureTower(d, FORT, 'red', null, events)).state;
    const { state, marker } = place(drawn, 'red', NEAR, ['Ogre', 'Troll']);
    const r = step(state, 'red', toFort(marker));
    expect(r.state.legions.find((l) => l.marker === 'red-fort')?.pieces.map((p) => p.name)).toEqual(['Ogre', 'Troll']);
    expect(r.state.legions.some((l) => l.marker === marker)).toBe(false);
    expect(r.state.players[0]?.markers).toContain(marker);
    expectSound(r.state);
  });

  it('characters over the legion size go back to the pool; a legion with a Master may not merge (25.6)', () => {
    const drawn = apply(fortEmptied(), (d, events) => captureTower(d, FORT, 'red', null, events)).state;
    const full = edit(drawn, (d) => {
      const fort = d.legions.find((l) => l.marker === 'red-fort');
      const red = d.players[0];
      for (const name of ['Ogre', 'Ogre', 'Ogre', 'Ogre', 'Ogre', 'Ogre']) {
        red!.pool[name] = (red!.pool[name] ?? 0) - 1;
        fort!.pieces.push({ id: `p${d.nextPiece++}`, name, hits: 0 });
      }
    });
    const { state, marker } = place(full, 'red', NEAR, ['Troll', 'Gargoyle', 'Cyclops']);
    const r = step(state, 'red', toFort(marker));
    expect(r.state.legions.find((l) => l.marker === 'red-fort')?.pieces.map((p) => p.name)).toEqual(['Ogre', 'Ogre', 'Ogre', 'Ogre', 'Ogre', 'Ogre', 'Troll']);
    expect(r.events).toContainEqual({ type: 'returnedToPool', seat: 'red', names: ['Gargoyle', 'Cyclops'], audience: ['red'] });
    expectSound(r.state);
    const titan = place(drawn, 'red', NEAR, ['Titan', 'Troll']);
    expect(legal(titan.state, 'red')).not.toContainEqual(toFort(titan.marker));
  });
});

describe('rules 25.6 the conqueror moves out or leaves a part behind as the Tower legion', () => {
  /** Red's legion of `names` standing alone on the Fort it took last turn, red to move. */
  const conqueror = (names: string[]): { state: GodsState; marker: string } => place(fortEmptied(), 'red', FORT, names);
  const splitsOf = (s: GodsState, marker: string) => legal(s, 'red').flatMap((m) => (m.type === 'split' && m.legion === marker ? [m] : []));
  const namesOf = (s: GodsState, marker: string, ids: readonly string[]) => ids.map((id) => s.legions.find((l) => l.marker === marker)?.pieces.find((p) => p.id === id)?.name);

  it('it may not stay: the Movement Phase does not end while it can still move', () => {
    const { state, marker } = conqueror(['Ogre', 'Troll', 'Cyclops']);
    expect(refusal(state, 'red', { type: 'endMovement' })).not.toBe('ok');
    expect(splitsOf(state, marker)).toEqual([]); // 4.5: three cannot split, so it moves out whole
    const out = legal(state, 'red').find((m) => m.type === 'move' && m.legion === marker);
    expect(out).toBeDefined();
    if (out?.type !== 'move') return;
    const moved = act(state, 'red', out);
    expect(moved.legions.filter((l) => l.land === FORT)).toEqual([]);
    expect(refusal(moved, 'red', { type: 'endMovement' })).toBe('ok');
  });

  it('a split leaves its one new part behind under red\'s Fort marker as the Tower legion; the rest must move out', () => {
    const { state, marker } = conqueror(['Ogre', 'Troll', 'Cyclops', 'Gargoyle']);
    const splits = splitsOf(state, marker);
    expect(splits.length).toBeGreaterThanOrEqual(3);
    for (const s of splits) expect(s.markers).toEqual(['red-fort']);
    const split = splits[0];
    if (!split) return;
    const r = step(state, 'red', split);
    const tower = r.state.legions.find((l) => l.marker === 'red-fort');
    expect(tower).toMatchObject({ owner: 'red', land: FORT, tower: true });
    expect(tower?.pieces.map((p) => p.name)).toEqual(namesOf(state, marker, split.parts[0] ?? []));
    expect(splitsOf(r.state, marker)).toEqual([]); // 25.7: no other split on a Tower land
    expect(refusal(r.state, 'red', { type: 'endMovement' })).not.toBe('ok');
    const out = legal(r.state, 'red').find((m) => m.type === 'move' && m.legion === marker);
    if (out?.type !== 'move') throw new Error('the rest of the conqueror has no move');
    const moved = act(r.state, 'red', out);
    expect(moved.legions.filter((l) => l.land === FORT).map((l) => l.marker)).toEqual(['red-fort']);
    const ended = act(moved, 'red', { type: 'endMovement' });
    expect(ended.legions.find((l) => l.marker === 'red-fort')?.tower).toBe(true);
    expectSound(ended);
  });

  it('Masters and Elementals never stay on a Tower land: no split leaves the Titan behind, and one naming it is refused', () => {
    const { state, marker } = conqueror(['Titan', 'Ogre', 'Troll', 'Cyclops']);
    const splits = splitsOf(state, marker);
    expect(splits.length).toBeGreaterThanOrEqual(1);
    for (const s of splits) expect(namesOf(state, marker, s.parts[0] ?? [])).not.toContain('Titan');
    const ids = state.legions.find((l) => l.marker === marker)?.pieces.map((p) => p.id) ?? [];
    expect(refusal(state, 'red', { type: 'split', legion: marker, parts: [ids.slice(0, 2)], markers: ['red-fort'] })).toBe('illegal');
    const ordinary = state.players[0]?.markers.find((m) => /-\d+$/.test(m)) ?? '';
    expect(refusal(state, 'red', { type: 'split', legion: marker, parts: [ids.slice(2)], markers: [ordinary] })).toBe('illegal'); // 25.4
    expect(refusal(state, 'red', { type: 'split', legion: marker, parts: [ids.slice(2)], markers: ['red-fort'] })).toBe('ok');
  });
});
