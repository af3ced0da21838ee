// Titan: The Arena through the real UI in browser mode: one human against easy, normal and hard computer players,
// started from the Arena lobby, played to game over by clicking the legal plays the screen lights up, saved by name
// in the middle of a round, reloaded and continued. A second test shows the hot-seat hand-off between two humans.
// Until the app routes to the Arena screen, this suite builds the Arena screen's own entry (renderer/arena/index.html)
// into dist/arena-e2e and serves it with the real host (host/serve.ts) on a fresh data folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ArenaScreenState } from '../renderer/arena/testHook.js';
import { shot } from './helpers.js';

let server: ChildProcess | null = null;
let url = '';
let data = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const out = resolve('dist/arena-e2e');
  const build = spawnSync('npx', ['vite', 'build', 'renderer/arena', '-c', 'vite.config.ts', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the Arena entry failed');
  data = mkdtempSync(join(tmpdir(), 'titan-arena-e2e-'));
  const urlFile = join(data, 'url.txt');
  server = spawn('npx', ['tsx', 'host/serve.ts', '--port', '0', '--data', data, '--static', out, '--url-file', urlFile], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const until = Date.now() + 60_000;
  while (Date.now() < until && !(existsSync(urlFile) && readFileSync(urlFile, 'utf8').trim())) await new Promise((r) => setTimeout(r, 100));
  url = readFileSync(urlFile, 'utf8').trim();
});

test.afterAll(() => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (data) rmSync(data, { recursive: true, force: true });
});

/** What the Arena screen shows (its test hook). */
async function screen(page: Page): Promise<ArenaScreenState | null> {
  return page.evaluate(() => window.__arenaScreen?.() ?? null);
}

