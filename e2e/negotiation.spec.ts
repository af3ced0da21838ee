// Negotiation through the UI (§9.3): the defender proposes an agreement in the proposal editor, the attacker sees it
// after the hand-off and accepts; the defender's Titan legion is given up, which ends the two-player game. Everything
// else is played by the scripted player of e2e/play.ts, from what the page shows.
import { expect, test } from './fixture.js';
import { openApp, settled, shot, waitForChange } from './helpers.js';
import { boardScreen, playStep, startGame } from './play.js';

test('the defender proposes, the attacker accepts', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page);
  await startGame(page, 9, 50);
  let proposed = false;
  let accepted = false;
  for (let step = 0; step < 300; step++) {
    const { view } = await boardScreen(page);
    if (view.phase === 'over') break;
    await settled(page);
    if (!proposed && (await page.getByTestId('negotiate').isVisible())) {
      proposed = true;
      await page.getByTestId('negotiate').click();
      const editor = page.getByTestId('proposal-editor');
      await expect(editor).toBeVisible();
      // the defender gives up all of his characters
      const chips = page.getByTestId('proposal-defender').locator('button.chip');
      for (let i = 0; i < (await chips.count()); i++) await chips.nth(i).click();
      await shot(page, '25-proposal-editor');
      await page.getByTestId('propose').click();
      await waitForChange(page, view.stateId);
      continue;
    }
    if (await page.getByTestId('accept').isVisible()) {
      await expect(page.getByTestId('proposal')).toBeVisible();
      await shot(page, '26-proposal-received');
      await page.getByTestId('accept').click();
      accepted = true;
      await waitForChange(page, view.stateId);
      continue;
    }
    await playStep(page);
    await waitForChange(page, view.stateId);
  }
  expect(proposed && accepted).toBe(true);
  await expect(page.getByTestId('game-over')).toBeVisible();
  await shot(page, '27-game-over-agreement');
});
