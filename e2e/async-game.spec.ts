// An asynchronous game on the always-on host (`npm run host`, issue 25 "Done when"): with the owner's mail server (a
// real SMTP listener of the test's own on 127.0.0.1), the owner page makes a TITAN game of two remote seats and a
// computer, and beside it a two-seat game with a one-minute deadline that only waits. Each remote player opens his
// link, gives his e-mail address and moves; the host restarts mid-game and the pages come back by themselves; then both
// players close their pages, and the owner gives their game a one-minute deadline that hands a late turn to the
// computer. The late seat's minute passes: the computer plays its turn and the seat returns to its player; the mails (deadline passed, your turn) are caught,
// each opens its own seat. The waiting game shows its seat overdue, and the owner changes that deadline. Everything
// the remote pages received is their own seat's view of the game (e2e/seat-views.ts): no other seat's hidden
// legions. Screenshots of the owner page and a seat page at both sizes in English and German.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { startSmtpCatcher, type CaughtMail } from '../tests/host/smtp-catcher.js';
import { freePort, hostProgram, shots } from './always-on.js';
import { expect, reportTrails, test } from './fixture.js';
import { screenState } from './helpers.js';
import { recordTraffic } from './netns.js';
import { serve, stop } from './own-server.js';
import { boardScreen, next, playStep } from './play.js';
import { expectOnlyOwnViews, hostedPositions } from './seat-views.js';

/** Fills a deadline choice (test id `choice`) with a custom one of `minutes`, no reminder, and what then happens. */
async function chooseDeadline(owner: Page, choice: string, minutes: number, then: string): Promise<void> {
  await owner.getByTestId(`${choice}-preset`).selectOption('custom');
  await owner.getByTestId(`${choice}-minutes`).fill(String(minutes));
  await owner.getByTestId(`${choice}-remind`).fill('0');
  await owner.getByTestId(`${choice}-then`).selectOption(then);
}

/** A new game from the owner page's form: `kinds` per seat, with a custom deadline of `minutes` and what then
 * happens, or none. */
async function createGame(owner: Page, kinds: readonly string[], deadline: { minutes: number; then: string } | null): Promise<Locator> {
  const before = await owner.locator('[data-testid^="owner-game-"]').count();
  await owner.getByTestId('owner-kind').selectOption('titan');
  await owner.getByTestId('owner-players').selectOption(String(kinds.length));
  for (const [i, kind] of kinds.entries()) await owner.getByTestId(`owner-seat-${i}`).selectOption(kind);
  if (deadline) await chooseDeadline(owner, 'owner-deadline', deadline.minutes, deadline.then);
  else await owner.getByTestId('owner-deadline-preset').selectOption('none');
  await owner.getByTestId('owner-create').click();
  await expect(owner.locator('[data-testid^="owner-game-"]')).toHaveCount(before + 1);
  return owner.locator('[data-testid^="owner-game-"]').nth(before);
}

/** The seat links a game's panel on the owner page shows. */
async function linksOf(game: Locator): Promise<string[]> {
  return game.locator('[data-testid^="owner-link-"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
}

/** A remote player's page from his link, everything it receives recorded into `captured`. */
async function seatPage(browser: Browser, link: string, captured: string[]): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await recordTraffic(page, captured, '/lan/api/');
  await page.goto(link);
  await boardScreen(page);
  return page;
}

/** The seat a page plays. */
async function seatOf(page: Page): Promise<string> {
  const seat = (await screenState(page))?.push?.seat;
  if (typeof seat !== 'string') throw new Error('the page plays no seat');
  return seat;
}

/** The stateId a page's board shows (-1: none yet). */
async function shownState(page: Page): Promise<number> {
  return (await screenState(page))?.push?.view.stateId ?? -1;
}

/** Plays one step on whichever of `pages` is to act first (the computer plays by itself); returns that page. Fails
 * within a minute, saying what each page shows, when no seat comes to act (well before the test's own timeout, which
 * would name no step). */
async function oneMove(pages: readonly Page[], skip: ReadonlySet<Page> = new Set()): Promise<Page> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    for (const p of pages) {
      if (skip.has(p) || (await next(p)) === null) continue;
      await playStep(p);
      return p;
    }
    await pages[0]?.waitForTimeout(200);
  }
  const shown = await Promise.all(pages.map(async (p) => {
    const s = await screenState(p);
    return `${await seatOf(p).catch(() => '?')}: state ${s?.push?.view.stateId ?? '-'}, ${s?.handoff ? 'hand-off' : `${s?.push?.legal.length ?? 0} legal`}`;
  }));
  throw new Error(`no remote seat came to act within a minute (${shown.join('; ')})`);
}

/** The one link a mail carries. */
function linkIn(mail: CaughtMail): string {
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  return links[0] ?? '';
}

