// A game's review (issue 23): its log stepped through as it stands, built on the save's action log and the engine's
// replay, never on a second recording. The entries are the steps that stand (history.ts `standingSteps`: the steps a
// later take-back undid, and the take-backs themselves, left out), each with its log index, round, phase, acting seat,
// the events its reviewer may see and the keys the module's `review.place` groups it by (turn, engagement, battle).
// A step's board is the module's view of the state after it, replayed to that step only. Who reviews decides what is
// shown: everything (every event and action, the board through any seat's eyes), only once the game is over; else one
// seat (null: a spectator) sees exactly what its view and events showed it at that step — another seat's hidden
// events and its actions' details left out. A few states along the log (`ReviewMarks`) spare a board most of its replay.
import { fnv1a64 } from './hash.js';
import { standingSteps } from './history.js';
import { sees, type AnyGameModule, type ModuleAction, type ModuleEvent } from './module.js';
import type { OpenedSave } from './save/open.js';
import { replayLog, type ReplayStep } from './save/replay.js';

/** Who reviews a game: one seat as it saw the game (null: a spectator), or — `all`, a finished game only — everyone's
 * events and actions, the boards drawn as `seat`'s view. */
export interface Reviewer {
  readonly all: boolean;
  readonly seat: string | null;
}

/** One step of a review: the logged action's index, where the game stood when it was taken (round, phase, the turn,
 * engagement and battle keys of the module's `review.place`, null where it has none), who took it (null when the
 * reviewer was not shown that this seat acted), the action itself (only the reviewer's own, or everyone's in a
 * finished game) and the step's events the reviewer may see. */
export interface ReviewEntry {
  readonly index: number;
  readonly round: number;
  readonly phase: string;
  readonly turn: string | null;
  readonly engagement: string | null;
  readonly battle: string | null;
  readonly seat: string | null;
  readonly action: ModuleAction | null;
  readonly events: readonly ModuleEvent[];
}

/** A game's review: its entries in log order. */
export interface Review {
  readonly ok: true;
  readonly entries: readonly ReviewEntry[];
}

/** The board at a step (`index` null: the start, before the first step): the module's view then, as the reviewer sees
 * it, and that step's events the reviewer may see (the start's: the game's creation). */
export interface ReviewBoard {
  readonly ok: true;
  readonly index: number | null;
  readonly view: unknown;
  readonly events: readonly ModuleEvent[];
}

/** Why a review cannot be given: everything asked of a game not over, a step outside the replayable log, or a log that
 * does not replay. */
export interface ReviewRefused {
  readonly ok: false;
  readonly error: { readonly code: 'not-over' | 'out-of-range' | 'replay-failed'; readonly message: string };
}

/** The save a review reads: its game, setup, replay base, log and the state it reached (is the game over?). */
export type ReviewedSave = Pick<OpenedSave, 'module' | 'setup' | 'base' | 'actions' | 'state'>;

/** A state a replay of a log passed: after the step at `index`, with that step's events, its game module and a key of
 * the log so far. */
interface Mark {
  readonly module: AnyGameModule;
  readonly key: string;
  readonly index: number;
  readonly state: unknown;
  readonly events: readonly ModuleEvent[];
}

/** States the review's replays passed, kept to start a later board of the same log from instead of its beginning: a
 * few spread over the whole log by the entries' replay, and the latest boards' (stepping back and forth replays a
 * step or a stretch of the log, not all of it). Each is keyed by the game, setup, replay base and the log up to it,
 * so a board never starts from another game's state; the caller keeps one across requests (the host's engine work). */
export class ReviewMarks {
  private spread: Mark[] = [];
  private latest: Mark[] = [];

  /** `size`: how many marks each kind keeps. */
  constructor(private readonly size = 8) {}

  /** The key of `save`'s log up to and with the step at `index`. */
  private static key(save: ReviewedSave, index: number): string {
    return fnv1a64(JSON.stringify([save.setup, save.base?.index ?? null, save.actions.slice(0, index + 1)]));
  }

  /** The latest mark of `save`'s log at or before `index`, if any. */
  find(save: ReviewedSave, index: number): Mark | null {
    const candidates = [...this.latest, ...this.spread].filter((m) => m.module === save.module && m.index <= index).sort((a, b) => b.index - a.index);
    return candidates.find((m) => m.key === ReviewMarks.key(save, m.index)) ?? null;
  }

