// Battle aid: "undo all moves" takes back every move of the current maneuver at once (the reducer's undo stack, one
// entry per move); it is offered only while there is a move to undo, and only in a maneuver.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/titan/actions.js';
import { legalActions } from '../../engine/titan/legal.js';
import { apply } from '../../engine/titan/reducer.js';
import type { GameState } from '../../engine/titan/state.js';
import { ATTACKER, DEFENDER, battle, battleGame, position } from './helpers.js';

/** Applies an action through the one reducer (which keeps the undo stack); it must be accepted. */
function step(state: GameState, player: string, partial: Record<string, unknown> & { type: Action['type'] }): GameState {
  const r = apply(state, { ...partial, player, stateId: state.stateId });
  if (!r.ok) throw new Error(`refused ${JSON.stringify(partial)}: ${r.error.message}`);
  return r.state;
}

const undoAll = (s: GameState, player: string): Action | undefined => legalActions(s, player).find((a) => a.type === 'undo' && a.all === true);

/** The attacker's second maneuver on the Plains with three characters on the board, nothing moved yet. */
function maneuver(): GameState {
  const s = battleGame({ terrain: 'Plains', attacker: ['Ogre', 'Troll', 'Centaur'], defender: ['Gargoyle'] });
  return position(s, { round: 2, active: 'attacker' }, { a1: 'A1', a2: 'B1', a3: 'C1', d1: 'D6' });
}

describe('battle aid: undo all moves of a maneuver', () => {
  it('takes back every move of the maneuver at once, in one action', () => {
    const start = maneuver();
    expect(undoAll(start, ATTACKER)).toBeUndefined();
    let s = start;
    const moved: string[] = [];
    for (const id of ['a1', 'a2', 'a3']) {
      const move = legalActions(s, ATTACKER).find((a) => a.type === 'battleMove' && a.piece === id && a.to !== battle(s).pieces.find((p) => p.id === id)?.hex);
      if (!move) continue;
      s = step(s, ATTACKER, move as never);
      moved.push(id);
    }
    expect(moved.length).toBeGreaterThanOrEqual(2);
    const all = undoAll(s, ATTACKER);
    expect(all).toBeDefined();
    expect(undoAll(s, DEFENDER)).toBeUndefined();
    const r = apply(s, all);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.battle).toEqual(start.battle);
    expect(r.state.undo).toEqual([]);
    expect(r.state.stateId).toBe(s.stateId + 1);
    expect(r.events).toEqual([{ type: 'undo', player: ATTACKER, action: 'all' }]);
    expect(undoAll(r.state, ATTACKER)).toBeUndefined();
  });

  it('is refused with nothing to undo, and for the other side', () => {
    const start = maneuver();
    const none = apply(start, { type: 'undo', all: true, player: ATTACKER, stateId: start.stateId });
    expect(none.ok ? null : none.error.code).toBe('illegal');
    const move = legalActions(start, ATTACKER).find((a) => a.type === 'battleMove');
    const s = step(start, ATTACKER, move as never);
    const other = apply(s, { type: 'undo', all: true, player: DEFENDER, stateId: s.stateId });
    expect(other.ok ? null : other.error.code).toBe('not-your-turn');
  });

  it('is not offered outside a maneuver (a masterboard move keeps the one-step undo only)', () => {
    const start = maneuver();
    const move = legalActions(start, ATTACKER).find((a) => a.type === 'battleMove');
    const s = step(start, ATTACKER, move as never);
    const striking = { ...s, battle: { ...battle(s), phase: 'strike' as const } };
    expect(legalActions(striking, ATTACKER).some((a) => a.type === 'undo' && a.all === true)).toBe(false);
    const r = apply(striking, { type: 'undo', all: true, player: ATTACKER, stateId: striking.stateId });
    expect(r.ok ? null : r.error.code).toBe('illegal');
  });
});
