// The page's trail (renderer/lib/trail.ts: what a problem report and a failing test print) carries no seat's hidden
// contents: a Gods of Titan game with green's legion of distinctive characters hidden from red (5.7), red at the
// screen splitting a legion, clicking green's legion and pressing keys; the trail then names none of green's hidden
// characters (nor blue's) — only ids, kinds, state numbers and action types.
import { expect, test } from './fixture.js';
import { godsModule } from '../games/gods.js';
import type { GodsView } from '../engine/gods/view.js';
import { godsSaveFile, openGodsFile, seatAtScreen, splitByClicks, steady } from './gods-helpers.js';
import { clickShape } from './helpers.js';
import { place, started } from '../tests/gods/game-helpers.js';

test('the page\'s trail names none of another seat\'s hidden characters', async ({ page }) => {
  const redLegion = place(started(3), 'red', 141, ['Ogre', 'Troll', 'Centaur', 'Gargoyle']);
  const greenLegion = place(redLegion.state, 'green', 142, ['Hydra', 'Colossus', 'Phoenix', 'Wyvern']);
  const state = greenLegion.state;
  // the characters of green's and blue's legions that red's view does not show (none of red's own among them)
  const redView = godsModule.view(state, 'red') as GodsView;
  const own = new Set(state.legions.filter((l) => l.owner === 'red').flatMap((l) => l.pieces.map((p) => p.name)));
  const hidden = new Set(state.legions.flatMap((l) => {
    const shown = redView.legions.find((v) => v.marker === l.marker)?.names ?? [];
    return l.owner === 'red' ? [] : l.pieces.filter((p, i) => shown[i] !== p.name && !own.has(p.name)).map((p) => p.name);
  }));
  expect([...hidden]).toEqual(expect.arrayContaining(['Hydra', 'Colossus', 'Phoenix', 'Wyvern']));

  const file = godsSaveFile(state, 'Gods of Titan: the trail', ['human', 'random', 'random']);
  await openGodsFile(page, file, 'en');
  await seatAtScreen(page, 'red');
  // red splits a legion, then looks at green's
  await splitByClicks(page, redLegion.marker);
  await steady(page, greenLegion.marker);
  await clickShape(page, 'legion', greenLegion.marker);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');

  const lines = await page.evaluate(() => window.__trail?.() ?? []);
  // the trail followed what happened: the split sent, the click on the board, the keys
  expect(lines.some((l) => / submit split by red on state \d+$/.test(l))).toBe(true);
  expect(lines.some((l) => / key Escape on /.test(l))).toBe(true);
  const text = lines.join('\n');
  for (const name of hidden) expect(text, `the trail names ${name}`).not.toMatch(new RegExp(`\\b${name}\\b`));
});
