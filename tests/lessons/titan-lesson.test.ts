// TITAN's guided first game played through the host by its scripted student against the lesson's computer (the Easy
// AI on the game's fixed seeds): every step is reached in order, the battle on this seed offers a carry and is won
// with the Titan alive, and the lesson's game writes no autosave over a real game's.
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_GAME } from '../../engine/titan/lessons/first-game.js';
import { makeHarness, setup, type Harness } from '../host/helpers.js';
import { playLesson } from './drive.js';
import { titanStudent } from './titan-student.js';

let h: Harness | null = null;
afterEach(async () => {
  await h?.service.shutdown();
  h = null;
});

describe("TITAN's guided first game", () => {
  it('is played to its end on its seed: every step in order, a carry, the battle won, the Titan alive', async () => {
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
});
