// The battle flow (§10–§16) as the main reducer sees it: start a battle, apply a battle action, concede, list the
// legal actions and who may act, and the pure-rules view of the battle in progress.
import type { Action } from '../actions.js';
import type { GameEvent } from '../events.js';
import type { RuleError } from '../result.js';
import type { GameState } from '../state.js';
import type { BattlePosition } from '../../family/battle/position.js';
import { battleOf, positionOf, ruleError } from './common.js';
import { battleActors } from './legal.js';
import { TITAN_BATTLE } from './phases.js';
import { reinforce, summon } from './summon.js';

export { beginBattle } from './begin.js';
export { concedeBattle } from './concede.js';
export { battleActors, battleLegalActions } from './legal.js';

/** The pure-rules position of the battle in progress (for the UI's highlights, the AI and the query oracle). */
export function battlePosition(state: GameState): BattlePosition {
  return positionOf(state, battleOf(state));
}

/** Applies one battle action of the player who may act; the main reducer has checked stateId and turn already. */
export function applyBattleAction(state: GameState, action: Action, events: GameEvent[]): GameState | RuleError {
  const battle = state.battle;
  if (!battle) return ruleError('wrong-phase', 'no battle is being fought');
  if (!battleActors(state).includes(action.player)) return ruleError('not-your-turn', `${action.player} may not act in the battle now`);
  if (battle.carry && action.type !== 'carry') return ruleError('illegal', 'the pending carry must be resolved first');
  switch (action.type) {
    case 'battleMove':
      return TITAN_BATTLE.move(state, action.piece, action.to, events);
    case 'strike':
      return TITAN_BATTLE.strike(state, action, events);
    case 'carry':
      return TITAN_BATTLE.carry(state, action.target, events);
    case 'summon':
      return summon(state, action, events);
    case 'reinforce':
      return reinforce(state, action, events);
    case 'done':
      return battle.phase === 'maneuver' ? TITAN_BATTLE.endManeuver(state, events) : TITAN_BATTLE.endStrikes(state, events);
    default:
      return ruleError('wrong-phase', `${action.type} is not a battle action`);
  }
}
