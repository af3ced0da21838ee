// A human against the Hard AI in browser mode: the New game dialog offers the AI levels with their descriptions;
// while the AI's move is held back by the AI delay (its "thinking…" mark shows) the window stays responsive — the File
// menu opens and closes, the wheel zooms the board in and out — and the AI's move lands only once the delay is
// lowered in the Settings; then a few turns are played. The delay is long while the window is probed, so the probe
// never races the AI's move, and the pause already running follows the lowered setting.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import { openApp, screenState, setAiDelay, shapePoint, shot, waitForChange } from './helpers.js';
import { boardScreen, playStep } from './play.js';

/** An AI delay no probe comes near. */
const HOLD_MS = 60_000;

/** The state the screen shows now. */
async function stateId(page: Page): Promise<number | null> {
  return (await screenState(page))?.push?.view.stateId ?? null;
}

/** Clicks and zooms while the AI's move is held back; checks each responds and that the AI's move has not landed. */
async function probeDuringAiTurn(page: Page): Promise<void> {
  const before = await stateId(page);
  const thinking = page.getByTestId('player-Blue').locator('.thinking');
  await expect(thinking).toBeVisible();
  // a click toggles the File menu
  await page.getByTestId('file-menu').click();
  await expect(page.getByTestId('menu-save')).toBeVisible();
  await page.getByTestId('file-menu').click();
  await expect(page.getByTestId('menu-save')).toHaveCount(0);
  // the wheel zooms the board about the pointer, and back
  const board = await page.getByTestId('masterboard').boundingBox();
  if (!board) throw new Error('no masterboard');
  const start = await shapePoint(page, 'land', 100);
  if (!start) throw new Error('the board has no land 100');
  await page.mouse.move(board.x + board.width / 3, board.y + board.height / 3);
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -200);
  await expect.poll(async () => (await shapePoint(page, 'land', 100))?.x ?? start.x).not.toBeCloseTo(start.x, 0);
  await shot(page, '40-ai-thinking');
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 200);
  await expect.poll(async () => (await shapePoint(page, 'land', 100))?.x ?? 0).toBeCloseTo(start.x, 0);
  await page.mouse.move(board.x - 20, board.y + 20); // off the board: no land card left hovering
  // all of that happened while the AI's move was held back
  await expect(thinking).toBeVisible();
  expect(await stateId(page)).toBe(before);
}

test('a human against the Hard AI: the window stays responsive while it thinks', async ({ page }) => {
  test.setTimeout(170_000);
  await openApp(page);
  await setAiDelay(page, HOLD_MS);
  await page.getByTestId('new-game').click();
  await page.getByTestId('seat-name-0').fill('Ann');
  await page.getByTestId('seat-name-1').fill('Hal');
  const kinds = await page.getByTestId('seat-kind-1').locator('option').allTextContents();
  expect(kinds).toEqual(['Human', 'Computer (Easy)', 'Computer (Normal)', 'Computer (Hard)', 'Computer (Random)']);
  await page.getByTestId('seat-kind-1').selectOption('hard');
  await expect(page.getByTestId('seat-kind-description-1')).toContainText('simulates battles');
  await expect(page.getByTestId('seat-kind-description-0')).toContainText('Plays at this screen');
  await shot(page, '39-new-game-ai-levels');
  await page.getByTestId('seed').fill('5');
  await page.getByTestId('start-game').click();

  let probes = 0;
  let acted = 0;
  for (let step = 0; step < 300; step++) {
    const push = await boardScreen(page);
    const { view } = push;
    // the scripted human is no match for Hard: the game may well end in Hal's win before round 3
    if (view.phase === 'over' || (view.round >= 3 && view.activePlayer === push.seat && view.phase === 'split')) break;
    if (await playStep(page)) {
      acted++;
      await waitForChange(page, view.stateId);
      continue;
    }
    if (probes < 2) {
      await probeDuringAiTurn(page);
      probes++;
      // lowering the delay lets the waiting move land at once; the AI's next move is held back again for the second probe
      await setAiDelay(page, 100);
      await waitForChange(page, view.stateId);
      if (probes === 1) await setAiDelay(page, HOLD_MS);
    } else await waitForChange(page, view.stateId);
  }
  expect(probes).toBe(2);
  expect(acted).toBeGreaterThan(5);
  await expect(page.getByTestId('handoff')).toHaveCount(0);
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);
});

