// Battle aids at the table: "Undo all moves" takes back every move of a maneuver in one click (the header shows no
// movement die during the battle); the Settings' auto-strike
// (English and German) lets the host strike for the human when only one strike is possible. The aid is switched off
// again at the end: the server and its settings are shared by every spec.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import type { GameState } from '../engine/titan/state.js';
import { titanModule } from '../games/index.js';
import { openApp, screenState, settled, waitForChange, windowShots } from './helpers.js';
import { leave, openText, saveWhere } from './table-saves.js';

/** Where each battle piece stands, by id. */
function hexes(state: Pick<GameState, 'battle'>): Record<string, string | null> {
  return Object.fromEntries((state.battle?.pieces ?? []).map((p) => [p.id, p.hex]));
}

/** Switches auto-strike in the Settings (from the start screen, or the game's File menu). */
async function autoStrike(page: Page, on: boolean): Promise<void> {
  if (await page.getByTestId('settings').isVisible()) await page.getByTestId('settings').click();
  else {
    await page.getByTestId('file-menu').click();
    await page.getByTestId('menu-settings').click();
  }
  const box = page.getByTestId('auto-strike');
  if ((await box.isChecked()) !== on) await box.click();
  await expect(box).toBeChecked({ checked: on });
  await page.getByTestId('back').click();
}

test('Undo all moves takes back every move of the maneuver at once', async ({ page }) => {
  const at = saveWhere(3, (s, legal) => s.battle?.phase === 'maneuver' && s.undo.length >= 2 && legal.some((a) => a.type === 'undo' && a.all === true));
  const before = at.state.undo[0];
  if (!before) throw new Error('no move to undo');
  await openApp(page);
  await openText(page, at.text);
  await settled(page);
  const button = page.getByTestId('battle-undo-all');
  await expect(button).toHaveText('Undo all moves');
  // the header's movement die belongs to the Movement Phase, not to the battle (issue 21)
  expect(at.state.turn.roll).not.toBeNull();
  await expect(page.getByTestId('die')).toHaveCount(0);
  await windowShots(page, 'undo-all');
  await button.click();
  await waitForChange(page, at.state.stateId);
  await settled(page);
  const now = await screenState(page);
  expect(now?.push ? hexes(now.push.view as unknown as GameState) : null).toEqual(hexes(before));
  await expect(button).toHaveCount(0);
  await leave(page);
});

test('auto-strike in the Settings (English and German): the host strikes when only one strike is possible', async ({ page }) => {
  const at = saveWhere(2, (s, legal) => legal.filter((a) => a.type !== 'concede').length === 1 && legal[0]?.type === 'strike');
  const striker = titanModule.actors(at.state)[0];
  await openApp(page);
  await page.getByTestId('settings').click();
  await expect(page.getByText('strike at once when only one strike is possible')).toBeVisible();
  await page.getByTestId('language').selectOption('de');
  await expect(page.getByText('sofort zuschlagen, wenn nur ein Schlag möglich ist')).toBeVisible();
  await expect(page.getByText('Schlachthilfen')).toBeVisible();
  await page.getByTestId('language').selectOption('en');
  await page.getByTestId('back').click();
  await autoStrike(page, true);
  try {
    await page.getByTestId('open').click();
    await page.getByTestId('open-file').setInputFiles({ name: 'table.titan', mimeType: 'application/json', buffer: Buffer.from(at.text) });
    // nothing clicked on the board: the host struck, and the game moved on (to the strike-back, or behind a hand-off).
    // The host may strike while the striker's hand-off is still pending, and the striker may then be handed the board
    // again: he passes his hand-offs as a player would.
    await expect
      .poll(async () => {
        const s = await screenState(page);
        if (s?.handoff?.seat === striker) {
          await page.getByTestId('handoff-ready').click();
          return 'waiting';
        }
        if (s?.handoff) return 'handed on';
        return (s?.push?.view.stateId ?? 0) > at.state.stateId ? 'struck' : 'waiting';
      })
      .not.toBe('waiting');
    if (await page.getByTestId('handoff-ready').isVisible()) await page.getByTestId('handoff-ready').click();
    await settled(page);
    await expect(page.getByTestId('battle-log')).toContainText(/strikes/);
    await leave(page);
  } finally {
    await autoStrike(page, false);
  }
});
