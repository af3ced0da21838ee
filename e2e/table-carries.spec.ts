// §13.4 at the table: a carry choice names the creature, its hex and the hits it can still take ("Cyclops D3, 5/9"),
// and a strike option with a higher strike number is labelled with the carry it enables.
import { expect, test } from './fixture.js';
import type { Action } from '../engine/titan/actions.js';
import { legalActions, viewFor } from '../engine/titan/index.js';
import { titanHints } from '../engine/titan/preview/index.js';
import { titanModule } from '../games/index.js';
import type { GameState } from '../engine/titan/state.js';
import { openApp, settled, windowShots } from './helpers.js';
import { leave, openText, saveWhere } from './table-saves.js';

/** The strike hints of the seat the game waits for. */
function strikes(s: GameState, legal: readonly Action[]): ReturnType<typeof titanHints>['strikes'] {
  const seat = legal[0]?.player;
  return seat ? titanHints(viewFor(s, seat), legal).strikes : [];
}

test('carry choices name creature, hex and the hits left', async ({ page }) => {
  const at = saveWhere(2, (s, legal) => legal.some((a) => a.type === 'carry' && a.target !== null));
  await openApp(page);
  await openText(page, at.text);
  await settled(page);
  const choices = page.getByTestId('carry').locator('button[data-testid^="carry-"]:not([data-testid="carry-none"])');
  await expect(choices.first()).toHaveText(/^\S+ [A-F]\d, \d+\/\d+$/);
  await windowShots(page, 'carries-choice');
  await leave(page);
});

test('a higher strike number is labelled with the carry it enables', async ({ page }) => {
  const at = saveWhere(1, (s, legal) => strikes(s, legal).some((h) => h.enables.length > 0));
  const seat = titanModule.actors(at.state)[0] ?? '';
  const enabling = strikes(at.state, legalActions(at.state, seat)).find((h) => h.enables.length > 0);
  if (!enabling) throw new Error('no enabling option');
  await openApp(page);
  await openText(page, at.text);
  await settled(page);
  await page.getByTestId(`actor-${enabling.piece}`).click();
  const option = page.getByTestId(`strike-${enabling.target}-${enabling.strikeNumber}-${enabling.dice}`);
  await expect(option).toContainText('lets hits carry to');
  await windowShots(page, 'carries-enables', { open: () => page.getByTestId(`actor-${enabling.piece}`).click() });
  await leave(page);
});
