// A human against the Hard AI in browser mode: the New game dialog offers the AI levels with their descriptions;
// while the AI thinks (its "thinking…" mark shows, paced by the AI delay) the window stays responsive — the File menu
// opens and closes, the wheel zooms the board in and out — before the AI's move lands; then a few turns are played.
import { expect, test, type Page } from '@playwright/test';
import { chooseAction } from './policy.js';
import { openApp, screenState, setAiDelay, shapePoint, shot, waitForChange } from './helpers.js';
import { boardScreen, perform } from './play.js';

/** The state the screen shows now. */
async function stateId(page: Page): Promise<number | null> {
  return (await screenState(page))?.push?.view.stateId ?? null;
}

/** Clicks and zooms while the AI thinks; checks each responds and that the AI's move has not landed meanwhile. */
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
  await expect.poll(async () => (await shapePoint(page, 'land', 100))?.x ?? start.x, { timeout: 2000 }).not.toBeCloseTo(start.x, 0);
  await shot(page, '40-ai-thinking');
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 200);
  await expect.poll(async () => (await shapePoint(page, 'land', 100))?.x ?? 0, { timeout: 2000 }).toBeCloseTo(start.x, 0);
  await page.mouse.move(board.x - 20, board.y + 20); // off the board: no land card left hovering
  // all of that happened within the AI's turn
  await expect(thinking).toBeVisible();
  expect(await stateId(page)).toBe(before);
}

test('a human against the Hard AI: the window stays responsive while it thinks', async ({ page }) => {
  test.setTimeout(170_000);
  await openApp(page);
  await setAiDelay(page, 3000);
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
    const { view, legal } = push;
    // the scripted human is no match for Hard: the game may well end in Hal's win before round 3
    if (view.phase === 'over' || (view.round >= 3 && view.activePlayer === push.seat && view.phase === 'split')) break;
    const action = chooseAction(view, legal);
    if (!action) {
      if (probes < 2 && (await page.getByTestId('player-Blue').locator('.thinking').isVisible())) {
        await probeDuringAiTurn(page);
        await waitForChange(page, view.stateId);
        if (++probes === 2) await setAiDelay(page, 100);
      } else await page.waitForTimeout(150);
      continue;
    }
    await perform(page, push, action);
    await waitForChange(page, view.stateId).catch(async (e: unknown) => {
      await shot(page, '40-ai-failed-step');
      throw new Error(`the human's ${JSON.stringify(action)} did not land: ${String(e)}`);
    });
    acted++;
  }
  expect(probes).toBe(2);
  expect(acted).toBeGreaterThan(5);
  await expect(page.getByTestId('handoff')).toHaveCount(0);
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);
});

// the server's settings are shared by every spec: back to the default AI delay, from a freshly opened start screen
test.afterEach(async ({ page }) => {
  await openApp(page);
  await setAiDelay(page, 600);
});
