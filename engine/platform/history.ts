// A game's history as it stands, for looking back at it (statistics now, the review after): its log replayed under
// today's rules (save/replay.ts) with the steps a later take-back undid left out, the facts its statistics count in
// each step kept (the game's `review` part reads them), and the scores at the end of every round. Any game with a
// `review` part; the stack of take-backs is followed by its depth alone, so no game's undo rules are written twice.
import type { AnyGameModule, GameSummary, StatFact } from './module.js';
import type { Failed } from './save/errors.js';
import type { OpenedSave } from './save/open.js';
import { replayLog } from './save/replay.js';

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

/** Replays the save's log and keeps what its statistics count; null for a game without a `review` part. */
export function playedHistory(save: Pick<OpenedSave, 'module' | 'setup' | 'base' | 'actions'>): Failed | PlayedHistory | null {
  const module: AnyGameModule = save.module;
  const review = module.review;
  if (!review) return null;
  const steps: { facts: readonly StatFact[]; undone: boolean }[] = [];
  // the steps whose earlier states the take-back stack holds, oldest first (as deep as the stack)
  let stacked: number[] = [];
  const rounds: RoundScores[] = [];
  // where the game stood before the step: the summary of the last step's state, summed up once per state
  let at: GameSummary | null = null;
  const replay = replayLog(save, ({ action, before, after, events }) => {
    const was = at ?? module.summary(before);
    at = module.summary(after);
    if (at.round !== was.round) rounds.push({ round: was.round, scores: was.scores });
    steps.push({ facts: review.facts(before, action, events, after), undone: false });
    const depth = review.takeBacks(after);
    if (action.type === 'undo') {
      for (const i of stacked.splice(depth)) {
        const step = steps[i];
        if (step) step.undone = true;
      }
    } else if (depth === 0) stacked = [];
    else {
      stacked.push(steps.length - 1);
      if (stacked.length > depth) stacked = stacked.slice(stacked.length - depth);
    }
  });
  if (!replay.ok) return replay;
  const end = at ?? module.summary(replay.state);
  rounds.push({ round: end.round, scores: end.scores });
  return { ok: true, facts: steps.flatMap((s) => (s.undone ? [] : s.facts)), rounds };
}
