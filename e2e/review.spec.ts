// The review of a game in the app (issue 23): a finished TITAN game and a finished Gods of Titan game opened from their
// saves are stepped through by the keyboard (←/→, Home/End) and by clicks (first/back/forward/last, an entry of the
// move list); a step with strikes shows their dice; at each step the board drawn holds the legions on the lands (in a
// battle: the counters on the hexes) that the host's review board has for that step.
// Escape closes the window. A finished TITAN game's boards are drawn through the eyes of the seat the chooser names
// (by the keyboard too): a legion its owner knows whole shows "?" for what the other seat did not know at that step; a
// game still going on has no chooser. Screenshots at 1440×900 and 1024×700 in English and German go to /tmp/shots-review/.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import { finishedSaves, openFinished } from './finished-games.js';
import { godsSaveFile, godsScreen, openGodsFile, seatAtScreen, shotsAtBothSizes, splitByClicks } from './gods-helpers.js';
import { boardMarks } from './helpers.js';
import { atStep, host, hostBoard, openedAtLast, stepByKeys } from './review-helpers.js';
import { place, started } from '../tests/gods/game-helpers.js';

const SHOTS = '/tmp/shots-review';

/** Steps through the open review by the keyboard and by clicks, checking each step's board against the host's. */
async function stepThrough(page: Page, gameId: string, shot: string): Promise<void> {
  // it opens at the last step
  const { window, entries, count, idx, last } = await openedAtLast(page, gameId);
  await shotsAtBothSizes(page, SHOTS, `${shot}-last`);
  await stepByKeys(page, window, gameId, idx, last);
  // the clicks: first, forward, an entry in the middle, back, last
  await page.getByTestId('review-first').click();
  await atStep(page, window, gameId, 'start');
  await page.getByTestId('review-forward').click();
  await atStep(page, window, gameId, await idx(1));
  const middle = Math.floor(count / 2);
  await entries.nth(middle).click();
  await atStep(page, window, gameId, await idx(middle));
  await shotsAtBothSizes(page, SHOTS, `${shot}-middle`);
  // a step with strikes shows their dice
  const review = await host().reviewGame({ gameId });
  if (!review.ok) throw new Error(review.error.message);
  const strike = review.value.entries.find((e) => JSON.stringify(e.events).includes('"type":"strike"'));
  expect(strike).toBeDefined();
  await window.locator(`[data-testid="review-entry"][data-index="${strike?.index}"]`).click();
  await atStep(page, window, gameId, String(strike?.index));
  await expect(window.getByTestId('dice')).not.toHaveCount(0);
  await shotsAtBothSizes(page, SHOTS, `${shot}-strike`);
  await entries.nth(middle).click();
  await atStep(page, window, gameId, await idx(middle));
  await page.getByTestId('review-back').click();
  await atStep(page, window, gameId, await idx(middle - 1));
  await page.getByTestId('review-last').click();
  await atStep(page, window, gameId, last);
  // the step's events are listed in words
  await expect(window.getByTestId('review-events').locator('li')).not.toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(window).toHaveCount(0);
  // the game's board beneath answers the test hook again: the legions where the game ended
  const end = await hostBoard(gameId, Number(last));
  await expect.poll(async () => ({ markers: ((await boardMarks(page)) as { markers?: unknown } | null)?.markers })).toEqual(end);
}

test('a finished TITAN game and a finished Gods of Titan game reviewed step by step, by the keyboard and by clicks, in English and German', async ({ page }) => {
  const { titan, gods } = finishedSaves();
  for (const lang of ['en', 'de'] as const) {
    await openFinished(page, 'titan', titan.path, lang);
    const titanId = await page.evaluate(() => (window.__titanBoard?.screen?.() as { game: { gameId: string } } | undefined)?.game.gameId ?? '');
    await page.getByTestId('game-over').getByTestId('review-open').click();
    await stepThrough(page, titanId, `titan-${lang}`);
    await page.getByTestId('over-quit').click();

    await openFinished(page, 'gods', gods.path, lang);
    const godsId = await page.evaluate(() => window.__godsScreen?.()?.game?.gameId ?? '');
    await page.getByTestId('review-open').click();
    await stepThrough(page, godsId, `gods-${lang}`);
    await page.getByTestId('gods-quit').click();
  }
});

