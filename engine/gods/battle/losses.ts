// What hits and losses mean in a Gods battle (rules 11.9, 13.5, 24.7, Hazard Chart Darkness) once the family step
// machine has marked or removed them (engine/family/battle/flow/hits.ts): a protection lowers the hits a piece takes,
// a slain piece remembers who slew it and a slain Master ends the battle with its strike phase, and every piece that
// leaves is recorded with the cause of its loss and its slayer — then the add-ons see who left.
import type { LossCause } from '../../family/battle/flow/types.js';
import { isMaster } from './facts.js';
import { addonDamage, addonsRemoved } from './hooks.js';
import type { GodsBattlePiece, GodsBattleState, GodsLossCause, GodsSlain } from './types.js';

/** The Gods name of the machine's cause of a loss: the slain of a strike phase are a strike's (or a hazard's). */
export function lossCause(cause: LossCause): GodsLossCause {
  return cause === 'slain' ? 'strike' : cause;
}

/** The hits a piece takes of `hits` dealt to it: what the add-ons' protections let through, at most what slays it. */
export function hitsTaken(state: GodsBattleState, piece: GodsBattlePiece, hits: number): number {
  return Math.min(piece.power - piece.hits, addonDamage(state, piece, hits));
}

/** A piece just slain by `by` (null: a hazard): it remembers its slayer; a Master's death ends the battle (24.7). */
export function markSlain(state: GodsBattleState, piece: GodsBattlePiece, by: string | null): GodsBattleState {
  const pieces = state.pieces.map((p) => (p.id === piece.id ? { ...p, slainBy: by } : p));
  return { ...state, pieces, masterSlain: state.masterSlain || isMaster(piece.name) };
}

/** Records the pieces that left the battle (already off its list) with why and by whom, then what the add-ons change
 * for the rest (a rider whose Pegasus left). */
export function recordLosses(state: GodsBattleState, lost: readonly GodsBattlePiece[], cause: LossCause): GodsBattleState {
  const slain: GodsSlain[] = [...state.slain];
  for (const p of lost) {
    const why: GodsLossCause = p.slain ? (p.slainBy === null ? 'hazard' : 'strike') : lossCause(cause);
    slain.push({ id: p.id, name: p.name, side: p.side, cause: why, by: p.slainBy });
  }
  return addonsRemoved({ ...state, slain }, lost);
}
