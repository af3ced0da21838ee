// TITAN's §21 clocks for the host (games/family-clocks.ts): which clock runs in a state. The rules of running out live
// in engine/titan/game/clocks.ts.
import type { Action } from '../engine/titan/actions.js';
import { battleActors } from '../engine/titan/battle/legal.js';
import type { GameState } from '../engine/titan/state.js';
import { familyClocks, type PhaseClock } from './family-clocks.js';

/** The turn clock of a state: the mover's Movement Phase (after the roll), or the maneuvering side's maneuver
 * (twice as long as a rule in its first maneuver of the battle, §21). */
function turnClock(state: GameState): PhaseClock | null {
  const clocks = state.options.turnClocks;
  if (!clocks || state.phase === 'over') return null;
  const mover = state.players[state.active]?.id;
  const turn = `${state.round}:${state.active}`;
  const battle = state.battle;
  if (battle) {
    if (battle.phase !== 'maneuver' || battle.carry) return null;
    const [seat] = battleActors(state);
    if (seat === undefined) return null;
    const ms = 1000 * (battle.round === 1 ? clocks.firstManeuver : clocks.maneuver);
    return { seat, key: `${turn}:battle:${battle.land}:${battle.round}:${battle.active}`, ms, phase: 'maneuver' };
  }
  if (state.phase !== 'move' || state.engagement || state.turn.roll === null || mover === undefined) return null;
  return { seat: mover, key: `${turn}:move`, ms: 1000 * clocks.movement, phase: 'movement' };
}

/** The TITAN module's clocks. */
export const titanClocks = familyClocks<GameState, Action>({
  timeLimit: (state) => state.options.timeLimit,
  over: (state) => state.phase === 'over',
  mover: (state) => state.players[state.active]?.id,
  turnClock,
  timeUp: (state, clock, player) => ({ type: 'timeUp', clock, player, stateId: state.stateId }),
});
