// Titan: The Arena through the real app in browser mode, as a player reaches it: Start → Arena, one human against
// easy, normal and hard computer players, played to game over by clicking the legal plays the screen lights up, saved
// by name in the middle of a round, the page reloaded and the game continued from the start screen's Continue. A
// second test shows the hot-seat hand-off between two humans in the German UI. Settings are changed on the Settings
// screen and put back afterwards, since the specs of a worker share its server (e2e/fixture.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import type { ArenaScreenState } from '../renderer/arena/testHook.js';
import { prng } from '../tests/prng.js';
import { openApp, shot } from './helpers.js';

/** The settings these tests change. */
interface Prefs {
  language: string;
  aiDelayMs: number;
}

/** The settings found before a test changed them; the test's teardown restores them. */
let found: Prefs | null = null;

/** Sets the language and the computer move delay on the Settings screen, from and back to the start screen. */
async function changeSettings(page: Page, want: Prefs): Promise<void> {
  await page.getByTestId('settings').click();
  const language = page.getByTestId('language');
  const delay = page.locator('#delay');
  await expect(delay).toBeVisible();
  found ??= { language: await language.inputValue(), aiDelayMs: Number(await delay.inputValue()) };
  await language.selectOption(want.language);
  await delay.fill(String(want.aiDelayMs));
  await delay.blur();
  await page.getByTestId('back').click();
  // the settings screen shows what the host stored
  await page.getByTestId('settings').click();
  await expect(page.getByTestId('language')).toHaveValue(want.language);
  await expect(page.locator('#delay')).toHaveValue(String(want.aiDelayMs));
  await page.getByTestId('back').click();
  await expect(page.getByTestId('arena')).toBeVisible();
}

test.afterEach(async ({ page }) => {
  if (!found) return;
  const restore = found;
  await openApp(page);
  await changeSettings(page, restore);
  found = null;
});

/** What the Arena screen shows (its test hook), null outside the Arena screen. */
async function arenaScreen(page: Page): Promise<ArenaScreenState | null> {
  return page.evaluate(() => window.__arenaScreen?.() ?? null);
}

/** Opens the app with the given settings and goes Start → Arena, to the Arena lobby. */
async function openArenaLobby(page: Page, prefs: Prefs, startShot?: string): Promise<void> {
  await openApp(page);
  await changeSettings(page, prefs);
  if (startShot) await shot(page, startShot);
  await page.getByTestId('arena').click();
  await expect(page.getByTestId('arena-lobby')).toBeVisible();
}

/** Waits until the screen shows a newer state than `stateId`, a hand-off, or game over. */
async function waitForChange(page: Page, stateId: number): Promise<void> {
  await expect
    .poll(async () => {
      const error = await page.evaluate(() => document.querySelector('[data-testid="arena-error"]')?.textContent ?? null);
      if (error) throw new Error(`the host refused the play: ${error}`);
      const s = await arenaScreen(page);
      if (!s || s.handoff) return -1;
      return s.push?.view.phase === 'over' ? -2 : (s.push?.view.stateId ?? stateId);
    }, { timeout: 15_000, intervals: [30, 60, 120] })
    .not.toBe(stateId);
}

/** Plays one legal action with the clicks a player would make: a lit hand card then its action, or an action button.
 * A lit card among the three the Titan took is a play by itself (the one kept): after its click the state moves on. */
async function playOne(page: Page, rnd: () => number): Promise<void> {
  const cards = page.getByTestId('arena-hand').locator('button.card.legal');
  const buttons = page.getByTestId('arena-act');
  const nCards = await cards.count();
  const nButtons = await buttons.count();
  if (nCards > 0 && (nButtons === 0 || rnd() < 0.75)) {
    const stateShown = (): Promise<string | null> => page.locator('.arena-screen').getAttribute('data-state-id');
    const shown = await stateShown();
    await cards.nth(Math.floor(rnd() * nCards)).click();
    const withCard = page.getByTestId('arena-act');
    await expect.poll(async () => (await withCard.count()) > 0 || (await stateShown()) !== shown).toBe(true);
    if ((await stateShown()) !== shown) return;
    const n = await withCard.count();
    await withCard.nth(Math.floor(rnd() * n)).click();
    return;
  }
  // prefer moving on over optional bets and abilities most of the time, so games look like real play
  const labels = await buttons.allTextContents();
  const keys = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('data-key') ?? ''));
  const nonBid = keys.map((k, i) => ({ k, i })).filter(({ k }) => !k.includes('"bid"') || rnd() < 0.15);
  const pool = nonBid.length > 0 ? nonBid : keys.map((k, i) => ({ k, i }));
  const { i } = pool[Math.floor(rnd() * pool.length)];
  expect(labels[i]).toBeTruthy();
  await buttons.nth(i).click();
}

