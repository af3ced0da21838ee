// Negotiation through the UI (§9.3): the defender proposes an agreement in the proposal editor, the attacker sees it
// after the hand-off and accepts; the defender's Titan legion is given up, which ends the two-player game.
import { expect, test } from '@playwright/test';
import { chooseAction } from './policy.js';
import { openApp, shot, waitForChange } from './helpers.js';
import { boardScreen, perform, startGame } from './play.js';

test('the defender proposes, the attacker accepts', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page);
  await startGame(page, 9, 50);
  let proposed = false;
  for (let step = 0; step < 200; step++) {
    const push = await boardScreen(page);
    const { view, legal } = push;
    if (view.phase === 'over') break;
    if (legal.some((a) => a.type === 'propose') && !proposed) {
      proposed = true;
      await page.getByTestId('negotiate').click();
      const editor = page.getByTestId('proposal-editor');
      await expect(editor).toBeVisible();
      const defender = view.legions.find((l) => l.marker === view.engagement?.defender);
      // the defender's chips come after the attacker's: mark all of them as lost
      const chips = editor.locator('button.chip');
      const total = await chips.count();
      for (let i = total - (defender?.height ?? 0); i < total; i++) await chips.nth(i).click();
      await shot(page, '25-proposal-editor');
      await page.getByTestId('propose').click();
      await waitForChange(page, view.stateId);
      continue;
    }
    if (legal.some((a) => a.type === 'accept')) {
      await expect(page.getByTestId('proposal')).toBeVisible();
      await shot(page, '26-proposal-received');
      await page.getByTestId('accept').click();
      await waitForChange(page, view.stateId);
      continue;
    }
    const action = chooseAction(view, legal);
    if (!action) {
      await page.waitForTimeout(100);
      continue;
    }
    await perform(page, push, action);
    await waitForChange(page, view.stateId);
  }
  expect(proposed).toBe(true);
  await expect(page.getByTestId('game-over')).toBeVisible();
  await shot(page, '27-game-over-agreement');
});
