// An always-on host (host/always-on.ts) for the owner's tests, its listener a stand-in: the owner's calls go in
// process. Each test file stops the hosts it started after every test (`stopHosts`).
import { expect } from 'vitest';
import { AlwaysOnHost, type AlwaysOnDeps } from '../../host/always-on.js';
import { LanHub } from '../../host/lan/hub.js';
import type { SeatNotice } from '../../host/seat-notices.js';
import { GAMES } from '../../games/index.js';
import { makeHarness } from './helpers.js';

/** A running in-process always-on host, with the seat notices it gave. */
export interface InProcessHost {
  readonly owner: AlwaysOnHost;
  readonly hub: LanHub;
  readonly notices: SeatNotice[];
  readonly service: ReturnType<typeof makeHarness>['service'];
  stop(): Promise<void>;
}

const hosts: InProcessHost[] = [];

/** Stops every host still running (a test file's afterEach). */
export async function stopHosts(): Promise<void> {
  for (const h of hosts.splice(0)) await h.stop();
}

/** An always-on host on `dataDir` (the games, a fake clock and timer from `deps`); `check` judges the problems of its
 * start (by default: none). */
export async function startInProcess(dataDir: string, deps: Partial<Pick<AlwaysOnDeps, 'games' | 'now' | 'timer'>> = {}, check = (problems: string[]): void => expect(problems).toEqual([])): Promise<InProcessHost> {
  const h = makeHarness(dataDir);
  const hub = new LanHub(h.service, async () => ({ address: '127.0.0.1', port: 1, origin: 'http://127.0.0.1:1', close: async () => {} }), null, true);
  const notices: SeatNotice[] = [];
  const owner = new AlwaysOnHost({ service: h.service, hub, games: GAMES, dataDir, ...deps, notices: { notice: (n) => notices.push(n) } });
  check(await owner.restore());
  await hub.listen();
  const host: InProcessHost = {
    owner,
    hub,
    notices,
    service: h.service,
    async stop() {
      hosts.splice(hosts.indexOf(host), 1);
      owner.close();
      await hub.lanStop();
      await h.service.shutdown();
      await owner.flushed();
    },
  };
  hosts.push(host);
  return host;
}