test('one human against three computer players: Start → Arena, play, save mid-round, reload, Continue, game over', async ({ page }) => {
  test.setTimeout(420_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await openArenaLobby(page, { language: 'en', aiDelayMs: 0 }, 'arena-01-start');
  const kinds = ['human', 'easy', 'normal', 'hard'];
  await expect(page.getByTestId('arena-seat-kind')).toHaveCount(kinds.length);
  for (const [i, kind] of kinds.entries()) await page.getByTestId('arena-seat-kind').nth(i).selectOption(kind);
  await shot(page, 'arena-02-lobby');
  await page.getByTestId('arena-start').click();
  await expect(page.getByTestId('arena-table')).toBeVisible();
  await expect(page.locator('.app')).toHaveAttribute('data-screen', 'arena');

  const rnd = prng(11);
  const seen = new Set<string>();
  const once = async (name: string): Promise<void> => {
    if (seen.has(name)) return;
    seen.add(name);
    await shot(page, name);
  };
  let savedAt: number | null = null;
  for (let step = 0; step < 1500; step++) {
    const s = await arenaScreen(page);
    expect(s?.handoff ?? null).toBeNull();
    if (!s?.push) {
      await page.waitForTimeout(50);
      continue;
    }
    const { view, legal, seat } = s.push;
    expect(seat).toBe('p1');
    if (view.phase === 'over') break;
    if (legal.length === 0) {
      await waitForChange(page, view.stateId);
      continue;
    }
    // decide from the page only once it shows this state (its lit cards and buttons are this state's)
    await expect(page.locator('.arena-screen')).toHaveAttribute('data-state-id', String(view.stateId));
    if (view.phase === 'bidding') await once('arena-03-bidding');
    if (view.step === 'play' && view.round >= 2 && !seen.has('arena-04-table')) {
      await page.getByTestId('arena-hand').locator('button.card.legal').first().click();
      await once('arena-04-table');
      await page.getByTestId('arena-hand').locator('button.card.legal').first().click(); // deselect again
    }
    if (view.step === 'ability') await once('arena-05-ability');
    if (view.step === 'discard') await once('arena-06-discard');

    // Save in the middle of round 2 at the start of the human's turn, reload the page and continue from the start screen.
    if (savedAt === null && view.phase === 'play' && view.round === 2 && view.step === 'bet') {
      await page.getByTestId('arena-save').click();
      await page.getByTestId('arena-save-name').fill('Arena mid-round');
      await page.getByTestId('arena-save-confirm').click();
      await expect(page.getByRole('status')).toContainText('Arena mid-round');
      await once('arena-07-saved');
      savedAt = view.stateId;
      const hand = view.hand;
      const title = s.game?.title ?? '';
      expect(title).not.toBe('');
      // F5 returns to the game being played; from the main menu, Continue resumes it too
      await page.reload();
      await expect(page.getByTestId('arena-table')).toBeVisible();
      await expect.poll(async () => (await arenaScreen(page))?.push?.view.stateId ?? -1).toBe(savedAt);
      expect((await arenaScreen(page))?.push?.view.hand).toEqual(hand);
      await page.getByTestId('arena-quit').click();
      const continueButton = page.getByTestId('continue');
      await expect(continueButton).toBeEnabled();
      await expect(continueButton).toHaveAttribute('title', new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
      expect(await arenaScreen(page)).toBeNull();
      await once('arena-08-continue');
      await continueButton.click();
      await expect(page.getByTestId('arena-table')).toBeVisible();
      await expect.poll(async () => (await arenaScreen(page))?.push?.view.stateId ?? -1).toBe(savedAt);
      expect((await arenaScreen(page))?.push?.view.hand).toEqual(hand);
      await expect(page.getByTestId('arena-hand').locator('button.card')).toHaveCount(hand.length);
      await once('arena-09-continued');
      continue;
    }
    await playOne(page, rnd);
    await waitForChange(page, view.stateId);
  }
  const end = await arenaScreen(page);
  expect(end?.push?.view.phase).toBe('over');
  expect(savedAt).not.toBeNull();
  await expect(page.getByTestId('arena-over')).toBeVisible();
  await expect(page.getByTestId('arena-ducats')).toHaveCount(4);
  await shot(page, 'arena-10-game-over');
  // back to the app's start screen
  await page.getByTestId('arena-quit-over').click();
  await expect(page.getByTestId('new-game')).toBeVisible();
  expect(await arenaScreen(page)).toBeNull();
  expect(errors).toEqual([]);
});

test('two humans: the hand-off hides the cards until the next player is ready (German UI)', async ({ page }) => {
  await openArenaLobby(page, { language: 'de', aiDelayMs: 0 });
  await page.getByTestId('arena-seat-kind').nth(1).selectOption('human');
  await page.getByTestId('arena-seat-name').nth(1).fill('Bea');
  await page.getByTestId('arena-start').click();
  await expect(page.getByTestId('arena-handoff')).toBeVisible();
  await expect(page.getByTestId('arena-hand')).toHaveCount(0);
  await shot(page, 'arena-11-handoff-de');
  await page.getByTestId('arena-handoff-ready').click();
  await expect(page.getByTestId('arena-hand')).toBeVisible();
  const first = (await arenaScreen(page))?.push;
  expect(first?.view.hand.length).toBe(8);
  await shot(page, 'arena-12-table-de');
  // the first human passes the auction; when the second human must act, the screen is handed over again
  for (let i = 0; i < 40; i++) {
    const s = await arenaScreen(page);
    if (s?.handoff && s.handoff.seat !== first?.seat) break;
    if (s?.push && s.push.legal.length > 0) {
      await expect(page.locator('.arena-screen')).toHaveAttribute('data-state-id', String(s.push.view.stateId));
      await page.getByTestId('arena-act').filter({ hasText: 'Passen' }).first().click();
      await waitForChange(page, s.push.view.stateId);
    } else await page.waitForTimeout(50);
  }
  const s = await arenaScreen(page);
  expect(s?.handoff?.name).toBe('Bea');
  await expect(page.getByTestId('arena-hand')).toHaveCount(0);
  await expect(page.getByTestId('arena-handoff')).toContainText('Bea');
  await shot(page, 'arena-13-handoff-second-de');
  // leave the unfinished hot-seat game the way a player would, back to the start screen
  await page.getByTestId('arena-handoff-ready').click();
  await page.getByTestId('arena-quit').click();
  await expect(page.getByTestId('new-game')).toHaveText(/Neues Spiel/);
});
