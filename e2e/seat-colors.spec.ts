// Colour-blind safe seats (issue 24) at the table: each seat's shape on its legion markers and beside its name. A TITAN
// game of six seats (every marker set a game deals from) and a Gods of Titan game of four seats with its grey neutral
// legions, and its battle counters; screenshots at 1440×900 and 1024×700, English and German
// (reports/screens/13/seat-colors-*), and a close look at some markers and a counter.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import { started } from '../tests/gods/game-helpers.js';
import { strikesToTheEnd } from './gods-battle-position.js';
import { godsSaveFile, godsScreen, language, openGodsFile, seatAtScreen, SHOT_SIZES, steady } from './gods-helpers.js';
import { openApp, screenState, shapePoint, windowShots } from './helpers.js';
import { boardScreen, playStep } from './play.js';
import { capture } from './shots.js';

/** Screenshots at both sizes as reports/screens/13/seat-colors-<name>-<lang>-<width>.png, back at 1440×900 after. */
async function shots(page: Page, name: string, lang: string): Promise<void> {
  for (const [w, h] of SHOT_SIZES) {
    await page.setViewportSize({ width: w, height: h });
    // two frames: the boards refit to the new size before the picture is taken
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await capture(page, `reports/screens/13/seat-colors-${name}-${lang}-${w}.png`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A close picture of the board around a legion's marker or a battle counter, to judge how its words and shape read. */
async function closeUp(page: Page, marker: string, path: string, kind: 'legion' | 'piece' = 'legion'): Promise<void> {
  const at = await shapePoint(page, kind, marker);
  if (!at) throw new Error(`no ${kind} ${marker} on the board`);
  await capture(page, path, { x: Math.max(0, at.x - 120), y: Math.max(0, at.y - 80), width: 240, height: 160 });
}

test('TITAN: six seats, each marker set with its shape on its markers and beside its name', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('new-game').click();
  for (let i = 2; i < 6; i++) await page.getByTestId('add-seat').click();
  await expect(page.getByTestId('seat-5')).toBeVisible();
  await capture(page, 'reports/screens/13/seat-colors-new-game-en-1440.png');
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('start-game').click();
  // every seat splits its starting legion (the scripted player's split), so each has two legions on the board
  for (let i = 0; i < 6; i++) {
    await boardScreen(page);
    expect(await playStep(page)).toBe('initialSplit');
  }
  const push = await boardScreen(page);
  const legions = push.view.legions;
  expect(legions).toHaveLength(12);
  expect(new Set(legions.map((l) => l.owner)).size).toBe(6);
  const players = page.locator('[data-testid^="player-"] .seat-chip');
  await expect(players).toHaveCount(6);
  expect(new Set(await players.allTextContents()).size).toBe(6);
  await windowShots(page, 'seat-colors-titan');
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const l of legions.slice(0, 3)) await closeUp(page, l.marker, `reports/screens/13/seat-colors-titan-marker-${l.owner}.png`);
  expect((await screenState(page))?.push?.seat).toBe(push.seat);
});

test('Gods of Titan: four seats and the neutral legions, each with its shape', async ({ page }) => {
  const file = godsSaveFile(started(4), 'Gods of Titan: four seats', ['human', 'human', 'human', 'human']);
  for (const lang of ['en', 'de'] as const) {
    await openGodsFile(page, file, lang);
    await seatAtScreen(page, 'red');
    const view = (await godsScreen(page))?.push?.view;
    const owners = new Set(view?.legions.map((l) => l.owner));
    expect(owners.has('neutral')).toBe(true);
    await expect(page.getByTestId('gods-players').locator('.seat-chip')).toHaveCount(4);
    const red = view?.legions.find((l) => l.owner === 'red')?.marker ?? '';
    await steady(page, red);
    await shots(page, 'gods', lang);
    await steady(page, red);
    const neutral = view?.legions.find((l) => l.owner === 'neutral')?.marker ?? '';
    for (const m of [red, neutral]) await closeUp(page, m, `reports/screens/13/seat-colors-gods-marker-${m}-${lang}.png`);
    await page.getByTestId('gods-quit').click();
  }
  await language(page, 'en');
});

test('Gods of Titan: the battle counters carry their side\'s shape', async ({ page }) => {
  const { state, clicks } = strikesToTheEnd();
  const file = godsSaveFile(state, 'Gods of Titan: a battle in the Desert', ['human', 'human', 'random']);
  const seat = clicks[0]?.seat ?? 'red';
  for (const lang of ['en', 'de'] as const) {
    await openGodsFile(page, file, lang);
    await seatAtScreen(page, seat);
    await expect(page.getByTestId('gods-battle')).toBeVisible();
    const pieces = (await godsScreen(page))?.push?.view.engagement?.battle?.pieces ?? [];
    const onHex = pieces.filter((p) => p.hex !== null);
    expect(onHex.length).toBeGreaterThan(1);
    for (const p of onHex) await steady(page, p.id, 'piece');
    await shots(page, 'gods-battle', lang);
    for (const p of onHex) await steady(page, p.id, 'piece');
    await closeUp(page, onHex[0]?.id ?? '', `reports/screens/13/seat-colors-gods-battle-counter-${lang}.png`, 'piece');
    await page.getByTestId('gods-quit').click();
  }
  await language(page, 'en');
});
