// TITAN's §21 clocks for the host (engine/platform/module.ts ModuleClocks): which clock runs in a state and the
// `timeUp` action that ends it. The rules of running out live in engine/titan/game/clocks.ts.
import type { ModuleClocks, RunningClock } from '../engine/platform/module.js';
import type { Action } from '../engine/titan/actions.js';
import { battleActors } from '../engine/titan/battle/legal.js';
import type { GameState } from '../engine/titan/state.js';

/** The turn clock of a state: the mover's Movement Phase (after the roll), or the maneuvering side's maneuver
 * (twice as long as a rule in its first maneuver of the battle, §21). */
function turnClock(state: GameState): RunningClock | null {
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
    return { seat, key: `${turn}:battle:${battle.land}:${battle.round}:${battle.active}`, ms };
  }
  if (state.phase !== 'move' || state.engagement || state.turn.roll === null || mover === undefined) return null;
  return { seat: mover, key: `${turn}:move`, ms: 1000 * clocks.movement };
}

/** The TITAN module's clocks. */
export const titanClocks: ModuleClocks<GameState, Action> = {
  gameLimit: (state) => (state.options.timeLimit === undefined || state.phase === 'over' ? null : state.options.timeLimit * 1000),
  turnClock,
  timeUp(state, clock) {
    if (clock === 'game') {
      const mover = state.players[state.active]?.id;
      return state.options.timeLimit === undefined || mover === undefined ? null : { type: 'timeUp', clock: 'game', player: mover, stateId: state.stateId };
    }
    const running = turnClock(state);
    if (!running) return null;
    return { type: 'timeUp', clock: state.battle ? 'maneuver' : 'movement', player: running.seat, stateId: state.stateId };
  },
  isTimeUp: (action) => action.type === 'timeUp',
};
