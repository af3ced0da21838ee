import { describe, expect, it } from 'vitest';
import { apply, legalActions, viewFor } from '../../engine/titan/index.js';
import { seedRng } from '../../engine/platform/rng.js';
import type { Action } from '../../engine/titan/actions.js';
import type { GameState } from '../../engine/titan/state.js';
import { act, legion, mover, refused, startedGame, withPosition } from './fixtures.js';

/** Rolls `want` by replaying the roll of the same position from other PRNG seeds. */
function rolled(state: GameState, want: number): GameState {
  for (let seed = 0; seed < 500; seed++) {
    const s = { ...state, rng: seedRng(seed) };
    const r = act(s, mover(s), { type: 'roll' }).state;
    if (r.turn.roll === want) return r;
  }
  throw new Error('no seed rolls ' + want);
}

describe('§6 Game-Turn phases', () => {
  it('§1.3 a Game-Turn is one player\'s: he moves his legions, then musters, and the next player\'s turn begins', () => {
    let s = startedGame();
    const m = mover(s);
    expect(s.phase).toBe('split');
    s = act(s, m, { type: 'roll' }).state;
    expect(s.phase).toBe('move');
    const move = legalActions(s, m).find((a) => a.type === 'move');
    s = act(s, m, move as never).state;
    s = act(s, m, { type: 'endMoves' }).state;
    expect(s.pendingEngagements).toEqual([]); // the first turn reaches no enemy: no Engagements, straight to mustering
    expect(s.phase).toBe('muster');
    expect(legalActions(s, m).some((a) => a.type === 'endTurn')).toBe(true);
    for (const other of s.players.filter((p) => p.id !== m)) expect(legalActions(s, other.id)).toEqual([]);
    s = act(s, m, { type: 'endTurn' }).state;
    expect(mover(s)).not.toBe(m);
    expect(s.phase).toBe('split');
  });

  it('§6.2 the movement roll ends the split phase and no legion may split after it', () => {
    let s = startedGame();
    const m = mover(s);
    s = act(s, m, { type: 'roll' }).state;
    expect(s.phase).toBe('move');
    expect(s.turn.roll).toBeGreaterThanOrEqual(1);
    expect(refused(s, m, { type: 'split', marker: Object.keys(s.legions)[0], newMarker: 'Rd12', creatures: [] })).toBe('wrong-phase');
  });

  it('§6.2 the mover must move at least one legion', () => {
    let s = startedGame();
    const m = mover(s);
    s = act(s, m, { type: 'roll' }).state;
    expect(refused(s, m, { type: 'endMoves' })).toBe('illegal');
    const move = legalActions(s, m).find((a) => a.type === 'move');
    s = act(s, m, move as never).state;
    s = act(s, m, { type: 'endMoves' }).state;
    expect(s.phase).toBe('muster');
  });

  it('§7 no legion moves twice in a phase', () => {
    let s = startedGame();
    const m = mover(s);
    s = act(s, m, { type: 'roll' }).state;
    const move = legalActions(s, m).find((a) => a.type === 'move');
    s = act(s, m, move as never).state;
    const again = { ...(move as object), stateId: s.stateId };
    expect(apply(s, again).ok).toBe(false);
  });

  it('§7.6 first-move mulligan: once, on the very first turn, before moving; the second roll binds', () => {
    let rerolledOther = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const start = startedGame(['Red', 'Blue'], seed);
      const m = mover(start);
      const rolled = act(start, m, { type: 'roll' }).state;
      const { state: s, events } = act(rolled, m, { type: 'mulligan' });
      const second = events.find((e) => e.type === 'roll');
      expect(second).toMatchObject({ type: 'roll', player: m, mulligan: true });
      expect(s.turn.roll).toBe(second?.type === 'roll' ? second.roll : null);
      expect(s.turn.mulliganUsed).toBe(true);
      expect(refused(s, m, { type: 'mulligan' })).toBe('illegal');
      expect(refused(s, m, { type: 'roll' })).toBe('wrong-phase');
      if (s.turn.roll === rolled.turn.roll) continue;
      rerolledOther++;
      const moves = (x: GameState): Action[] => legalActions(x, m).filter((a) => a.type === 'move');
      expect(moves(s)).not.toEqual(moves({ ...s, turn: { ...s.turn, roll: rolled.turn.roll } }));
    }
    expect(rerolledOther).toBeGreaterThanOrEqual(5);
  });

  it('§7.6 no mulligan after moving, nor on a later turn, nor when the option is off', () => {
    let s = startedGame();
    const m = mover(s);
    s = act(s, m, { type: 'roll' }).state;
    const move = legalActions(s, m).find((a) => a.type === 'move');
    s = act(s, m, move as never).state;
    expect(refused(s, m, { type: 'mulligan' })).toBe('illegal');
    let off = startedGame(['Red', 'Blue'], 7, { mulligan: false });
    off = act(off, mover(off), { type: 'roll' }).state;
    expect(refused(off, mover(off), { type: 'mulligan' })).toBe('illegal');
  });

  it('§6.5 ending the turn passes play to the next player; a new round after the last', () => {
    let s = startedGame(['Red', 'Blue']);
    const first = mover(s);
    s = act(s, first, { type: 'roll' }).state;
    s = act(s, first, legalActions(s, first).find((a) => a.type === 'move') as never).state;
    s = act(s, first, { type: 'endMoves' }).state;
    s = act(s, first, { type: 'endTurn' }).state;
    expect(mover(s)).not.toBe(first);
    expect(s.round).toBe(1);
    const second = mover(s);
    s = act(s, second, { type: 'roll' }).state;
    s = act(s, second, legalActions(s, second).find((a) => a.type === 'move') as never).state;
    s = act(s, second, { type: 'endMoves' }).state;
    s = act(s, second, { type: 'endTurn' }).state;
    expect(mover(s)).toBe(first);
    expect(s.round).toBe(2);
    expect(s.players.find((p) => p.id === first)?.turnsTaken).toBe(2);
  });
});

