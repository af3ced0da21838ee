// The header names who must act now, as the engine says: the defender striking back acts in the attacker's battle
// turn, and the header says so (not the player whose battle turn it is).
import { expect, test } from './fixture.js';
import { titanModule } from '../games/index.js';
import { openApp, windowShots } from './helpers.js';
import { leave, openText, saveWhere } from './table-saves.js';

test("the header names the defender while he strikes back in the attacker's battle turn", async ({ page }) => {
  const at = saveWhere(11, (s) => s.battle?.phase === 'strikeback');
  const battle = at.state.battle;
  if (!battle) throw new Error('no battle');
  const acting = titanModule.actors(at.state)[0];
  const activeOwner = at.state.legions[battle[battle.active]]?.owner;
  expect(acting).not.toBe(activeOwner);
  const name = (id: string | undefined): string => at.state.players.find((p) => p.id === id)?.name ?? '';

  await openApp(page);
  await openText(page, at.text);
  await expect(page.getByTestId('turn-info')).toContainText(`${name(acting)} to act`);
  await expect(page.getByTestId('turn-info')).not.toContainText(name(activeOwner));
  await expect(page.getByTestId('battle-phase')).toContainText(`(${name(acting)})`);
  await windowShots(page, 'header-strikeback');
  await leave(page);
});
