// Gods of Titan's clocks for the host (games/family-clocks.ts): TITAN §21's time limit and 28.3's turn time limits —
// which clock runs in a state. The rules of running out live in engine/gods/turn/clocks.ts.
import type { GodsAction } from '../engine/gods/actions.js';
import { maneuveringSeat } from '../engine/gods/battle/index.js';
import type { GodsSeat, GodsState } from '../engine/gods/state.js';
import { familyClocks, type PhaseClock } from './family-clocks.js';

/** The turn clock of a state: the mover's Movement Phase, or the maneuvering seat's maneuver (twice as long in each
 * side's first maneuver of a battle, as TITAN §21 allows). */
function turnClock(state: GodsState): PhaseClock | null {
  const clocks = state.gameLength.turnClocks;
  if (!clocks || state.phase === 'over' || state.finalBattle) return null;
  const turn = `${state.round}:${state.active}`;
  const engagement = state.engagement;
  const battle = engagement?.battle;
  if (engagement && battle) {
    const seat = maneuveringSeat(battle);
    if (seat === null) return null;
    const ms = 1000 * (battle.round === 1 ? clocks.firstManeuver : clocks.maneuver);
    return { seat, key: `${turn}:battle:${engagement.land}:${battle.round}:${battle.active}`, ms, phase: 'maneuver' };
  }
  const mover = state.players[state.active]?.id;
  if (state.phase !== 'movement' || engagement || mover === undefined) return null;
  return { seat: mover, key: `${turn}:move`, ms: 1000 * clocks.movement, phase: 'movement' };
}

/** The Gods of Titan module's clocks. */
export const godsClocks = familyClocks<GodsState, GodsAction>({
  timeLimit: (state) => state.gameLength.timeLimit,
  over: (state) => state.phase === 'over',
  mover: (state) => state.players[state.active]?.id,
  turnClock,
  timeUp: (state, clock, player) => ({ type: 'timeUp', clock, player: player as GodsSeat, stateId: state.stateId }),
});