test('a Gods of Titan save still being played reviewed as the seat at the screen: its start and its one step, by the keyboard and by clicks', async ({ page }) => {
  // red's Movement Phase of a 3-player game, red at the screen, green and blue played by the computer
  const moving = place(started(3), 'red', 141, ['Ogre', 'Troll', 'Centaur', 'Gargoyle']);
  const file = godsSaveFile(moving.state, 'Gods of Titan: red to review', ['human', 'random', 'random']);
  for (const lang of ['en', 'de'] as const) {
    await openGodsFile(page, file, lang);
    await seatAtScreen(page, 'red');
    // red splits a legion: the game's one step
    await splitByClicks(page, moving.marker);
    const gameId = (await godsScreen(page))?.game?.gameId ?? '';
    await page.getByTestId('review-open').click();
    const window = page.getByTestId('review-window');
    await expect(window).not.toHaveAttribute('data-review-index', '');
    const entries = window.getByTestId('review-entry');
    await expect(entries).toHaveCount(2);
    const step = (await entries.nth(1).getAttribute('data-index')) ?? '';
    await atStep(page, window, gameId, step);
    // a game going on is reviewed through the page's own seat's eyes alone: no chooser
    await expect(window.getByTestId('review-seat')).toHaveCount(0);
    await shotsAtBothSizes(page, SHOTS, `gods-playing-${lang}`);
    await page.keyboard.press('Home');
    await atStep(page, window, gameId, 'start');
    await page.keyboard.press('End');
    await atStep(page, window, gameId, step);
    await entries.nth(0).click();
    await atStep(page, window, gameId, 'start');
    await page.getByTestId('review-forward').click();
    await atStep(page, window, gameId, step);
    await page.getByTestId('review-close').click();
    await expect(window).toHaveCount(0);
    await page.getByTestId('gods-quit').click();
  }
});

test('a finished TITAN game reviewed through each seat\'s eyes: the chooser, by the keyboard, draws a legion\'s characters its owner knew and the other seat did not', async ({ page }) => {
  const { titan } = finishedSaves();
  for (const lang of ['en', 'de'] as const) {
    await openFinished(page, 'titan', titan.path, lang);
    const game = await page.evaluate(() => (window.__titanBoard?.screen?.() as { game: { gameId: string; seats: { color: string }[] } } | undefined)?.game);
    const gameId = game?.gameId ?? '';
    const seats = game?.seats.map((s) => s.color) ?? [];
    expect(seats).toHaveLength(2);
    const [mine, theirs] = seats as [string, string];
    // the first masterboard step at which `mine` does not know all of a legion of `theirs` (the host's boards)
    type Legion = { marker: string; owner: string; creatures: readonly (string | null)[] };
    type View = { legions: readonly Legion[]; battle: unknown };
    const board = async (index: number, seat: string): Promise<View> => {
      const r = await host().reviewBoard({ gameId, index, seat });
      if (!r.ok) throw new Error(r.error.message);
      return r.value.view as View;
    };
    let found: { index: number; marker: string; known: readonly (string | null)[] } | null = null;
    for (let index = 0; index < 40 && found === null; index++) {
      const seen = await board(index, mine);
      const hidden = seen.battle ? undefined : seen.legions.find((l) => l.owner === theirs && l.creatures.includes(null));
      if (hidden) found = { index, marker: hidden.marker, known: hidden.creatures };
    }
    if (found === null) throw new Error('no step hides a legion of the other seat');
    const own = (await board(found.index, theirs)).legions.find((l) => l.marker === found.marker);
    expect(own?.creatures.includes(null)).toBe(false);

    await page.getByTestId('game-over').getByTestId('review-open').click();
    const review = page.getByTestId('review-window');
    await expect(review).not.toHaveAttribute('data-review-index', '');
    await review.locator(`[data-testid="review-entry"][data-index="${found.index}"]`).click();
    await expect(review).toHaveAttribute('data-review-index', String(found.index));
    const chooser = review.getByTestId('review-seat');
    const contents = review.getByTestId(`legion-contents-${found.marker}`);
    // through the eyes of the legion's owner: every character drawn
    await chooser.selectOption(theirs);
    await expect(contents.locator('[data-creature]')).toHaveCount(own?.creatures.length ?? -1);
    await expect(contents.locator('.unknown')).toHaveCount(0);
    // by the keyboard, through the other seat's: only what it knew, "?" for the rest
    await chooser.focus();
    await page.keyboard.press(seats.indexOf(mine) < seats.indexOf(theirs) ? 'ArrowUp' : 'ArrowDown');
    await expect(chooser).toHaveValue(mine);
    await expect(review).toHaveAttribute('data-review-index', String(found.index));
    await expect(contents.locator('.unknown')).toHaveCount(found.known.filter((c) => c === null).length);
    await expect(contents.locator('[data-creature]')).toHaveCount(found.known.filter((c) => c !== null).length);
    await shotsAtBothSizes(page, SHOTS, `titan-eyes-${lang}`);
    // the arrows on the chooser picked a seat, not a step
    await page.getByTestId('review-close').click();
    await page.getByTestId('over-quit').click();
  }
});
