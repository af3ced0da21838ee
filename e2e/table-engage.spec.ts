// Fleeing shows what it gives away before it is confirmed — the points the attacker’s player scores, from his score
// before to after, the engine's numbers — and the engagements of the turn stay listed for the rest of it.
import { expect, test } from './fixture.js';
import { legalActions, viewFor } from '../engine/titan/index.js';
import { titanHints } from '../engine/titan/preview/index.js';
import { openApp, settled, windowShots } from './helpers.js';
import { leave, openText, saveWhere } from './table-saves.js';

test('flee names the points the attacker scores before it is confirmed, and the result stays for the turn', async ({ page }) => {
  const at = saveWhere(1, (s, legal) => legal.some((a) => a.type === 'flee'));
  const seat = at.state.engagement?.defenderOwner ?? '';
  const hint = titanHints(viewFor(at.state, seat), legalActions(at.state, seat)).consequences.find((c) => c.action === 'flee');
  if (!hint) throw new Error('no flee');
  const name = at.state.players.find((p) => p.id === hint.player)?.name ?? '';
  const words = `${name} scores ${hint.points} ${hint.points === 1 ? 'point' : 'points'}: ${hint.before} → ${hint.after}.`;

  await openApp(page);
  await openText(page, at.text);
  await settled(page);
  await expect(page.getByTestId('gives-flee')).toContainText(words);
  await page.getByTestId('flee').click();
  await expect(page.getByTestId('confirm')).toContainText(words);
  await windowShots(page, 'engage-flee', { open: () => page.getByTestId('flee').click() });
  await page.getByTestId('flee').click();
  await page.getByTestId('confirm-yes').click();
  // after the defender fled, the game waits for the attacker again: the screen passes back to him
  await page.getByTestId('handoff-ready').click();
  await expect(page.getByTestId('engagement-results')).toContainText(`wins ${hint.points}`);
  await windowShots(page, 'engage-results');
  await leave(page);
});
