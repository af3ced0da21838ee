// Gods of Titan trade (rules 7) and quitting (28.11) as a player reaches them: a saved 3-player hot-seat game in red's
// Movement Phase, the Trade window opened, an offer composed to green from what the window lists (Lifegems to give, a
// spell to ask), sent and withdrawn; then the Quit control, its in-app confirmation, and red out of the game. The
// screenshots go to /tmp/shots-gods/trade.png and quit.png.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import { godsModule } from '../games/gods.js';
import { encodeGame } from '../host/save-codec.js';
import type { GodsScreenState } from '../renderer/gods/testHook.js';
import { edit, started } from '../tests/gods/game-helpers.js';
import { openApp } from './helpers.js';
import { capture } from './shots.js';

const SHOTS = '/tmp/shots-gods';

async function godsScreen(page: Page): Promise<GodsScreenState | null> {
  return page.evaluate(() => window.__godsScreen?.() ?? null);
}

/** Red's Movement Phase of round 1, every seat holding 30 Lifegems; red and green human, blue a computer seat. */
function tradeSave(): string {
  const state = edit(started(3), (d) => {
    for (const p of d.players) p.lifegems = 30;
  });
  const setup = { players: ['red', 'green', 'blue'].map((id) => ({ id, name: id })), seed: 1, towers: null };
  const now = new Date().toISOString();
  const meta = { gameId: 'gods-e2e-trade', title: 'Gods of Titan: trade', kinds: ['human', 'human', 'random'], createdAt: now };
  const path = join(mkdtempSync(join(tmpdir(), 'gods-e2e-')), 'game.json');
  writeFileSync(path, encodeGame(godsModule as never, meta, { setup, actions: [], base: { index: 0, state }, state, updatedAt: now, app: 'e2e' }));
  return path;
}

test('Gods of Titan: an offer composed in the Trade window, sent and withdrawn; the Quit control asks first, then red leaves the game', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('open').click();
  await page.getByTestId('open-file').setInputFiles(tradeSave());
  await expect(page.getByTestId('open-file')).toHaveCount(0);
  await page.getByTestId('gods-handoff-ready').click();
  await expect(page.getByTestId('gods-board')).toBeVisible();

  await page.getByTestId('gods-trade-open').click();
  await expect(page.getByTestId('gods-trade')).toBeVisible();
  await page.locator('[data-testid="gods-trade-partner"][data-seat="green"]').click();
  await page.getByTestId('gods-trade-give-lifegems').fill('12');
  const asked = page.getByTestId('gods-trade-ask-spell');
  const spell = await asked.locator('option').nth(1).getAttribute('value');
  await asked.selectOption(spell ?? '');
  await expect(page.getByTestId('gods-trade-summary')).toContainText('12 Lifegems');
  await expect(page.getByTestId('gods-trade-summary')).not.toContainText(spell ?? '-'); // the spell by its name, not its id
  mkdirSync(SHOTS, { recursive: true });
  await capture(page, `${SHOTS}/trade.png`);
  await page.getByTestId('gods-trade-send').click();
  await expect.poll(async () => (await godsScreen(page))?.push?.view.offers).toEqual([
    { from: 'red', to: 'green', gives: { lifegems: 12, spells: [], characters: [], permissions: [] }, asks: { lifegems: 0, spells: [spell], characters: [], permissions: [] } },
  ]);
  await expect(page.getByTestId('gods-trade-offer')).toHaveCount(1);
  await expect(page.getByTestId('gods-trade-pending')).toHaveText('1');
  await page.getByTestId('gods-trade-withdraw').click();
  await expect.poll(async () => (await godsScreen(page))?.push?.view.offers.length).toBe(0);
  await page.getByTestId('gods-trade-close').click();

  await page.getByTestId('gods-giveup').click();
  await expect(page.getByTestId('gods-giveup-confirm')).toBeVisible();
  await capture(page, `${SHOTS}/quit.png`);
  await page.getByTestId('gods-giveup-yes').click();
  await expect.poll(async () => {
    const s = await godsScreen(page);
    return s?.handoff?.seat ?? s?.push?.view.players.find((p) => p.id === 'red')?.out;
  }).toBeTruthy();
  if ((await godsScreen(page))?.handoff) await page.getByTestId('gods-handoff-ready').click();
  await expect.poll(async () => (await godsScreen(page))?.push?.view.players.find((p) => p.id === 'red')?.out).toBe(true);
  await page.getByTestId('gods-quit').click();
});
