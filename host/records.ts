// Game records in the app (issue 23, docs/notation.md): "Export game record…" writes the open game as a record — the
// whole of a finished one (on the host's screen), else only the asking page's own view, the same reviewer its review
// has (host/review.ts reviewerOf: a network page is only ever its own seat) — to the file the player picks (Electron)
// or as the page's download (browser mode). "Open game record…" reads one back off the window's thread (a whole
// game replayed line by line, a seat's own record checked), keeps it under an id of its own and reviews it read-only
// as the review of an open game is: a whole game's steps replayed by the engine, an own record's as it was written.
import { randomBytes } from 'node:crypto';
import { extname } from 'node:path';
import type { Reviewer } from '../engine/platform/review.js';
import type { SeatDef } from '../engine/platform/module.js';
import type { GameRegistry } from '../games/index.js';
import { writeFileAtomic, type AtomicFs } from './atomic-write.js';
import { fail, ok, type ExportedRecord, type GameReview, type OpenedRecord, type RequestOf, type Result, type ReviewBoardView, type Settings } from './contract.js';
import type { EngineRunner } from './engine-runner.js';
import type { ReadRecordReply } from './engine-work.js';
import { reviewerOf, saved, type ReviewPage } from './review.js';
import { describe, type FileDialogs } from './save-files.js';
import type { GameSession } from './session.js';

/** The file name ending of a record. */
export const RECORD_EXTENSION = '.txt';

/** A record read back, as the engine work gave it. */
type ReadRecord = Extract<ReadRecordReply, { ok: true }>['record'];

/** What exporting a record needs of the host: where files go and how the dialog and the name are found. */
export interface RecordExportDeps {
  readonly runner: EngineRunner;
  /** Electron's save dialog; null in browser mode, where the page downloads the record. */
  readonly dialogs: FileDialogs | null;
  readonly settings: () => Settings;
  readonly fs?: AtomicFs;
}

/** Writes the game open in `s` as a record for `page`: whole once it is over (the host's screen), else its own view. */
export async function exportRecord(deps: RecordExportDeps, s: GameSession, page: ReviewPage, baseName: string): Promise<Result<ExportedRecord>> {
  const reviewer = reviewerOf(s, page, undefined);
  if (!reviewer.ok) return reviewer;
  const whole = reviewer.value.all;
  const written = await deps.runner.run({ work: 'writeRecord', ...saved(s), game: s.module.id, reviewer: reviewer.value });
  if (!written.ok) return written;
  const fileName = `${baseName}${whole ? '' : ` (${reviewer.value.seat ?? 'spectator'})`}${RECORD_EXTENSION}`;
  if (!deps.dialogs || page.remote) return ok({ kind: 'download', whole, fileName, text: written.text });
  const picked = await deps.dialogs.pickRecord(deps.settings().lastFolder, fileName);
  if (picked === null) return ok({ kind: 'cancelled' });
  const path = extname(picked) === '' ? picked + RECORD_EXTENSION : picked;
  try {
    await writeFileAtomic(path, written.text, deps.fs);
  } catch (e) {
    return fail('io', `the record could not be written to ${path}: ${describe(e)}`);
  }
  return ok({ kind: 'written', whole, path });
}

/** The records opened for review on this host, by id (kept until the host stops; a few at most). */
export class RecordShelf {
  private readonly records = new Map<string, ReadRecord>();

  constructor(
    private readonly runner: EngineRunner,
    private readonly games: GameRegistry,
  ) {}

  /** Is `id` an opened record's? */
  has(id: string): boolean {
    return this.records.has(id);
  }

  /** Reads a record's text back and keeps it; a broken or edited record is refused (record-invalid, record-tampered). */
  async open({ text }: RequestOf<'openRecord'>): Promise<Result<OpenedRecord>> {
    const r = await this.runner.run({ work: 'readRecord', text });
    if (!r.ok) return r;
    const module = this.games.byId(r.record.module);
    if (!module) return fail('unknown-module', `this host does not play ${r.record.module}`);
    const recordId = `record-${randomBytes(12).toString('hex')}`;
    this.records.set(recordId, r.record);
    const seats: readonly SeatDef[] = r.record.kind === 'own' ? r.record.seats : module.seatsOf(r.record.setup);
    return ok({ recordId, game: module.id, whole: r.record.kind === 'whole', seat: this.reviewerOf(r.record, seats).seat, seats });
  }

  /** Who reviews a whole record: everyone once its game is over (the boards as the first seat's), else a spectator. */
  private reviewerOf(r: ReadRecord, seats: readonly SeatDef[]): Reviewer {
    if (r.kind === 'own') return { all: false, seat: r.seat };
    const module = this.games.byId(r.module);
    const over = module?.summary(r.state).over ?? false;
    return over ? { all: true, seat: seats[0]?.id ?? null } : { all: false, seat: null };
  }

  /** A whole record as the review's engine work reads it. */
  private static saveOf(r: Extract<ReadRecord, { kind: 'whole' }>): { game: string; setup: unknown; base: null; actions: readonly unknown[]; state: unknown } {
    return { game: r.module, setup: r.setup, base: null, actions: r.actions, state: r.state };
  }

  /** The review of the record `id`. */
  async review(id: string): Promise<Result<GameReview>> {
    const r = this.records.get(id);
    if (!r) return fail('unknown-game', `no record ${id} is open`);
    const seats = r.kind === 'own' ? r.seats : (this.games.byId(r.module)?.seatsOf(r.setup) ?? []);
    const reviewer = this.reviewerOf(r, seats);
    if (r.kind === 'own') return ok({ ...reviewer, entries: r.steps.map((s) => s.entry) });
    const entries = await this.runner.run({ work: 'review', ...RecordShelf.saveOf(r), reviewer });
    return entries.ok ? ok({ ...reviewer, entries: entries.entries }) : entries;
  }

  /** The record's board after the step at log `index` (null: the start). */
  async board(id: string, index: number | null): Promise<Result<ReviewBoardView>> {
    const r = this.records.get(id);
    if (!r) return fail('unknown-game', `no record ${id} is open`);
    const seats = r.kind === 'own' ? r.seats : (this.games.byId(r.module)?.seatsOf(r.setup) ?? []);
    const reviewer = this.reviewerOf(r, seats);
    if (r.kind === 'whole') {
      const b = await this.runner.run({ work: 'reviewBoard', ...RecordShelf.saveOf(r), reviewer, index });
      return b.ok ? ok({ ...reviewer, index: b.index, view: b.view, events: b.events }) : b;
    }
    if (index === null) return ok({ ...reviewer, index, view: r.start.view, events: r.start.events });
    const step = r.steps.find((s) => s.entry.index === index);
    return step ? ok({ ...reviewer, index, view: step.view, events: step.entry.events }) : fail('not-found', `the record has no step ${index}`);
  }
}
