// Gods of Titan's guided first game played through the host by its scripted student against the lesson's two
// computers: every step is reached in order and the lesson ends with the student's turn over.
import { afterEach, describe, expect, it } from 'vitest';
import { GODS_FIRST_GAME } from '../../engine/gods/lessons/first-game.js';
import { makeHarness, type Harness } from '../host/helpers.js';
import { playLesson } from './drive.js';
import { godsStudent } from './gods-student.js';

let h: Harness | null = null;
afterEach(async () => {
  await h?.service.shutdown();
  h = null;
});

describe("Gods of Titan's guided first game", () => {
  it('is played to its end: every step in order, one move and the turn ended', async () => {
    h = makeHarness();
    const { seen, taken, end } = await playLesson(h, 'gods-of-titan', 'first-game', godsStudent);
    expect(end.lesson?.finished).toBe(true);
    expect(seen).toEqual(GODS_FIRST_GAME.steps.map((s) => s.key));
    expect(taken[0]).toBe('move');
    expect(taken.at(-1)).toBe('endTurn');
  }, 120_000);
});
