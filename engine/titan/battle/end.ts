// The end of a battle at the game level: by elimination or a lost Titan (§16, §19.3), by time loss after the last
// round (§10.5: the family step machine has eliminated the attacker's characters), or by concession (§9.4, concede.ts).
// Every way ends in resolveEngagement with the characters each side lost in this battle.
import type { BattleEnding } from '../../family/battle/flow/types.js';
import type { GameEvent } from '../events.js';
import type { EngagementOutcome } from '../engagement/outcome.js';
import { resolveEngagement } from '../engagement/resolve.js';
import type { GameState } from '../state.js';
import { creatureDef } from '../variants/lookup.js';
import { battleOf, markerOf, type Side, variantOf } from './common.js';

/** Whether a side lost its Titan in this battle (§19.3: its legion is beaten whatever else is left). */
export function lostTitan(state: GameState, side: Side): boolean {
  const variant = variantOf(state);
  return battleOf(state).slainCreatures[side].some((c) => creatureDef(variant, c).kind === 'titan');
}

/** Hands the result to the engagement resolution, which closes the battle (it still reads battle.reinforced). */
export function close(state: GameState, outcome: EngagementOutcome, events: GameEvent[]): GameState {
  return { ...resolveEngagement(state, outcome, events), battle: null };
}

/** Ends a battle fought out or timed out: the winner is the side with pieces left whose Titan lives; none = mutual
 * elimination. */
export function endBattle(state: GameState, ending: BattleEnding, events: GameEvent[]): GameState {
  const reason = ending === 'time-out' ? 'time-loss' : 'battle';
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
