// Who may act in the battle now and every action they may take: the mover in its maneuver and strikes, the
// non-mover in the counter-strike, the striker's owner while a carry is pending. Random players and the AI enumerate
// these; applyBattleAction accepts exactly them.
import type { Action } from '../actions.js';
import type { GameState, PlayerId } from '../state.js';
import { battleOf, ownerOf } from './common.js';
import { piecesThatMustEnter } from './maneuver.js';
import { owedStrikes, TITAN_BATTLE } from './phases.js';
import { reinforceChoices, summonChoices } from './summon.js';

/** The players who may act in the battle now (one at a time: a battle has no simultaneous decisions). */
export function battleActors(state: GameState): PlayerId[] {
  const battle = state.battle;
  if (!battle) return [];
  const side = TITAN_BATTLE.decidingSide(battle);
  return side ? [ownerOf(state, battle, side)] : [];
}

/** Every legal battle action of `player` now, with the current stateId. */
export function battleLegalActions(state: GameState, player: PlayerId): Action[] {
  if (!battleActors(state).includes(player)) return [];
  const battle = battleOf(state);
  const stateId = state.stateId;
  const out: Action[] = [];
  if (battle.carry) {
    for (const target of TITAN_BATTLE.carryTargets(battle)) out.push({ type: 'carry', player, stateId, target });
    out.push({ type: 'carry', player, stateId, target: null });
    return out;
  }
  if (battle.phase === 'maneuver') {
    for (const p of battle.pieces) {
      for (const to of TITAN_BATTLE.pieceMoves(state, battle, p)) out.push({ type: 'battleMove', player, stateId, piece: p.id, to });
    }
    for (const c of summonChoices(state)) out.push({ type: 'summon', player, stateId, from: c.from, creature: c.creature });
    for (const c of reinforceChoices(state)) out.push({ type: 'reinforce', player, stateId, creature: c.creature });
    if (piecesThatMustEnter(state, battle).length === 0) out.push({ type: 'done', player, stateId });
    return out;
  }
  for (const p of battle.pieces) {
    for (const t of TITAN_BATTLE.liveTargets(state, battle, p)) {
      for (const o of TITAN_BATTLE.strikeChoices(state, battle, p.id, t.target)) {
        out.push({ type: 'strike', player, stateId, piece: p.id, target: t.target, strikeNumber: o.strikeNumber, dice: o.dice });
      }
    }
  }
  if (owedStrikes(state, battle).length === 0) out.push({ type: 'done', player, stateId });
  return out;
}
