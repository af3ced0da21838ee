// The accessibility scan (issue 24): axe-core's WCAG 2 A and AA rules on the start screen, a TITAN game's masterboard
// and a battle, and a Gods of Titan game's screen, find no serious or critical violation — every control named, enough contrast, valid ARIA.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import { openApp, settled } from './helpers.js';
import { leave, openText, saveWhere } from './table-saves.js';
import { startAsBlue } from './gods-helpers.js';

/** The serious and critical violations axe finds on the page now, each with the elements it names. */
async function serious(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 6).join(' | ')}`);
}

test('the start screen has no serious accessibility violation', async ({ page }) => {
  await openApp(page);
  expect(await serious(page)).toEqual([]);
});

/** Opens a two-human game at the first position of seed 3 where `stop` holds, checks its board shows, scans it, and
 * leaves it. */
async function scanGame(page: Page, stop: Parameters<typeof saveWhere>[1], board: string): Promise<void> {
  const at = saveWhere(3, stop);
  await openApp(page);
  await openText(page, at.text);
  await settled(page);
  await expect(page.getByTestId(board)).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await leave(page);
}

test('a game\'s masterboard has no serious accessibility violation', async ({ page }) => {
  await scanGame(page, (s) => s.phase === 'move' && s.round >= 2 && s.turn.roll !== null, 'masterboard');
});

test('a battle has no serious accessibility violation', async ({ page }) => {
  await scanGame(page, (s) => s.battle?.phase === 'maneuver', 'battleboard');
});

test('a Gods of Titan game\'s screen has no serious accessibility violation', async ({ page }) => {
  await openApp(page);
  await startAsBlue(page);
  await expect(page.getByTestId('gods-board')).toBeVisible();
  expect(await serious(page)).toEqual([]);
});
