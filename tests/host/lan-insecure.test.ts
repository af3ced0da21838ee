// The host panel's "allow unencrypted play" (the desktop app's way to the --insecure-http rule): lanStart hands the
// choice to the listener it opens, and a changed choice opens the listener again under the new rule.
import { afterEach, describe, expect, it } from 'vitest';
import { LanHub, type LanEndpoint } from '../../host/lan/hub.js';
import { makeHarness, setup, type Harness } from './helpers.js';

let harness: Harness | null = null;
afterEach(async () => {
  await harness?.service.shutdown();
  harness = null;
});

describe('network play: allowing unencrypted play', () => {
  it('opens the listener with the host panel\'s choice, and again when it changes', async () => {
    harness = makeHarness();
    const opened: boolean[] = [];
    let closed = 0;
    const endpoint: LanEndpoint = { address: '127.0.0.1', port: 1, origin: 'http://127.0.0.1:1', close: () => Promise.resolve(void closed++) };
    const hub = new LanHub(harness.service, (_hub, _url, insecureHttp) => {
      opened.push(insecureHttp);
      return Promise.resolve(endpoint);
    });
    const game = await harness.service.newGame(setup(['human', 'human']));
    if (!game.ok) throw new Error(game.error.message);
    const gameId = game.value.gameId;
    expect((await hub.lanStart({ gameId, seats: ['Blue'], spectator: false })).ok).toBe(true);
    expect((await hub.lanStart({ gameId, seats: ['Blue'], spectator: false, insecureHttp: true })).ok).toBe(true);
    expect((await hub.lanStart({ gameId, seats: ['Blue'], spectator: false, insecureHttp: true })).ok).toBe(true);
    expect(opened).toEqual([false, true]);
    expect(closed).toBe(1);
    await hub.lanStop();
  });
});
