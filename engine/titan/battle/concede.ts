// §9.4: a side concedes during the battle: all its characters are eliminated and the other side wins. It ends the
// battle between the steps of the family machine, so it takes its pieces out through the machine's removal.
import type { GameEvent } from '../events.js';
import type { EngagementOutcome } from '../engagement/outcome.js';
import type { GameState } from '../state.js';
import { otherSide } from '../../family/battle/flow/queries.js';
import { battleOf, markerOf, type Side } from './common.js';
import { close, lostTitan } from './end.js';
import { TITAN_BATTLE } from './phases.js';

/** §9.4: the conceding side loses everything it has left, and the pieces already slain this strike phase die as well
 * (§13.6); the other side wins if it still stands. */
export function concedeBattle(state: GameState, side: Side, events: GameEvent[]): GameState {
  const battle = battleOf(state);
  const gone = battle.pieces.filter((p) => p.slain || p.side === side).map((p) => p.id);
  const s = TITAN_BATTLE.removePieces(state, gone, 'concession', events);
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