/** Opens the Arena lobby with computer moves undelayed and the language set. */
async function openLobby(page: Page, language = 'en'): Promise<void> {
  await page.goto(url);
  await page.evaluate(async (lang) => {
    await fetch('/api/setSettings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ patch: { aiDelayMs: 0, language: lang } }) });
  }, language);
  await page.reload();
  await expect(page.getByTestId('arena-lobby')).toBeVisible();
}

/** Waits until the screen shows a newer state than `stateId`, a hand-off, or game over. */
async function waitForChange(page: Page, stateId: number): Promise<void> {
  await expect
    .poll(async () => {
      const s = await screen(page);
      if (!s || s.handoff) return -1;
      return s.push?.view.phase === 'over' ? -2 : (s.push?.view.stateId ?? stateId);
    }, { timeout: 15_000, intervals: [30, 60, 120] })
    .not.toBe(stateId);
}

/** Plays one legal action with the clicks a player would make: a lit hand card then its action, or an action button. */
async function playOne(page: Page, rnd: () => number): Promise<void> {
  const cards = page.getByTestId('arena-hand').locator('button.card.legal');
  const buttons = page.getByTestId('arena-act');
  const nCards = await cards.count();
  const nButtons = await buttons.count();
  if (nCards > 0 && (nButtons === 0 || rnd() < 0.75)) {
    await cards.nth(Math.floor(rnd() * nCards)).click();
    const withCard = page.getByTestId('arena-act');
    await expect(withCard.first()).toBeVisible();
    const n = await withCard.count();
    await withCard.nth(Math.floor(rnd() * n)).click();
    return;
  }
  // prefer moving on over optional bets and abilities half of the time, so games look like real play
  const labels = await buttons.allTextContents();
  const keys = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('data-key') ?? ''));
  const nonBid = keys.map((k, i) => ({ k, i })).filter(({ k }) => !k.includes('"bid"') || rnd() < 0.15);
  const pool = nonBid.length > 0 ? nonBid : keys.map((k, i) => ({ k, i }));
  const { i } = pool[Math.floor(rnd() * pool.length)];
  expect(labels[i]).toBeTruthy();
  await buttons.nth(i).click();
}

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('one human against three computer players: play, save mid-round, reload, continue, game over', async ({ page }) => {
  test.setTimeout(420_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openLobby(page);
  await shot(page, 'arena-01-lobby');
  await page.getByTestId('arena-start').click();
  await expect(page.getByTestId('arena-table')).toBeVisible();

  const rnd = prng(11);
  const seen = new Set<string>();
  const once = async (name: string): Promise<void> => {
    if (seen.has(name)) return;
    seen.add(name);
    await shot(page, name);
  };
  let savedAt: number | null = null;
  for (let step = 0; step < 1500; step++) {
    const s = await screen(page);
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
    if (view.phase === 'bidding') await once('arena-02-bidding');
    if (view.step === 'play' && view.round >= 2 && !seen.has('arena-03-card-chosen')) {
      await page.getByTestId('arena-hand').locator('button.card.legal').first().click();
      await once('arena-03-card-chosen');
      await page.getByTestId('arena-hand').locator('button.card.legal').first().click(); // deselect again
    }
    if (view.step === 'ability') await once('arena-04-ability');
    if (view.step === 'discard') await once('arena-05-discard');

    // Save in the middle of round 2 at the start of the human's turn, reload the page and continue from the lobby.
    if (savedAt === null && view.phase === 'play' && view.round === 2 && view.step === 'bet') {
      await page.getByTestId('arena-save').click();
      await page.getByTestId('arena-save-name').fill('Arena mid-round');
      await page.getByTestId('arena-save-confirm').click();
      await expect(page.getByRole('status')).toContainText('Arena mid-round');
      await once('arena-06-saved');
      savedAt = view.stateId;
      const hand = view.hand;
      await page.reload();
      await expect(page.getByTestId('arena-continue')).toBeVisible();
      await once('arena-07-continue');
      await page.getByTestId('arena-continue').click();
      await expect.poll(async () => (await screen(page))?.push?.view.stateId ?? -1).toBe(savedAt);
      expect((await screen(page))?.push?.view.hand).toEqual(hand);
      await once('arena-08-continued');
      continue;
    }
    await playOne(page, rnd);
    await waitForChange(page, view.stateId);
  }
  const end = await screen(page);
  expect(end?.push?.view.phase).toBe('over');
  expect(savedAt).not.toBeNull();
  await expect(page.getByTestId('arena-over')).toBeVisible();
  await expect(page.getByTestId('arena-ducats')).toHaveCount(4);
  await shot(page, 'arena-09-game-over');
  expect(errors).toEqual([]);
});

test('two humans: the hand-off hides the cards until the next player is ready (German UI)', async ({ page }) => {
  await openLobby(page, 'de');
  await page.getByTestId('arena-seat-kind').nth(1).selectOption('human');
  await page.getByTestId('arena-seat-name').nth(1).fill('Bea');
  await page.getByTestId('arena-start').click();
  await expect(page.getByTestId('arena-handoff')).toBeVisible();
  await expect(page.getByTestId('arena-hand')).toHaveCount(0);
  await shot(page, 'arena-10-handoff-de');
  await page.getByTestId('arena-handoff-ready').click();
  await expect(page.getByTestId('arena-hand')).toBeVisible();
  const first = (await screen(page))?.push;
  expect(first?.view.hand.length).toBe(8);
  await shot(page, 'arena-11-table-de');
  // the first human passes the auction; when the second human must act, the screen is handed over again
  for (let i = 0; i < 40; i++) {
    const s = await screen(page);
    if (s?.handoff && s.handoff.seat !== first?.seat) break;
    if (s?.push && s.push.legal.length > 0) {
      await page.getByTestId('arena-act').filter({ hasText: 'Passen' }).first().click();
      await waitForChange(page, s.push.view.stateId);
    } else await page.waitForTimeout(50);
  }
  const s = await screen(page);
  expect(s?.handoff?.name).toBe('Bea');
  await expect(page.getByTestId('arena-hand')).toHaveCount(0);
});
