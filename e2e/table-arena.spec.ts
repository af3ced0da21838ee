// The Arena's end at the table: when the best result is shared, the tie-break that decided (§12) is shown, and
// "Play again" starts a new game with the same players; How to play covers the Arena.
import { expect, test } from './fixture.js';
import type { ArenaAction, ArenaState } from '../engine/arena/index.js';
import { arenaModule } from '../games/index.js';
import { encodeGame } from '../host/save-codec.js';
import { prng } from '../tests/prng.js';
import { openApp, setLanguage } from './helpers.js';
import { capture } from './shots.js';

/** A three-player Arena game played to its end by seeded random legal actions (seed 3 ends tied at 8 ducats). */
function finishedGame(seed: number): { text: string; state: ArenaState } {
  const setup = arenaModule.setupSchema.parse({ players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }, { id: 'p3', name: 'Cid' }], options: { tournament: false }, seed });
  let { state } = arenaModule.createGame(setup);
  const actions: ArenaAction[] = [];
  const rnd = prng(seed);
  for (let actor = arenaModule.actors(state)[0]; actor !== undefined; actor = arenaModule.actors(state)[0]) {
    const legal = arenaModule.legalActions(state, actor);
    const action = legal[Math.floor(rnd() * legal.length)] as ArenaAction;
    const r = arenaModule.apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    actions.push(action);
  }
  const meta = { gameId: `arena${seed}`, title: 'Ann · Bob · Cid', kinds: ['human', 'human', 'human'], createdAt: '2026-01-01T00:00:00.000Z' };
  return { text: encodeGame(arenaModule, meta, { setup, actions, base: null, state, updatedAt: '2026-01-01T00:00:00.000Z', app: 'e2e' }), state };
}

test('a tied Arena result shows the tie-break, and Play again starts over with the same players', async ({ page }) => {
  const game = finishedGame(3);
  const winner = game.state.players.find((p) => p.id === game.state.winner)?.name ?? '';
  await openApp(page);
  // the end of the game as it looks in German and in English, on a large and a small window
  for (const lang of ['de', 'en'] as const) {
    await setLanguage(page, lang);
    await page.getByTestId('open').click();
    await page.getByTestId('open-file').setInputFiles({ name: 'arena.titan', mimeType: 'application/json', buffer: Buffer.from(game.text) });
    await page.getByTestId('arena-handoff-ready').click();
    await expect(page.getByTestId('arena-tie-break')).toContainText(lang === 'de' ? winner : `${winner} wins as the one who played last`);
    for (const [width, height] of [[1024, 700], [1440, 900]] as const) {
      await page.setViewportSize({ width, height });
      await capture(page, `reports/screens/13/arena-tie-${lang}-${width}.png`);
    }
    if (lang === 'de') {
      await page.getByTestId('arena-quit-over').click();
      await expect(page.getByTestId('new-game')).toBeVisible();
    }
  }
  await page.getByTestId('arena-play-again').click();
  await expect(page.getByTestId('arena-over')).toHaveCount(0);
  await page.getByTestId('arena-handoff-ready').click();
  await expect(page.getByTestId('arena-quit')).toBeVisible();
  await expect(page.getByText('Ann').first()).toBeVisible();
  await page.getByTestId('arena-quit').click();
  await expect(page.getByTestId('new-game')).toBeVisible();
});

test('How to play covers the Arena', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'How to play' }).click();
  await expect(page.getByRole('heading', { name: 'Titan: The Arena' })).toBeVisible();
});
