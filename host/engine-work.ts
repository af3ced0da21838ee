// The engine work the host keeps off the thread that serves the window: an agent's decision for its seat, the
// replay check of an opened save, a game's statistics, its review (its entries, a step's board) and its record
// written or read back. Requests are self-contained plain JSON (a seat's view, legal actions, events and
// memory; a save's setup, log and position), so the same function answers in a worker thread or inline.
import type { AgentDecision, AgentInput, ModuleAction, ModuleEvent } from '../engine/platform/module.js';
import { nextInt, seedRng } from '../engine/platform/rng.js';
import { playedHistory } from '../engine/platform/history.js';
import { reviewBoard, reviewEntries, ReviewMarks, type ReviewBoard, type Review, type Reviewer, type ReviewRefused } from '../engine/platform/review.js';
import { parseRecord, recordOf, type RecordError } from '../engine/platform/notation.js';
import { isOwnRecord, ownRecordOf, parseOwnRecord, type OwnRecord } from '../engine/platform/own-record.js';
import { verifySave, type SaveError } from '../engine/platform/save/index.js';
import { gameStats, type GameStats } from '../engine/platform/stats.js';
import type { GameRegistry } from '../games/index.js';
import type { HostError } from './contract.js';
import { openGame, type LoadedGame } from './save-codec.js';

/** An agent seat of `game` chooses: `level` is 'random' or one of the module's AI levels. */
export interface DecideRequest {
  readonly work: 'decide';
  readonly game: string;
  readonly level: string;
  readonly input: AgentInput<unknown, ModuleAction, ModuleEvent>;
  /** Seed of the decision's own PRNG (the host draws it; the engine has no ambient randomness). */
  readonly seed: number;
}

/** The replay check of an opened save of `game`: its setup, replay base, log and saved position. */
export interface VerifyRequest {
  readonly work: 'verify';
  readonly game: string;
  readonly setup: unknown;
  readonly base: { readonly index: number; readonly state: unknown } | null;
  readonly actions: readonly unknown[];
  readonly state: unknown;
}

/** The replay check's answer: every event of the replayed game, or why the log does not lead to the position. */
export type VerifyReply = { readonly ok: true; readonly events: readonly ModuleEvent[] } | { readonly ok: false; readonly error: SaveError };

/** Opening save-file text from an untrusted source (size, nesting, JSON, integrity, migrations, state checks), away
 * from the thread that serves the window; `fallbackId` names the game when the file carries no host meta. */
export interface OpenRequest {
  readonly work: 'open';
  readonly text: string;
  readonly fallbackId: string;
}

/** An opened game as plain data: its game module named by id (the host looks it up in its registry). */
export type OpenReply =
  | { readonly ok: true; readonly loaded: Omit<LoadedGame, 'save'> & { readonly save: Omit<LoadedGame['save'], 'module'> & { readonly module: string } } }
  | { readonly ok: false; readonly error: HostError };

/** The statistics of a game of `game` (issue 23): its setup, replay base and log, replayed to count them (`publicOnly`:
 * from the events every seat may see alone, for a game still going on). */
export type StatsRequest = Omit<VerifyRequest, 'work' | 'state'> & { readonly work: 'stats'; readonly publicOnly: boolean };

/** The statistics, or why the log could not be replayed (or the game has none). */
export type StatsReply = { readonly ok: true; readonly stats: GameStats } | { readonly ok: false; readonly error: HostError };

/** A game's review (issue 23) as `reviewer` may see it: its setup, replay base, log and the state it reached. */
export type ReviewRequest = Omit<VerifyRequest, 'work'> & { readonly work: 'review'; readonly reviewer: Reviewer };

/** The board of a game's review after the step at log `index` (null: the start). */
export type ReviewBoardRequest = Omit<VerifyRequest, 'work'> & { readonly work: 'reviewBoard'; readonly reviewer: Reviewer; readonly index: number | null };

/** The review's entries, or why they cannot be given. */
export type ReviewReply = Review | { readonly ok: false; readonly error: HostError };

/** A step's board, or why it cannot be given. */
export type ReviewBoardReply = ReviewBoard | { readonly ok: false; readonly error: HostError };

/** A game's record (docs/notation.md): the whole game once it is over, else `reviewer.seat`'s own view of it. */
export type WriteRecordRequest = Omit<VerifyRequest, 'work'> & { readonly work: 'writeRecord'; readonly reviewer: Reviewer };

/** A record's text or why it cannot be written. */
export type WriteRecordReply = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly error: HostError };

/** A record's text from an untrusted source, read back and (a whole game's) replayed. */
export interface ReadRecordRequest {
  readonly work: 'readRecord';
  readonly text: string;
}

/** A record read back, its game module named by id: a whole game's setup and log, or a seat's own review. */
export type ReadRecordReply =
  | { readonly ok: true; readonly record: { readonly kind: 'whole'; readonly module: string; readonly setup: unknown; readonly actions: readonly ModuleAction[]; readonly state: unknown } }
  | { readonly ok: true; readonly record: Omit<OwnRecord, 'ok' | 'module'> & { readonly kind: 'own'; readonly module: string } }
  | { readonly ok: false; readonly error: HostError };

/** Any request of the engine work. */
export type EngineRequest = DecideRequest | VerifyRequest | OpenRequest | StatsRequest | ReviewRequest | ReviewBoardRequest | WriteRecordRequest | ReadRecordRequest;

