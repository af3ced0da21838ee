// Gods of Titan's take-back in the browser (engine/gods/undo.ts), by clicks and keys, drawn from the engine's legal
// `undo` actions alone: red's Movement Phase opened from a save — a split made from the legion's panel and taken back
// by the Undo button, a legion moved by clicking its destination and taken back by U, another by Ctrl+Z, each leaving
// the log line "… took back his last action"; then a battle maneuver opened from a save — two characters moved onto the
// battleland by clicks, "Undo all moves" taking both back at once. English and German; screenshots at 1440×900 and
// 1024×700 go to /tmp/shots-undo/.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import type { GodsState } from '../engine/gods/state.js';
import { engaged } from '../tests/gods/game-battle-helpers.js';
import { clearBoard, place, started } from '../tests/gods/game-helpers.js';
import { godsSaveFile, godsScreen, language, openGodsFile, seatAtScreen, shotsAtBothSizes, steady } from './gods-helpers.js';
import { clickShape } from './helpers.js';

const SHOTS = '/tmp/shots-undo';

/** Takes the screenshots of `name` at both sizes. */
const shots = (page: Page, name: string): Promise<void> => shotsAtBothSizes(page, SHOTS, name);

const WORDS = {
  en: { undo: 'Undo', all: 'Undo all moves', line: 'took back his last action', allLine: 'took back every move of the maneuver' },
  de: { undo: 'Rückgängig', all: 'Alle Züge zurück', line: 'nimmt seine letzte Aktion zurück', allLine: 'nimmt alle Züge des Manövers zurück' },
} as const;

/** The state the screen shows, by its number. */
const stateId = async (page: Page): Promise<number> => (await godsScreen(page))?.push?.view.stateId ?? -1;

/** Where a legion stands in the seat's view. */
const landOf = async (page: Page, marker: string): Promise<number | undefined> => (await godsScreen(page))?.push?.view.legions.find((l) => l.marker === marker)?.land;

/** How many legions the seat's view shows. */
const legionCount = async (page: Page): Promise<number> => (await godsScreen(page))?.push?.view.legions.length ?? 0;

/** Moves `marker` by clicking it and then its first listed destination; returns the land it moved to. */
async function moveByClicks(page: Page, marker: string): Promise<number> {
  const from = await landOf(page, marker);
  await steady(page, marker);
  await clickShape(page, 'legion', marker);
  const dest = page.getByTestId('gods-destination').first();
  const to = Number(await dest.getAttribute('data-land'));
  await dest.click();
  // one way there, or several: the first
  if ((await page.getByTestId('gods-way').count()) > 0) await page.getByTestId('gods-way').first().click();
  await expect.poll(() => landOf(page, marker)).not.toBe(from);
  return to;
}

test('Gods of Titan undo: a split taken back by the button, moves by U and Ctrl+Z, a battle maneuver\'s moves all at once', async ({ page }) => {
  // red's Movement Phase of a 3-player game (nobody inspects a legion leaving the City, A3): his two starting legions
  // in the City and a legion of four on the Plains; green and blue are played by the computer
  const moving = place(started(3), 'red', 141, ['Ogre', 'Troll', 'Centaur', 'Gargoyle']);
  const movingFile = godsSaveFile(moving.state, 'Gods of Titan: red to move', ['human', 'random', 'random']);
  // a battle on the Desert: its first maneuver is the defender's (green) — the seat at the screen
  const battle: GodsState = engaged(['Ogre', 'Troll', 'Centaur'], ['Gargoyle', 'Ogre', 'Cyclops'], { base: clearBoard(started(3)) }).s;
  const b = battle.engagement?.battle;
  if (!b || b.phase !== 'maneuver') throw new Error('the battle does not open with a maneuver');
  const mover = b.players[b.active];
  const battleFile = godsSaveFile(battle, 'Gods of Titan: a maneuver in the Desert', ['red', 'green', 'blue'].map((s) => (s === mover ? 'human' : 'random')));
  const pieces = b.pieces.filter((p) => p.side === b.active && p.hex === null).map((p) => p.id);

  for (const lang of ['en', 'de'] as const) {
    const w = WORDS[lang];
    await openGodsFile(page, movingFile, lang);
    await seatAtScreen(page, 'red');
    const undo = page.getByTestId('gods-undo');
    await expect(undo).toHaveText(w.undo);
    await expect(undo).toBeDisabled(); // nothing to take back yet
    await expect(page.getByTestId('gods-undo-all')).toHaveCount(0);

    // a split from the legion's panel, taken back by the button: the legion whole again, its marker back
    const legions = await legionCount(page);
    await steady(page, moving.marker);
    await clickShape(page, 'legion', moving.marker);
    await page.getByTestId('gods-splits').locator('summary').click();
    await page.locator('[data-testid="gods-action"][data-type="split"]').first().click();
    await expect.poll(() => legionCount(page)).toBe(legions + 1);
    await expect(undo).toBeEnabled();
    await shots(page, `split-made-${lang}`);
    await undo.click();
    await expect.poll(() => legionCount(page)).toBe(legions);
    await expect(undo).toBeDisabled();
    await expect(page.getByTestId('gods-log')).toContainText(w.line);

    // a move, taken back by U; another, taken back by Ctrl+Z
    const home = await landOf(page, moving.marker);
    await moveByClicks(page, moving.marker);
    await expect(undo).toBeEnabled();
    await shots(page, `moved-${lang}`);
    let before = await stateId(page);
    await page.keyboard.press('u');
    await expect.poll(() => stateId(page)).toBeGreaterThan(before);
    expect(await landOf(page, moving.marker)).toBe(home);
    await moveByClicks(page, moving.marker);
    before = await stateId(page);
    await page.keyboard.press('Control+z');
    await expect.poll(() => stateId(page)).toBeGreaterThan(before);
    expect(await landOf(page, moving.marker)).toBe(home);
    await expect(undo).toBeDisabled();
    await shots(page, `move-undone-${lang}`);
    await page.getByTestId('gods-quit').click();

    // the battle maneuver: two characters moved onto the battleland, both taken back at once
    await openGodsFile(page, battleFile, lang);
    await seatAtScreen(page, mover);
    await expect(page.getByTestId('gods-battle')).toBeVisible();
    for (const id of pieces.slice(0, 2)) {
      const legal = (await godsScreen(page))?.push?.legal ?? [];
      const to = legal.flatMap((a) => (a.type === 'battle' && a.move.type === 'move' && a.move.piece === id ? [a.move.to] : []))[0];
      if (!to) throw new Error(`${id} has no move`);
      const at = await stateId(page);
      await steady(page, id, 'piece');
      await clickShape(page, 'piece', id);
      await clickShape(page, 'hex', to);
      await expect.poll(() => stateId(page)).toBeGreaterThan(at);
    }
    const placed = async (): Promise<number> => (await godsScreen(page))?.push?.view.engagement?.battle?.pieces.filter((p) => pieces.includes(p.id) && p.hex !== null).length ?? -1;
    expect(await placed()).toBe(2);
    const all = page.getByTestId('gods-undo-all');
    await expect(all).toHaveText(w.all);
    await expect(page.getByTestId('gods-undo')).toBeEnabled();
    await shots(page, `maneuver-${lang}`);
    await all.click();
    await expect.poll(placed).toBe(0);
    await expect(all).toHaveCount(0);
    await expect(page.getByTestId('gods-log')).toContainText(w.allLine);
    await shots(page, `maneuver-undone-${lang}`);
    await page.getByTestId('gods-quit').click();
    if (lang === 'de') await language(page, 'en');
  }
});
