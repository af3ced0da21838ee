// Gods of Titan's clocks for the host (engine/platform/module.ts ModuleClocks): TITAN §21's time limit and 28.2's turn
// time limits — which clock runs in a state and the `timeUp` that ends it. The rules of running out live in
// engine/gods/turn/clocks.ts.
import type { ModuleClocks, RunningClock } from '../engine/platform/module.js';
import type { GodsAction } from '../engine/gods/actions.js';
import { maneuveringSeat } from '../engine/gods/battle/index.js';
import type { GodsSeat, GodsState } from '../engine/gods/state.js';

/** The turn clock of a state: the mover's Movement Phase, or the maneuvering seat's maneuver (twice as long in each
 * side's first maneuver of a battle, as TITAN §21 allows). */
function turnClock(state: GodsState): RunningClock | null {
  const clocks = state.gameLength.turnClocks;
  if (!clocks || state.phase === 'over' || state.finalBattle) return null;
  const turn = `${state.round}:${state.active}`;
  const engagement = state.engagement;
  const battle = engagement?.battle;
  if (engagement && battle) {
    const seat = maneuveringSeat(battle);
    if (seat === null) return null;
    return { seat, key: `${turn}:battle:${engagement.land}:${battle.round}:${battle.active}`, ms: 1000 * (battle.round === 1 ? clocks.firstManeuver : clocks.maneuver) };
  }
  const mover = state.players[state.active]?.id;
  if (state.phase !== 'movement' || state.engagement || mover === undefined) return null;
  return { seat: mover, key: `${turn}:move`, ms: 1000 * clocks.movement };
}

/** The Gods of Titan module's clocks. */
export const godsClocks: ModuleClocks<GodsState, GodsAction> = {
  gameLimit: (state) => (state.gameLength.timeLimit === undefined || state.phase === 'over' ? null : state.gameLength.timeLimit * 1000),
  turnClock,
  timeUp(state, clock) {
    if (clock === 'game') {
      const mover = state.players[state.active]?.id;
      return state.gameLength.timeLimit === undefined || mover === undefined ? null : { type: 'timeUp', clock: 'game', player: mover, stateId: state.stateId };
    }
    const running = turnClock(state);
    return running ? { type: 'timeUp', clock: state.engagement?.battle ? 'maneuver' : 'movement', player: running.seat as GodsSeat, stateId: state.stateId } : null;
  },
  isTimeUp: (action) => action.type === 'timeUp',
};
