// Network play end to end, on two network addresses of this machine: the host's browser on loopback and a remote
// player's browser inside a network namespace joined to the host by a veth pair (10.77.0.2 → 10.77.0.1). The host
// starts a TITAN game, opens Blue's seat to the network from the host panel and plays Red; the remote browser plays
// Blue from its link, from setup through an engagement with a negotiation and a battle. Blue's tab is closed in the
// middle (the host sees him away) and reopened with the same link (the game resumes where it was). A third browser
// in the namespace with a wrong secret and with a revoked link is refused. Everything Blue's page received (every
// event-stream frame and every answer) holds nothing of Red's hidden legions. Needs root for `ip netns`; skipped with
// the reason when the namespace cannot be made.
import { expect, test } from './fixture.js';
import type { LegionView, PlayerView } from '../engine/titan/view.js';
import { screenState, settled, shot, waitForChange } from './helpers.js';
import { HOST_IP, recordTraffic, startLanNetwork, type LanNetwork } from './lan-net.js';
import { boardScreen, playStep, startGame } from './play.js';

/** A legion Blue may not see into: Red's, outside Red's engagement with Blue and outside a battle. */
function hiddenFromBlue(view: PlayerView, l: LegionView): boolean {
  const e = view.engagement;
  return l.owner !== 'Blue' && view.phase !== 'over' && !view.battle && !(e && (e.attacker === l.marker || e.defender === l.marker));
}

let net: LanNetwork | null = null;

test.beforeAll(async () => {
  net = await startLanNetwork();
});

test.afterAll(async () => {
  await net?.stop();
});

test('two browsers on two addresses play TITAN over the network: negotiation, battle, a reconnect, refused strangers, no hidden content', async ({ page }) => {
  test.skip(net?.skip != null, net?.skip ?? '');
  test.setTimeout(360_000);
  const { remote, hostUrl } = net as LanNetwork & { remote: NonNullable<LanNetwork['remote']> };
  // the host: a new game, Blue opened to the network (with a spectator link), the links shown as text and QR code
  await page.goto(hostUrl);
  await expect(page.getByTestId('new-game')).toBeVisible();
  await startGame(page, 9, 50);
  await boardScreen(page);
  await page.getByTestId('file-menu').click();
  await page.getByTestId('menu-host-network').click();
  await page.getByTestId('lan-seat-Blue').check();
  await page.getByTestId('lan-spectator').check();
  await page.getByTestId('lan-start').click();
  const link = await page.getByTestId('lan-url-Blue').inputValue();
  const spectatorLink = await page.getByTestId('lan-url-spectator').inputValue();
  expect(new URL(link).host).toMatch(new RegExp(`^${HOST_IP.replace(/\./g, '\\.')}:\\d+$`));
  await expect(page.getByTestId('lan-link-Blue').locator('img')).toBeVisible();
  await shot(page, '40-host-panel');
  // a revoked link: the spectator link is replaced, the old one refused below
  await page.getByTestId('lan-revoke-spectator').click();
  await expect(page.getByTestId('lan-url-spectator')).not.toHaveValue(spectatorLink);
  await page.getByTestId('lan-close').click();
  // F5 on the host's page returns to the game being played
  const hostState = (await screenState(page))?.push?.view.stateId;
  await page.reload();
  await expect.poll(async () => (await screenState(page))?.push?.view.stateId ?? null).toBe(hostState);

  // the remote player, from 10.77.0.2
  const captured: string[] = [];
  let guest = await remote.newPage({ viewport: { width: 1440, height: 900 } });
  await recordTraffic(guest, captured, '/lan/api/');
  await guest.goto(link);
  await expect(guest.getByTestId('remote-bar')).toBeVisible();
  await expect.poll(async () => (await screenState(guest))?.push?.seat ?? null).toBe('Blue');
  // no file, setting or network play of the host on a remote page
  await guest.getByTestId('file-menu').click();
  for (const id of ['menu-save', 'menu-save-as', 'menu-open', 'menu-settings', 'menu-quit', 'menu-host-network']) await expect(guest.getByTestId(id)).toHaveCount(0);
  await expect(guest.getByTestId('menu-download-log')).toBeVisible();
  await guest.getByTestId('file-menu').click();

  // strangers from the same network: a wrong secret and the revoked link are refused
  const stranger = await remote.newPage();
  for (const bad of [link.replace(/seat=.*/, 'seat=' + 'A'.repeat(43)), spectatorLink]) {
    await stranger.goto(bad);
    await expect(stranger.getByTestId('connection-banner')).toHaveAttribute('data-state', 'gone');
    expect((await screenState(stranger))?.push ?? null).toBeNull();
  }
  await stranger.close();

  // play: each page acts for its own seat; the first engagement is negotiated, then fought
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
      guest = await remote.newPage({ viewport: { width: 1440, height: 900 } });
      await recordTraffic(guest, captured, '/lan/api/');
      await guest.goto(link);
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
  await shot(guest, '41-remote-player-battle');

  // what Blue's pages received: only Blue's boards, nothing of Red's hidden legions, only events Blue may see
  let boards = 0;
  let hidden = 0;
  for (const text of captured) {
    const msg = JSON.parse(text) as { kind?: string; seat?: string | null; view?: PlayerView; events?: { audience?: string[] }[]; ok?: boolean; value?: unknown };
    const push = (msg.kind ? msg : msg.ok && typeof msg.value === 'object' && msg.value !== null && 'kind' in msg.value ? msg.value : null) as typeof msg | null;
    if (push?.kind !== 'view' || !push.view) continue;
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
});
