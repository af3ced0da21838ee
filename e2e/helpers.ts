// Shared steps of the browser tests: open the app, screenshots into reports/screens, and the page hook of the tests'
// build — what the game screen shows (to wait for it and to check the board against it), what the boards draw, and
// where their shapes are (Konva shapes are clicked by position).
import { expect, type Locator, type Page } from '@playwright/test';
import type { Action } from '../engine/titan/actions.js';
import type { TitanHints } from '../engine/titan/preview/index.js';
import type { PlayerView } from '../engine/titan/view.js';
import { createBrowserClient } from '../host/browser-client.js';
import { DEFAULT_SETTINGS } from '../host/settings.js';
import { capture } from './shots.js';

/** What the game screen shows, as read from the page's test hook. */
export interface ScreenState {
  push: { seat: string | null; view: PlayerView; legal: Action[]; hints: TitanHints } | null;
  handoff: { seat: string; name: string } | null;
  game: { gameId: string; path: string | null } | null;
}

/** What the board on the screen draws: the masterboard's marked lands, or the battleland's marked hexes and targets. */
export interface BoardMarks {
  readonly lands?: Readonly<Record<string, 'move' | 'teleport' | 'engage'>>;
  readonly movable?: readonly string[];
  readonly moves?: readonly string[];
  readonly targets?: readonly string[];
  readonly line?: { readonly from: string; readonly to: string } | null;
  readonly selected: string | null;
  /** A marker or counter is still gliding to its new spot. */
  readonly moving: boolean;
}

/** The worker's server URL (its token included), set by its fixture (e2e/fixture.ts). */
function appUrl(): string {
  const url = process.env.TITAN_URL;
  if (!url) throw new Error('TITAN_URL is not set (the server fixture of e2e/fixture.ts did not run)');
  return url;
}

/** Opens the app at the server's URL with a fresh installation's settings — but for the AI delay, 0: the computers
 * act at once (a pause for a human to follow them would only make a spec wait; a spec about the delay sets its own) —
 * and waits for the start screen. The worker's server keeps its settings for all its specs: a spec that switched to
 * German, or to a long computer delay, and failed before switching back would leave every later spec so; the settings
 * are set back through the host's API before the page loads them. `url`: a spec's own server (e2e/own-server.ts)
 * instead of the worker's. */
export async function openApp(page: Page, url = appUrl()): Promise<void> {
  const address = new URL(url);
  const host = createBrowserClient({ base: address.origin, token: address.searchParams.get('token') ?? '' });
  const { window: _window, ...fresh } = DEFAULT_SETTINGS;
  const reset = await host.setSettings({ patch: { ...fresh, aiDelayMs: 0 } });
  if (!reset.ok) throw new Error(`the host did not take the default settings: ${reset.error.message}`);
  await reopenApp(page, url);
}

/** Opens the app again as a new page, the host's settings as they are (what a spec of their keeping checks). */
export async function reopenApp(page: Page, url = appUrl()): Promise<void> {
  await page.goto(url);
  await expect(page.getByTestId('new-game')).toBeVisible();
}

/** Opens a statistics window by the keyboard (its button focused, Enter) and waits for it with its Close focused. */
export async function openStatsByKeyboard(page: Page, button: string, window: string): Promise<Locator> {
  await page.getByTestId(button).focus();
  await page.keyboard.press('Enter');
  const shown = page.getByTestId(window);
  await expect(shown).toBeVisible();
  await expect(page.getByTestId('stats-close')).toBeFocused();
  return shown;
}

/** Saves a screenshot of the page as reports/screens/<name>.png (where this run writes them: e2e/shots.ts). */
export async function shot(page: Page, name: string): Promise<void> {
  await capture(page, `reports/screens/${name}.png`);
}

/** The game screen's state (null outside the game screen). */
export async function screenState(page: Page): Promise<ScreenState | null> {
  return page.evaluate(() => (window.__titanBoard?.screen?.() as ScreenState | undefined) ?? null);
}

/** What the board on the screen draws now (null when no board shows). */
export async function boardMarks(page: Page): Promise<BoardMarks | null> {
  return page.evaluate(() => (window.__titanBoard?.marks?.() as BoardMarks | undefined) ?? null);
}

/** Waits until the page shows the pushed state (its DOM carries the push's stateId) and nothing glides any more. */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(async () =>
      page.evaluate(() => {
        const s = window.__titanBoard?.screen?.() as ScreenState | undefined;
        const shown = document.querySelector<HTMLElement>('[data-state-id]')?.dataset.stateId;
        const marks = window.__titanBoard?.marks?.() as BoardMarks | undefined;
        return s?.push ? shown === String(s.push.view.stateId) && marks?.moving !== true : s?.handoff != null;
      }),
    )
    .toBe(true);
}

