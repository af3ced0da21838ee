// The single "End turn" of the Gods screen (issue 21): once the engine's hints say a phase has nothing left but its
// end (`finish`, engine/gods/preview/turn-aids.ts), one click ends it and each following phase of the turn that has
// nothing left either — one action at a time, each taken from the legal list of the push it answers. No rule here:
// the run stops as soon as a push offers something else (or another seat's screen, or the hand-off, shows).
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsPhaseEnd } from '../../engine/gods/preview/turn-aids.js';
import type { GodsViewPush } from './pushes.js';

/** An "End turn" under way: the seat that asked, and the state its last end was sent in (null: none sent yet). */
export interface FinishRun {
  readonly seat: string;
  readonly sentIn: number | null;
  readonly last: GodsPhaseEnd | null;
}

/** What a run does on a push: the run as it goes on (null: it is over) and the action to send now, if any. */
export function finishStep(run: FinishRun, push: GodsViewPush | null): { readonly run: FinishRun | null; readonly send: GodsAction | null } {
  if (!push || push.seat !== run.seat) return { run: null, send: null };
  // the answer to the last end has not come yet
  if (run.sentIn === push.view.stateId) return { run, send: null };
  if (run.last === 'endTurn') return { run: null, send: null };
  const finish = push.hints.finish;
  const send = finish ? (push.legal.find((a) => a.type === finish) ?? null) : null;
  if (!send || !finish) return { run: null, send: null };
  return { run: { seat: run.seat, sentIn: push.view.stateId, last: finish }, send };
}
