// Battle aids (Settings: auto-strike, auto-carry): the one action the battle leaves a seat, read from its legal
// actions — and nothing at all while the seat still has a choice.
import { describe, expect, it } from 'vitest';
import { battleAidAction } from '../../engine/titan/battle/aids.js';
import { legalActions } from '../../engine/titan/legal.js';
import type { GameState } from '../../engine/titan/state.js';
import { ATTACKER, act, battle, battleGame, position, reseed, seedRolling } from './helpers.js';

const ON = { autoStrike: true, autoCarry: true };
const OFF = { autoStrike: false, autoCarry: false };
const atLeast = (k: number, n: number) => (dice: number[]) => dice.filter((d) => d >= k).length === n;

/** Attacker's round-2 strike phase with the given pieces placed. */
function attackerStrikes(attacker: string[], defender: string[], hexes: Record<string, string | null>, hits: Record<string, number> = {}): GameState {
  const s = position(battleGame({ terrain: 'Plains', attacker, defender, entry: 'Bottom' }), { round: 2, active: 'attacker' }, hexes, hits);
  return act(s, ATTACKER, { type: 'done' }).state;
}

describe('battle aids (§12, §13.4)', () => {
  it('§12 auto-strike: a character in contact with one enemy must strike it — the one strike is taken', () => {
    const s = attackerStrikes(['Ogre'], ['Centaur', 'Lion'], { a1: 'C3', d1: 'C4', d2: 'F1' });
    const legal = legalActions(s, ATTACKER);
    expect(battleAidAction(legal, ON)).toEqual(legal[0]);
    expect(legal.map((a) => a.type)).toEqual(['strike', 'concede']);
    expect(legal[0]).toMatchObject({ type: 'strike', piece: 'a1', target: 'd1' });
    expect(battleAidAction(legal, { autoStrike: false, autoCarry: true })).toBeNull();
    expect(battleAidAction(legal, OFF)).toBeNull();
  });

  it('§12 auto-strike leaves a choice alone: two targets, a carry option, or a strike the player may forgo', () => {
    const two = attackerStrikes(['Ogre'], ['Centaur', 'Lion'], { a1: 'C3', d1: 'C4', d2: 'D4' });
    expect(battleAidAction(legalActions(two, ATTACKER), ON)).toBeNull();
    const options = attackerStrikes(['Troll'], ['Ogre', 'Lion'], { a1: 'C3', d1: 'C4', d2: 'D4' }, { d1: 5 });
    expect(battleAidAction(legalActions(options, ATTACKER), ON)).toBeNull();
    const ranger = attackerStrikes(['Ranger'], ['Ogre'], { a1: 'C1', d1: 'C3' });
    expect(legalActions(ranger, ATTACKER).map((a) => a.type)).toEqual(['strike', 'done', 'concede']);
    expect(battleAidAction(legalActions(ranger, ATTACKER), ON)).toBeNull();
  });

  it('§13.4 auto-carry: with one piece to take the excess hits they go to it, not dropped', () => {
    let s = attackerStrikes(['Troll'], ['Ogre', 'Ogre', 'Lion'], { a1: 'C3', d1: 'C4', d2: 'D4', d3: 'F1' }, { d1: 5 });
    s = reseed(s, seedRolling(8, atLeast(4, 3)));
    const r = act(s, ATTACKER, { type: 'strike', piece: 'a1', target: 'd1' });
    expect(battle(r.state).carry?.targets).toEqual(['d2']);
    const legal = legalActions(r.state, ATTACKER);
    expect(battleAidAction(legal, ON)).toEqual({ type: 'carry', player: ATTACKER, stateId: r.state.stateId, target: 'd2' });
    expect(battleAidAction(legal, { autoStrike: true, autoCarry: false })).toBeNull();
  });

  it('§13.4 auto-carry leaves two possible takers to the player', () => {
    const carry = (target: string | null) => ({ type: 'carry' as const, player: ATTACKER, stateId: 9, target });
    expect(battleAidAction([carry('d1'), carry('d2'), carry(null)], ON)).toBeNull();
    expect(battleAidAction([carry('d1'), carry(null)], ON)).toEqual(carry('d1'));
  });
});
