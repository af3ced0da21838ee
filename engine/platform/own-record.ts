// One seat's own record of a game not over (issue 23, docs/notation.md "A seat's own view"): what that seat knew and
// nothing more. It cannot be a replayable record — the replay needs the seed and the other seats' hidden choices — so
// it carries the seat's review instead: its start board and, per step the seat was shown, a line in words (its own
// action in the game's notation, another seat's as `<seat> acts`, an unseen one's as `someone acts`) followed by an
// `= ` line holding that step's entry and the seat's board after it, exactly as the seat's review gives them
// (engine/platform/review.ts, itself tested to leak nothing) — since format 2 as the changes from the step before
// (json-change.ts), so that a long game's record stays small; format 1 (every step whole) is still read. The header
// has no setup (the seed is in it): only the game, the seat, the seats' names, the format and a check of the body, so
// an edited record is refused rather than shown.
import { z } from 'zod';
import { fnv1a64 } from './hash.js';
import { applyJsonChanges, jsonChanges, type JsonChange } from './json-change.js';
import type { AnyGameModule, ModuleAction, ModuleEvent, SeatDef } from './module.js';
import { reviewBoard, reviewEntries, type ReviewEntry, type Reviewer } from './review.js';
import { replayLog } from './save/replay.js';
import { readHeader, type RecordError } from './notation.js';
import type { ReviewedSave } from './review.js';

/** A board of an own record: the seat's view and the events it saw. */
export interface OwnBoard {
  readonly view: unknown;
  readonly events: readonly ModuleEvent[];
}

/** An own record read back: the seat's review as it was written. */
export interface OwnRecord {
  readonly ok: true;
  readonly module: AnyGameModule;
  readonly game: string;
  readonly seat: string | null;
  readonly seats: readonly SeatDef[];
  readonly start: OwnBoard;
  readonly steps: readonly { readonly entry: ReviewEntry; readonly view: unknown }[];
}

const fail = (line: number, message: string): RecordError => ({ ok: false, line, message });

/** The format own records are written in: 2, each step (its entry and board) as its changes from the step before. */
export const OWN_RECORD_FORMAT = 2;

/** A value as its JSON reads back (undefined members dropped): what a step's changes are worked out between. */
const asJson = (v: unknown): unknown => JSON.parse(JSON.stringify(v)) as unknown;

/** The check written in the header: a hash of the body as written. */
const checkOf = (body: readonly string[]): string => fnv1a64(body.join('\n'));

/** The record of `save` as `seat` (null: a spectator) saw it, a game not over; an error when its log does not replay. */
export function ownRecordOf(save: ReviewedSave & { readonly game: string }, seat: string | null): { readonly ok: true; readonly text: string } | RecordError {
  const { module } = save;
  const reviewer: Reviewer = { all: false, seat };
  const review = reviewEntries(save, reviewer);
  if (!review.ok) return fail(0, review.error.message);
  const start = reviewBoard(save, reviewer, null);
  if (!start.ok) return fail(0, start.error.message);
  const shown = new Map(review.entries.map((e) => [e.index, e]));
  const own = new Map<number, string>();
  const changes = new Map<number, JsonChange[]>();
  const notation = module.notation;
  let before = asJson({ entry: null, view: start.view });
  // one replay for every board (a review's board replays the log up to it: all of them one by one would take the
  // square of a long game's length)
  const replay = replayLog(save, (step) => {
    if (step.action.player === seat && notation) own.set(step.index, notation.write(step.action, step.before));
    const entry = shown.get(step.index);
    if (!entry) return;
    const written = asJson({ entry, view: module.view(step.after, seat) });
    changes.set(step.index, jsonChanges(before, written));
    before = written;
  });
  if (!replay.ok) return fail(0, replay.error.message);
  const body = [`= ${JSON.stringify({ view: start.view, events: start.events })}`];
  let round: number | null = null;
  for (const entry of review.entries) {
    if (entry.round !== round) body.push(`# Round ${entry.round}`);
    round = entry.round;
    body.push(own.get(entry.index) ?? `${entry.seat ?? 'someone'} acts`, `= ${JSON.stringify(changes.get(entry.index) ?? [])}`);
  }
  const header = [
    `game: ${save.game}`,
    `view: ${JSON.stringify(seat)}`,
    `seats: ${JSON.stringify(module.seatsOf(save.setup))}`,
    `format: ${OWN_RECORD_FORMAT}`,
    `check: ${JSON.stringify(checkOf(body))}`,
  ];
  return { ok: true, text: `${[...header, '', ...body].join('\n')}\n` };
}