describe('§4.3 splitting legions', () => {
  function secondTurn(): GameState {
    const s = startedGame(['Red', 'Blue']);
    return { ...s, players: s.players.map((p) => ({ ...p, turnsTaken: 2 })) };
  }

  it('§6.1/§4.3 both legions keep at least two characters; the new marker must be free', () => {
    const s = secondTurn();
    const m = mover(s);
    const l = Object.values(s.legions).find((x) => x.owner === m);
    if (!l) throw new Error('no legion');
    const free = s.players[s.active].markers.filter((x) => !(x in s.legions));
    expect(refused(s, m, { type: 'split', marker: l.marker, newMarker: free[0], creatures: l.creatures.slice(0, 1) })).toBe('illegal');
    expect(refused(s, m, { type: 'split', marker: l.marker, newMarker: free[0], creatures: l.creatures.slice(0, 3) })).toBe('illegal');
    const other = Object.values(s.legions).find((x) => x.owner === m && x.marker !== l.marker);
    expect(refused(s, m, { type: 'split', marker: l.marker, newMarker: other?.marker, creatures: l.creatures.slice(0, 2) })).toBe('illegal');
    const ok = act(s, m, { type: 'split', marker: l.marker, newMarker: free[0], creatures: l.creatures.slice(0, 2) }).state;
    expect(ok.legions[free[0]].creatures).toEqual(l.creatures.slice(0, 2));
    expect(ok.legions[l.marker].creatures).toEqual(l.creatures.slice(2));
  });

  it('§4.3 a large legion may split three ways, each part with at least two characters', () => {
    let s = secondTurn();
    const m = mover(s);
    const tower = s.players[s.active].tower;
    s = withPosition(s, [legion('Rd01', m, tower, ['Titan', 'Ogre', 'Ogre', 'Troll', 'Troll', 'Centaur', 'Centaur'])]);
    const free = s.players[s.active].markers.filter((x) => !(x in s.legions));
    s = act(s, m, { type: 'split', marker: 'Rd01', newMarker: free[0], creatures: ['Ogre', 'Ogre'] }).state;
    s = act(s, m, { type: 'split', marker: 'Rd01', newMarker: free[1], creatures: ['Troll', 'Troll'] }).state;
    expect(s.legions.Rd01.creatures).toEqual(['Titan', 'Centaur', 'Centaur']);
    expect(Object.values(s.legions).filter((l) => l.land === tower)).toHaveLength(3);
  });

  it('§4.3 split legions must separate when one of them can move', () => {
    let s = secondTurn();
    const m = mover(s);
    const l = Object.values(s.legions).find((x) => x.owner === m && x.creatures.includes('Titan'));
    if (!l) throw new Error('no legion');
    const other = Object.values(s.legions).find((x) => x.owner === m && x.marker !== l.marker);
    const free = s.players[s.active].markers.filter((x) => !(x in s.legions));
    s = act(s, m, { type: 'split', marker: l.marker, newMarker: free[0], creatures: l.creatures.slice(2) }).state;
    s = rolled(s, 1);
    // move the unsplit legion away only: the split pair still shares the tower
    const away = legalActions(s, m).find((a) => a.type === 'move' && a.marker === other?.marker);
    s = act(s, m, away as never).state;
    expect(refused(s, m, { type: 'endMoves' })).toBe('illegal');
    const sep = legalActions(s, m).find((a) => a.type === 'move' && a.marker === free[0]);
    s = act(s, m, sep as never).state;
    s = act(s, m, { type: 'endMoves' }).state;
    expect(s.legions[free[0]].land).not.toBe(s.legions[l.marker].land);
  });

  it('§4.3 a split legion that cannot leave is aborted: the characters recombine', () => {
    let s = secondTurn();
    const m = mover(s);
    const tower = s.players[s.active].tower;
    s = withPosition(s, [legion('Rd01', m, tower, ['Titan', 'Ogre', 'Ogre', 'Troll'])]);
    s = act(s, m, { type: 'split', marker: 'Rd01', newMarker: 'Rd02', creatures: ['Ogre', 'Ogre'] }).state;
    s = rolled(s, 1);
    // move Rd01 away, then block Rd02 by taking away its moves: put own legions on every reachable land
    const targets = legalActions(s, m).filter((a) => a.type === 'move' && a.marker === 'Rd02').map((a) => (a.type === 'move' ? a.to : 0));
    const blockers = targets.map((land, i) => legion(`Rd${String(3 + i).padStart(2, '0')}`, m, land, ['Centaur', 'Centaur'], { moved: true }));
    s = withPosition(s, [...Object.values(s.legions), ...blockers]);
    s = act(s, m, { type: 'endMoves' }).state;
    expect(s.legions.Rd02).toBeUndefined();
    expect([...s.legions.Rd01.creatures].sort()).toEqual(['Ogre', 'Ogre', 'Titan', 'Troll']);
  });

  it('§4.3 players do not reveal which characters they split off', () => {
    let s = secondTurn();
    const m = mover(s);
    const other = s.players.find((p) => p.id !== m)?.id ?? '';
    const l = Object.values(s.legions).find((x) => x.owner === m);
    if (!l) throw new Error('no legion');
    s = { ...s, knowledge: { ...s.knowledge, [other]: { [l.marker]: [...l.creatures] } } };
    const free = s.players[s.active].markers.filter((x) => !(x in s.legions));
    s = act(s, m, { type: 'split', marker: l.marker, newMarker: free[0], creatures: l.creatures.slice(0, 2) }).state;
    const v = viewFor(s, other);
    expect(v.legions.find((x) => x.marker === free[0])?.creatures.every((c) => c === null)).toBe(true);
    expect(v.legions.find((x) => x.marker === l.marker)?.creatures.every((c) => c === null)).toBe(true);
  });
});

