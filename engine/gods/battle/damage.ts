// Hits and losses in a Gods battle (rules 11.9, 13.5, 24.7): hits marked on a piece (slain at its power, by whom —
// the add-ons' protections first), and pieces taken out of the battle for good with the cause of their loss.
import { isMaster } from './facts.js';
import { addonDamage, addonsRemoved } from './hooks.js';
import type { GodsBattleEvent, GodsBattleState, GodsLossCause, GodsSlain } from './types.js';

/** Takes pieces out of the battle for good, recording why and who slew them. */
export function removePieces(state: GodsBattleState, ids: readonly string[], cause: GodsLossCause, events: GodsBattleEvent[]): GodsBattleState {
  if (ids.length === 0) return state;
  const gone = new Set(ids);
  const slain: GodsSlain[] = [...state.slain];
  for (const p of state.pieces) {
    if (!gone.has(p.id)) continue;
    const why: GodsLossCause = p.slain ? (p.slainBy === null ? 'hazard' : 'strike') : cause;
    slain.push({ id: p.id, name: p.name, side: p.side, cause: why, by: p.slainBy });
  }
  events.push({ type: 'removed', pieces: [...ids], cause });
  return addonsRemoved(state, { ...state, pieces: state.pieces.filter((p) => !gone.has(p.id)), slain });
}

/** Marks hits on a piece; a piece whose hits reach its power is slain (by `by`, null for a hazard). */
export function withHits(state: GodsBattleState, id: string, hits: number, by: string | null, events: GodsBattleEvent[]): GodsBattleState {
  let masterSlain = state.masterSlain;
  const pieces = state.pieces.map((p) => {
    if (p.id !== id || p.slain) return p;
    const total = Math.min(p.power, p.hits + addonDamage(state, p, hits));
    const slain = total >= p.power;
    if (slain) {
      events.push({ type: 'slain', piece: p.id, name: p.name, side: p.side, by });
      if (isMaster(p.name)) masterSlain = true;
    }
    return { ...p, hits: total, slain, slainBy: slain ? by : null };
  });
  return { ...state, pieces, masterSlain };
}