const eventSchema = z.looseObject({ type: z.string() });
const nullableName = z.string().max(64).nullable();
const entrySchema = z.strictObject({
  index: z.number().int().min(0),
  round: z.number().int().min(0),
  phase: z.string().max(64),
  turn: nullableName,
  engagement: nullableName,
  battle: nullableName,
  seat: nullableName,
  action: z.looseObject({ type: z.string(), player: z.string() }).nullable(),
  events: z.array(eventSchema),
});
const startSchema = z.strictObject({ view: z.unknown(), events: z.array(eventSchema) });
const stepSchema = z.strictObject({ entry: entrySchema, view: z.unknown() });
const pathSchema = z.array(z.union([z.string(), z.number().int().min(0)])).max(64);
const changesSchema = z.array(z.union([z.tuple([pathSchema]), z.tuple([pathSchema, z.unknown()])]));
const headerSchema = z.strictObject({
  view: nullableName,
  format: z.literal(OWN_RECORD_FORMAT).optional(),
  seats: z.array(z.strictObject({ id: z.string().min(1).max(64), name: z.string().max(200) })).min(1).max(16),
  check: z.string(),
});

/** A step's `= ` line read: as written (format 1: `before` null), else its changes applied to `before`, the step
 * before as written (the start: no entry and the start's board); the step, and as written — or what is wrong with it. */
function readStep(data: unknown, before: unknown): { step: { entry: ReviewEntry; view: unknown }; written: unknown } | string {
  let written = data;
  if (before !== null) {
    const changes = changesSchema.safeParse(data);
    if (!changes.success) return 'a step\'s changes are malformed';
    const applied = applyJsonChanges(before, changes.data as readonly JsonChange[]);
    if (!applied.ok) return `a step's changes: ${applied.message}`;
    written = applied.value;
  }
  const s = stepSchema.safeParse(written);
  if (!s.success) return 'a step is malformed';
  const entry = { ...s.data.entry, action: s.data.entry.action as ModuleAction | null, events: s.data.entry.events as readonly ModuleEvent[] };
  return { step: { entry, view: s.data.view }, written };
}

/** Does `text` look like an own record (its header has a `view` line)? */
export function isOwnRecord(text: string): boolean {
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') return false;
    if (line.startsWith('view: ')) return true;
  }
  return false;
}

/** Reads an own record back; `moduleOf` finds the module of a save-file game id. Anything wrong — a malformed line,
 * a body that does not match its check (an edited record) — is an error naming its line, never a throw. */
export function parseOwnRecord(text: string, moduleOf: (game: string) => AnyGameModule | undefined): OwnRecord | RecordError {
  const lines = text.split(/\r?\n/);
  const read = readHeader(lines, moduleOf);
  if (!read.ok) return read;
  const { module, game, fields, end: at } = read;
  const header = headerSchema.safeParse(fields);
  if (!header.success) return fail(0, `the header is not a seat's own record: ${header.error.issues[0]?.message ?? ''}`);
  const { view: seat, seats, format, check } = header.data;
  if (seat !== null && !seats.some((s) => s.id === seat)) return fail(0, `${seat} is not a seat of this record`);
  const body = lines.slice(at + 1);
  while (body.length > 0 && body[body.length - 1] === '') body.pop();
  if (checkOf(body) !== check) return fail(0, 'the record was changed after it was written (its check does not match)');
  let start: OwnBoard | null = null;
  const steps: { entry: ReviewEntry; view: unknown }[] = [];
  let before: unknown = null;
  for (const [i, line] of body.entries()) {
    if (!line.startsWith('= ')) continue;
    let data: unknown;
    try {
      data = JSON.parse(line.slice(2)) as unknown;
    } catch {
      return fail(at + 2 + i, 'a board line is not JSON');
    }
    if (start === null) {
      const s = startSchema.safeParse(data);
      if (!s.success) return fail(at + 2 + i, 'the start board is malformed');
      start = { view: s.data.view, events: s.data.events as readonly ModuleEvent[] };
      if (format !== undefined) before = { entry: null, view: s.data.view };
      continue;
    }
    const read = readStep(data, before);
    if (typeof read === 'string') return fail(at + 2 + i, read);
    const { step } = read;
    if (steps.length > 0 && step.entry.index <= (steps[steps.length - 1]?.entry.index ?? -1)) return fail(at + 2 + i, 'the steps are out of order');
    steps.push(step);
    if (format !== undefined) before = read.written;
  }
  if (start === null) return fail(0, 'the record has no start board');
  return { ok: true, module, game, seat, seats, start, steps };
}
