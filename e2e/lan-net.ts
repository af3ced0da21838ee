// The network of the LAN specs: a network namespace joined to this machine by a veth pair (the host listens on
// 10.77.0.1, the remote browsers live at 10.77.0.2), the host's browser-mode server with --lan, a Chromium started
// inside the namespace, and a recorder of everything a page receives. Needs root for `ip netns`; without it the specs
// are skipped with the reason.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Browser, type Page } from '@playwright/test';

/** The namespace of the remote browsers, and the two ends of the veth pair. */
const NS = 'titan-lan-e2e';
export const HOST_IP = '10.77.0.1';
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

/** Records what a page received: every event-stream frame and the answers of calls whose URL holds `calls`. */
export async function recordTraffic(page: Page, into: string[], calls: string): Promise<void> {
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
    if (r.url().includes(calls)) void r.text().then((t) => into.push(t), () => undefined);
  });
}

/** The network of a LAN spec: the host's server (with --lan on HOST_IP) and a browser inside the namespace; `skip`
 * says why there is none. */
export interface LanNetwork {
  readonly skip: string | null;
  readonly hostUrl: string;
  readonly remote: Browser | null;
  stop(): Promise<void>;
}

/** Makes the namespace and veth pair, starts the host's server and the namespace's browser. */
export async function startLanNetwork(): Promise<LanNetwork> {
  dropNetwork();
  const skip = makeNetwork();
  if (skip) return { skip, hostUrl: '', remote: null, stop: async () => undefined };
  const data = mkdtempSync(join(tmpdir(), 'titan-lan-e2e-'));
  const urlFile = join(data, 'url.txt');
  const server = spawn('npx', ['tsx', 'host/serve.ts', '--port', '0', '--data', data, '--static', RENDERER, '--url-file', urlFile, '--lan', '--lan-address', HOST_IP], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  await expect.poll(() => existsSync(urlFile) && readFileSync(urlFile, 'utf8').trim() !== '', { timeout: 60_000 }).toBe(true);
  const hostUrl = readFileSync(urlFile, 'utf8').trim();
  const wrapper = join(data, 'chromium-in-netns.sh');
  writeFileSync(wrapper, `#!/bin/sh\nexec ip netns exec ${NS} /usr/bin/chromium "$@"\n`, { mode: 0o700 });
  const remote = await chromium.launch({ executablePath: wrapper, args: CHROMIUM_ARGS, headless: true });
  return {
    skip: null,
    hostUrl,
    remote,
    stop: async () => {
      await remote.close();
      if (server.pid) {
        try {
          process.kill(-server.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      dropNetwork();
      rmSync(data, { recursive: true, force: true });
    },
  };
}
