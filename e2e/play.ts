// Playing through the UI: starting a hot-seat game, passing hand-offs, and performing a chosen action with the
// clicks a player would make (buttons, and Konva shapes located through the page's board hook).
import { expect, type Page } from '@playwright/test';
import type { Action } from '../engine/actions.js';
import { clickShape, screenState, shot, type ScreenState } from './helpers.js';

/** Creates a two-player hot-seat game (Ann and Bob) with a fixed seed and a point target. */
export async function startGame(page: Page, seed: number, pointTarget: number): Promise<void> {
  await page.getByTestId('new-game').click();
  await page.getByTestId('seat-name-0').fill('Ann');
  await page.getByTestId('seat-name-1').fill('Bob');
  await page.getByTestId('ending-points').check();
  await page.getByTestId('point-target').fill(String(pointTarget));
  await page.getByTestId('seed').fill(String(seed));
  await page.getByTestId('start-game').click();
}

/** Performs one chosen action through the UI. */
export async function perform(page: Page, state: NonNullable<ScreenState['push']>, action: Action): Promise<void> {
  const view = state.view;
  switch (action.type) {
    case 'initialSplit': {
      const panel = page.getByTestId('setup-panel');
      const chips = panel.locator('button.chip');
      for (let i = 0; i < 3; i++) await chips.nth(i).click();
      await page.getByTestId('initial-split').click();
      return;
    }
    case 'roll':
      await page.getByTestId('roll').click();
      return;
    case 'move': {
      // a marker may still be gliding from its last move: click until the selection shows (a second click too soon
      // would clear it again on a slow machine, hence the generous wait per click)
      await expect(async () => {
        await clickShape(page, 'legion', action.marker);
        await expect(page.getByTestId('legion-panel')).toContainText(action.marker, { timeout: 2500 });
      }).toPass({ timeout: 20_000 });
      await clickShape(page, 'land', action.to);
      if (await page.getByTestId('move-choice').isVisible()) {
        const options = state.legal.filter((a) => a.type === 'move' && a.marker === action.marker && a.to === action.to);
        await page.getByTestId('move-choice').locator('button').nth(options.indexOf(action)).click();
      }
      return;
    }
    case 'engage':
      await clickShape(page, 'land', action.land);
      return;
    case 'fight':
      await page.getByTestId('fight').click();
      return;
    case 'battleMove':
      await expect(async () => {
        await clickShape(page, 'piece', action.piece);
        await expect(page.getByTestId(`hex-${action.to}`)).toBeVisible({ timeout: 2500 });
      }).toPass({ timeout: 20_000 });
      await clickShape(page, 'hex', action.to);
      return;
    case 'strike': {
      await expect(async () => {
        await clickShape(page, 'piece', action.piece);
        await expect(page.getByTestId('strike-options')).toBeVisible({ timeout: 2500 });
      }).toPass({ timeout: 20_000 });
      const options = state.legal.filter((a) => a.type === 'strike' && a.piece === action.piece && a.target === action.target);
      if (options.length === 1) await clickShape(page, 'piece', action.target);
      else await page.getByTestId(`strike-${action.target}-${action.strikeNumber ?? 0}-${action.dice ?? 0}`).click();
      return;
    }
    case 'carry':
      await page.getByTestId(`carry-${action.target ?? 'none'}`).click();
      return;
    case 'recruit':
      await page.getByTestId(`recruits-${action.marker}`).getByTestId(`recruit-${action.creature}`).first().click();
      return;
    case 'acquire':
      await page.getByTestId(`acquire-${action.creature}`).first().click();
      return;
    case 'endMoves':
    case 'done':
    case 'endTurn':
      await page.getByTestId('done').click();
      if (action.type === 'endTurn' && (await page.getByTestId('confirm').isVisible())) {
        await shot(page, '18-confirm-end-turn');
        await page.getByTestId('confirm-yes').click();
      }
      return;
    default:
      throw new Error(`the scripted player has no UI step for ${action.type} (phase ${view.phase})`);
  }
}

/** Confirms hand-offs until the screen shows a seat's board; returns what it shows. */
export async function boardScreen(page: Page): Promise<NonNullable<ScreenState['push']>> {
  for (;;) {
    await expect.poll(async () => (await screenState(page)) !== null).toBe(true);
    const s = (await screenState(page)) as ScreenState;
    if (s.handoff) {
      await page.getByTestId('handoff-ready').click();
      await expect.poll(async () => (await screenState(page))?.push?.seat ?? null).toBe(s.handoff.seat);
      continue;
    }
    if (s.push) return s.push;
    await page.waitForTimeout(100);
  }
}
