// Network play end to end, on two network addresses of this machine: the host's browser on loopback and a remote
// player's browser inside a network namespace joined to the host by a veth pair (10.77.0.2 → 10.77.0.1). The host
// starts a TITAN game, opens Blue's seat to the network from the host panel and plays Red; the remote browser plays
// Blue from its link, from setup through an engagement with a negotiation and a battle. Blue's tab is closed in the
// middle (the host sees him away) and reopened with the same link (the game resumes where it was). A third browser
// in the namespace with a wrong secret and with a revoked link is refused. Everything Blue's page received (every
// event-stream frame and every answer) holds nothing of Red's hidden legions. Needs root for `ip netns`; skipped with
// the reason when the namespace cannot be made.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import type { LegionView, PlayerView } from '../engine/view.js';
import { screenState, settled, shot, waitForChange } from './helpers.js';
import { boardScreen, playStep, startGame } from './play.js';

const NS = 'titan-lan-e2e';
const HOST_IP = '10.77.0.1';
const REMOTE_IP = '10.77.0.2';
const RENDERER = join(process.cwd(), 'dist', 'e2e-renderer');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

function ip(...args: string[]): void {
  execFileSync('ip', args, { stdio: 'pipe' });
}

/** Makes the namespace and the veth pair; the reason when this machine refuses. */
function makeNetwork(): string | null {
  try {
    ip('netns', 'add', NS);
  } catch (e) {
    return `ip netns add was refused (${e instanceof Error ? e.message.split('\n')[0] : String(e)}): network namespaces need root`;
  }
  ip('link', 'add', 'titan-h', 'type', 'veth', 'peer', 'name', 'titan-r');
  ip('link', 'set', 'titan-r', 'netns', NS);
  ip('addr', 'add', `${HOST_IP}/24`, 'dev', 'titan-h');
  ip('link', 'set', 'titan-h', 'up');
  ip('netns', 'exec', NS, 'ip', 'addr', 'add', `${REMOTE_IP}/24`, 'dev', 'titan-r');
  ip('netns', 'exec', NS, 'ip', 'link', 'set', 'titan-r', 'up');
  ip('netns', 'exec', NS, 'ip', 'link', 'set', 'lo', 'up');
  return null;
}

function dropNetwork(): void {
  for (const args of [['link', 'del', 'titan-h'], ['netns', 'del', NS]]) {
    try {
      ip(...args);
    } catch {
      // already gone
    }
  }
}

/** What one remote page received: event-stream frames and call answers, as text. */
async function recordTraffic(page: Page, into: string[]): Promise<void> {
  await page.exposeFunction('__titanCapture', (text: string) => void into.push(text));
  await page.addInitScript(() => {
    const Original = window.EventSource;
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('message', (m) => void (window as unknown as { __titanCapture(t: string): void }).__titanCapture(String((m as MessageEvent).data)));
      }
    };
  });
  page.on('response', (r) => {
    if (r.url().includes('/lan/api/')) void r.text().then((t) => into.push(t), () => undefined);
  });
}

/** A legion Blue may not see into: Red's, outside Red's engagement with Blue and outside a battle. */
function hiddenFromBlue(view: PlayerView, l: LegionView): boolean {
  const e = view.engagement;
  return l.owner !== 'Blue' && view.phase !== 'over' && !view.battle && !(e && (e.attacker === l.marker || e.defender === l.marker));
}

let server: ChildProcess | null = null;
let remoteBrowser: Browser | null = null;
let data = '';
let skipReason: string | null = null;
let hostUrl = '';

test.beforeAll(async () => {
  dropNetwork();
  skipReason = makeNetwork();
  if (skipReason) return;
  data = mkdtempSync(join(tmpdir(), 'titan-lan-e2e-'));
  const urlFile = join(data, 'url.txt');
  server = spawn('npx', ['tsx', 'host/serve.ts', '--port', '0', '--data', data, '--static', RENDERER, '--url-file', urlFile, '--lan', '--lan-address', HOST_IP], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  await expect.poll(() => existsSync(urlFile) && readFileSync(urlFile, 'utf8').trim() !== '', { timeout: 60_000 }).toBe(true);
  hostUrl = readFileSync(urlFile, 'utf8').trim();
  const wrapper = join(data, 'chromium-in-netns.sh');
  writeFileSync(wrapper, `#!/bin/sh\nexec ip netns exec ${NS} /usr/bin/chromium "$@"\n`, { mode: 0o700 });
  remoteBrowser = await chromium.launch({ executablePath: wrapper, args: CHROMIUM_ARGS, headless: true });
});

test.afterAll(async () => {
  await remoteBrowser?.close();
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  dropNetwork();
  if (data) rmSync(data, { recursive: true, force: true });
});

test('two browsers on two addresses play TITAN over the network: negotiation, battle, a reconnect, refused strangers, no hidden content', async ({ page }) => {
  test.skip(skipReason !== null, skipReason ?? '');
  test.setTimeout(360_000);
  const remote = remoteBrowser as Browser;
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

  // the remote player, from 10.77.0.2
  const captured: string[] = [];
  let guest = await remote.newPage({ viewport: { width: 1440, height: 900 } });
  await recordTraffic(guest, captured);
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
      await recordTraffic(guest, captured);
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