  /** Keeps a board's state (the oldest such mark goes once `size` are kept). */
  keep(save: ReviewedSave, index: number, state: unknown, events: readonly ModuleEvent[]): void {
    this.latest = [...this.latest.filter((m) => m.index !== index), { module: save.module, key: ReviewMarks.key(save, index), index, state, events }].slice(-this.size);
  }

  /** Keeps states spread over a whole replay of `save`'s log, in place of those of an earlier one. */
  spreadOver(save: ReviewedSave, marks: readonly Pick<Mark, 'index' | 'state' | 'events'>[]): void {
    this.spread = marks.map((m) => ({ ...m, module: save.module, key: ReviewMarks.key(save, m.index) }));
  }

  /** How many steps apart the entries' replay keeps a mark in a log of `steps`. */
  stride(steps: number): number {
    return Math.max(1, Math.ceil(steps / this.size));
  }
}

function refused(code: ReviewRefused['error']['code'], message: string): ReviewRefused {
  return { ok: false, error: { code, message } };
}

/** Everything is shown only of a game that is over. */
function notOver(save: ReviewedSave, reviewer: Reviewer): ReviewRefused | null {
  return reviewer.all && !save.module.summary(save.state).over ? refused('not-over', 'the whole game is shown once it is over') : null;
}

/** The events of a step the reviewer may see. */
function seen(reviewer: Reviewer, events: readonly ModuleEvent[]): readonly ModuleEvent[] {
  return reviewer.all ? events : events.filter((e) => sees(reviewer.seat, e));
}

/** One standing step as the reviewer sees it (null: a take-back, whose undone steps are left out with it). */
function entryOf(module: AnyGameModule, reviewer: Reviewer, { index, action, before, events }: ReplayStep): ReviewEntry | null {
  if (action.type === 'undo') return null;
  const at = module.summary(before);
  const place = module.review?.place?.(before) ?? { turn: null, engagement: null, battle: null };
  const own = reviewer.all || action.player === reviewer.seat;
  const shown = own || (module.actorsSeen?.(before, reviewer.seat) ?? module.actors(before)).includes(action.player);
  return { index, round: at.round, phase: at.phase, ...place, seat: shown ? action.player : null, action: own ? action : null, events: seen(reviewer, events) };
}

/** The review's entries: one replay of the whole log (leaving `marks` spread over it). */
export function reviewEntries(save: ReviewedSave, reviewer: Reviewer, marks?: ReviewMarks): Review | ReviewRefused {
  const wrong = notOver(save, reviewer);
  if (wrong) return wrong;
  const module: AnyGameModule = save.module;
  const stride = marks?.stride(save.actions.length) ?? 0;
  const spread: Pick<Mark, 'index' | 'state' | 'events'>[] = [];
  const standing = standingSteps(save, (step) => {
    if (stride > 0 && (step.index + 1) % stride === 0) spread.push({ index: step.index, state: step.after, events: step.events });
    return entryOf(module, reviewer, step);
  });
  if (!standing.ok) return refused('replay-failed', standing.error.message);
  marks?.spreadOver(save, spread);
  return { ok: true, entries: standing.steps.filter((e): e is ReviewEntry => e !== null) };
}

/** The board after the step at log `index` (null: the start), replaying the log only so far — from the latest of
 * `marks` before it, when there is one. Any replayable step may be asked for (a step taken back too: its seat saw it
 * then). */
export function reviewBoard(save: ReviewedSave, reviewer: Reviewer, index: number | null, marks?: ReviewMarks): ReviewBoard | ReviewRefused {
  const wrong = notOver(save, reviewer);
  if (wrong) return wrong;
  const first = save.base?.index ?? 0;
  if (index !== null && (index < first || index >= save.actions.length)) {
    return refused('out-of-range', `there is no replayable step ${index} (steps ${first}–${save.actions.length - 1})`);
  }
  if (index === null) {
    const start = replayLog(save, () => {}, first);
    if (!start.ok) return refused('replay-failed', start.error.message);
    return { ok: true, index, view: save.module.view(start.state, reviewer.seat), events: seen(reviewer, start.startEvents) };
  }
  const mark = marks?.find(save, index) ?? null;
  let last = mark?.events ?? [];
  const from = mark ? { ...save, base: { index: mark.index + 1, state: mark.state } } : save;
  const replay = mark?.index === index ? { ok: true as const, state: mark.state } : replayLog(from, (step) => (last = step.events), index + 1);
  if (!replay.ok) return refused('replay-failed', replay.error.message);
  marks?.keep(save, index, replay.state, last);
  return { ok: true, index, view: save.module.view(replay.state, reviewer.seat), events: seen(reviewer, last) };
}
