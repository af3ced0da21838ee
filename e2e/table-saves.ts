// Positions for the table specs: a two-human TITAN game played by seeded random legal actions until a wanted
// position, written as save-file text and opened through the Open dialog's upload, so a spec starts where the rule it
// checks shows (a strike-back, a flee, a carry) instead of playing there through the page.
import { expect, type Page } from '@playwright/test';
import type { Action } from '../engine/titan/actions.js';
import type { GameState } from '../engine/titan/state.js';
import { titanModule } from '../games/index.js';
import { encodeGame } from '../host/save-codec.js';
import { prng } from '../tests/prng.js';

/** What the random players never do: take back, flee, concede or negotiate (their battles are fought out). */
const AVOIDED = new Set<Action['type']>(['undo', 'flee', 'concede', 'propose', 'accept']);

/** A position of a table spec: the save-file text and the state it holds. */
export interface TablePosition {
  readonly text: string;
  readonly state: GameState;
}

/** The position of a game (Ann Red, Bob Blue, both human) played from `seed` until `stop` holds before an action. */
export function saveWhere(seed: number, stop: (s: GameState, legal: readonly Action[]) => boolean): TablePosition {
  const setup = titanModule.setupSchema.parse({
    variant: 'titan',
    players: [{ color: 'Red', name: 'Ann' }, { color: 'Blue', name: 'Bob' }],
    options: { balancedTowers: false, mulligan: true, infoMode: 'revealed', pointTarget: null, turnLimit: null },
    seed,
  });
  let { state } = titanModule.createGame(setup) as { state: GameState };
  const actions: Action[] = [];
  const rnd = prng(seed);
  for (let step = 0; step < 20_000; step++) {
    const actor = titanModule.actors(state)[0];
    if (actor === undefined) break;
    const legal = titanModule.legalActions(state, actor) as Action[];
    if (stop(state, legal)) {
      const meta = { gameId: `table${seed}`, title: 'Ann · Bob', kinds: ['human', 'human'], createdAt: '2026-01-01T00:00:00.000Z' };
      return { text: encodeGame(titanModule, meta, { setup, actions, base: null, state, updatedAt: '2026-01-01T00:00:00.000Z', app: 'e2e' }), state };
    }
    const forward = legal.filter((a) => !AVOIDED.has(a.type));
    const pool = forward.length > 0 ? forward : legal;
    const action = pool[Math.floor(rnd() * pool.length)] as Action;
    const r = titanModule.apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state as GameState;
    actions.push(action);
  }
  throw new Error(`seed ${seed} never reached the wanted position`);
}

/** Opens save text through the Open dialog's upload and passes the hand-off to the seat the game waits for. */
export async function openText(page: Page, text: string): Promise<void> {
  await page.getByTestId('open').click();
  await page.getByTestId('open-file').setInputFiles({ name: 'table.titan', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByTestId('handoff-ready').click();
  await expect(page.getByTestId('turn-info')).toBeVisible();
}

/** Quits the game to the start screen (saying yes to unsaved changes), so the next spec starts there too. */
export async function leave(page: Page): Promise<void> {
  await page.getByTestId('file-menu').click();
  await page.getByTestId('menu-quit').click();
  await expect(page.getByTestId('quit-dialog').or(page.getByTestId('new-game'))).toBeVisible();
  if (await page.getByTestId('quit-dialog').isVisible()) await page.getByTestId('quit-yes').click();
  await expect(page.getByTestId('new-game')).toBeVisible();
}
