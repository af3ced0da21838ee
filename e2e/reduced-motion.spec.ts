// Issue 24 (play by keyboard and by ear): a system that asks for reduced motion gets none — a legion moved on the
// board stands on its new land at once, with nothing gliding there, even at the slowest animation setting. A Gods of
// Titan save of red's Movement Phase (a position built as data), the move chosen from the destination list.
import { expect, test } from './fixture.js';
import { clearBoard, edit, place, started } from '../tests/gods/game-helpers.js';
import { godsSaveFile, godsScreen, seatAtScreen, steady } from './gods-helpers.js';
import { boardMarks, clickShape, openApp, shapePoint } from './helpers.js';

test('reduced motion: a legion moved stands on its new land at once, nothing glides', async ({ page }) => {
  const board = edit(clearBoard(started(3)), (d) => {
    d.round = 11;
    d.phase = 'movement';
  });
  const { state, marker } = place(board, 'red', 136, ['Titan', 'Centaur', 'Centaur', 'Ogre']);
  const file = godsSaveFile(state, 'Gods of Titan: reduced motion', ['human', 'human', 'human']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openApp(page);
  // the slowest setting: a glide would take the longest
  await page.getByTestId('settings').click();
  await page.locator('#anim').fill('0.5');
  await expect(page.locator('#anim')).toHaveValue('0.5');
  await page.getByTestId('back').click();
  await page.getByTestId('open').click();
  await page.getByTestId('open-file').setInputFiles(file);
  await expect(page.getByTestId('open-file')).toHaveCount(0);
  await seatAtScreen(page, 'red');
  await steady(page, marker);
  const from = JSON.stringify(await shapePoint(page, 'legion', marker));
  await clickShape(page, 'legion', marker);
  await expect.poll(async () => (await godsScreen(page))?.selected).toBe(marker);
  const destination = page.getByTestId('gods-destination').first();
  const to = Number(await destination.getAttribute('data-land'));
  await destination.click();
  // the first time the board draws the legion elsewhere, it is already there and nothing glides
  let first: boolean | null = null;
  await expect
    .poll(async () => {
      const at = JSON.stringify(await shapePoint(page, 'legion', marker));
      const moving = (await boardMarks(page))?.moving === true;
      if (at !== from && at !== 'null') first ??= moving;
      return first !== null;
    }, { intervals: [20] })
    .toBe(true);
  expect(first).toBe(false);
  expect((await godsScreen(page))?.push?.view.legions.find((l) => l.marker === marker)?.land).toBe(to);
  await page.getByTestId('gods-quit').click();
});