/** The answer to a request of kind `R`. */
export type ReplyOf<R extends EngineRequest> = R extends DecideRequest
  ? AgentDecision<ModuleAction>
  : R extends OpenRequest
    ? OpenReply
    : R extends StatsRequest
      ? StatsReply
      : R extends ReviewRequest
        ? ReviewReply
        : R extends ReviewBoardRequest
          ? ReviewBoardReply
          : R extends WriteRecordRequest
            ? WriteRecordReply
            : R extends ReadRecordRequest
              ? ReadRecordReply
              : VerifyReply;

/** States along the logs the reviews replayed, kept from request to request on this thread (engine/platform/review.ts):
 * stepping through a review replays a stretch of its log, not all of it. */
const REVIEW_MARKS = new ReviewMarks();

/** A review's refusal as the host words it: everything of a game not over, a step not in the log, a log that fails. */
function reviewError(r: ReviewRefused): { readonly ok: false; readonly error: HostError } {
  const code = r.error.code === 'not-over' ? 'wrong-phase' : r.error.code === 'out-of-range' ? 'not-found' : 'internal';
  return { ok: false, error: { code, message: r.error.message } };
}

/** A record's text read back: an own record by its header, else a whole game's replayed line by line. */
function readRecord(games: GameRegistry, text: string): ReadRecordReply {
  const byGame = (game: string): ReturnType<GameRegistry['byGame']> => games.byGame(game);
  if (isOwnRecord(text)) {
    const r = parseOwnRecord(text, byGame);
    if (!r.ok) return { ok: false, error: recordError(r) };
    const { ok: _ok, module, ...rest } = r;
    return { ok: true, record: { ...rest, kind: 'own', module: module.id } };
  }
  const r = parseRecord(text, byGame);
  if (!r.ok) return { ok: false, error: recordError(r) };
  return { ok: true, record: { kind: 'whole', module: r.module.id, setup: r.setup, actions: r.actions, state: r.state } };
}

/** A record that cannot be read, as the host words it: an edited own record is 'record-tampered', anything else
 * 'record-invalid', the line it is about in the message. */
function recordError(r: RecordError): HostError {
  const code = r.message.startsWith('the record was changed') ? 'record-tampered' : 'record-invalid';
  return { code, message: r.line > 0 ? `line ${r.line}: ${r.message}` : r.message };
}

/** The random player every game has: a uniform pick among the legal actions, never taking one back when it can go on. */
function randomDecision(input: DecideRequest['input'], seed: number): AgentDecision<ModuleAction> {
  const forward = input.legal.filter((a) => a.type !== 'undo');
  const pool = forward.length > 0 ? forward : input.legal;
  const [i] = nextInt(seedRng(seed), Math.max(1, pool.length));
  const action = pool[i];
  if (!action) throw new Error('the random agent was asked to act with no legal action');
  return { action, memory: null };
}

/** Answers one request with the modules of `games`; throws (the caller reports it) for an unknown game or level.
 * `clock` measures the think budget of searching AI levels (never used by the rules). */
export function runEngineWork(games: GameRegistry, request: EngineRequest, clock?: () => number): AgentDecision<ModuleAction> | VerifyReply | OpenReply | StatsReply | ReviewReply | ReviewBoardReply | WriteRecordReply | ReadRecordReply {
  if (request.work === 'readRecord') return readRecord(games, request.text);
  if (request.work === 'open') {
    const r = openGame(request.text, request.fallbackId, games);
    return r.ok ? { ok: true, loaded: { ...r.loaded, save: { ...r.loaded.save, module: r.loaded.save.module.id } } } : r;
  }
  const module = games.byId(request.game);
  if (!module) throw new Error(`no game module "${request.game}"`);
  if (request.work === 'verify') {
    const r = verifySave({ module, setup: request.setup, base: request.base, actions: request.actions, state: request.state });
    return r.ok ? { ok: true, events: r.events as readonly ModuleEvent[] } : r;
  }
  if (request.work === 'stats') {
    const h = playedHistory({ module, setup: request.setup, base: request.base, actions: request.actions }, request.publicOnly);
    if (h === null) return { ok: false, error: { code: 'unsupported', message: `${module.name} keeps no statistics` } };
    if (!h.ok) return { ok: false, error: { code: 'internal', message: `the game's log could not be replayed: ${h.error.message}` } };
    return { ok: true, stats: gameStats(module.seatsOf(request.setup).map((s) => s.id), h.facts, h.rounds) };
  }
  if (request.work === 'review' || request.work === 'reviewBoard') {
    const save = { module, setup: request.setup, base: request.base, actions: request.actions, state: request.state };
    const r = request.work === 'review' ? reviewEntries(save, request.reviewer, REVIEW_MARKS) : reviewBoard(save, request.reviewer, request.index, REVIEW_MARKS);
    return r.ok ? r : reviewError(r);
  }
  if (request.work === 'writeRecord') {
    const save = { module, game: module.gameOf(request.setup), setup: request.setup, base: request.base, actions: request.actions, state: request.state };
    if (request.base) return { ok: false, error: { code: 'unsupported', message: 'the game no longer replays from its setup: no record can be written' } };
    const r = request.reviewer.all ? recordOf(save) : ownRecordOf(save, request.reviewer.seat);
    return r.ok ? r : { ok: false, error: { code: 'internal', message: r.message } };
  }
  if (request.input.legal.length === 0) throw new Error(`the ${request.level} agent was asked to act with no legal action`);
  if (request.level === 'random') return randomDecision(request.input, request.seed);
  if (!module.ai.levels.includes(request.level)) throw new Error(`${module.name} has no AI level "${request.level}"`);
  return module.ai.decide(request.level, request.input, { seed: request.seed, clock });
}
