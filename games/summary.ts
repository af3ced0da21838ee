// The headline facts every game module reports for save lists and the host (engine/platform/module.ts GameSummary), from the
// parts of a state every game has; each module says only how it scores a seat.
import type { GameSummary } from '../engine/platform/module.js';

/** What a state must have to be summarised. */
interface Summarisable {
  readonly players: readonly { readonly id: string; readonly name: string }[];
  readonly round: number;
  readonly phase: string;
  readonly winner: string | null;
}

/** The summary of `state`, with `score` giving each seat's points. */
export function summaryOf(state: Summarisable, score: (id: string) => number): GameSummary {
  return {
    players: state.players.map((p) => ({ id: p.id, name: p.name })),
    round: state.round,
    phase: state.phase,
    over: state.phase === 'over',
    winner: state.winner,
    scores: Object.fromEntries(state.players.map((p) => [p.id, score(p.id)])),
  };
}
