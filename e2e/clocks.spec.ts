// §21 clocks at the table: a game time limit and turn clocks chosen in the new-game screen, shown in the header and
// counted down there; a Movement Phase left to run out is ended by the host (a legion moved for the player) and the
// log says why.
import { expect, test } from './fixture.js';
import { openApp, shot, windowShots } from './helpers.js';
import { play } from './play.js';

/** A new game of Ann (human) against a random computer player, with the clocks the test sets. */
async function clockedGame(page: import('@playwright/test').Page, movementSeconds: number): Promise<void> {
  await page.getByTestId('new-game').click();
  await page.getByTestId('seat-name-0').fill('Ann');
  await page.getByTestId('seat-kind-1').selectOption('random');
  await page.getByTestId('seed').fill('11');
  await page.getByTestId('time-limit').check();
  await page.getByTestId('time-limit-hours').fill('1');
  await page.getByTestId('time-limit-minutes').fill('30');
  await page.getByTestId('turn-clocks').check();
  await expect(page.getByTestId('clock-movement')).toHaveValue('180');
  await expect(page.getByTestId('clock-maneuver')).toHaveValue('60');
  await expect(page.getByTestId('clock-first-maneuver')).toHaveValue('120');
  await page.getByTestId('clock-movement').fill(String(movementSeconds));
  await shot(page, 'clocks-new-game');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('initial-split')).toBeVisible();
}

test('§21 clocks: the time limit and the Movement Phase clock show in the header and count down', async ({ page }) => {
  await openApp(page);
  await clockedGame(page, 600);
  const game = page.getByTestId('clock-game');
  await expect(game).toHaveText(/^Time left 1:(29|30):\d\d$/);
  await expect(page.getByTestId('time-limit-note')).toContainText('1:30:00');
  await play(page, 'initialSplit');
  await expect(page.getByTestId('roll')).toBeVisible();
  await play(page, 'roll');
  const turn = page.getByTestId('clock-turn');
  await expect(turn).toHaveText(/^Ann: (10:00|9:5\d)$/);
  const first = await turn.textContent();
  // counted down on the page between the host's words
  await expect(turn).not.toHaveText(first ?? '');
  await windowShots(page, 'clocks');
  // away in the Settings and back (the language switches): the clock went on, it did not start again
  const seconds = (text: string | null): number => {
    const [m, sec] = (text ?? '').replace('Ann: ', '').split(':').map(Number);
    return (m ?? 0) * 60 + (sec ?? 0);
  };
  expect(seconds(await turn.textContent())).toBeLessThan(seconds(first) - 1);
});

test('§21 a Movement Phase left to run out ends by itself: a legion is moved for the player, the log says why', async ({ page }) => {
  await openApp(page);
  await clockedGame(page, 2);
  await play(page, 'initialSplit');
  await play(page, 'roll');
  await expect(page.getByTestId('clock-turn')).toBeVisible();
  await expect(page.getByTestId('event-log')).toContainText("Ann's Movement Phase ran out of time.");
  await expect(page.getByTestId('turn-info')).not.toContainText('Movement');
});

test('28.3 Gods of Titan takes the same clocks: chosen in its lobby, shown in its header and players panel', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('gods').click();
  const kinds = page.getByTestId('gods-seat-kind');
  await expect(kinds).toHaveCount(3);
  for (const i of [0, 1]) await kinds.nth(i).selectOption('normal');
  await kinds.nth(2).selectOption('human');
  await page.getByTestId('time-limit').check();
  await page.getByTestId('time-limit-hours').fill('3');
  await page.getByTestId('time-limit-minutes').fill('0');
  await page.getByTestId('turn-clocks').check();
  await page.getByTestId('clock-maneuver').fill('0');
  // a clock of 0 s is refused before the game starts
  await expect(page.getByTestId('gods-start')).toBeDisabled();
  await page.getByTestId('clock-maneuver').fill('90');
  await shot(page, 'clocks-gods-lobby');
  await page.getByTestId('gods-start').click();
  await expect(page.getByTestId('clock-game')).toHaveText(/^Time left (3:00:00|2:59:\d\d)$/);
  await expect(page.getByTestId('time-limit-note')).toContainText('3:00:00');
  await shot(page, 'clocks-gods-game');
});
