// TITAN §21 ("Shortened versions") carried over to Gods of Titan, whose own rules end a game only with the last Titan
// (1.3) or the God destroyed (27.5): a point target, checked at the end of every game-turn (6.5) — who reached it wins,
// the higher score among several — and a round limit, after whose last game-turn the highest total wins: the score
// (20.5) plus the value of every legion still on the board, valued as 20.3 values a beaten legion. Only players still
// in the game take part, the Darklord among them; a tie for the best leaves the game without a winner.
// docs/rules-notes-gods-game.md "Game length".
import type { GodsEvent } from '../events.js';
import { legionValue } from '../rules/scoring.js';
import type { GodsDraft, GodsEndReason, GodsSeat, GodsState } from '../state.js';

/** The longest round limit a game may set (as TITAN's setup allows). */
export const GODS_MOST_ROUNDS = 1_000;
/** The highest point target a game may set (as TITAN's setup allows). */
export const GODS_MOST_POINTS = 100_000;

/** TITAN §21: a player's total at the round limit — his score plus the 20.3 value of each of his legions on the board. */
export function grandTotal(state: Pick<GodsState, 'players' | 'legions'>, seat: GodsSeat): number {
  const player = state.players.find((p) => p.id === seat);
  if (!player) return 0;
  const legions = state.legions.filter((l) => l.owner === seat);
  return legions.reduce((sum, l) => sum + legionValue(l.pieces.map((p) => p.name), player.score), player.score);
}

/** Ends the game: the best of the players still in it by `measure` wins, nobody on a tie for the best. */
function finish(d: GodsDraft, reason: GodsEndReason, measure: (seat: GodsSeat) => number, events: GodsEvent[]): void {
  const contenders = d.players.filter((p) => !p.out).map((p) => p.id);
  const totals: Partial<Record<GodsSeat, number>> = Object.fromEntries(contenders.map((seat) => [seat, measure(seat)]));
  const best = Math.max(...contenders.map((seat) => totals[seat] ?? 0));
  const top = contenders.filter((seat) => totals[seat] === best);
  d.phase = 'over';
  d.engagement = null;
  d.winner = top.length === 1 ? (top[0] ?? null) : null;
  d.endReason = reason;
  d.appearing = []; // 24.4, 23.7: no Master appears in a finished game
  events.push({ type: 'gameOver', winner: d.winner, reason, totals });
}

/** TITAN §21, 6.5: at the end of a game-turn, a player still in the game who reached the point target ends it; the
 * highest score wins. Returns whether the game ended. */
export function pointTargetReached(d: GodsDraft, events: GodsEvent[]): boolean {
  const target = d.gameLength.pointTarget;
  if (target === null || !d.players.some((p) => !p.out && p.score >= target)) return false;
  finish(d, 'point-target', (seat) => d.players.find((p) => p.id === seat)?.score ?? 0, events);
  return true;
}

/** TITAN §21: the game's time limit ran out: it ends at once, the highest total (`grandTotal`) wins. */
export function endOnTime(d: GodsDraft, events: GodsEvent[]): void {
  finish(d, 'time-limit', (seat) => grandTotal(d as GodsState, seat), events);
}

/** TITAN §21: the game-turn that would begin round `round` does not when the round limit is past; the highest total
 * (`grandTotal`) wins. Returns whether the game ended. */
export function roundLimitReached(d: GodsDraft, round: number, events: GodsEvent[]): boolean {
  const limit = d.gameLength.turnLimit;
  if (limit === null || round <= limit) return false;
  finish(d, 'turn-limit', (seat) => grandTotal(d as GodsState, seat), events);
  return true;
}