test('an asynchronous game: a restart, a deadline handing a late turn to the computer, turn mails with working links, nothing hidden received', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const smtp = await startSmtpCatcher();
  const data = mkdtempSync(join(tmpdir(), 'titan-async-e2e-'));
  const options = ['--lan-address', '127.0.0.1', '--lan-port', String(await freePort()), '--smtp', `smtp://titan:secret%20pass@127.0.0.1:${smtp.port}`, '--mail-from', 'host@example.org'];
  let host = await serve(data, options, undefined, hostProgram());
  const pages: Page[] = [];
  try {
    const ownerLink = host.url;
    await page.goto(ownerLink);
    await expect(page.getByTestId('owner-page')).toBeVisible();
    const game = await createGame(page, ['human', 'human', 'random'], null);
    const waiting = await createGame(page, ['human', 'human'], { minutes: 1, then: 'wait' });
    await expect(waiting.getByTestId('deadline-rule')).toContainText('1 minute');
    const links = await linksOf(game);
    expect(links).toHaveLength(2);

    // each remote player opens his link, gives his address and moves when his seat is to act
    const captured = new Map<string, string[]>();
    const addresses = new Map<string, string>();
    for (const [i, link] of links.entries()) {
      const into: string[] = [];
      const guest = await seatPage(browser, link, into);
      const seat = await seatOf(guest);
      captured.set(seat, into);
      addresses.set(`player${i}@example.org`, seat);
      await guest.getByTestId('seat-mail-open').click();
      await guest.getByTestId('seat-mail-address').fill(`player${i}@example.org`);
      await guest.getByTestId('seat-mail-save').click();
      await expect(guest.getByTestId('seat-mail-note')).toHaveText('Saved.');
      await guest.getByTestId('seat-mail-close').click();
      pages.push(guest);
    }
    const moved = new Set<Page>();
    while (moved.size < pages.length) moved.add(await oneMove(pages, moved));
    // the players are at their pages: no your-turn mail yet
    expect(smtp.mails.filter((m) => /Your turn/.test(m.subject))).toEqual([]);

    // the host restarts on the same data folder: the same owner link, the pages come back to the same game
    const before = Math.max(...(await Promise.all(pages.map(shownState))));
    await stop(host.child);
    host = await serve(data, options, undefined, hostProgram());
    expect(host.url).toBe(ownerLink);
    for (const guest of pages) await expect.poll(() => shownState(guest), { timeout: 60_000 }).toBeGreaterThanOrEqual(before);
    const mover = await oneMove(pages);
    await expect.poll(() => shownState(mover)).toBeGreaterThan(before);
    const reached = await shownState(mover);

    // both players close their pages; the owner gives the game a minute a turn, then the computer plays it
    for (const guest of pages.splice(0)) await guest.close();
    await page.reload();
    const gameId = (await game.getAttribute('data-testid'))?.slice('owner-game-'.length) ?? '';
    await page.getByTestId(`owner-deadline-${gameId}`).click();
    await chooseDeadline(page, 'owner-change-deadline', 1, 'easy');
    await page.getByTestId('owner-set-deadline').click();
    await expect(game.getByTestId('deadline-rule')).toContainText('1 minute');
    await expect.poll(() => smtp.mails.some((m) => /deadline .* has passed/.test(m.subject)), { timeout: 120_000 }).toBe(true);
    await expect.poll(() => smtp.mails.some((m) => /^TITAN: Your turn in /.test(m.subject)), { timeout: 60_000 }).toBe(true);
    const late = smtp.mails.find((m) => /has passed/.test(m.subject));
    expect(late?.text).toContain('The computer played your turn.');
    await page.reload();
    for (const seat of addresses.values()) await expect(game.getByTestId(`owner-hand-${seat}`)).toHaveValue('human');

    // every mail went to one player's address and opens his own seat, where the game went on
    for (const mail of smtp.mails) {
      expect(mail.to).toHaveLength(1);
      const seat = addresses.get(mail.to[0] ?? '');
      expect(seat, mail.to[0]).toBeDefined();
      const into = captured.get(seat ?? '') ?? [];
      const opened = await seatPage(browser, linkIn(mail), into);
      expect(await seatOf(opened)).toBe(seat);
      expect(await shownState(opened)).toBeGreaterThan(reached);
      await expect(opened.getByTestId('deadline-rule')).toContainText('1 minute');
      await opened.close(); // a player's browser holds a few connections; the host caps them per address
    }
    expect(smtp.mails.length).toBeGreaterThanOrEqual(2);
    await shots(browser, linkIn(smtp.mails[0] as CaughtMail), 'async-seat', async (tab) => {
      await boardScreen(tab);
      await expect(tab.getByTestId('deadline-rule')).toBeVisible();
    });

    // the game that only waits: its seat is overdue; the owner gives it a day
    const wait = waiting.locator('[data-testid^="deadline-wait-"]');
    await expect(wait).toHaveClass(/overdue/);
    await shots(browser, ownerLink, 'async-owner', async (tab) => {
      await expect(tab.locator('[data-testid^="owner-game-"]')).toHaveCount(2);
      await expect(tab.locator('[data-testid^="deadline-wait-"]').first()).toBeVisible();
    });
    const waitingId = (await waiting.getAttribute('data-testid'))?.slice('owner-game-'.length) ?? '';
    await page.getByTestId(`owner-deadline-${waitingId}`).click();
    await page.getByTestId('owner-change-deadline-preset').selectOption(String(24 * 60));
    await page.getByTestId('owner-set-deadline').click();
    await expect(waiting.getByTestId('deadline-rule')).toContainText('1 day');
    await expect(wait).not.toHaveClass(/overdue/);

    // what each remote player's pages received: only his own seat's view of each position, read against the game's
    // log replayed from its autosave once the host has stopped
    for (const p of pages.splice(0)) await p.close();
    await stop(host.child);
    const positions = hostedPositions(data, gameId);
    for (const [seat, into] of captured) expectOnlyOwnViews(seat, into, positions, 5);
  } catch (e) {
    await reportTrails(pages);
    throw e;
  } finally {
    for (const p of pages) await p.close();
    await stop(host.child);
    await smtp.close();
    rmSync(data, { recursive: true, force: true });
  }
});