type Shape = 'land' | 'legion' | 'hex' | 'piece';

/** The page position of a board shape (land, legion, hex or counter), or null when the board has none. */
export async function shapePoint(page: Page, kind: Shape, key: string | number): Promise<{ x: number; y: number } | null> {
  return page.evaluate(([k, id]) => {
    const hook = window.__titanBoard as Record<string, ((key: unknown) => { x: number; y: number } | null) | undefined> | undefined;
    return hook?.[k]?.(id) ?? null;
  }, [kind, key] as const);
}

/** Clicks a board shape (land, legion, hex or counter) at the page position the board reports, once nothing glides:
 * the board reports a marker's or counter's new spot as soon as it is drawn, before it has glided there, and a click
 * at that spot meanwhile lands on whatever is still there. */
export async function clickShape(page: Page, kind: Shape, key: string | number): Promise<void> {
  await expect.poll(async () => (await boardMarks(page))?.moving === true).toBe(false);
  const p = await shapePoint(page, kind, key);
  if (!p) throw new Error(`the board has no ${kind} ${key}`);
  await page.mouse.click(p.x, p.y);
}

/** Drags a legion marker onto a land of the masterboard. */
export async function dragShape(page: Page, marker: string, land: number): Promise<void> {
  const from = await shapePoint(page, 'legion', marker);
  const to = await shapePoint(page, 'land', land);
  if (!from || !to) throw new Error(`cannot drag ${marker} to ${land}`);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}

/** Waits until the screen shows a newer state than `stateId`, or a hand-off. */
export async function waitForChange(page: Page, stateId: number, timeout = 10_000): Promise<void> {
  await expect
    .poll(async () => {
      const refused = await page.evaluate(() => document.querySelector('[data-testid="error-dialog"]')?.textContent ?? null);
      if (refused) throw new Error(`the host refused the action: ${refused}`);
      const s = await screenState(page);
      return s?.handoff ? -1 : (s?.push?.view.stateId ?? stateId);
    }, { timeout, intervals: [50, 100, 200] })
    .not.toBe(stateId);
}

/** Opens the Settings screen from the start screen or from the game's File menu. */
async function openSettings(page: Page): Promise<void> {
  if (await page.getByTestId('settings').isVisible()) await page.getByTestId('settings').click();
  else {
    await page.getByTestId('file-menu').click();
    await page.getByTestId('menu-settings').click();
  }
}

/** Sets the "AI delay" setting through the Settings screen (from the start screen or the game's File menu) and returns. */
export async function setAiDelay(page: Page, ms: number): Promise<void> {
  await openSettings(page);
  await page.locator('#delay').fill(String(ms));
  await page.locator('#delay').press('Tab');
  await expect(page.locator('#delay')).toHaveValue(String(ms));
  await page.getByTestId('back').click();
}

/** Switches the UI language through the Settings screen (from the start screen or the game's File menu) and returns. */
export async function setLanguage(page: Page, lang: 'en' | 'de'): Promise<void> {
  await openSettings(page);
  await page.getByTestId('language').selectOption(lang);
  await expect(page.getByTestId('settings-title')).toHaveText(lang === 'de' ? 'Einstellungen' : 'Settings');
  await page.getByTestId('back').click();
}

/** A window the Settings screen closes: how to open it again, and how to close it (Escape unless said otherwise). */
export interface ShownWindow {
  readonly open: () => Promise<void>;
  readonly close?: () => Promise<void>;
}

/** Screenshots of what the page shows, for looking at (never committed): 1440×900 and 1024×700, in English and then
 * German, as reports/screens/13/<name>-<lang>-<width>.png. The page must be in English; `window` is closed before each
 * language switch and opened again after it. The page is left in English at 1440×900, the window closed. */
export async function windowShots(page: Page, name: string, window?: ShownWindow): Promise<void> {
  const close = async (): Promise<void> => {
    if (!window) return;
    if (window.close) await window.close();
    else await page.keyboard.press('Escape');
  };
  for (const lang of ['en', 'de'] as const) {
    if (lang === 'de') {
      await close();
      await setLanguage(page, 'de');
      if (window) await window.open();
    }
    for (const [width, height] of [[1024, 700], [1440, 900]] as const) {
      await page.setViewportSize({ width, height });
      // two frames: the boards refit to the new size before the picture is taken
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await capture(page, `reports/screens/13/${name}-${lang}-${width}.png`);
    }
  }
  await close();
  await setLanguage(page, 'en');
}
