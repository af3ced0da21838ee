// A game's history as it stands, for looking back at it (statistics now, the review after): its log replayed under
// today's rules (save/replay.ts) with the steps a later take-back undid left out, the facts its statistics count in
// each step kept (the game's `review` part reads them), and the scores at the end of every round. Any game whose
// `review` part counts facts; the stack of take-backs is followed by its depth alone, so no game's undo rules are
// written twice. The review (review.ts) leaves out the same undone steps through `standingSteps`.
import { sees, type AnyGameModule, type GameSummary, type StatFact } from './module.js';
import type { Failed } from './save/errors.js';
import type { OpenedSave } from './save/open.js';
import { replayLog, type Replayed, type ReplayStep } from './save/replay.js';

/** The scores as a round ended (the last entry: where the game stands). */
export interface RoundScores {
  readonly round: number;
  readonly scores: Readonly<Record<string, number>>;
}

/** What a game's statistics count of its history: the facts of every step that stands, and the scores by round. */
export interface PlayedHistory {
  readonly ok: true;
  readonly facts: readonly StatFact[];
  readonly rounds: readonly RoundScores[];
}

/** The steps of a save's log that stand: the log replayed (save/replay.ts), each step read by `read`, and the steps a
 * later take-back undid left out — the statistics and the review (review.ts) both look back through this one filter.
 * The take-back stack is followed by its depth alone (`takeBacks`: the module's, none for a game without a review). */
export function standingSteps<T>(save: Pick<OpenedSave, 'module' | 'setup' | 'base' | 'actions'>, read: (step: ReplayStep) => T): Failed | { readonly ok: true; readonly steps: readonly T[]; readonly replayed: Replayed } {
  const takeBacks = save.module.review?.takeBacks ?? (() => 0);
  const steps: { read: T; undone: boolean }[] = [];
  // the steps whose earlier states the take-back stack holds, oldest first (as deep as the stack)
  let stacked: number[] = [];
  const replay = replayLog(save, (step) => {
    steps.push({ read: read(step), undone: false });
    const depth = takeBacks(step.after);
    if (step.action.type === 'undo') {
      for (const i of stacked.splice(depth)) {
        const undone = steps[i];
        if (undone) undone.undone = true;
      }
    } else if (depth === 0) stacked = [];
    else {
      stacked.push(steps.length - 1);
      if (stacked.length > depth) stacked = stacked.slice(stacked.length - depth);
    }
  });
  if (!replay.ok) return replay;
  return { ok: true, steps: steps.flatMap((s) => (s.undone ? [] : [s.read])), replayed: replay };
}

/** Replays the save's log and keeps what its statistics count; null for a game that keeps no statistics. `publicOnly`:
 * counted from the events every seat may see alone (a game still going on: another seat's hidden dice and contents
 * left out). */
export function playedHistory(save: Pick<OpenedSave, 'module' | 'setup' | 'base' | 'actions'>, publicOnly = false): Failed | PlayedHistory | null {
  const module: AnyGameModule = save.module;
  const review = module.review;
  if (!review?.facts) return null;
  const rounds: RoundScores[] = [];
  // where the game stood before the step: the summary of the last step's state, summed up once per state
  let at: GameSummary | null = null;
  const history = standingSteps(save, ({ action, before, after, events }) => {
    const was = at ?? module.summary(before);
    at = module.summary(after);
    if (at.round !== was.round) rounds.push({ round: was.round, scores: was.scores });
    return review.facts?.(before, action, publicOnly ? events.filter((e) => sees(null, e)) : events, after) ?? [];
  });
  if (!history.ok) return history;
  const end = at ?? module.summary(history.replayed.state);
  rounds.push({ round: end.round, scores: end.scores });
  return { ok: true, facts: history.steps.flat(), rounds };
}
