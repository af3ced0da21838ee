// A remote player's page offers none of the host's commands, which the host would refuse: the TITAN game-over dialog
// shows the result without Save, Play again or Quit, and the Arena table has no file bar (Save, Save as, Download,
// Quit); the host's own page still offers them.
// Skipped without `ip netns` (the remote browser plays from another address, as in e2e/lan.spec.ts).
import { expect, test } from './fixture.js';
import type { Action } from '../engine/titan/actions.js';
import type { GameState } from '../engine/titan/state.js';
import { titanModule } from '../games/index.js';
import { encodeGame } from '../host/save-codec.js';
import { prng } from '../tests/prng.js';
import { startLanNetwork, type LanNetwork } from './lan-net.js';

let net: LanNetwork | null = null;

test.beforeAll(async () => {
  net = await startLanNetwork();
});

test.afterAll(async () => {
  await net?.stop();
});

/** A finished two-human game (a §21 turn limit ends it), as save-file text. */
function finishedGame(): string {
  const setup = titanModule.setupSchema.parse({
    variant: 'titan',
    players: [{ color: 'Red', name: 'Ann' }, { color: 'Blue', name: 'Bob' }],
    options: { balancedTowers: false, mulligan: false, infoMode: 'revealed', pointTarget: null, turnLimit: 2 },
    seed: 4,
  });
  let { state } = titanModule.createGame(setup) as { state: GameState };
  const actions: Action[] = [];
  const rnd = prng(4);
  for (let step = 0; step < 5000 && state.phase !== 'over'; step++) {
    const actor = titanModule.actors(state)[0] ?? '';
    const legal = titanModule.legalActions(state, actor).filter((a) => a.type !== 'undo');
    const action = legal[Math.floor(rnd() * legal.length)] as Action;
    const r = titanModule.apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state as GameState;
    actions.push(action);
  }
  if (state.phase !== 'over') throw new Error('the game did not end');
  const meta = { gameId: 'remote-over', title: 'Ann · Bob', kinds: ['human', 'human'], createdAt: '2026-01-01T00:00:00.000Z' };
  return encodeGame(titanModule, meta, { setup, actions, base: null, state, updatedAt: '2026-01-01T00:00:00.000Z', app: 'e2e' });
}

test('a remote page\'s game-over dialog offers no Save, Play again or Quit of the host', async ({ page }) => {
  test.skip(net?.skip != null, net?.skip ?? '');
  const { remote, hostUrl } = net as LanNetwork & { remote: NonNullable<LanNetwork['remote']> };
  await page.goto(hostUrl);
  await page.getByTestId('open').click();
  await page.getByTestId('open-file').setInputFiles({ name: 'over.titan', mimeType: 'application/json', buffer: Buffer.from(finishedGame()) });
  // two humans at the host's screen: the result is shown after the hand-off
  await page.getByTestId('handoff-ready').click();
  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible();
  await expect(over.getByTestId('over-save')).toBeVisible();
  await expect(over.getByTestId('play-again')).toBeVisible();
  // the dialog covers the board: the File menu is reached by its events
  await page.getByTestId('file-menu').dispatchEvent('click');
  await page.getByTestId('menu-host-network').dispatchEvent('click');
  await page.getByTestId('lan-seat-Blue').check();
  await page.getByTestId('lan-start').click();
  const link = await page.getByTestId('lan-url-Blue').inputValue();

  const guest = await remote.newPage({ viewport: { width: 1440, height: 900 } });
  await guest.goto(link);
  await expect(guest.getByTestId('remote-bar')).toBeVisible();
  const remoteOver = guest.getByTestId('game-over');
  await expect(remoteOver).toBeVisible();
  await expect(remoteOver.locator('h1')).toHaveText(await over.locator('h1').innerText());
  await expect(remoteOver.getByTestId('over-save')).toHaveCount(0);
  await expect(remoteOver.getByTestId('play-again')).toHaveCount(0);
  await expect(remoteOver.getByTestId('over-quit')).toHaveCount(0);
  await guest.close();
  await page.getByTestId('lan-stop').click();
});

test('a remote page of an Arena game has no file bar of the host', async ({ page }) => {
  test.skip(net?.skip != null, net?.skip ?? '');
  const { remote, hostUrl } = net as LanNetwork & { remote: NonNullable<LanNetwork['remote']> };
  await page.goto(hostUrl);
  await page.getByTestId('arena').click();
  const kinds = page.getByTestId('arena-seat-kind');
  await expect(kinds.first()).toBeVisible();
  while ((await kinds.count()) > 2) await kinds.last().locator('xpath=ancestor::tr').getByRole('button').click();
  for (let i = 0; i < 2; i++) await kinds.nth(i).selectOption('human');
  await page.getByTestId('arena-start').click();
  await page.getByTestId('arena-handoff-ready').click();
  await expect(page.getByTestId('arena-save')).toBeVisible();
  await page.getByTestId('host-network').click();
  await page.getByTestId('lan-seat-p2').check();
  await page.getByTestId('lan-start').click();
  const link = await page.getByTestId('lan-url-p2').inputValue();
  await page.getByTestId('lan-close').click();

  const guest = await remote.newPage({ viewport: { width: 1440, height: 900 } });
  await guest.goto(link);
  await expect(guest.getByTestId('remote-bar')).toBeVisible();
  await expect(guest.getByTestId('arena-table')).toBeVisible();
  for (const id of ['arena-save', 'arena-save-as', 'arena-download', 'arena-quit']) await expect(guest.getByTestId(id)).toHaveCount(0);
  await guest.close();
  await page.getByTestId('host-network').click();
  await page.getByTestId('lan-stop').click();
});
