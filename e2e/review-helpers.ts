// What the review specs share (e2e/review.spec.ts, e2e/records.spec.ts): the host's API as the page's own server
// answers it, the board the host's review has at a step, and the wait until the review window shows a step whose
// board draws what the host's does.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixture.js';
import { createBrowserClient } from '../host/browser-client.js';
import type { TitanApi } from '../host/contract.js';
import { boardMarks } from './helpers.js';

/** The host's API as the page's own server answers it. */
export function host(): TitanApi {
  const url = new URL(process.env.TITAN_URL ?? '');
  return createBrowserClient({ base: url.origin, token: url.searchParams.get('token') ?? '' });
}

/** What the host's review board at log index `index` (null: the start) draws: during a battle each counter's hex,
 * else each legion's land. */
export async function hostBoard(gameId: string, index: number | null): Promise<{ pieces: Record<string, string | null> } | { markers: Record<string, number> }> {
  const r = await host().reviewBoard({ gameId, index });
  if (!r.ok) throw new Error(r.error.message);
  type Pieces = { readonly pieces: readonly { id: string; hex: string | null }[] };
  const view = r.value.view as { legions: readonly { marker: string; land: number }[]; battle?: Pieces | null; engagement?: { battle: Pieces | null } | null };
  const battle = view.battle ?? view.engagement?.battle ?? null;
  if (battle) return { pieces: Object.fromEntries(battle.pieces.map((p) => [p.id, p.hex])) };
  return { markers: Object.fromEntries(view.legions.map((l) => [l.marker, l.land])) };
}

/** The log index of the step the window shows (null: the start), once its board has come. */
export async function shownIndex(window: Locator): Promise<number | null> {
  const at = await window.getAttribute('data-review-index');
  return at === 'null' ? null : Number(at);
}

/** Waits until the window shows the step of entry `entry` (its data-index) and its board draws that step's legions
 * or battle counters where the host's board has them. */
export async function atStep(page: Page, window: Locator, gameId: string, entry: string): Promise<void> {
  await expect(window).toHaveAttribute('data-review-index', entry === 'start' ? 'null' : entry);
  await expect(window.locator('[data-testid="review-entry"][aria-current="step"]')).toHaveAttribute('data-index', entry);
  const want = await hostBoard(gameId, await shownIndex(window));
  const key = 'pieces' in want ? 'pieces' : 'markers';
  await expect.poll(async () => ({ [key]: ((await boardMarks(page)) as Record<string, unknown> | null)?.[key] })).toEqual(want);
}

/** Steps the open review by the keyboard — Home, → , ↓, ←, End — each step's board checked against the host's; `idx`
 * gives an entry's data-index by its place in the move list, `last` the last one's. */
export async function stepByKeys(page: Page, window: Locator, gameId: string, idx: (i: number) => Promise<string>, last: string): Promise<void> {
  await page.keyboard.press('Home');
  await atStep(page, window, gameId, 'start');
  await page.keyboard.press('ArrowRight');
  await atStep(page, window, gameId, await idx(1));
  await page.keyboard.press('ArrowDown');
  await atStep(page, window, gameId, await idx(2));
  await page.keyboard.press('ArrowLeft');
  await atStep(page, window, gameId, await idx(1));
  await page.keyboard.press('End');
  await atStep(page, window, gameId, last);
}

/** The open review window's move list once its first board has come (more than ten entries), checked to open at its
 * last step: the entries, their count, an entry's data-index by its place, and the last one's. */
export async function openedAtLast(page: Page, gameId: string): Promise<{ window: Locator; entries: Locator; count: number; idx: (i: number) => Promise<string>; last: string }> {
  const window = page.getByTestId('review-window');
  await expect(window).toBeVisible();
  // the steps are listed once the window's first board has come
  await expect(window).not.toHaveAttribute('data-review-index', '');
  const entries = window.getByTestId('review-entry');
  const count = await entries.count();
  expect(count).toBeGreaterThan(10);
  const idx = async (i: number): Promise<string> => (await entries.nth(i).getAttribute('data-index')) ?? '';
  const last = await idx(count - 1);
  await atStep(page, window, gameId, last);
  return { window, entries, count, idx, last };
}
