// A human against the host's random agent: no hand-off screens, the board shows the agent's moves as they come, and
// the human's turn comes round again. The human is the scripted player of e2e/play.ts: it acts on what the page shows.
import { expect, test } from './fixture.js';
import { openApp, shot, waitForChange } from './helpers.js';
import { boardScreen, playStep } from './play.js';

test('a game against the computer', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page);
  await page.getByTestId('new-game').click();
  await page.getByTestId('seat-kind-1').selectOption('random');
  await page.getByTestId('seed').fill('5');
  await page.getByTestId('start-game').click();
  let acted = 0;
  for (let step = 0; step < 120; step++) {
    const push = await boardScreen(page);
    const { view } = push;
    if (view.phase === 'over' || (view.round >= 2 && view.activePlayer === push.seat && view.phase === 'split')) break;
    if (await playStep(page)) acted++;
    await waitForChange(page, view.stateId);
  }
  await expect(page.getByTestId('handoff')).toHaveCount(0);
  expect(acted).toBeGreaterThan(3);
  await shot(page, '28-against-the-computer');
});
