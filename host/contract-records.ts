// The game-record part of the contract (host/contract.ts composes it; docs/notation.md): a game written as a record —
// the whole of a finished one, else the asking page's own view — and a record opened for review. An opened record is
// reviewed through reviewGame/reviewBoard under the id openRecord gives it. Plain JSON.
import { z } from 'zod';
import type { SeatDef } from '../engine/platform/module.js';
import { MAX_SAVE_BYTES } from '../engine/platform/save/index.js';
import { gameId } from './contract-fields.js';

/** Most characters of a record's text the host reads: half again a save's bound (a seat's own record carries what
 * changed on its board at every step, about 400 characters a step: a 300-round game of 6 TITAN seats takes 2.5M, a
 * 250-round one of 4 Gods seats 4.6M), which still fits the browser-mode server's request bound escaped as JSON. */
export const RECORD_MAX_CHARS = (MAX_SAVE_BYTES * 3) / 2;

/** Where an exported record went: the file the player chose (Electron), its text for the page to download (browser
 * mode), or nowhere (the player closed the file dialog). `whole`: the whole game, else the page's own view. */
export type ExportedRecord =
  | { readonly kind: 'written'; readonly whole: boolean; readonly path: string }
  | { readonly kind: 'download'; readonly whole: boolean; readonly fileName: string; readonly text: string }
  | { readonly kind: 'cancelled' };

/** A record opened for review: the id reviewGame/reviewBoard take for it, its game module, whether it is a whole game
 * (else `seat`'s own view; null: a spectator's) and the seats with their names. */
export interface OpenedRecord {
  readonly recordId: string;
  readonly game: string;
  readonly whole: boolean;
  readonly seat: string | null;
  readonly seats: readonly SeatDef[];
}

/** Request schemas of the record methods, by method name (spread into the contract's REQUEST_SCHEMAS). */
export const RECORDS_REQUEST_SCHEMAS = {
  exportRecord: z.strictObject({ gameId }),
  openRecord: z.strictObject({ text: z.string().max(RECORD_MAX_CHARS) }),
} as const;

/** The success values of the record methods (the contract's ResponseMap extends it). */
export interface RecordsResponseMap {
  /** "Export game record…": the game as a record (a finished game whole; else only what the page's seat knew). */
  exportRecord: ExportedRecord;
  /** "Open game record…": a record read back (a whole game replayed line by line) and kept for review. */
  openRecord: OpenedRecord;
}
