import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, playersToAct, viewFor } from '../../engine/titan/index.js';
import { act, OPTIONS, refused, startedGame } from './fixtures.js';

const seats = (n: number) => ['Red', 'Blue', 'Green', 'Black', 'Brown', 'Gold'].slice(0, n).map((color) => ({ color, name: color }));

describe('§5.1 tower rolls', () => {
  it('§5.1 every player gets a different tower, re-rolling repeated numbers', () => {
    for (let seed = 1; seed <= 40; seed++) {
      for (const n of [2, 3, 4, 5, 6]) {
        const { state, events } = createGame({ variant: 'titan', players: seats(n), options: OPTIONS, seed });
        const towers = state.players.map((p) => p.tower);
        expect(new Set(towers).size).toBe(n);
        for (const t of towers) expect([100, 200, 300, 400, 500, 600]).toContain(t);
        const rolls = events[0].type === 'towers' ? events[0].rolls : [];
        for (const r of rolls) expect(r.rolls[r.rolls.length - 1] * 100).toBe(r.tower);
      }
    }
  });

  it('§5.1 the player with the highest tower plays first, then play goes clockwise (seat order)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const players = seats(4);
      const { state } = createGame({ variant: 'titan', players, options: OPTIONS, seed });
      expect(state.players[0].tower).toBe(Math.max(...state.players.map((p) => p.tower)));
      const firstSeat = players.findIndex((p) => p.color === state.players[0].id);
      expect(state.players.map((p) => p.id)).toEqual(players.map((_, i) => players[(firstSeat + i) % 4].color));
    }
  });

  it('§5.1 option: balanced towers spread the players evenly', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const two = createGame({ variant: 'titan', players: seats(2), options: { ...OPTIONS, balancedTowers: true }, seed }).state;
      expect(Math.abs(two.players[0].tower - two.players[1].tower)).toBe(300);
      const three = createGame({ variant: 'titan', players: seats(3), options: { ...OPTIONS, balancedTowers: true }, seed }).state;
      const t = three.players.map((p) => p.tower / 100).sort();
      expect((t[1] - t[0]) % 2 === 0 && (t[2] - t[1]) % 2 === 0).toBe(true);
    }
  });

  it('§4.2 each player has twelve markers of his colour (§21 variant: eight)', () => {
    const s = startedGame(['Red', 'Blue']);
    expect(s.players.find((p) => p.id === 'Red')?.markers).toHaveLength(12);
    expect(s.players.find((p) => p.id === 'Red')?.markers.every((m) => m.startsWith('Rd'))).toBe(true);
    const v = startedGame(['Red', 'Blue'], 7, {}, 'titan-variant');
    expect(v.players[0].markers).toHaveLength(8);
  });

  it('§5 a bad setup is refused by checkSetup and never starts a game', () => {
    expect(() => createGame({ variant: 'titan', players: seats(1), options: OPTIONS, seed: 1 })).toThrow(/2 to 6/);
    expect(() => createGame({ variant: 'titan', players: [{ color: 'Red', name: 'a' }, { color: 'Red', name: 'b' }], options: OPTIONS, seed: 1 })).toThrow(/twice/);
    // one source of bounds: a game the save loader would refuse is never created
    expect(() => createGame({ variant: 'titan', players: seats(2), options: { ...OPTIONS, turnLimit: 5000 }, seed: 1 })).toThrow(/turnLimit/);
    expect(() => createGame({ variant: 'titan', players: seats(2), options: { ...OPTIONS, pointTarget: 1_000_000 }, seed: 1 })).toThrow(/pointTarget/);
  });
});

describe('§5.2 starting legions', () => {
  it('§5.2 each player starts with two legions on his tower: Titan + 3 creatures and Angel + 3 creatures', () => {
    const s = startedGame(['Red', 'Blue', 'Green']);
    for (const p of s.players) {
      const mine = Object.values(s.legions).filter((l) => l.owner === p.id);
      expect(mine).toHaveLength(2);
      expect(mine.every((l) => l.land === p.tower && l.creatures.length === 4)).toBe(true);
      const all = mine.flatMap((l) => l.creatures).sort();
      expect(all).toEqual(['Angel', 'Centaur', 'Centaur', 'Gargoyle', 'Gargoyle', 'Ogre', 'Ogre', 'Titan']);
      expect(mine.some((l) => l.creatures.includes('Titan')) && mine.some((l) => l.creatures.includes('Angel'))).toBe(true);
    }
    expect(s.phase).toBe('split');
  });

  it('§5.2 the player chooses which Tower creatures go with the Titan', () => {
    let { state } = createGame({ variant: 'titan', players: seats(2), options: OPTIONS, seed: 3 });
    const p = playersToAct(state)[0];
    const prefix = p === 'Red' ? 'Rd' : 'Bu';
    state = act(state, p, { type: 'initialSplit', titanMarker: `${prefix}05`, angelMarker: `${prefix}09`, titanCreatures: ['Ogre', 'Ogre', 'Gargoyle'] }).state;
    expect(state.legions[`${prefix}05`].creatures).toEqual(['Titan', 'Ogre', 'Ogre', 'Gargoyle']);
    expect([...state.legions[`${prefix}09`].creatures].sort()).toEqual(['Angel', 'Centaur', 'Centaur', 'Gargoyle']);
  });

  it('§5.2 the Titan\'s creatures must come from the six Tower creatures', () => {
    const { state } = createGame({ variant: 'titan', players: seats(2), options: OPTIONS, seed: 3 });
    const p = playersToAct(state)[0];
    const prefix = p === 'Red' ? 'Rd' : 'Bu';
    expect(refused(state, p, { type: 'initialSplit', titanMarker: `${prefix}01`, angelMarker: `${prefix}02`, titanCreatures: ['Ogre', 'Ogre', 'Ogre'] })).toBe('illegal');
    expect(refused(state, p, { type: 'initialSplit', titanMarker: `${prefix}01`, angelMarker: `${prefix}02`, titanCreatures: ['Ogre', 'Angel', 'Centaur'] })).toBe('illegal');
  });

  it('§5.2 initial assignments are confidential: other players see only heights', () => {
    const s = startedGame(['Red', 'Blue']);
    const view = viewFor(s, 'Red');
    for (const l of view.legions.filter((x) => x.owner === 'Blue')) {
      expect(l.height).toBe(4);
      expect(l.creatures.every((c) => c === null)).toBe(true);
    }
  });

  it('§5.2 the beginning legions may not split before the player\'s second turn', () => {
    const s = startedGame(['Red', 'Blue']);
    const m = s.players[s.active].id;
    const legionOf = Object.values(s.legions).find((l) => l.owner === m);
    expect(refused(s, m, { type: 'split', marker: legionOf?.marker, newMarker: s.players[s.active].markers[11], creatures: legionOf?.creatures.slice(0, 2) })).toBe('illegal');
    expect(legalActions(s, m).map((a) => a.type)).toEqual(['roll']);
  });

  it('§5 the Titan Variant starts with two Cyclopes, Lions and Trolls', () => {
    const s = startedGame(['Red', 'Blue'], 7, {}, 'titan-variant');
    const all = Object.values(s.legions).filter((l) => l.owner === 'Red').flatMap((l) => l.creatures).sort();
    expect(all).toEqual(['Angel', 'Cyclops', 'Cyclops', 'Lion', 'Lion', 'Titan', 'Troll', 'Troll']);
    expect(apply(s, { type: 'roll', player: s.players[s.active].id, stateId: s.stateId }).ok).toBe(true);
  });
});
