// The review of an open game (issue 23) as a page may have it, worked out in the engine work from the game's setup,
// replay base and log (engine/platform/review.ts). Who reviews is the page's to know, never the request's: the host's
// screen reviews a game still going on as the seat it shows (a spectator in an all-computer game; nothing while a
// hand-off hides the board), and a finished one whole, its boards through any seat's eyes (a hand-off pending at the
// end hides nothing any more); a network page reviews only as its own seat (host/lan/hub.ts), finished or not.
import type { Reviewer } from '../engine/platform/review.js';
import { fail, ok, type GameReview, type HostError, type RequestOf, type Result, type ReviewBoardView } from './contract.js';
import type { EngineRunner } from './engine-runner.js';
import type { GameSession } from './session.js';

/** Whose page asks: the host's own screen, or a network page of a seat (null: the spectator link). */
export type ReviewPage = { readonly remote: false } | { readonly remote: true; readonly seat: string | null };

type Refusal = { readonly ok: false; readonly error: HostError };

/** Who reviews the game from `page`, drawing its boards as `asked` (left out: the page's own seat); also who a record
 * the page exports is written for (host/records.ts). */
export function reviewerOf(s: GameSession, page: ReviewPage, asked: string | null | undefined): Result<Reviewer> {
  const own = page.remote ? page.seat : s.screenSeat;
  if (asked !== undefined && asked !== null && !s.seats().some((x) => x.color === asked)) return fail('wrong-seat', `${asked} is not a seat of this game`);
  if (!page.remote && s.module.summary(s.state).over) return ok({ all: true, seat: asked === undefined ? own : asked });
  if (!page.remote && s.handoff !== null) return fail('handoff-pending', `the screen is being handed to ${s.handoff}: confirm the hand-off first`);
  if (asked !== undefined && asked !== own) return fail('wrong-seat', `this page reviews the game as ${own ?? 'a spectator'}${page.remote ? '' : ' until it is over'}`);
  return ok({ all: false, seat: own });
}

/** The game as its replay reads it. */
export function saved(s: GameSession): { readonly game: string; readonly setup: unknown; readonly base: GameSession['base']; readonly actions: readonly unknown[]; readonly state: unknown } {
  return { game: s.module.id, setup: s.setup, base: s.base, actions: [...s.actions], state: s.state };
}

/** The game's review entries for the page. */
export async function reviewGame(runner: EngineRunner, s: GameSession, page: ReviewPage): Promise<Result<GameReview> | Refusal> {
  const reviewer = reviewerOf(s, page, undefined);
  if (!reviewer.ok) return reviewer;
  const r = await runner.run({ work: 'review', ...saved(s), reviewer: reviewer.value });
  return r.ok ? ok({ ...reviewer.value, entries: r.entries }) : r;
}

/** The review's board at a step for the page. */
export async function reviewBoard(runner: EngineRunner, s: GameSession, page: ReviewPage, { index, seat }: RequestOf<'reviewBoard'>): Promise<Result<ReviewBoardView> | Refusal> {
  const reviewer = reviewerOf(s, page, seat);
  if (!reviewer.ok) return reviewer;
  const r = await runner.run({ work: 'reviewBoard', ...saved(s), reviewer: reviewer.value, index });
  return r.ok ? ok({ ...reviewer.value, index: r.index, view: r.view, events: r.events }) : r;
}
