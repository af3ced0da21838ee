// The keyboard-only player's hands: Tab to a control and press it, and move a board's keyboard focus with the arrows
// to a legion, land, hex or counter and act on it with Enter — the arrows chosen as a person looking at the board
// would (of the arrows pointing at the target, the one that brings the focus nearest: renderer/board/focus-nav.ts
// tells where each would go), each press checked against the board's own focus.
import { expect, type Locator, type Page } from '@playwright/test';
import { moveFocus, type Direction, type FocusTarget } from '../renderer/board/focus-nav.js';
import { boardMarks } from './helpers.js';

/** Presses Tab (then, if need be, Shift+Tab) until `control` has the keyboard's focus. */
export async function tabTo(page: Page, control: Locator): Promise<void> {
  await expect(control).toBeVisible();
  const focused = (): Promise<boolean> => control.evaluate((el) => el === document.activeElement);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 120; i++) {
      if (await focused()) return;
      await page.keyboard.press(key);
    }
  }
  throw new Error('Tab never reached the control');
}

/** Tabs to a control and presses Enter on it. */
export async function pressControl(page: Page, control: Locator): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}

const ARROWS: Readonly<Record<Direction, string>> = { left: 'ArrowLeft', right: 'ArrowRight', up: 'ArrowUp', down: 'ArrowDown' };

/** The board's focus targets and its focused target's id now. */
async function boardFocus(page: Page, board: Locator): Promise<{ targets: FocusTarget[]; focused: string }> {
  const targets = ((await boardMarks(page)) as { focusTargets?: FocusTarget[] } | null)?.focusTargets ?? [];
  return { targets, focused: (await board.getAttribute('data-focus')) ?? '' };
}

/** Moves the keyboard focus of a board (test id `testid`) to target `id` ("legion:Bk03", "land:101", "hex:C3",
 * "piece:a1") by arrow keys, and returns what the board's label says of it. */
export async function focusTarget(page: Page, testid: string, id: string): Promise<string> {
  const board = page.getByTestId(testid);
  await tabTo(page, board);
  for (let n = 0; n < 80; n++) {
    const { targets, focused } = await boardFocus(page, board);
    if (focused === id) return (await page.getByTestId(`${testid}-focus`).textContent()) ?? '';
    const to = targets.find((t) => t.id === id);
    if (!to) throw new Error(`the board has no target ${id}`);
    const here = targets.find((t) => t.id === focused);
    if (!here) {
      // the first arrow puts the focus on the board (at the selected legion or counter, else in the middle)
      await page.keyboard.press('ArrowUp');
      await expect.poll(async () => (await board.getAttribute('data-focus')) ?? '').not.toBe('');
      continue;
    }
    const dirs: Direction[] = [...(Math.abs(to.x - here.x) > 0.5 ? [to.x > here.x ? 'right' : 'left'] as const : []), ...(Math.abs(to.y - here.y) > 0.5 ? [to.y > here.y ? 'down' : 'up'] as const : [])];
    const next = (d: Direction): FocusTarget => moveFocus(targets, here, d, null) ?? here;
    const key = dirs.reduce((a, b) => (Math.hypot(next(b).x - to.x, next(b).y - to.y) < Math.hypot(next(a).x - to.x, next(a).y - to.y) ? b : a));
    await page.keyboard.press(ARROWS[key]);
    // the board's focus went where the focus module says
    await expect.poll(async () => (await board.getAttribute('data-focus')) ?? '').toBe(next(key).id);
  }
  throw new Error(`the arrows never reached ${id}`);
}

/** Moves a board's focus to a target and acts on it with Enter (a click's keyboard twin). */
export async function actOn(page: Page, testid: string, id: string): Promise<void> {
  await focusTarget(page, testid, id);
  await page.keyboard.press('Enter');
}
