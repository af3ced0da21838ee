// Rules 6.2–6.4, 8.1: the turn's play aids of a seat's screen, read off its legal actions alone — which of its legions
// may still move this Movement Phase, and whether nothing is left to do in the phase but end it (so the screen may
// offer one "End turn" that ends the phases one after the other while each lists nothing else).
import type { GodsAction } from '../actions.js';

/** The ends of the phases of a turn (6.2 Movement, 6.3 Engagements, 6.4–6.5 Mustering and the turn). */
export type GodsPhaseEnd = Extract<GodsAction['type'], 'endMovement' | 'endEngagements' | 'endTurn'>;

const ENDS: ReadonlySet<string> = new Set<GodsPhaseEnd>(['endMovement', 'endEngagements', 'endTurn']);

/** Choices open all phase long that leave nothing undone when the phase ends without them: uncovering the Titan
 * (4.4), permissions (7.2, 23.2, 23.8), trade offers and answers (7.1), quitting (28.11) and a take-back
 * (engine/gods/undo.ts). */
const STANDING: ReadonlySet<string> = new Set<GodsAction['type']>(['uncoverTitan', 'permit', 'offerTrade', 'withdrawTrade', 'answerTrade', 'quit', 'undo']);

/** Rules 8.1: the seat's legions that may still move this phase (each has a legal move), in the order listed. */
export function unmovedLegions(legal: readonly GodsAction[]): string[] {
  return [...new Set(legal.flatMap((a) => (a.type === 'move' ? [a.legion] : [])))];
}

/** Rules 6.2–6.4: the phase's end when it is the only thing left to do (besides the standing choices), else null. */
export function onlyPhaseEnd(legal: readonly GodsAction[]): GodsPhaseEnd | null {
  const rest = legal.filter((a) => !STANDING.has(a.type));
  const end = rest[0];
  return rest.length === 1 && end && ENDS.has(end.type) ? (end.type as GodsPhaseEnd) : null;
}
