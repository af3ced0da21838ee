// What a game's table gives the one review window (renderer/tables.ts): its board drawn read-only from a step's view
// and its events in words, so that the window names no game.
import type { Component } from 'svelte';
import type { StrikeEvent } from '../../engine/family/battle/flow/types.js';
import type { ExportedRecord, GameReview, ReviewBoardView } from '../../host/contract.js';

/** The props of a game's review board: a step's view as the reviewer saw it, its events, and the seats' names. */
export interface ReviewBoardProps {
  readonly view: unknown;
  readonly events: readonly unknown[];
  readonly name: (seat: string) => string;
}

/** A strike of a review step, for the shared dice (DiceRoll). */
export interface ReviewStrike {
  readonly event: StrikeEvent;
  readonly striker: string;
  readonly target: string;
}

/** A game's part of the review window. */
export interface ReviewKit {
  /** Draws a step's board, read-only. */
  readonly Board: Component<ReviewBoardProps>;
  /** A step's events in words (`view`: the board after it, which names the pieces of its battle; null: not at hand). */
  lines(events: readonly unknown[], view: unknown, name: (seat: string) => string): readonly string[];
  /** Each step of the move list as one line (`steps`: each entry's events, in log order; a game may name a piece by
   * what the steps before told of it). */
  entryLines(steps: readonly (readonly unknown[])[], name: (seat: string) => string): readonly string[];
  /** A step's strikes, each with its striker and target named (`view`: the board after it). */
  strikes(events: readonly unknown[], view: unknown): readonly ReviewStrike[];
  /** An engagement's or battle's land in words (the review's headings key them by land). */
  land(key: string): string;
}

/** What the review window asks of the game's client (renderer/lib/game-client.svelte.ts) or of an opened record
 * (renderer/lib/session.svelte.ts openRecord). */
export interface ReviewSource {
  review(): Promise<GameReview | null>;
  /** `seat`: whose eyes the board is drawn through (null: a spectator's; left out: the page's own). */
  reviewBoard(index: number | null, seat?: string | null): Promise<ReviewBoardView | null>;
  seatIds(): readonly string[];
  nameOf(seat: string): string;
  /** "Export game record…" of an open game (left out: a record opened for review, already one). */
  exportRecord?(): Promise<ExportedRecord | null>;
}

/** A step's lines as its one line of the move list. */
export function entryLine(lines: readonly string[]): string {
  return lines.join(' · ');
}

/** The move list's lines of a game whose steps are worded each alone: a step's lines joined. */
export function stepByStep(lines: ReviewKit['lines']): ReviewKit['entryLines'] {
  return (steps, name) => steps.map((events) => entryLine(lines(events, null, name)));
}
