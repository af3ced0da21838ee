// A TITAN game between the host's page (Red) and a remote player's page (Blue, from his link), shared by the
// network specs (the local network's and the internet's): played from setup through an engagement with a
// negotiation and a battle, with Blue's tab closed mid-game (the host sees him away) and reopened from the same link;
// and the check that nothing Blue's pages received holds Red's hidden legions.
import type { Browser, Page } from '@playwright/test';
import type { LegionView, PlayerView } from '../engine/titan/view.js';
import { expect } from './fixture.js';
import { screenState, settled, waitForChange } from './helpers.js';
import { recordTraffic } from './netns.js';
import { boardScreen, playStep, startGame } from './play.js';

/** A legion Blue may not see into: Red's, outside Red's engagement with Blue and outside a battle. */
function hiddenFromBlue(view: PlayerView, l: LegionView): boolean {
  const e = view.engagement;
  return l.owner !== 'Blue' && view.phase !== 'over' && !view.battle && !(e && (e.attacker === l.marker || e.defender === l.marker));
}

/** On the host's page at `hostUrl`: a new two-player TITAN game, Blue's seat (and a spectator link) opened to the
 * network from the host panel, which is left open; Blue's and the spectator's links. */
export async function hostBlue(page: Page, hostUrl: string): Promise<{ link: string; spectatorLink: string }> {
  await page.goto(hostUrl);
  await expect(page.getByTestId('new-game')).toBeVisible();
  await startGame(page, 9, 50);
  await boardScreen(page);
  await page.getByTestId('file-menu').click();
  await page.getByTestId('menu-host-network').click();
  await page.getByTestId('lan-seat-Blue').check();
  await page.getByTestId('lan-spectator').check();
  await page.getByTestId('lan-start').click();
  return { link: await page.getByTestId('lan-url-Blue').inputValue(), spectatorLink: await page.getByTestId('lan-url-spectator').inputValue() };
}

/** Blue's page from `link` in `remote`, everything it receives recorded into `captured`. */
export async function openRemoteSeat(remote: Browser, link: string, captured: string[]): Promise<Page> {
  const guest = await remote.newPage({ viewport: { width: 1440, height: 900 } });
  await recordTraffic(guest, captured, '/lan/api/');
  await guest.goto(link);
  return guest;
}

/** Each of `links`, opened by a stranger's page in `remote`, is refused: the page says so and shows no board. */
export async function expectLinksRefused(remote: Browser, links: readonly string[]): Promise<void> {
  const stranger = await remote.newPage();
  for (const bad of links) {
    await stranger.goto(bad);
    await expect(stranger.getByTestId('connection-banner')).toHaveAttribute('data-state', 'gone');
    expect((await screenState(stranger))?.push ?? null).toBeNull();
  }
  await stranger.close();
}

/** Plays until the first battle was fought (or the game ended), each page acting for its own seat; the first
 * engagement is negotiated first, and once the proposal is on the table Blue's tab closes and comes back. Returns
 * Blue's page at the end. */
export async function playWithReconnect(page: Page, first: Page, remote: Browser, link: string, captured: string[]): Promise<Page> {
  let guest = first;
  let proposed = false;
  let battle = false;
  let fought = false;
  let reconnected = false;
  for (let step = 0; step < 800 && !(fought && reconnected); step++) {
    const host = (await screenState(page))?.push;
    const away = (await screenState(guest))?.push;
    if (!host || !away) throw new Error('a page shows no board');
    // the battle was fought to its end (which may end the game: a Titan died)
    if (away.view.battle) battle = true;
    else if (battle) fought = true;
    if (host.view.phase === 'over') break;
    // mid-game, once the proposal is on the table: Blue's tab closes, the host sees him away, he comes back
    if (proposed && !reconnected) {
      const stateId = host.view.stateId;
      await guest.close();
      await page.getByTestId('file-menu').click();
      await page.getByTestId('menu-host-network').click();
      await expect(page.getByTestId('lan-link-Blue')).toHaveAttribute('data-connected', 'false');
      await page.getByTestId('lan-close').click();
      guest = await openRemoteSeat(remote, link, captured);
      await expect.poll(async () => (await screenState(guest))?.push?.view.stateId ?? null).toBe(stateId);
      reconnected = true;
      continue;
    }
    const actor = host.legal.length > 0 ? page : away.legal.length > 0 ? guest : null;
    if (!actor) {
      await page.waitForTimeout(50);
      continue;
    }
    await settled(actor);
    const before = (actor === page ? host : away).view.stateId;
    if (!proposed && (await actor.getByTestId('negotiate').isVisible())) {
      await actor.getByTestId('negotiate').click();
      // the defender gives up all of his characters (an agreement must eliminate a legion, §9.3); the other side fights
      const chips = actor.getByTestId('proposal-defender').locator('button.chip');
      for (let i = 0; i < (await chips.count()); i++) await chips.nth(i).click();
      await actor.getByTestId('propose').click();
      proposed = true;
      await waitForChange(actor, before);
      continue;
    }
    if (!(await playStep(actor))) continue;
    await waitForChange(actor, before);
  }
  expect(proposed).toBe(true);
  expect(reconnected).toBe(true);
  expect(fought).toBe(true);
  return guest;
}

/** A board a page received, from an event-stream frame or a call's answer (null: the text holds no board). */
export function receivedView<V>(text: string): { seat?: string | null; view: V; events?: { audience?: string[] }[] } | null {
  const msg = JSON.parse(text) as { kind?: string; view?: V; ok?: boolean; value?: unknown };
  const push = (msg.kind ? msg : msg.ok && typeof msg.value === 'object' && msg.value !== null && 'kind' in msg.value ? msg.value : null) as typeof msg | null;
  return push?.kind === 'view' && push.view ? (push as { view: V }) : null;
}

/** What Blue's pages received: only Blue's boards, nothing of Red's hidden legions, only events Blue may see (and
 * enough of both that the check means something). */
export function expectNothingHiddenFromBlue(captured: readonly string[]): void {
  let boards = 0;
  let hidden = 0;
  for (const text of captured) {
    const push = receivedView<PlayerView>(text);
    if (!push) continue;
    boards++;
    expect(push.seat).toBe('Blue');
    expect(push.view.viewer).toBe('Blue');
    for (const l of push.view.legions.filter((x) => hiddenFromBlue(push.view as PlayerView, x))) {
      hidden++;
      expect(l.creatures.every((c) => c === null)).toBe(true);
    }
    for (const e of push.events ?? []) if (e.audience) expect(e.audience).toContain('Blue');
  }
  expect(boards).toBeGreaterThan(20);
  expect(hidden).toBeGreaterThan(20);
}
