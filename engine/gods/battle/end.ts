// The end of a Gods battle (rules 10.6, 11.8, 24.7): who won, the slain of each side with their slayers and the
// survivors with their hits — the outcome the game scores (20), fills with Lifegems, Lords and experience.
import { isMaster } from './facts.js';
import { addonsFinish } from './hooks.js';
import type { GodsBattleEvent, GodsBattleResult, GodsBattleState, GodsSide } from './types.js';

/** The result when the battle ends by itself: a side gone, or a Master slain (24.7, A48). */
function resultOf(state: GodsBattleState): GodsBattleResult {
  const alive = (side: GodsSide): boolean => state.pieces.some((p) => p.side === side);
  const masterLost = (side: GodsSide): boolean =>
    state.slain.some((p) => p.side === side && (p.cause === 'strike' || p.cause === 'hazard') && isMaster(p.name));
  if (state.masterSlain) {
    const a = masterLost('attacker');
    const d = masterLost('defender');
    if (a && d) return { kind: 'draw', reason: 'masters-slain' };
    const winner: GodsSide = a ? 'defender' : 'attacker';
    if (alive(winner)) return { kind: 'victory', winner, reason: 'master-slain' };
  }
  if (!alive('attacker') && !alive('defender')) return { kind: 'draw', reason: 'both-eliminated' };
  return { kind: 'victory', winner: alive('attacker') ? 'attacker' : 'defender', reason: 'eliminated' };
}

/** Ends the battle with a result (computed from the position when not given) and writes the outcome. */
export function finish(before: GodsBattleState, events: GodsBattleEvent[], given?: GodsBattleResult): GodsBattleState {
  const result = given ?? resultOf(before);
  const { state, reports } = addonsFinish(before, result, events);
  events.push({ type: 'over', result });
  const survivors = (side: GodsSide): { id: string; name: string; hits: number }[] =>
    state.pieces.filter((p) => p.side === side).map((p) => ({ id: p.id, name: p.name, hits: p.hits }));
  const slain = (side: GodsSide): GodsBattleState['slain'] => state.slain.filter((p) => p.side === side);
  return {
    ...state,
    phase: 'over',
    carry: null,
    conceding: null,
    outcome: {
      result,
      slain: { attacker: slain('attacker'), defender: slain('defender') },
      survivors: { attacker: survivors('attacker'), defender: survivors('defender') },
      ...(Object.keys(reports).length > 0 ? { addons: reports } : {}),
    },
  };
}
