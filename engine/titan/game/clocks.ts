// §21 clocks in the rules. The engine keeps no time: the host counts it and sends `timeUp` when a clock runs out
// (games/titan-clocks.ts tells the host which clock runs). The game's time limit ends the game scored as a turn limit
// is; a Movement Phase that runs out with no legion moved moves one legion chosen at random (its move too), then the
// phase ends; a maneuver that runs out ends at once, every character still off the battleland eliminated.
import type { Action, MoveAction, TimeUpAction } from '../actions.js';
import { TITAN_BATTLE } from '../battle/phases.js';
import { battleActors } from '../battle/legal.js';
import type { GameEvent } from '../events.js';
import { moveActions } from '../legal.js';
import { nextInt } from '../../platform/rng.js';
import type { GameState } from '../state.js';
import { legionOf, moverOf } from './context.js';
import { applyEndMoves, applyMove, mayEndMoves, unseparatedSplits } from './movement.js';
import { fail, isError, type Step } from './step.js';
import { endOnTime } from './turn.js';

/** §21: applies a clock's `timeUp` (refused when the game has no such clock or it is not running for that seat). */
export function applyTimeUp(state: GameState, a: TimeUpAction, events: GameEvent[]): Step {
  if (a.clock === 'game') {
    if (state.options.timeLimit === undefined) return fail('illegal', 'this game has no time limit (§21)');
    events.push({ type: 'timeUp', player: a.player, clock: 'game' });
    return endOnTime(state, events);
  }
  if (state.options.turnClocks === undefined) return fail('illegal', 'this game has no turn clocks (§21)');
  return a.clock === 'movement' ? movementTimeUp(state, a, events) : maneuverTimeUp(state, a, events);
}

/** The moves a timed-out mover's legion may be given now: any legion's while none moved, then only those of legions
 * that split this turn and must still separate (§4.3). */
function forcedMoves(state: GameState): MoveAction[] {
  const all: Action[] = [];
  moveActions(state, moverOf(state).id, all);
  const moves = all.filter((m): m is MoveAction => m.type === 'move');
  const split = unseparatedSplits(state);
  return split.length === 0 ? moves : moves.filter((m) => split.includes(legionOf(state, m.marker).land));
}

/** §21: the Movement Phase ran out. */
function movementTimeUp(state: GameState, a: TimeUpAction, events: GameEvent[]): Step {
  if (state.phase !== 'move' || state.engagement || state.turn.roll === null) return fail('wrong-phase', 'no Movement Phase is running');
  if (a.player !== moverOf(state).id) return fail('not-your-turn', `the Movement Phase is ${moverOf(state).id}'s`);
  events.push({ type: 'timeUp', player: a.player, clock: 'movement' });
  let next = state;
  // each forced move settles one legion: at most as many rounds as the mover has legions
  for (let guard = Object.keys(state.legions).length; guard > 0 && !mayEndMoves(next); guard--) {
    const moves = forcedMoves(next);
    const markers = [...new Set(moves.map((m) => m.marker))];
    if (markers.length === 0) break;
    const [li, rng] = nextInt(next.rng, markers.length);
    const own = moves.filter((m) => m.marker === markers[li]);
    const [mi, rng2] = nextInt(rng, own.length);
    const moved = applyMove({ ...next, rng: rng2 }, own[mi] as MoveAction, events);
    if (isError(moved)) return moved;
    next = moved;
  }
  return applyEndMoves(next, { type: 'endMoves', player: a.player, stateId: next.stateId }, events);
}

/** §21: the maneuver ran out. */
function maneuverTimeUp(state: GameState, a: TimeUpAction, events: GameEvent[]): Step {
  const battle = state.battle;
  if (!battle || battle.phase !== 'maneuver' || battle.carry) return fail('wrong-phase', 'no maneuver is running');
  if (!battleActors(state).includes(a.player)) return fail('not-your-turn', `${a.player} is not maneuvering`);
  events.push({ type: 'timeUp', player: a.player, clock: 'maneuver' });
  return TITAN_BATTLE.maneuverTimeUp(state, events);
}
