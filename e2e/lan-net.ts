// The network of the LAN specs: a network namespace joined to this machine by a veth pair (the host listens on
// 10.77.L.1, the remote browsers live at 10.77.L.2, L the worker's lane), the host's browser-mode server with --lan
// and a Chromium started inside the namespace (e2e/netns.ts). The veth pairs of every lane are made by the global
// setup, before any browser starts, and removed after the last one stopped: a Chromium aborts whatever it is fetching
// with ERR_NETWORK_CHANGED when this machine's addresses change, so a pair made in the middle of the run (with its
// IPv6 link-local address a second later) broke another spec's fetch. Needs root for `ip netns`; without it the
// specs are skipped with the reason.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { chromiumIn, inNs, ip, ipQuietly, LANE, tryNamespace } from './netns.js';
import { serve, stop } from './own-server.js';

/** The namespace of lane `lane`'s remote browsers and the two ends of its veth pair. */
const names = (lane: number) => ({ ns: `titan-lan-e2e-${lane}`, hostDev: `titan-h${lane}`, remoteDev: `titan-r${lane}` });

/** The host's address on this worker's lane (its remote browsers are at .2). */
export const HOST_IP = `10.77.${LANE}.1`;

/** Where the global setup leaves why the LAN specs cannot run on this machine (unset when they can). */
const SKIP_VARIABLE = 'TITAN_LAN_SKIP';

/** Makes lane `lane`'s namespace and veth pair, the host's end without an IPv6 address of its own (none appears
 * later); the reason when this machine refuses. */
function makeLane(lane: number): string | null {
  const { ns, hostDev, remoteDev } = names(lane);
  dropLane(lane);
  const refused = tryNamespace(ns);
  if (refused) return refused;
  ip('link', 'add', hostDev, 'type', 'veth', 'peer', 'name', remoteDev);
  ip('link', 'set', hostDev, 'addrgenmode', 'none');
  ip('link', 'set', remoteDev, 'netns', ns);
  ip('addr', 'add', `10.77.${lane}.1/24`, 'dev', hostDev);
  ip('link', 'set', hostDev, 'up');
  inNs(ns, 'ip', 'addr', 'add', `10.77.${lane}.2/24`, 'dev', remoteDev);
  inNs(ns, 'ip', 'link', 'set', remoteDev, 'up');
  return null;
}

function dropLane(lane: number): void {
  const { ns, hostDev } = names(lane);
  ipQuietly(['link', 'del', hostDev], ['netns', 'del', ns]);
}

/** The global setup's part: every worker's lane made before the first browser starts (`lanes`: the worker count);
 * returns the teardown that removes them after the last one stopped. */
export function makeLanes(lanes: number): () => void {
  const made: number[] = [];
  for (let lane = 0; lane < lanes; lane++) {
    const refused = makeLane(lane);
    if (refused) {
      process.env[SKIP_VARIABLE] = refused;
      break;
    }
    made.push(lane);
  }
  return () => made.forEach(dropLane);
}

/** The network of a LAN spec: the host's server (with --lan on HOST_IP) and a browser inside the namespace; `skip`
 * says why there is none. */
export interface LanNetwork {
  readonly skip: string | null;
  readonly hostUrl: string;
  readonly remote: Browser | null;
  stop(): Promise<void>;
}

/** Starts the host's server and the namespace's browser on this worker's lane (made by the global setup). */
export async function startLanNetwork(): Promise<LanNetwork> {
  const skip = process.env[SKIP_VARIABLE];
  if (skip) return { skip, hostUrl: '', remote: null, stop: async () => undefined };
  const data = mkdtempSync(join(tmpdir(), 'titan-lan-e2e-'));
  const server = await serve(data, ['--port', '0', '--lan', '--lan-address', HOST_IP]);
  const remote = await chromiumIn(names(LANE).ns, data);
  return {
    skip: null,
    hostUrl: server.url,
    remote,
    stop: async () => {
      await remote.close();
      await stop(server.child);
      rmSync(data, { recursive: true, force: true });
    },
  };
}
