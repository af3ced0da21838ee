// The Gods of Titan e2e specs' helpers: save files of positions built as data through the engine (the tests' helpers),
// written with the host's save codec like any save and opened through the Open dialog's upload; what the Gods screen
// shows (its test hook); its action buttons; the UI language.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { GODS_SEATS, type GodsState } from '../engine/gods/state.js';
import { godsModule } from '../games/gods.js';
import { encodeGame } from '../host/save-codec.js';
import type { GodsScreenState } from '../renderer/gods/testHook.js';
import { boardMarks, clickShape, openApp, shapePoint } from './helpers.js';
import { capture } from './shots.js';

/** A save file of `state` whose seats (red, green, blue, then black) are played by `kinds`; returns its path. */
export function godsSaveFile(state: GodsState, title: string, kinds: readonly string[]): string {
  const setup = { players: GODS_SEATS.slice(0, kinds.length).map((id) => ({ id, name: id })), seed: 1, towers: null };
  const now = new Date().toISOString();
  const meta = { gameId: `gods-e2e-${title.length}`, title, kinds: [...kinds], createdAt: now };
  const path = join(mkdtempSync(join(tmpdir(), 'gods-e2e-')), 'game.json');
  writeFileSync(path, encodeGame(godsModule as never, meta, { setup, actions: [], base: { index: 0, state }, state, updatedAt: now, app: 'e2e' }));
  return path;
}

/** What the Gods screen shows (its test hook), null outside it. */
export async function godsScreen(page: Page): Promise<GodsScreenState | null> {
  return page.evaluate(() => window.__godsScreen?.() ?? null);
}

/** Switches the UI language on the Settings screen (from the start screen) and back. */
export async function language(page: Page, lang: 'en' | 'de'): Promise<void> {
  await page.getByTestId('settings').click();
  await page.getByTestId('language').selectOption(lang);
  await page.getByTestId('back').click();
  await expect(page.getByTestId('gods')).toBeVisible();
}

/** Clicks the page's button for one legal action of the given type (the first such button shown); a phase's end that
 * the single "End turn" offers (nothing else left) through it, waiting until it has ended what it could. */
export async function button(page: Page, type: string): Promise<void> {
  const end = page.locator(`[data-testid="gods-end-turn"][data-type="${type}"]`);
  if ((await end.count()) > 0) {
    await end.click();
    await expect.poll(async () => (await godsScreen(page))?.finishing ?? false).toBe(false);
    return;
  }
  await page.locator(`[data-testid="gods-action"][data-type="${type}"]`).first().click();
}

/** Waits until the board has stopped moving a legion's marker, or a battle counter (`kind` 'piece'): it refits to the
 * window after it is shown, and a counter glides to its new spot after a push (the counters left in a tray close up
 * when one enters the battleland). The board reports a shape's spot as soon as it is drawn there, before it has
 * glided there: a click at it lands where the counter is not yet, so the board must also say nothing glides. */
export async function steady(page: Page, marker: string, kind: 'legion' | 'piece' = 'legion'): Promise<void> {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await shapePoint(page, kind, marker));
      const same = now === last && now !== 'null' && (await boardMarks(page))?.moving !== true;
      last = now;
      return same;
    }, { intervals: [100] })
    .toBe(true);
}

/** The seat at the screen splits its legion `marker` by clicks (the legion, then the first split the page offers) and
 * waits until its board holds the new legion. */
export async function splitByClicks(page: Page, marker: string): Promise<void> {
  const legions = async (): Promise<number> => (await godsScreen(page))?.push?.view.legions.length ?? 0;
  const before = await legions();
  await steady(page, marker);
  await clickShape(page, 'legion', marker);
  await page.getByTestId('gods-splits').locator('summary').click();
  await page.locator('[data-testid="gods-action"][data-type="split"]').first().click();
  await expect.poll(legions).toBe(before + 1);
}

/** Opens a Gods save file from a fresh start screen in `lang` (set either way: the language is kept between specs),
 * through the Open dialog's upload. */
export async function openGodsFile(page: Page, file: string, lang: 'en' | 'de'): Promise<void> {
  await openApp(page);
  await language(page, lang);
  await page.getByTestId('open').click();
  await page.getByTestId('open-file').setInputFiles(file);
  await expect(page.getByTestId('open-file')).toHaveCount(0);
}

/** Waits until the game waits for `seat` (its board or its hand-off), passes the hot-seat hand-off to him if one
 * shows, and waits until his board is at the screen. */
export async function seatAtScreen(page: Page, seat: string): Promise<void> {
  await expect.poll(async () => { const s = await godsScreen(page); return s?.handoff?.seat ?? s?.push?.seat ?? null; }).toBe(seat);
  if ((await godsScreen(page))?.handoff) await page.getByTestId('gods-handoff-ready').click();
  await expect.poll(async () => (await godsScreen(page))?.push?.seat).toBe(seat);
}

/** The two window sizes every screen is looked at in (issue 21). */
export const SHOT_SIZES = [[1440, 900], [1024, 700]] as const;

/** Screenshots of the page at both sizes as `<dir>/<name>-<width>.png`, back at 1440×900 after. */
export async function shotsAtBothSizes(page: Page, dir: string, name: string): Promise<void> {
  for (const [w, h] of SHOT_SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await capture(page, `${dir}/${name}-${w}.png`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Starts a 3-player game from the lobby with the human in blue (the last seat: he chooses first) and two computers. */
export async function startAsBlue(page: Page): Promise<void> {
  await page.getByTestId('gods').click();
  const kinds = page.getByTestId('gods-seat-kind');
  await expect(kinds).toHaveCount(3);
  await kinds.nth(0).selectOption('normal');
  await kinds.nth(1).selectOption('normal');
  await kinds.nth(2).selectOption('human');
  await page.getByTestId('gods-start').click();
  await expect.poll(async () => (await godsScreen(page))?.push?.legal.some((a) => a.type === 'chooseTower') ?? false).toBe(true);
}
