// The look-back part of the contract (host/contract.ts composes it): a game's review and statistics, the statistics
// across every finished game, and "Report a problem": their payload types, request schemas and responses. Plain JSON.
import { z } from 'zod';
import type { AllStats } from '../engine/platform/all-stats.js';
import type { ModuleEvent } from '../engine/platform/module.js';
import type { ReviewEntry } from '../engine/platform/review.js';
import type { GameStats } from '../engine/platform/stats.js';
import { empty, gameId, seat } from './contract-fields.js';

/** A game's review as this page may see it (engine/platform/review.ts): `all` for a finished game (every event and
 * action), else what `seat` (null: a spectator) was shown; the steps that stand, in log order. */
export interface GameReview {
  readonly all: boolean;
  readonly seat: string | null;
  readonly entries: readonly ReviewEntry[];
}

/** The board of a review at a step (`index` null: the start): `seat`'s view then and the step's events it may see
 * (every event of a finished game). */
export interface ReviewBoardView {
  readonly all: boolean;
  readonly seat: string | null;
  readonly index: number | null;
  readonly view: unknown;
  readonly events: readonly ModuleEvent[];
}

/** Where a problem report went: the file the player chose (Electron), its bytes for the page to download (browser
 * mode), or nowhere (the player closed the file dialog: no error). */
export type ProblemReport =
  | { readonly kind: 'written'; readonly path: string }
  | { readonly kind: 'download'; readonly fileName: string; readonly base64: string }
  | { readonly kind: 'cancelled' };

/** Most lines of the page's trail a problem report takes (the page keeps no more), and most characters of a line. */
export const TRAIL_LINES = 300;
export const TRAIL_LINE_CHARS = 400;

/** Request schemas of the look-back methods, by method name (spread into the contract's REQUEST_SCHEMAS). */
export const LOOKBACK_REQUEST_SCHEMAS = {
  gameStats: z.strictObject({ gameId }),
  allStats: empty,
  reviewGame: z.strictObject({ gameId }),
  // the seat whose view the board is drawn as: any seat (or null, a spectator's) once the game is over; else only the
  // page's own (left out: the page's own)
  reviewBoard: z.strictObject({ gameId, index: z.number().int().min(0).max(10_000_000).nullable(), seat: seat.nullable().optional() }),
  problemReport: z.strictObject({ includeSave: z.boolean(), gameId: gameId.nullable(), trail: z.array(z.string().max(TRAIL_LINE_CHARS)).max(TRAIL_LINES) }),
} as const;

/** The success values of the look-back methods (the contract's ResponseMap extends it). */
export interface LookbackResponseMap {
  /** A finished game's statistics: luck, battles, musters and losses per seat, the scores by round. */
  gameStats: GameStats;
  /** The statistics across every finished game on this machine, per player name (host/all-stats.ts). */
  allStats: AllStats;
  /** The game's review: its steps as this page may see them (a remote page: its own seat's). */
  reviewGame: GameReview;
  /** The board of the review at a step. */
  reviewBoard: ReviewBoardView;
  /** "Report a problem": the logs, the app's facts, the page's trail and, only when asked, the open game's save, in a
   * zip for the player to keep or send himself (host/problem-report.ts). Nothing leaves the machine. */
  problemReport: ProblemReport;
}
