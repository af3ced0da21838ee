import { describe, expect, it } from 'vitest';
import { battleActors, battleLegalActions } from '../../engine/titan/battle/index.js';
import type { GameEvent } from '../../engine/titan/events.js';
import { rollDice } from '../../engine/platform/rng.js';
import type { GameState } from '../../engine/titan/state.js';
import { ATTACKER, DEFENDER, act, battle, battleGame, piece, position, refused, reseed, seedRolling } from './helpers.js';

const sixes = (n: number) => (dice: number[]) => dice.filter((d) => d === 6).length === n;
const atLeast = (k: number, n: number) => (dice: number[]) => dice.filter((d) => d >= k).length === n;
const strikesOf = (events: GameEvent[]) => events.filter((e) => e.type === 'strike');

/** Attacker's round-2 strike phase with the given pieces placed (the maneuver is ended by `done`). */
function attackerStrikes(attacker: string[], defender: string[], hexes: Record<string, string | null>, hits: Record<string, number> = {}, terrain = 'Plains'): GameState {
  const s = position(battleGame({ terrain, attacker, defender, entry: 'Bottom' }), { round: 2, active: 'attacker' }, hexes, hits);
  return act(s, ATTACKER, { type: 'done' }).state;
}

describe('strike phases (§12, §13)', () => {
  it('§13 a piece in contact must strike; the dice come from state.rng', () => {
    const s = attackerStrikes(['Ogre'], ['Centaur', 'Lion'], { a1: 'C3', d1: 'C4', d2: 'F1' });
    expect([battle(s).phase, battle(s).active]).toEqual(['strike', 'attacker']);
    expect(piece(s, 'a1').mustStrike).toBe(true);
    expect(piece(s, 'd1').mustStrike).toBe(true);
    expect(refused(s, ATTACKER, { type: 'done' })).toBe('illegal');
    expect(refused(s, DEFENDER, { type: 'strike', piece: 'd1', target: 'a1' })).toBe('not-your-turn');
    expect(refused(s, ATTACKER, { type: 'strike', piece: 'a1', target: 'd2' })).toBe('illegal');
    expect(battleLegalActions(s, ATTACKER)).toEqual([{ type: 'strike', player: ATTACKER, stateId: s.stateId, piece: 'a1', target: 'd1', strikeNumber: 6, dice: 6 }]);
    const r = act(s, ATTACKER, { type: 'strike', piece: 'a1', target: 'd1' });
    const [dice, rng] = rollDice(s.rng, 6);
    expect(strikesOf(r.events)[0]).toEqual({ type: 'strike', piece: 'a1', target: 'd1', dice, strikeNumber: 6, hits: dice.filter((d) => d === 6).length, rangestrike: false });
    expect(r.state.rng).toEqual(rng);
    expect(act(s, ATTACKER, { type: 'strike', piece: 'a1', target: 'd1' }).events).toEqual(r.events);
  });

  it('§13.6 slain characters strike back and leave at the end of the strike phase', () => {
    let s = attackerStrikes(['Troll'], ['Centaur', 'Lion'], { a1: 'C3', d1: 'C4', d2: 'F1' });
    s = reseed(s, seedRolling(8, sixes(3)));
    const r = act(s, ATTACKER, { type: 'strike', piece: 'a1', target: 'd1' });
    expect(r.events).toContainEqual({ type: 'slain', piece: 'd1', creature: 'Centaur', side: 'defender' });
    expect(piece(r.state, 'd1')).toMatchObject({ slain: true, hits: 3, hex: 'C4' });
    expect(battle(r.state).phase).toBe('strikeback');
    expect(battleActors(r.state)).toEqual([DEFENDER]);
    expect(refused(r.state, DEFENDER, { type: 'done' })).toBe('illegal');
    const back = act(r.state, DEFENDER, { type: 'strike', piece: 'd1', target: 'a1' });
    expect(strikesOf(back.events)[0]).toMatchObject({ piece: 'd1', strikeNumber: 2 });
    expect(back.events).toContainEqual({ type: 'removed', pieces: ['d1'] });
    const b = battle(back.state);
    expect(b.pieces.map((p) => p.id)).toEqual(['d2', 'a1']);
    expect([b.round, b.active, b.phase]).toEqual([3, 'defender', 'maneuver']);
    expect(back.state.legions.Bu01.creatures).toEqual(['Lion']);
    expect(back.state.graveyard.Centaur).toBe(1);
    expect(b.slainCreatures.defender).toEqual(['Centaur']);
    expect(b.slainValue.defender).toBe(12);
  });

  it('§13 a piece need not strike when all its contact enemies are already slain', () => {
    let s = attackerStrikes(['Troll', 'Troll'], ['Centaur', 'Lion'], { a1: 'C3', a2: 'D4', d1: 'C4', d2: 'F1' });
    expect(piece(s, 'a2').mustStrike).toBe(true);
    s = reseed(s, seedRolling(8, sixes(3)));
    const r = act(s, ATTACKER, { type: 'strike', piece: 'a1', target: 'd1' });
    expect(piece(r.state, 'a2').struck).toBe(false);
    expect(battle(r.state).phase).toBe('strikeback');
    expect(battleLegalActions(r.state, DEFENDER).map((a) => (a.type === 'strike' ? `${a.piece}>${a.target}` : a.type))).toEqual(['d1>a1', 'd1>a2']);
  });

  it('§13.4 excess hits may be carried to another adjacent enemy, or dropped', () => {
    let s = attackerStrikes(['Troll'], ['Ogre', 'Ogre', 'Lion'], { a1: 'C3', d1: 'C4', d2: 'D4', d3: 'F1' }, { d1: 5 });
    s = reseed(s, seedRolling(8, atLeast(4, 3)));
    const r = act(s, ATTACKER, { type: 'strike', piece: 'a1', target: 'd1' });
    expect(battle(r.state).carry).toEqual({ striker: 'a1', hits: 2, strikeNumber: 4, dice: 8, targets: ['d2'] });
    expect(battleLegalActions(r.state, ATTACKER).map((a) => (a.type === 'carry' ? a.target : a.type))).toEqual(['d2', null]);
    expect(refused(r.state, ATTACKER, { type: 'done' })).toBe('illegal');
    expect(refused(r.state, ATTACKER, { type: 'carry', target: 'd3' })).toBe('illegal');
    const carried = act(r.state, ATTACKER, { type: 'carry', target: 'd2' });
    expect(carried.events[0]).toEqual({ type: 'carry', piece: 'a1', target: 'd2', hits: 2 });
    expect(piece(carried.state, 'd2').hits).toBe(2);
    expect(battle(carried.state).phase).toBe('strikeback');
    const dropped = act(r.state, ATTACKER, { type: 'carry', target: null });
    expect(piece(dropped.state, 'd2').hits).toBe(0);
  });

  it('§13.4 a higher strike number announced before rolling lets hits carry to a harder target', () => {
    const s = attackerStrikes(['Troll'], ['Ogre', 'Lion'], { a1: 'C3', d1: 'C4', d2: 'D4' }, { d1: 5 });
    const options = battleLegalActions(s, ATTACKER).filter((a) => a.type === 'strike' && a.target === 'd1');
    expect(options.map((a) => (a.type === 'strike' ? [a.strikeNumber, a.dice] : []))).toEqual([[4, 8], [5, 8]]);
    expect(refused(s, ATTACKER, { type: 'strike', piece: 'a1', target: 'd1', strikeNumber: 3 })).toBe('illegal');
    const normal = act(reseed(s, seedRolling(8, atLeast(5, 4))), ATTACKER, { type: 'strike', piece: 'a1', target: 'd1' });
    expect(battle(normal.state).carry).toBeNull();
    const high = act(reseed(s, seedRolling(8, atLeast(5, 4))), ATTACKER, { type: 'strike', piece: 'a1', target: 'd1', strikeNumber: 5 });
    expect(strikesOf(high.events)[0]).toMatchObject({ strikeNumber: 5, hits: 4 });
    expect(battle(high.state).carry).toMatchObject({ hits: 3, strikeNumber: 5, targets: ['d2'] });
  });

  it('§12.1 only the mover rangestrikes, and need not', () => {
    const s = attackerStrikes(['Ranger'], ['Ogre'], { a1: 'C1', d1: 'C3' });
    expect(piece(s, 'a1').mustStrike).toBe(false);
    const legal = battleLegalActions(s, ATTACKER);
    expect(legal.map((a) => a.type)).toEqual(['strike', 'done']);
    const r = act(s, ATTACKER, { type: 'strike', piece: 'a1', target: 'd1' });
    const shot = strikesOf(r.events)[0];
    // §12.2: a rangestrike rolls half the power (Ranger 4 → 2 dice).
    expect(shot.type === 'strike' && [shot.rangestrike, shot.dice.length]).toEqual([true, 2]);
    expect(battle(r.state).carry).toBeNull();
    // Nobody can strike back (no contact): the strike phase ends by itself.
    expect([battle(r.state).round, battle(r.state).active, battle(r.state).phase]).toEqual([3, 'defender', 'maneuver']);
    const passed = act(s, ATTACKER, { type: 'done' });
    expect(strikesOf(passed.events)).toEqual([]);
  });

  it('§12.5 rangestrikes and strikes may be made in any order', () => {
    const s = attackerStrikes(['Ranger', 'Ogre'], ['Ogre', 'Centaur'], { a1: 'C1', a2: 'D4', d1: 'C3', d2: 'D5' });
    const rangeFirst = act(act(s, ATTACKER, { type: 'strike', piece: 'a1', target: 'd1' }).state, ATTACKER, { type: 'strike', piece: 'a2', target: 'd2' });
    const meleeFirst = act(act(s, ATTACKER, { type: 'strike', piece: 'a2', target: 'd2' }).state, ATTACKER, { type: 'strike', piece: 'a1', target: 'd1' });
    // both orders are accepted; the second strike of each is the melee one resp. the rangestrike
    expect(strikesOf(rangeFirst.events).map((e) => e.type === 'strike' && e.rangestrike)).toEqual([false]);
    expect(strikesOf(meleeFirst.events).map((e) => e.type === 'strike' && e.rangestrike)).toEqual([true]);
  });

  it('§12 in the non-mover\'s counter-strike only pieces in contact strike, and never rangestrike', () => {
    let s = position(battleGame({ terrain: 'Plains', attacker: ['Ranger', 'Ogre'], defender: ['Ogre'], entry: 'Bottom' }), { round: 2, active: 'defender' }, { a1: 'C1', a2: 'D4', d1: 'C3' });
    s = act(s, DEFENDER, { type: 'done' }).state;
    expect(battle(s).phase).toBe('strike');
    s = act(s, DEFENDER, { type: 'strike', piece: 'd1', target: 'a2' }).state;
    expect(battle(s).phase).toBe('strikeback');
    expect(battleLegalActions(s, ATTACKER).map((a) => (a.type === 'strike' ? a.piece : a.type))).toEqual(['a2']);
  });

  it('Drift: a non-native piece in a Drift hex takes a hit as the strike phase starts, and still strikes if slain', () => {
    const s0 = position(battleGame({ terrain: 'Tundra', attacker: ['Ogre'], defender: ['Troll', 'Lion'], entry: 'Bottom' }), { round: 2, active: 'attacker' }, { a1: 'C2', d1: 'D3', d2: 'F1' }, { a1: 5 });
    const r = act(s0, ATTACKER, { type: 'done' });
    expect(r.events).toContainEqual({ type: 'damage', piece: 'a1', hits: 1, cause: 'drift' });
    expect(r.events).toContainEqual({ type: 'slain', piece: 'a1', creature: 'Ogre', side: 'attacker' });
    expect(r.events.filter((e) => e.type === 'damage')).toHaveLength(1);
    expect(piece(r.state, 'a1')).toMatchObject({ slain: true, mustStrike: true });
    expect(piece(r.state, 'd1')).toMatchObject({ hits: 0, mustStrike: false });
    // The Troll's only enemy is already slain, so it need not (and cannot usefully) strike back (§13).
    const struck = act(r.state, ATTACKER, { type: 'strike', piece: 'a1', target: 'd1' });
    expect(struck.events).toContainEqual({ type: 'battleEnd', winner: 'Bu01', reason: 'elimination' });
    expect(struck.state.battle).toBeNull();
  });
});
