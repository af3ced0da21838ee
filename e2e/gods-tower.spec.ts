// Rules 5.4 at the table: the Titan-players choose their Towers as the game begins, in reverse order of the starting
// positions — the last seat first. A human in the last seat against two computers chooses by a click on the board (the
// free Towers marked) or, in German, by the panel's button from the keyboard; the computers take theirs, and the
// game goes on to the starting legions (5.7). Screenshots at both sizes, in English and German.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import { godsScreen, language, SHOT_SIZES, startAsBlue } from './gods-helpers.js';
import { boardMarks, clickShape, openApp } from './helpers.js';
import type {} from '../renderer/lib/trail-input.js';
import { capture } from './shots.js';

const SHOTS = '/tmp/shots-gods-tower';

/** The Towers the seat may choose, as the engine lists them. */
async function choices(page: Page): Promise<number[]> {
  const legal = (await godsScreen(page))?.push?.legal ?? [];
  return legal.flatMap((a) => (a.type === 'chooseTower' ? [a.land] : [])).sort((a, b) => a - b);
}

/** Screenshots of the choice at both sizes. */
async function shots(page: Page, lang: string): Promise<void> {
  for (const [w, h] of SHOT_SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await capture(page, `${SHOTS}/tower-choice-${w}-${lang}.png`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

// The game quit if one is shown; openApp puts the host's settings (the language too) back to the defaults from
// whatever screen a failed test left (the Settings button is on the start screen only).
test.afterEach(async ({ page }) => {
  if (await page.getByTestId('gods-quit').isVisible().catch(() => false)) await page.getByTestId('gods-quit').click();
  await openApp(page);
});

test('rules 5.4: the last seat chooses his Tower first by a click on a marked Tower; the computers take theirs and the game goes on to 5.7', async ({ page }) => {
  await openApp(page);
  await startAsBlue(page);
  const free = await choices(page);
  expect(free).toHaveLength(3);
  await expect(page.getByTestId('gods-tower-choice').getByRole('button')).toHaveCount(3);
  // the board draws the marks of the push it shows (a moment after the push arrives)
  await expect.poll(async () => Object.keys((await boardMarks(page))?.lands ?? {}).map(Number).sort((a, b) => a - b)).toEqual(free);
  await shots(page, 'en');
  const mine = free[1] ?? 0;
  await clickShape(page, 'land', mine);
  // the two computers choose after him (5.4: reverse order), then he builds his starting legions in his turn
  await expect.poll(async () => (await godsScreen(page))?.push?.view.players.every((p) => p.tower !== null) ?? false).toBe(true);
  const players = (await godsScreen(page))?.push?.view.players ?? [];
  expect(players.find((p) => p.id === 'blue')?.tower).toBe(mine);
  expect(new Set(players.map((p) => p.tower)).size).toBe(3);
  await expect(page.getByTestId('gods-log')).toContainText(/Blue takes Tower \d+/);
  await expect.poll(async () => (await godsScreen(page))?.push?.legal.some((a) => a.type === 'chooseStart') ?? false).toBe(true);
});

test('rules 5.4 (DE): the choice offered in the panel is taken from the keyboard', async ({ page }) => {
  await openApp(page);
  await language(page, 'de');
  await startAsBlue(page);
  await expect(page.getByTestId('gods-actions')).toContainText('Wähle deinen Tower');
  await shots(page, 'de');
  const free = await choices(page);
  const button = page.getByTestId('gods-tower-choice').getByRole('button').first();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await godsScreen(page))?.push?.view.players.find((p) => p.id === 'blue')?.tower).toBe(free[0]);
  await expect(page.getByTestId('gods-log')).toContainText(/Blau wählt Tower \d+/);
  // the page's trail (what a problem report and a failing test print) followed the key to the action it sent
  const lines = await page.evaluate(() => window.__trail?.() ?? []);
  expect(lines.some((l) => / key Enter on button#gods-action$/.test(l))).toBe(true);
  expect(lines.some((l) => / submit chooseTower by blue on state \d+$/.test(l))).toBe(true);
});
