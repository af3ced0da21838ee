// A game's review (engine/platform/review.ts, issue 23) from its log: over simulated TITAN, Arena and Gods of Titan
// games, one entry per step with the round and phase it was taken in, grouped by turn, engagement and battle where the
// game has them, each seat's entries holding only the events it may see and only its own actions; the board at the
// last entry is the view of the final state and the start's that of the created game; a take-back and the step it
// undid are left out; boards started from states kept along the log are the boards replayed from its beginning, and
// never start from another log's; everything is refused of a game not over, and a step outside the log.
import { describe, expect, it } from 'vitest';
import { sees, type AnyGameModule, type ModuleAction } from '../../engine/platform/module.js';
import { reviewBoard, reviewEntries, ReviewMarks, type ReviewedSave } from '../../engine/platform/review.js';
import { GAMES } from '../../games/index.js';
import { must, play, retaken } from './played-games.js';

/** A played game as a review reads it. */
function saveOf(module: AnyGameModule, game: ReturnType<typeof play>): ReviewedSave {
  return { module, setup: game.setup, base: null, actions: game.actions, state: game.state };
}

describe('a game\'s review', () => {
  for (const [id, players, steps, grouped] of [
    ['titan', 2, 900, ['turn', 'engagement', 'battle']],
    ['arena', 3, 400, ['turn']],
    ['gods-of-titan', 3, 600, ['turn', 'engagement', 'battle']],
  ] as const) {
    it(`${id}: an entry per step as each seat saw it, grouped by ${grouped.join(', ')}; the last board is the final view`, () => {
      const module = must(GAMES.byId(id), id);
      const game = play(module, players, 11, steps);
      const save = saveOf(module, game);
      const seats = module.seatsOf(game.setup).map((s) => s.id);
      for (const seat of seats) {
        const review = reviewEntries(save, { all: false, seat });
        if (!review.ok) throw new Error(review.error.message);
        expect(review.entries.map((e) => e.index)).toEqual(game.actions.map((_, i) => i));
        // each entry as the seat saw its step, replayed here on its own
        let state = module.createGame(game.setup).state;
        let hidden = 0;
        for (const [i, action] of game.actions.entries()) {
          const entry = must(review.entries[i], `entry ${i}`);
          const at = module.summary(state);
          expect([entry.round, entry.phase]).toEqual([at.round, at.phase]);
          const r = module.apply(state, action as ModuleAction);
          if (!r.ok) throw new Error(r.error.message);
          expect(entry.events).toEqual(r.events.filter((e) => sees(seat, e)));
          hidden += r.events.length - entry.events.length;
          expect(entry.action).toEqual(action.player === seat ? action : null);
          expect(entry.seat).toBe(action.player);
          state = r.state;
        }
        expect(hidden).toBeGreaterThan(0);
        for (const key of grouped) expect(review.entries.filter((e) => e[key] !== null).length).toBeGreaterThan(5);
        for (const key of (['turn', 'engagement', 'battle'] as const).filter((k) => !(grouped as readonly string[]).includes(k))) {
          expect(review.entries.every((e) => e[key] === null)).toBe(true);
        }
        // the acting seat's turn: during a player's turn its own actions are filed under it
        const turns = review.entries.filter((e) => e.turn !== null);
        expect(turns.filter((e) => e.turn === e.seat).length).toBeGreaterThan(turns.length / 2);
        const last = must(review.entries.at(-1), 'last entry');
        const board = reviewBoard(save, { all: false, seat }, last.index);
        if (!board.ok) throw new Error(board.error.message);
        expect(board.view).toEqual(module.view(game.state, seat));
        expect(board.events).toEqual(last.events);
        const start = reviewBoard(save, { all: false, seat }, null);
        const created = module.createGame(game.setup);
        expect(start.ok && start.view).toEqual(module.view(created.state, seat));
        expect(start.ok && start.events).toEqual(created.events.filter((e) => sees(seat, e)));
      }
    });
  }

  it('a take-back and the step it undid are left out; the step taken again stands', () => {
    const module = must(GAMES.byId('titan'), 'TITAN');
    const retake = retaken('recruit');
    const game = play(module, 2, 41, 400, retake.choose);
    expect(retake.done()).toBe(true);
    const taken = game.actions.findIndex((a) => a.type === 'recruit');
    expect(game.actions[taken + 1]?.type).toBe('undo');
    const review = reviewEntries(saveOf(module, game), { all: false, seat: 'Red' });
    if (!review.ok) throw new Error(review.error.message);
    const indices = review.entries.map((e) => e.index);
    expect(indices).not.toContain(taken);
    expect(indices).not.toContain(taken + 1);
    expect(indices).toContain(taken + 2);
    expect(indices).toHaveLength(game.actions.length - 2);
  });

  it('boards started from the states kept along a log are those replayed from its beginning, never from another log\'s', () => {
    const module = must(GAMES.byId('gods-of-titan'), 'Gods of Titan');
    const game = play(module, 3, 12, 500);
    const other = play(module, 3, 12, 500, (legal, state) => (module.stateId(state) === 40 ? must(legal.at(-1), 'a last action') : null));
    expect(other.actions.slice(0, 40)).toEqual(game.actions.slice(0, 40));
    expect(other.actions[40]).not.toEqual(game.actions[40]);
    const marks = new ReviewMarks(4);
    const reviewer = { all: false, seat: 'Red' } as const;
    const save = saveOf(module, game);
    expect(reviewEntries(save, reviewer, marks).ok).toBe(true);
    const n = game.actions.length;
    // stepping: forward, back, jumps, the same step again
    for (const index of [n - 1, n - 2, 3, 4, 130, 129, 128, 250, 250, 0, n - 1]) {
      expect(reviewBoard(save, reviewer, index, marks), `step ${index}`).toEqual(reviewBoard(save, reviewer, index));
    }
    // a game with the same setup and first 40 steps: its boards after them are its own
    const otherSave = saveOf(module, other);
    for (const index of [39, 41, 200, other.actions.length - 1]) {
      expect(reviewBoard(otherSave, reviewer, index, marks), `other's step ${index}`).toEqual(reviewBoard(otherSave, reviewer, index));
    }
  });

  it('refuses everything of a game not over, and a step outside the log', () => {
    const module = must(GAMES.byId('titan'), 'TITAN');
    const game = play(module, 2, 5, 60);
    const save = saveOf(module, game);
    const all = reviewEntries(save, { all: true, seat: null });
    expect(!all.ok && all.error.code).toBe('not-over');
    const allBoard = reviewBoard(save, { all: true, seat: 'Red' }, 3);
    expect(!allBoard.ok && allBoard.error.code).toBe('not-over');
    const past = reviewBoard(save, { all: false, seat: 'Red' }, game.actions.length);
    expect(!past.ok && past.error.code).toBe('out-of-range');
    const rebased = reviewBoard({ ...save, base: { index: 10, state: game.state } }, { all: false, seat: 'Red' }, 9);
    expect(!rebased.ok && rebased.error.code).toBe('out-of-range');
  });
});
