// Issue 23 item 2 over simulated games of all three games: a record read back reviews identically — a whole record
// (engine/platform/notation.ts) gives the same review entries and boards as the game it was written from, and a seat's
// own record of a game not over (engine/platform/own-record.ts) gives back exactly that seat's review; an edited own
// record is refused by its check.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games/index.js';
import type { AnyGameModule } from '../../engine/platform/module.js';
import { parseRecord, recordOf } from '../../engine/platform/notation.js';
import { ownRecordOf, parseOwnRecord } from '../../engine/platform/own-record.js';
import { reviewBoard, reviewEntries, type Reviewer, type ReviewedSave } from '../../engine/platform/review.js';
import { must, play } from './played-games.js';

const moduleOf = (game: string) => GAMES.byGame(game);
const plain = (v: unknown): unknown => JSON.parse(JSON.stringify(v)) as unknown;

/** Steps each game is played for: not to its end (an Arena game is short). */
const STEPS: Record<string, number> = { titan: 250, arena: 60, 'gods-of-titan': 250 };

/** A simulated game of `module`, not over, as the review reads it. */
function played(module: AnyGameModule, seed: number): ReviewedSave & { game: string } {
  const seats = module.seatRange(must(module.games[0], 'game id'));
  const g = play(module, seats.min + (seed % (seats.max - seats.min + 1)), seed, STEPS[module.id] ?? 100);
  expect(module.summary(g.state).over).toBe(false);
  return { module, game: module.gameOf(g.setup), setup: g.setup, base: null, actions: g.actions, state: g.state };
}

/** The review's entries as `reviewer` sees them. */
function entriesOf(save: ReviewedSave, reviewer: Reviewer) {
  const r = reviewEntries(save, reviewer);
  if (!r.ok) throw new Error(r.error.message);
  return r.entries;
}

describe('records read back review identically (issue 23)', () => {
  for (const id of ['titan', 'arena', 'gods-of-titan'] as const) {
    const module = must(GAMES.byId(id), id);
    it(`${id}: a whole record and a seat's own record, read back, review as the game did`, () => {
      for (const seed of [1, 2]) {
        const save = played(module, seed);
        const seat = must(module.seatsOf(save.setup)[0], 'a seat').id;
        const reviewer: Reviewer = { all: false, seat };
        const want = entriesOf(save, reviewer);
        expect(want.length).toBeGreaterThan(20);

        const whole = recordOf(save);
        if (!whole.ok) throw new Error(whole.message);
        const read = parseRecord(whole.text, moduleOf);
        if (!read.ok) throw new Error(`line ${read.line}: ${read.message}`);
        const again = { module, setup: read.setup, base: null, actions: read.actions, state: read.state };
        expect(plain(entriesOf(again, reviewer))).toEqual(plain(want));

        const own = ownRecordOf(save, seat);
        if (!own.ok) throw new Error(own.message);
        expect(own.text).not.toMatch(/^seed:/m);
        const back = parseOwnRecord(own.text, moduleOf);
        if (!back.ok) throw new Error(`line ${back.line}: ${back.message}`);
        expect(back.seat).toBe(seat);
        expect(plain(back.steps.map((s) => s.entry))).toEqual(plain(want));
        const start = reviewBoard(save, reviewer, null);
        expect(start.ok && plain({ view: start.view, events: start.events })).toEqual(plain(back.start));
        for (const step of back.steps.filter((_, i) => i % 7 === 0)) {
          const board = reviewBoard(save, reviewer, step.entry.index);
          expect(board.ok && plain(board.view)).toEqual(plain(step.view));
          expect(board.ok && plain(board.events)).toEqual(plain(step.entry.events));
        }
        // one character changed in a board: refused by the check
        const at = own.text.lastIndexOf('"view":');
        const edited = `${own.text.slice(0, at)}"view" :${own.text.slice(at + 7)}`;
        const refused = parseOwnRecord(edited, moduleOf);
        expect(!refused.ok && refused.message).toContain('changed after it was written');
      }
    });
  }
});
