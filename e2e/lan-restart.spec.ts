// Browser mode's restarts (issue 13 item 10): a tab whose server stops says so, and when the server starts again on
// its last port (with its last token, both kept in the data folder) the tab reconnects by itself and shows the game
// being played again, reopened from its autosave at the very same state.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixture.js';
import { screenState } from './helpers.js';
import { serve, stop } from './own-server.js';
import { boardScreen, startGame } from './play.js';

test('a tab says the server is gone, and comes back to the same game when it restarts on the same port', async ({ page }) => {
  test.setTimeout(180_000);
  const data = mkdtempSync(join(tmpdir(), 'titan-restart-e2e-'));
  let server = await serve(data);
  try {
    const first = server.url;
    await page.goto(first);
    await startGame(page, 9, 50);
    const before = await boardScreen(page);
    const gameId = (await screenState(page))?.game?.gameId ?? null;
    expect(gameId).not.toBeNull();
    await stop(server.child);
    await expect(page.getByTestId('connection-banner')).toHaveAttribute('data-state', 'lost');
    server = await serve(data);
    expect(server.url).toBe(first);
    await expect(page.getByTestId('connection-banner')).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(async () => (await screenState(page))?.game?.gameId ?? null, { timeout: 30_000 }).toBe(gameId);
    expect((await boardScreen(page)).view.stateId).toBe(before.view.stateId);
  } finally {
    await stop(server.child);
    rmSync(data, { recursive: true, force: true });
  }
});
