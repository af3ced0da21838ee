// Commencement Phase (§6.1): secret splits (§4.3), then the Movement Roll (§6.2) with the first-turn mulligan (§7.6).
import type { MulliganAction, RollAction, SplitAction } from '../actions.js';
import type { GameEvent } from '../events.js';
import { splitKnown } from '../knowledge.js';
import { nextInt } from '../../platform/rng.js';
import type { GameState } from '../state.js';
import { freeMarkers, legionsOf, minusMultiset, moverOf, withLegions } from './context.js';
import { nextPhase } from './phases.js';
import { fail, type Step } from './step.js';

/** §4.3: the fewest characters each of the two legions of a split keeps. */
export const SPLIT_MIN = 2;

/** §4.3: split characters off one of the mover's legions under a free marker (not on his first turn, §5.2). */
export function applySplit(state: GameState, a: SplitAction, events: GameEvent[]): Step {
  const mover = moverOf(state);
  if (a.player !== mover.id) return fail('not-your-turn', 'only the mover splits');
  if (mover.turnsTaken < 2) return fail('illegal', 'the starting legions may not split before your second turn (§5.2)');
  const legion = state.legions[a.marker];
  if (!legion || legion.owner !== mover.id) return fail('illegal', `${a.marker} is not one of your legions`);
  if (!freeMarkers(state, mover.id).includes(a.newMarker)) return fail('illegal', `marker ${a.newMarker} is not free`);
  if (!Array.isArray(a.creatures)) return fail('malformed', 'creatures must be a list');
  const rest = minusMultiset(legion.creatures, a.creatures);
  if (!rest) return fail('illegal', `${a.marker} does not hold ${a.creatures.join(', ')}`);
  if (a.creatures.length < SPLIT_MIN || rest.length < SPLIT_MIN) return fail('illegal', `both legions must keep at least ${SPLIT_MIN} characters (§4.3)`);
  const child = { ...legion, marker: a.newMarker, creatures: [...a.creatures] };
  let next = withLegions(state, [{ ...legion, creatures: rest }, child]);
  const others = state.players.map((p) => p.id).filter((p) => p !== mover.id);
  next = {
    ...next,
    knowledge: splitKnown(next.knowledge, others, a.marker, a.newMarker, rest.length, a.creatures.length),
    turn: {
      ...next.turn,
      splitLands: next.turn.splitLands.includes(legion.land) ? next.turn.splitLands : [...next.turn.splitLands, legion.land],
      newMarkers: [...next.turn.newMarkers, a.newMarker],
    },
  };
  events.push({ type: 'split', player: mover.id, marker: a.marker, newMarker: a.newMarker, count: a.creatures.length });
  return next;
}

function rollDie(state: GameState): [number, GameState] {
  const [r, rng] = nextInt(state.rng, 6);
  return [r + 1, { ...state, rng }];
}

/** §6.2: the Movement Roll ends the Commencement Phase. */
export function applyRoll(state: GameState, a: RollAction, events: GameEvent[]): Step {
  if (a.player !== moverOf(state).id) return fail('not-your-turn', 'only the mover rolls');
  const [roll, next] = rollDie(state);
  events.push({ type: 'roll', player: a.player, roll, mulligan: false });
  return { ...next, phase: nextPhase(next), turn: { ...next.turn, roll } };
}

/** True if the mover may still take the §7.6 first-move mulligan (asked in the phase that lists it). */
export function mayMulligan(state: GameState): boolean {
  return state.options.mulligan && moverOf(state).turnsTaken === 1 && !state.turn.mulliganUsed &&
    !legionsOf(state, moverOf(state).id).some((l) => l.moved);
}

/** §7.6: on his very first Game-Turn a player may roll the movement die once more; the second roll binds. */
export function applyMulligan(state: GameState, a: MulliganAction, events: GameEvent[]): Step {
  if (a.player !== moverOf(state).id) return fail('not-your-turn', 'only the mover rolls');
  if (!mayMulligan(state)) return fail('illegal', 'the mulligan is allowed once, on your first turn, before moving (§7.6)');
  const [roll, next] = rollDie(state);
  events.push({ type: 'roll', player: a.player, roll, mulligan: true });
  return { ...next, turn: { ...next.turn, roll, mulliganUsed: true } };
}
