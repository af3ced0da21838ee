// Split prediction at the table (issue 23): what the seat can conclude of each enemy legion from what it saw — the
// creatures it certainly holds and what its unknown ones may be — in the legion card and while L is held.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixture.js';
import { clickShape, openApp, setAiDelay, settled, windowShots } from './helpers.js';
import { boardScreen } from './play.js';

test('an enemy legion shows what it certainly holds and what it may hold, in its card and while L is held', async ({ page }) => {
  await openApp(page);
  await setAiDelay(page, 60_000);
  // round 3 of a four-player game in "remember what was revealed" mode: legions have split, mustered and moved
  await page.getByTestId('open').click();
  await page.getByTestId('open-file').setInputFiles({ name: 'mid.titan', mimeType: 'application/json', buffer: readFileSync('tests/fixtures/saves/v9/titan-mid-movement.titan') });
  const push = await boardScreen(page);
  await settled(page);
  const enemies = push.view.legions.filter((l) => l.owner !== push.seat);
  const guessed = enemies.filter((l) => l.creatures.some((c) => c === null));
  expect(guessed.length).toBeGreaterThan(0);
  await page.keyboard.down('l');
  // every enemy legion with unknown characters shows what they may be
  for (const legion of guessed) await expect(page.getByTestId(`legion-maybe-${legion.marker}`)).toBeVisible();
  await windowShots(page, 'prediction-hold-l', { open: () => page.keyboard.down('l'), close: () => page.keyboard.up('l') });
  await page.keyboard.up('l');
  const legion = guessed[0];
  if (!legion) throw new Error('no enemy legion with unknown characters');
  await clickShape(page, 'legion', legion.marker);
  const card = page.getByTestId('legion-prediction');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('prediction-maybe')).toContainText('may be');
  await windowShots(page, 'prediction-card', { open: () => clickShape(page, 'legion', legion.marker), close: async () => undefined });
});
