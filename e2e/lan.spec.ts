// Network play end to end, on two network addresses of this machine: the host's browser on loopback and a remote
// player's browser inside a network namespace joined to the host by a veth pair (10.77.L.2 → 10.77.L.1, L the
// worker's lane). The host starts a TITAN game, opens Blue's seat to the network from the host panel and plays Red;
// the remote browser plays Blue from its link, from setup through an engagement with a negotiation and a battle.
// Blue's tab is closed in the middle (the host sees him away) and reopened with the same link (the game resumes where
// it was). A third browser in the namespace with a wrong secret and with a revoked link is refused. Everything Blue's
// page received (every event-stream frame and every answer) holds nothing of Red's hidden legions. Needs root for
// `ip netns`; skipped with the reason when the namespace cannot be made.
import { expect, test } from './fixture.js';
import { screenState, shot } from './helpers.js';
import { HOST_IP, startLanNetwork, type LanNetwork } from './lan-net.js';
import { expectLinksRefused, expectNothingHiddenFromBlue, hostBlue, openRemoteSeat, playWithReconnect } from './remote-play.js';

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
  const { link, spectatorLink } = await hostBlue(page, hostUrl);
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

  // the remote player, from 10.77.L.2
  const captured: string[] = [];
  const guest = await openRemoteSeat(remote, link, captured);
  await expect(guest.getByTestId('remote-bar')).toBeVisible();
  await expect.poll(async () => (await screenState(guest))?.push?.seat ?? null).toBe('Blue');
  // no file, setting or network play of the host on a remote page
  await guest.getByTestId('file-menu').click();
  for (const id of ['menu-save', 'menu-save-as', 'menu-open', 'menu-settings', 'menu-quit', 'menu-host-network']) await expect(guest.getByTestId(id)).toHaveCount(0);
  await expect(guest.getByTestId('menu-download-log')).toBeVisible();
  await guest.getByTestId('file-menu').click();

  // strangers from the same network: a wrong secret and the revoked link are refused
  await expectLinksRefused(remote, [link.replace(/seat=.*/, 'seat=' + 'A'.repeat(43)), spectatorLink]);

  // play: each page acts for its own seat; the first engagement is negotiated, then fought; Blue's tab closes and
  // comes back in the middle
  const last = await playWithReconnect(page, guest, remote, link, captured);
  await shot(last, '41-remote-player-battle');
  expectNothingHiddenFromBlue(captured);
});