describe('Undo: only what rolled no dice and revealed nothing, within its phase', () => {
  it('a split can be undone before the roll, not after', () => {
    let s = startedGame();
    s = { ...s, players: s.players.map((p) => ({ ...p, turnsTaken: 2 })) };
    const m = mover(s);
    const l = Object.values(s.legions).find((x) => x.owner === m);
    if (!l) throw new Error('no legion');
    const before = s;
    const free = s.players[s.active].markers.filter((x) => !(x in s.legions));
    s = act(s, m, { type: 'split', marker: l.marker, newMarker: free[0], creatures: l.creatures.slice(0, 2) }).state;
    const undone = act(s, m, { type: 'undo' }).state;
    expect(undone.legions).toEqual(before.legions);
    expect(undone.stateId).toBe(s.stateId + 1);
    s = act(s, m, { type: 'roll' }).state;
    expect(refused(s, m, { type: 'undo' })).toBe('illegal');
  });

  it('a move can be undone; another player cannot undo it', () => {
    let s = startedGame();
    const m = mover(s);
    s = act(s, m, { type: 'roll' }).state;
    const before = s.legions;
    s = act(s, m, legalActions(s, m).find((a) => a.type === 'move') as never).state;
    const other = s.players.find((p) => p.id !== m)?.id ?? '';
    expect(refused(s, other, { type: 'undo' })).toBe('not-your-turn');
    expect(act(s, m, { type: 'undo' }).state.legions).toEqual(before);
  });

  it('a teleport revealed a lord and cannot be undone', () => {
    let s = startedGame();
    const m = mover(s);
    s = rolled(s, 6);
    const tele = legalActions(s, m).find((a) => a.type === 'move' && a.teleport === 'tower');
    expect(tele).toBeDefined();
    s = act(s, m, tele as never).state;
    expect(s.undo).toHaveLength(0);
    expect(s.turn.teleported).toBe(true);
    expect(legalActions(s, m).some((a) => a.type === 'move' && a.teleport)).toBe(false);
  });
});

describe('Intents are checked before any rule runs', () => {
  it('a stale stateId is refused', () => {
    const s = startedGame();
    const r = apply(s, { type: 'roll', player: mover(s), stateId: s.stateId - 1 });
    expect(r.ok ? '' : r.error.code).toBe('stale');
  });
  it('an action from a player who is not to act is refused', () => {
    const s = startedGame();
    const other = s.players.find((p) => p.id !== mover(s))?.id ?? '';
    expect(refused(s, other, { type: 'roll' })).toBe('not-your-turn');
  });
  it('a malformed action is a typed error, never an exception', () => {
    const s = startedGame();
    for (const bad of [null, 3, 'roll', {}, { type: 'roll' }, { type: 'nope', player: 'Red', stateId: 0 }, { type: 'move', player: 'Red', stateId: s.stateId, marker: 5, to: 'x' }]) {
      const r = apply(s, bad);
      expect(r.ok ? '' : r.error.code).toBe('malformed');
    }
  });
});
