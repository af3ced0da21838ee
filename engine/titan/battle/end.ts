// The end of a battle: by elimination or a slain Titan (§16, §19.3), by time loss after the seventh round (§10.5), or
// by concession (§9.4). Every way ends in resolveEngagement with the characters each side lost in this battle.
import type { GameEvent } from '../events.js';
import type { EngagementOutcome } from '../engagement/outcome.js';
import { resolveEngagement } from '../engagement/resolve.js';
import type { GameState } from '../state.js';
import { creatureDef } from '../variants/lookup.js';
import { battleOf, markerOf, otherSide, type Side, variantOf } from './common.js';
import { removePieces } from './losses.js';

/** Whether a side lost its Titan in this battle (§19.3: its legion is beaten whatever else is left). */
function lostTitan(state: GameState, side: Side): boolean {
  const variant = variantOf(state);
  return battleOf(state).slainCreatures[side].some((c) => creatureDef(variant, c).kind === 'titan');
}

/** Hands the result to the engagement resolution, which closes the battle (it still reads battle.reinforced). */
function close(state: GameState, outcome: EngagementOutcome, events: GameEvent[]): GameState {
  return { ...resolveEngagement(state, outcome, events), battle: null };
}

/** Ends a fought battle: the winner is the side with pieces left whose Titan lives; none = mutual elimination. */
export function endBattle(state: GameState, reason: 'battle' | 'time-loss', events: GameEvent[]): GameState {
  const battle = battleOf(state);
  const titan = lostTitan(state, 'attacker') || lostTitan(state, 'defender');
  const stands = (side: Side): boolean => !lostTitan(state, side) && battle.pieces.some((p) => p.side === side);
  const survivors = (['attacker', 'defender'] as const).filter(stands);
  const winner = survivors.length === 1 ? markerOf(battle, survivors[0]!) : null;
  events.push({
    type: 'battleEnd',
    winner,
    reason: reason === 'time-loss' ? 'time-loss' : titan ? 'titan' : survivors.length === 0 ? 'mutual' : 'elimination',
  });
  const outcome: EngagementOutcome = {
    reason,
    attackerLost: battle.slainCreatures.attacker,
    defenderLost: battle.slainCreatures.defender,
    alreadyRemoved: true,
  };
  return close(state, outcome, events);
}

/** §10.5: the battle lasted seven rounds; the attacker's remaining characters are eliminated, the defender scores nothing. */
export function timeLoss(state: GameState, events: GameEvent[]): GameState {
  const attackers = battleOf(state).pieces.filter((p) => p.side === 'attacker').map((p) => p.id);
  return endBattle(removePieces(state, attackers, events), 'time-loss', events);
}

/** §9.4: a side concedes during the battle: all its characters are eliminated and the other side wins. */
export function concedeBattle(state: GameState, side: Side, events: GameEvent[]): GameState {
  const battle = battleOf(state);
  // Pieces already slain this strike phase die as well (§13.6); the conceding side loses everything it has left.
  const gone = battle.pieces.filter((p) => p.slain || p.side === side).map((p) => p.id);
  const s = removePieces(state, gone, events);
  const after = battleOf(s);
  const conceded = markerOf(battle, side);
  const winnerStands = after.pieces.some((p) => p.side === otherSide(side)) && !lostTitan(s, otherSide(side));
  events.push({ type: 'battleEnd', winner: winnerStands ? markerOf(battle, otherSide(side)) : null, reason: 'concession' });
  const outcome: EngagementOutcome = {
    reason: 'concede',
    attackerLost: after.slainCreatures.attacker,
    defenderLost: after.slainCreatures.defender,
    alreadyRemoved: true,
    conceded,
  };
  return close(s, outcome, events);
}
