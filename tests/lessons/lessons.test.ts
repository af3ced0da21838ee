// The guided first games played through the host by their scripted students against the lessons' computers (on the
// games' fixed seeds): TITAN's reaches every step in order, its battle on this seed offers a carry and is won with the
// Titan alive, and it writes no autosave over a real game's; Gods of Titan's reaches every step in order and ends with
// the student's turn over. At the end card nothing moves until the student chooses; "play on" makes the lesson a game
// of its own, autosaved, whose computer then takes its turn.
import { afterEach, describe, expect, it } from 'vitest';
import { GODS_FIRST_GAME } from '../../engine/gods/lessons/first-game.js';
import { FIRST_GAME } from '../../engine/titan/lessons/first-game.js';
import { makeHarness, setup, type Harness } from '../host/helpers.js';
import { playLesson } from './drive.js';
import { godsStudent } from './gods-student.js';
import { titanStudent } from './titan-student.js';

let h: Harness | null = null;
afterEach(async () => {
  await h?.service.shutdown();
  h = null;
});

describe('the guided first games', () => {
  it("TITAN's is played to its end on its seed: every step in order, a carry, the battle won, the Titan alive", async () => {
    h = makeHarness();
    const real = await h.service.newGame(setup(['human', 'human']));
    if (!real.ok) throw new Error(real.error.message);
    await h.service.quitGame({ gameId: real.value.gameId });
    const { gameId, seen, taken, end } = await playLesson(h, 'titan', 'first-game', titanStudent);
    expect(end.lesson?.finished).toBe(true);
    expect(seen).toEqual(FIRST_GAME.steps.map((s) => s.key));
    expect(taken).toContain('carry');
    expect(end.view.legions.find((l) => l.marker === 'Rd01')?.creatures).toContain('Titan');
    expect(end.view.winner).toBeNull();
    // the lesson wrote no autosave: Continue still finds the real game the player had going
    const autosaves = await h.service.listAutosaves();
    expect(autosaves.ok && autosaves.value.map((a) => a.gameId)).not.toContain(gameId);
    await h.service.quitGame({ gameId });
    const resumed = await h.service.continueLatest();
    expect(resumed.ok && resumed.value.gameId).toBe(real.value.gameId);
  }, 120_000);

  it("Gods of Titan's is played to its end: every step in order, one move and the turn ended", async () => {
    h = makeHarness();
    const { seen, taken, end } = await playLesson(h, 'gods-of-titan', 'first-game', godsStudent);
    expect(end.lesson?.finished).toBe(true);
    expect(seen).toEqual(GODS_FIRST_GAME.steps.map((s) => s.key));
    expect(taken[0]).toBe('move');
    expect(taken.at(-1)).toBe('endTurn');
  }, 120_000);

  it('holds the computer at the end card until the student chooses; "play on" makes it a real game that autosaves', async () => {
    h = makeHarness();
    const { gameId, end } = await playLesson(h, 'titan', 'first-game', titanStudent);
    expect(end.lesson?.finished).toBe(true);
    // the student ended the turn: Blue's turn starts, and Blue has not split yet, the host having settled
    expect(end.view).toMatchObject({ activePlayer: 'Blue', phase: 'split' });
    await h.service.settled();
    const held = await h.service.view({ gameId });
    expect(held.ok && held.value.kind === 'view' && held.value.view.stateId).toBe(end.view.stateId);
    const none = await h.service.listAutosaves();
    expect(none.ok && none.value.map((a) => a.gameId)).not.toContain(gameId);
    // a game that is no finished lesson cannot be played on
    const early = await playLesson(h, 'gods-of-titan', 'first-game', () => null);
    const refused = await h.service.lessonPlayOn({ gameId: early.gameId });
    expect(!refused.ok && refused.error.code).toBe('wrong-phase');
    // play on: the card is gone, Blue moves, and the game autosaves as a game of its own
    const on = await h.service.lessonPlayOn({ gameId });
    expect(on.ok && on.value.gameId).toBe(gameId);
    await h.service.settled();
    const after = await h.service.view({ gameId });
    if (!after.ok || after.value.kind !== 'view') throw new Error('no board after play on');
    expect(after.value).not.toHaveProperty('lesson');
    expect(after.value.view.stateId).toBeGreaterThan(end.view.stateId);
    const saved = await h.service.listAutosaves();
    expect(saved.ok && saved.value.map((a) => a.gameId)).toContain(gameId);
    // the autosave is a sound game: Continue opens it again where it stands
    await h.service.quitGame({ gameId });
    const resumed = await h.service.continueLatest();
    expect(resumed.ok && resumed.value.gameId).toBe(gameId);
  }, 120_000);

  it('refuses a lesson the game does not have, and Next or Back of a game that is no lesson', async () => {
    h = makeHarness();
    const none = await h.service.startLesson({ game: 'titan', lesson: 'no-such-lesson' });
    expect(!none.ok && none.error.code).toBe('not-found');
    const real = await h.service.newGame(setup(['human', 'human']));
    if (!real.ok) throw new Error(real.error.message);
    const step = await h.service.lessonStep({ gameId: real.value.gameId, move: 'next' });
    expect(!step.ok && step.error.code).toBe('wrong-phase');
  });
});
