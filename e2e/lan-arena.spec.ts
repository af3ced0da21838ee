// Network play of Titan: The Arena end to end: the host's browser on loopback starts a two-player Arena game and
// opens p2's seat to the network from the host panel; a browser inside the network namespace (10.77.L.2) plays p2
// from its link while the host plays p1 (thirty plays of p2). Everything p2's page received holds no card of p1's
// hand at any state (compared with what the host's page showed for the same state). Skipped without `ip netns`.
import type { Page } from '@playwright/test';
import { expect, test } from './fixture.js';
import type { ArenaView } from '../engine/arena/index.js';
import type { ArenaScreenState } from '../renderer/arena/testHook.js';
import { startLanNetwork, type LanNetwork } from './lan-net.js';
import { recordTraffic } from './netns.js';

let net: LanNetwork | null = null;

test.beforeAll(async () => {
  net = await startLanNetwork();
});

test.afterAll(async () => {
  await net?.stop();
});

async function arenaScreen(page: Page): Promise<ArenaScreenState | null> {
  return page.evaluate(() => window.__arenaScreen?.() ?? null);
}

/** Plays one legal action of state `stateId` with clicks, once the page shows that state: an action button when
 * there is one, else a lit card and then its action; returns once the page moved on. (The table redraws while a
 * play lands, so buttons are clicked by event rather than waiting for them to hold still.) */
async function playOne(page: Page, stateId: number): Promise<void> {
  const screen = page.locator('.arena-screen');
  await expect(screen).toHaveAttribute('data-state-id', String(stateId));
  const buttons = page.getByTestId('arena-act');
  if ((await buttons.count()) === 0) {
    await page.getByTestId('arena-hand').locator('button.card.legal').first().dispatchEvent('click');
    await expect.poll(async () => (await buttons.count()) > 0 || (await screen.getAttribute('data-state-id')) !== String(stateId)).toBe(true);
  }
  if ((await screen.getAttribute('data-state-id')) === String(stateId)) await buttons.last().dispatchEvent('click');
}

/** The boards (view pushes) among captured frames and answers. */
function boards(captured: readonly string[]): { seat: string | null; view: ArenaView; events: { audience?: string[] }[] }[] {
  return captured.flatMap((text) => {
    const msg = JSON.parse(text) as { kind?: string; ok?: boolean; value?: { kind?: string } };
    const push = msg.kind ? msg : msg.ok && msg.value?.kind ? msg.value : null;
    return push?.kind === 'view' ? [push as { seat: string | null; view: ArenaView; events: { audience?: string[] }[] }] : [];
  });
}

test('the Arena over the network: the host plays p1, a browser on another address plays p2; p2 never gets a card of p1', async ({ page }) => {
  test.skip(net?.skip != null, net?.skip ?? '');
  test.setTimeout(150_000);
  const { remote, hostUrl } = net as LanNetwork & { remote: NonNullable<LanNetwork['remote']> };
  const hostCaptured: string[] = [];
  await recordTraffic(page, hostCaptured, '/api/');
  await page.goto(hostUrl);
  await page.getByTestId('arena').click();
  const kinds = page.getByTestId('arena-seat-kind');
  await expect(kinds.first()).toBeVisible();
  while ((await kinds.count()) > 2) await kinds.last().locator('xpath=ancestor::tr').getByRole('button').click();
  await expect(kinds).toHaveCount(2);
  for (let i = 0; i < 2; i++) await page.getByTestId('arena-seat-kind').nth(i).selectOption('human');
  await page.getByTestId('arena-start').click();
  // two humans at one screen: p1 takes the screen, then p2 goes to the network
  await page.getByTestId('arena-handoff-ready').click();
  await page.getByTestId('host-network').click();
  await page.getByTestId('lan-seat-p2').check();
  await page.getByTestId('lan-start').click();
  const link = await page.getByTestId('lan-url-p2').inputValue();
  await page.getByTestId('lan-close').click();
  await expect(page.getByTestId('arena-table')).toBeVisible();
  await expect.poll(async () => (await arenaScreen(page))?.push?.seat ?? null).toBe('p1');

  const captured: string[] = [];
  const guest = await remote.newPage({ viewport: { width: 1440, height: 900 } });
  await recordTraffic(guest, captured, '/lan/api/');
  await guest.goto(link);
  await expect(guest.getByTestId('remote-bar')).toBeVisible();
  await expect.poll(async () => (await arenaScreen(guest))?.push?.seat ?? null).toBe('p2');

  // both seats play until p2 has made 30 plays over the network (or the game is over)
  let remotePlays = 0;
  for (let step = 0; step < 1500 && remotePlays < 30; step++) {
    const host = (await arenaScreen(page))?.push;
    const away = (await arenaScreen(guest))?.push;
    if (!host || !away) throw new Error('a page shows no table');
    if (host.view.phase === 'over' && away.view.phase === 'over') break;
    const actor = host.view.stateId !== away.view.stateId ? null : host.legal.length > 0 ? page : away.legal.length > 0 ? guest : null;
    if (!actor) {
      await page.waitForTimeout(30);
      continue;
    }
    await playOne(actor, host.view.stateId);
    if (actor === guest) remotePlays++;
    await expect.poll(async () => (await arenaScreen(actor))?.push?.view.stateId ?? host.view.stateId).not.toBe(host.view.stateId);
  }
  expect(remotePlays).toBeGreaterThanOrEqual(10);

  // p1's hand at each state, from what the host's page showed; none of it in anything p2's page received
  const p1Hands = new Map<number, readonly string[]>();
  for (const b of boards(hostCaptured)) if (b.seat === 'p1') p1Hands.set(b.view.stateId, b.view.hand);
  let compared = 0;
  for (const b of boards(captured)) {
    expect(b.seat).toBe('p2');
    expect(b.view.viewer).toBe('p2');
    for (const e of b.events) if (e.audience) expect(e.audience).toContain('p2');
    const hand = p1Hands.get(b.view.stateId);
    if (!hand || b.view.phase === 'over') continue;
    compared++;
    const text = JSON.stringify(b.view);
    for (const card of hand) expect(text).not.toContain(`"${card}"`);
  }
  expect(compared).toBeGreaterThan(10);
});
