// Landing a strike's hits (rules 11.9, 13.6): the hits on the target (in the strikeback its victims leave at once),
// what the add-ons do after it, and the hits left over pending a carry — for a strike as rolled, or for one an add-on
// held before it landed (a Basilisk's Stone Cold declined).
import { removePieces, withHits } from './damage.js';
import { addonsAfterStrike } from './hooks.js';
import { positionOf } from './position.js';
import { pieceOf } from './strikes.js';
import type { GodsBattleEvent, GodsBattleState, RolledStrike } from './types.js';

/** Puts hits on a target; in the strikeback its victims leave at once (11.9). Returns the state and the hits used. */
export function strikeHits(state: GodsBattleState, targetId: string, hits: number, by: string, events: GodsBattleEvent[]): [GodsBattleState, number] {
  const target = pieceOf(state, targetId)!;
  const used = Math.min(hits, target.power - target.hits);
  if (used <= 0) return [state, 0];
  let s = withHits(state, targetId, used, by, events);
  if (s.phase === 'strikeback' && pieceOf(s, targetId)!.slain) s = removePieces(s, [targetId], 'strike', events);
  return [s, used];
}

/** Leaves the excess hits of a strike pending if another living target may take them (13.6). */
export function pendCarry(state: GodsBattleState, striker: string, hits: number, strikeNumber: number, dice: number, targets: readonly string[]): GodsBattleState {
  const living = targets.filter((t) => pieceOf(state, t) && !pieceOf(state, t)!.slain);
  if (hits <= 0 || living.length === 0) return { ...state, carry: null };
  return { ...state, carry: { striker, hits, strikeNumber, dice, targets: living } };
}

/** Lands a rolled strike: its hits, the add-ons after it, the carry of what is left (13.6). */
export function landStrike(state: GodsBattleState, strike: RolledStrike, events: GodsBattleEvent[]): GodsBattleState {
  const pos = positionOf(state);
  const [hit, used] = strikeHits(state, strike.target, strike.hits, strike.striker, events);
  const after = addonsAfterStrike(hit, pos, strike.striker, strike.target, used, strike.rangestrike, events);
  return pendCarry(after, strike.striker, strike.hits - used, strike.strikeNumber, strike.dice, strike.carryTargets);
}
