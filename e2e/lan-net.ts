// The network of the LAN specs: a network namespace joined to this machine by a veth pair (the host listens on
// 10.77.L.1, the remote browsers live at 10.77.L.2, L the worker's lane), the host's browser-mode server with --lan
// and a Chromium started inside the namespace (e2e/netns.ts). Needs root for `ip netns`; without it the specs are
// skipped with the reason.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { chromiumIn, inNs, ip, ipQuietly, LANE, tryNamespace } from './netns.js';
import { serve, stop } from './own-server.js';

/** The namespace of the remote browsers, the two ends of the veth pair and their addresses (all the worker's own). */
const NS = `titan-lan-e2e-${LANE}`;
const HOST_DEV = `titan-h${LANE}`;
const REMOTE_DEV = `titan-r${LANE}`;
export const HOST_IP = `10.77.${LANE}.1`;
const REMOTE_IP = `10.77.${LANE}.2`;

/** Makes the namespace and the veth pair; the reason when this machine refuses. */
function makeNetwork(): string | null {
  const refused = tryNamespace(NS);
  if (refused) return refused;
  ip('link', 'add', HOST_DEV, 'type', 'veth', 'peer', 'name', REMOTE_DEV);
  ip('link', 'set', REMOTE_DEV, 'netns', NS);
  ip('addr', 'add', `${HOST_IP}/24`, 'dev', HOST_DEV);
  ip('link', 'set', HOST_DEV, 'up');
  inNs(NS, 'ip', 'addr', 'add', `${REMOTE_IP}/24`, 'dev', REMOTE_DEV);
  inNs(NS, 'ip', 'link', 'set', REMOTE_DEV, 'up');
  return null;
}

function dropNetwork(): void {
  ipQuietly(['link', 'del', HOST_DEV], ['netns', 'del', NS]);
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
  const server = await serve(data, ['--port', '0', '--lan', '--lan-address', HOST_IP]);
  const remote = await chromiumIn(NS, data);
  return {
    skip: null,
    hostUrl: server.url,
    remote,
    stop: async () => {
      await remote.close();
      await stop(server.child);
      dropNetwork();
      rmSync(data, { recursive: true, force: true });
    },
  };
}
