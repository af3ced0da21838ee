// The accessibility scan (issue 24): axe-core's WCAG 2 A and AA rules on the start screen, a TITAN game's masterboard
// and a battle find no serious or critical violation — every control named, enough contrast, valid ARIA.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import { openApp, settled } from './helpers.js';
import { leave, openText, saveWhere } from './table-saves.js';

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

test('a game\'s masterboard has no serious accessibility violation', async ({ page }) => {
  const at = saveWhere(3, (s) => s.phase === 'move' && s.round >= 2 && s.turn.roll !== null);
  await openApp(page);
  await openText(page, at.text);
  await settled(page);
  await expect(page.getByTestId('masterboard')).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await leave(page);
});

test('a battle has no serious accessibility violation', async ({ page }) => {
  const at = saveWhere(3, (s) => s.battle?.phase === 'maneuver');
  await openApp(page);
  await openText(page, at.text);
  await settled(page);
  await expect(page.getByTestId('battleboard')).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await leave(page);
});
