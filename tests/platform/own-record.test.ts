// Issue 23 item 2 over simulated games of all three games: a record read back reviews identically — a whole record
// (engine/platform/notation.ts) gives the same review entries and boards as the game it was written from, and a seat's
// own record of a game not over (engine/platform/own-record.ts) gives back exactly that seat's review; an edited own
// record is refused by its check. An own record of the first format (every board whole) still opens, and one of a
// game hundreds of rounds long stays well under the size the host reads.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games/index.js';
import type { AnyGameModule, ModuleAction } from '../../engine/platform/module.js';
import { parseRecord, recordOf } from '../../engine/platform/notation.js';
import { ownRecordOf, parseOwnRecord } from '../../engine/platform/own-record.js';
import { fnv1a64 } from '../../engine/platform/hash.js';
import { replayLog } from '../../engine/platform/save/replay.js';
import { reviewBoard, reviewEntries, type Reviewer, type ReviewedSave } from '../../engine/platform/review.js';
import { RECORD_MAX_CHARS } from '../../host/contract-records.js';
import { must, peaceful, play } from './played-games.js';

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

/** The review of `save` as `seat` saw it, read back from `text`, an own record: the same entries, the same start board
 * and the same board at every step. */
function readsAsReview(text: string, save: ReviewedSave, seat: string): void {
  const reviewer: Reviewer = { all: false, seat };
  const back = parseOwnRecord(text, moduleOf);
  if (!back.ok) throw new Error(`line ${back.line}: ${back.message}`);
  expect(back.seat).toBe(seat);
  expect(plain(back.steps.map((s) => s.entry))).toEqual(plain(entriesOf(save, reviewer)));
  const start = reviewBoard(save, reviewer, null);
  expect(start.ok && plain({ view: start.view, events: start.events })).toEqual(plain(back.start));
  for (const step of back.steps) {
    const board = reviewBoard(save, reviewer, step.entry.index);
    expect(board.ok && plain(board.view)).toEqual(plain(step.view));
  }
}

describe("a seat's own record", () => {
  it('of the first format (every board whole, tests/fixtures/records/own-record-v1.txt) still opens, as the review of its game (own-record-v1.game.json)', () => {
    const text = readFileSync(new URL('../fixtures/records/own-record-v1.txt', import.meta.url), 'utf8');
    expect(text).not.toMatch(/^format:/m);
    const module = must(GAMES.byId('titan'), 'titan');
    // the game it was written from, kept beside it (setup and actions: a game, unlike a random player, stays the same)
    const g = JSON.parse(readFileSync(new URL('../fixtures/records/own-record-v1.game.json', import.meta.url), 'utf8')) as { setup: unknown; actions: ModuleAction[] };
    const replay = replayLog({ module, setup: g.setup, base: null, actions: g.actions }, () => undefined);
    if (!replay.ok) throw new Error(replay.error.message);
    readsAsReview(text, { module, setup: g.setup, base: null, actions: g.actions, state: replay.state }, 'Black');
    const edited = text.replace(/"Ogre"/, '"Titan"');
    expect(edited).not.toBe(text);
    const refused = parseOwnRecord(edited, moduleOf);
    expect(!refused.ok && refused.message).toContain('changed after it was written');
  });

  it('writes each step as its changes from the step before; changes that do not fit are refused with their line', () => {
    const module = must(GAMES.byId('titan'), 'titan');
    const save = played(module, 1);
    const own = ownRecordOf(save, 'Black');
    if (!own.ok) throw new Error(own.message);
    expect(own.text).toMatch(/^format: 2$/m);
    const lines = own.text.split('\n');
    const firstStep = lines.findIndex((l, i) => l.startsWith('= [') && i > 0);
    expect(lines.filter((l) => l.startsWith('= [')).length).toBe(entriesOf(save, { all: false, seat: 'Black' }).length);
    // a change pointing at nothing, under a check made to match: refused, naming its line
    const body = [...lines];
    body[firstStep] = '= [[["view","nothing","here"],1]]';
    const at = body.indexOf('');
    const rest = body.slice(at + 1);
    while (rest.at(-1) === '') rest.pop();
    const rechecked = body.map((l) => (l.startsWith('check: ') ? `check: ${JSON.stringify(fnv1a64(rest.join('\n')))}` : l)).join('\n');
    const refused = parseOwnRecord(rechecked, moduleOf);
    expect(refused.ok ? 'read' : `line ${refused.line}: ${refused.message}`).toBe(`line ${firstStep + 1}: a step's changes: change 1 does not fit the board at ["view","nothing","here"]`);
  });

  // a TITAN game of 6 seats over 300 rounds (6932 steps) and a Gods game of 4 over 250 (12081 steps), their seats
  // kept out of fights: with every board whole, such a record took four and nine times what the host reads (47.8M and
  // 112M characters against 12.6M); as changes 2.5M and 4.6M
  for (const [id, seats, rounds] of [['titan', 6, 300], ['gods-of-titan', 4, 250]] as const) {
    it(`of a long ${id} game, ${seats} seats over ${rounds} rounds, takes under half of what the host reads, and reads back whole`, () => {
      const module = must(GAMES.byId(id), id);
      const g = play(module, seats, 1, 100_000, peaceful(module, 1), (s) => module.summary(s).round > rounds);
      expect(module.summary(g.state)).toMatchObject({ round: rounds + 1, over: false });
      const save = { module, game: module.gameOf(g.setup), setup: g.setup, base: null, actions: g.actions, state: g.state };
      const seat = must(module.seatsOf(g.setup)[0], 'a seat').id;
      const own = ownRecordOf(save, seat);
      if (!own.ok) throw new Error(own.message);
      expect(own.text.length).toBeLessThan(RECORD_MAX_CHARS / 2);
      const back = parseOwnRecord(own.text, moduleOf);
      if (!back.ok) throw new Error(`line ${back.line}: ${back.message}`);
      expect(back.steps.length).toBe(g.actions.length);
      const last = must(back.steps.at(-1), 'a step');
      const board = reviewBoard(save, { all: false, seat }, last.entry.index);
      expect(board.ok && plain(board.view)).toEqual(plain(last.view));
    });
  }
});
