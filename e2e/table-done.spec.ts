// Done says why it is not offered yet (the engine's reason: move a legion, strike with X first), and ending a
// maneuver that leaves characters off the battleland warns that they die before it is done.
import { expect, test } from './fixture.js';
import type { Action } from '../engine/titan/actions.js';
import { viewFor } from '../engine/titan/index.js';
import { titanHints, type DoneHint } from '../engine/titan/preview/index.js';
import type { GameState } from '../engine/titan/state.js';
import { openApp, settled, windowShots } from './helpers.js';
import { leave, openText, saveWhere } from './table-saves.js';

/** The engine's Done hint for the seat the game waits for. */
function doneOf(s: GameState, legal: readonly Action[]): DoneHint | null {
  const seat = legal[0]?.player;
  return seat ? titanHints(viewFor(s, seat), legal).done : null;
}

test('a disabled Done says to move at least one legion, and to strike with a character first', async ({ page }) => {
  await openApp(page);
  const move = saveWhere(21, (s, legal) => doneOf(s, legal)?.blocked?.reason === 'move-one');
  await openText(page, move.text);
  await settled(page);
  await expect(page.getByTestId('done')).toBeDisabled();
  await expect(page.getByTestId('done-blocked')).toHaveText('Move at least one legion.');
  await leave(page);

  const strike = saveWhere(11, (s, legal) => doneOf(s, legal)?.blocked?.reason === 'strike-first');
  await openText(page, strike.text);
  await settled(page);
  await expect(page.getByTestId('done-blocked')).toContainText(/^Strike with \w+/);
  await windowShots(page, 'done-strike-first');
  await leave(page);
});

test('ending a maneuver with characters off the battleland warns that they die', async ({ page }) => {
  await openApp(page);
  const at = saveWhere(11, (s, legal) => (doneOf(s, legal)?.lost.length ?? 0) > 0 && legal.some((a) => a.type === 'done'));
  await openText(page, at.text);
  await settled(page);
  await page.getByTestId('done').click();
  await expect(page.getByTestId('confirm')).toContainText('never entered the battleland and');
  await windowShots(page, 'done-lost', { open: () => page.getByTestId('done').click() });
  await leave(page);
});
