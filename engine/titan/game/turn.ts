// Game-Turn bookkeeping (§6): starting a player's turn, ending it (§6.5), and the ways a game ends — the last
// Titan standing (§1.1), a point target or a turn limit (§21).
import type { EndTurnAction } from '../actions.js';
import type { GameEvent } from '../events.js';
import type { GameState, LegionState, PlayerId } from '../state.js';
import { legionValue } from '../values.js';
import { allLegions, moverOf, variantOf } from './context.js';
import { laidLegion, laidPlayer } from '../state-layout.js';
import { firstTurnPhase } from './phases.js';
import { fail, type Step } from './step.js';

/** Starts the Game-Turn of `state.active`: fresh turn record, legions unflagged, the variant's first phase (split). */
export function beginTurn(state: GameState, events: GameEvent[]): GameState {
  // the record is copied (keys in their places) only once a legion needs its flags cleared, and only those legions
  // (the listing of the legions the last phase made already, not a walk of the record's keys: a legion is stored
  // under its own marker, state-references.ts)
  let legions: Record<string, LegionState> | null = null;
  for (const l of allLegions(state)) {
    if (!l.moved && !l.recruited && !l.teleported && l.movedFrom === null && l.entrySide === null) continue;
    legions ??= { ...state.legions };
    legions[l.marker] = laidLegion({ ...l, moved: false, movedFrom: null, entrySide: null, entryChoices: [], teleported: false, recruited: false });
  }
  const mover = moverOf(state);
  events.push({ type: 'turnStart', player: mover.id, round: state.round });
  const next: GameState = {
    ...state,
    legions: legions ?? state.legions,
    players: state.players.map((p, i) => (i === state.active ? laidPlayer({ ...p, turnsTaken: p.turnsTaken + 1 }) : p)),
    turn: { roll: null, mulliganUsed: false, teleported: false, splitLands: [], newMarkers: [], summoned: false },
    pendingEngagements: [],
    engagement: null,
    battle: null,
    undo: [],
  };
  return { ...next, phase: firstTurnPhase(next) };
}

/** §21: a player's grand total, his score plus the value of all his legions on the board. */
export function grandTotal(state: GameState, player: PlayerId): number {
  const v = variantOf(state);
  const p = state.players.find((x) => x.id === player);
  if (!p) return 0;
  let total = p.score;
  for (const l of Object.values(state.legions)) if (l.owner === player) total += legionValue(v, l.creatures, p.score);
  return total;
}

/** Ends the game: the best of `contenders` by `measure` wins; a tie for the best is a draw. */
function finish(state: GameState, events: GameEvent[], reason: 'last-titan' | 'point-target' | 'turn-limit' | 'time-limit', contenders: readonly PlayerId[], measure: (p: PlayerId) => number): GameState {
  const totals = Object.fromEntries(state.players.map((p) => [p.id, grandTotal(state, p.id)]));
  let best: PlayerId | null = null;
  let bestValue = -Infinity;
  let tie = false;
  for (const p of contenders) {
    const m = measure(p);
    if (m > bestValue) { best = p; bestValue = m; tie = false; } else if (m === bestValue) tie = true;
  }
  const winner = tie ? null : best;
  const endReason = winner === null ? 'draw' : reason;
  events.push({ type: 'gameOver', winner, reason: endReason, totals });
  return { ...state, phase: 'over', winner, endReason, engagement: null, battle: null, pendingEngagements: [], undo: [] };
}

/** §1.1: the game ends when at most one Titan is left. Returns the state unchanged otherwise. */
export function checkLastTitan(state: GameState, events: GameEvent[]): GameState {
  if (state.phase === 'over') return state;
  const alive = state.players.filter((p) => p.alive).map((p) => p.id);
  if (alive.length > 1) return state;
  return finish(state, events, 'last-titan', alive, () => 0);
}

/** §21: the game's time limit ran out: it is scored as a turn limit is (score plus the legions' values). */
export function endOnTime(state: GameState, events: GameEvent[]): GameState {
  const alive = state.players.filter((p) => p.alive).map((p) => p.id);
  return finish(state, events, 'time-limit', alive, (p) => grandTotal(state, p));
}

/** §6.5: the mover ends his Game-Turn; the next living player begins his (point target and turn limit checked). */
export function applyEndTurn(state: GameState, a: EndTurnAction, events: GameEvent[]): Step {
  if (a.player !== moverOf(state).id) return fail('not-your-turn', 'only the mover ends his turn');
  return endTurnNow(state, events);
}

/** Ends the current Game-Turn (also when the mover was just eliminated) and starts the next living player's. */
export function endTurnNow(state: GameState, events: GameEvent[]): GameState {
  if (state.phase === 'over') return state;
  const target = state.options.pointTarget;
  if (target !== null) {
    const reached = state.players.filter((p) => p.alive && p.score >= target).map((p) => p.id);
    if (reached.length > 0) {
      const scores = Object.fromEntries(state.players.map((p) => [p.id, p.score]));
      return finish(state, events, 'point-target', reached, (p) => scores[p]!);
    }
  }
  let next = state.active;
  let round = state.round;
  do {
    next = (next + 1) % state.players.length;
    if (next === 0) round += 1;
  } while (!state.players[next]!.alive);
  const limit = state.options.turnLimit;
  if (limit !== null && round > limit) {
    const alive = state.players.filter((p) => p.alive).map((p) => p.id);
    return finish(state, events, 'turn-limit', alive, (p) => grandTotal(state, p));
  }
  return beginTurn({ ...state, active: next, round }, events);
}
