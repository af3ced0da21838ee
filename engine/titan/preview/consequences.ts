// What fleeing or conceding gives away before the seat confirms it (§9.2, §9.4, §16): the characters lost and the
// points the other player scores for them, with his score before and after.
import type { Action } from '../actions.js';
import { scoredPoints } from '../engagement/resolve.js';
import type { PlayerView } from '../view.js';
import { getVariant } from '../variants/index.js';
import type { ConsequenceHint } from './types.js';

/** The consequence of each legal flee and concede of the seat. */
export function consequenceHints(view: PlayerView, legal: readonly Action[]): ConsequenceHint[] {
  const e = view.engagement;
  if (!e) return [];
  const variant = getVariant(view.variant);
  return legal.flatMap((a): ConsequenceHint[] => {
    if (a.type !== 'flee' && a.type !== 'concede') return [];
    const side = a.type === 'flee' || e.defenderOwner === a.player ? 'defender' : 'attacker';
    const loserOwner = side === 'attacker' ? e.attackerOwner : e.defenderOwner;
    const receiver = side === 'attacker' ? e.defenderOwner : e.attackerOwner;
    const battle = view.battle;
    // in a battle the side loses what already died in it and every character it still has there (§9.4, §13.6)
    const lost = battle
      ? [...battle.slainCreatures[side], ...battle.pieces.filter((p) => p.side === side).map((p) => p.creature)]
      : (view.legions.find((l) => l.marker === e[side])?.creatures ?? []).filter((c): c is string => c !== null);
    const score = (id: string): number => view.players.find((p) => p.id === id)?.score ?? 0;
    const points = scoredPoints(variant, lost, score(loserOwner), a.type === 'flee' ? 'flee' : 'concede');
    return [{ action: a.type, player: receiver, points, before: score(receiver), after: score(receiver) + points, lost }];
  });
}
