// The one reducer: apply(state, action) → next state + public events, or a typed error. It checks the action's
// shape, its stateId (stale intents are refused) and its sender, keeps the undo stack (only actions that rolled no
// dice and revealed nothing can be taken back, within their phase) and dispatches to the phase modules.
import { stackAfter, takeBack } from '../platform/undo.js';
import { UNDOABLE, type Action, type UndoAction } from './actions.js';
import { applyBattleAction } from './battle/index.js';
import type { GameEvent } from './events.js';
import { applyTimeUp } from './game/clocks.js';
import { applyAcquire, applyAftermathDone, applyAftermathReinforce, applyAftermathSummon } from './game/aftermath.js';
import { applyMulligan, applyRoll, applySplit } from './game/commencement.js';
import { applyAccept, applyConcede, applyEngage, applyFight, applyFlee, applyPropose } from './game/engagement.js';
import { applyEndMoves, applyMove } from './game/movement.js';
import { phaseAllows } from './game/phases.js';
import { applyRecruit } from './game/recruiting.js';
import { applyInitialSplit } from './game/setup.js';
import { fail, isError, type Step } from './game/step.js';
import { applyEndTurn } from './game/turn.js';
import { refuse, type ApplyResult } from './result.js';
import { ActionSchema } from './schemas.js';
import type { GameState } from './state.js';
import { laidOut } from './state-layout.js';
import { TITAN_UNDO } from './undo.js';

const BATTLE_ACTIONS = new Set(['battleMove', 'strike', 'carry', 'done', 'summon', 'reinforce']);

/** An engagement's own stages (§9): the engagement module answers these whenever they are sent. */
function dispatchEngagement(state: GameState, a: Action, events: GameEvent[]): Step | null {
  switch (a.type) {
    case 'flee': return applyFlee(state, a, events);
    case 'propose': return applyPropose(state, a, events);
    case 'accept': return applyAccept(state, a, events);
    case 'fight': return applyFight(state, a, events);
    case 'concede': return applyConcede(state, a, events);
    default: return null;
  }
}

function dispatch(state: GameState, a: Action, events: GameEvent[]): Step {
  if (a.type === 'timeUp') return applyTimeUp(state, a, events);
  if (state.battle && BATTLE_ACTIONS.has(a.type)) return applyBattleAction(state, a, events);
  if (state.engagement?.stage === 'aftermath') {
    switch (a.type) {
      case 'acquire': return applyAcquire(state, a, events);
      case 'summon': return applyAftermathSummon(state, a, events);
      case 'reinforce': return applyAftermathReinforce(state, a, events);
      case 'done': return applyAftermathDone(state, a, events);
      default: return fail('wrong-phase', 'take or decline the winner\'s options first (acquire, summon, reinforce, done)');
    }
  }
  const engagementStep = dispatchEngagement(state, a, events);
  if (engagementStep) return engagementStep;
  // The variant's phase table decides what the current phase allows (engine/titan/variants/phases.ts).
  if (!phaseAllows(state, a)) return fail('wrong-phase', `${a.type} is not possible in the ${state.phase} phase`);
  switch (a.type) {
    case 'initialSplit': return applyInitialSplit(state, a, events);
    case 'split': return applySplit(state, a, events);
    case 'roll': return applyRoll(state, a, events);
    case 'mulligan': return applyMulligan(state, a, events);
    case 'move': return applyMove(state, a, events);
    case 'endMoves': return applyEndMoves(state, a, events);
    case 'engage': return applyEngage(state, a, events);
    case 'recruit': return applyRecruit(state, a, events);
    case 'endTurn': return applyEndTurn(state, a, events);
  }
}

/** Takes back the last undoable action of the current phase, or (`all`, in a battle maneuver) every move of it. */
function undo(state: GameState, a: UndoAction, events: GameEvent[]): Step {
  const back = takeBack(state, a.player, a.all === true, TITAN_UNDO);
  if (!back.ok) return fail(back.code, back.message);
  events.push({ type: 'undo', player: a.player, action: a.all ? 'all' : 'last' });
  return back.state;
}

/** Applies one action of unknown shape (the engine's public API): a malformed one is a typed error, never a throw. */
export function apply(state: GameState, action: unknown): ApplyResult {
  const parsed = ActionSchema.safeParse(action);
  if (!parsed.success) return refuse('malformed', `not a valid action: ${parsed.error.issues[0]?.message ?? 'bad shape'}`);
  return applyAction(state, parsed.data as Action);
}

/** Applies one well-shaped action: what the game module does with an action the host has parsed (its `actionSchema`)
 * or one taken from the legal actions, which needs no second parse. A stale or illegal one gives a typed error. */
export function applyAction(state: GameState, a: Action): ApplyResult {
  if (state.phase === 'over') return refuse('game-over', 'the game is over');
  if (a.stateId !== state.stateId) return refuse('stale', `action computed on state ${a.stateId}, the game is at ${state.stateId}`);
  const player = state.players.find((p) => p.id === a.player);
  if (!player) return refuse('not-your-turn', `${a.player} is not a player of this game`);
  if (!player.alive) return refuse('not-your-turn', `${a.player} has been eliminated`);
  const events: GameEvent[] = [];
  const step = a.type === 'undo' ? undo(state, a, events) : dispatch(state, a, events);
  if (isError(step)) return { ok: false, error: step };
  const undoable = UNDOABLE.has(a.type) && !(a.type === 'move' && a.teleport);
  // One copy of the handler's state with its undo stack and stateId, in the one layout of every state handed out.
  const next = laidOut(state, step, stackAfter(state, step, a.type === 'undo' ? 'undone' : undoable ? 'push' : 'clear'), state.stateId + 1);
  return { ok: true, state: next, events };
}
