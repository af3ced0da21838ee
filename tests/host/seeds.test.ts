// Fixed seeds (`serve --seed N`, HostDeps.firstSeed): new games that name no seed get N, N+1, … in the order they are
// created, and two hosts started with the same seed play the same games — the same setup and the same actions of
// their computer seats, whose decisions' seeds follow from the game's.
import { describe, expect, it } from 'vitest';
import type { NewGameRequest } from '../../host/contract.js';
import { openConfStore } from '../../host/conf-store.js';
import { InlineEngineRunner } from '../../host/engine-runner.js';
import { HostService } from '../../host/service.js';
import { setup, tempDir } from './helpers.js';

/** A host with no AI delay, its new games' seeds fixed from `firstSeed` (random when undefined), its computers'
 * decisions following from their game's seed when `replayDecisions`. */
function host(firstSeed: number | undefined, replayDecisions = false): HostService {
  const dataDir = tempDir();
  const s = new HostService({ dataDir, store: openConfStore(dataDir), runner: new InlineEngineRunner(), dialogs: null, mode: 'browser', appVersion: '0.0.0-test', replayDecisions, ...(firstSeed !== undefined ? { firstSeed } : {}) });
  void s.setSettings({ patch: { aiDelayMs: 0 } });
  return s;
}

/** A game of three random seats (two rounds) that names no seed. */
function unseeded(): NewGameRequest {
  const { seed: _seed, ...rest } = setup(['random', 'random', 'random'], 0, 2);
  return rest;
}

/** Creates a game, lets its seats play it to its end and returns its save's setup and actions. */
async function played(h: HostService, req: NewGameRequest): Promise<{ readonly setup: { readonly seed: number }; readonly actions: readonly unknown[] }> {
  const r = await h.newGame(req);
  if (!r.ok) throw new Error(r.error.message);
  await h.settled();
  const saved = await h.exportSave({ gameId: r.value.gameId });
  if (!saved.ok) throw new Error(saved.error.message);
  return JSON.parse(saved.value.text) as never;
}

describe('fixed seeds of new games', () => {
  it('gives new games N, N+1, … and two hosts with the same seed play the same games', { timeout: 60_000 }, async () => {
    const [a, b] = [host(4_000_000_000), host(4_000_000_000)];
    const first = [await played(a, unseeded()), await played(b, unseeded())];
    expect(first.map((g) => g.setup.seed)).toEqual([4_000_000_000, 4_000_000_000]);
    expect(first[0]?.actions.length).toBeGreaterThan(10);
    expect(first[1]?.actions).toEqual(first[0]?.actions);
    // a request that names its seed keeps it and takes no number from the row
    expect((await played(a, setup(['random', 'random', 'random'], 9, 2))).setup.seed).toBe(9);
    const second = [await played(a, unseeded()), await played(b, unseeded())];
    expect(second.map((g) => g.setup.seed)).toEqual([4_000_000_001, 4_000_000_001]);
    expect(second[1]?.actions).toEqual(second[0]?.actions);
    await Promise.all([a.shutdown(), b.shutdown()]);
  });

  it('draws a seed per game when none is fixed', { timeout: 60_000 }, async () => {
    const h = host(undefined);
    const seeds = [(await played(h, unseeded())).setup.seed, (await played(h, unseeded())).setup.seed];
    expect(seeds[0]).not.toBe(seeds[1]); // one chance in 2^32 of failing
    await h.shutdown();
  });

  it('replays the computers of a game started from a named seed with --replay-decisions, new games still drawing theirs', { timeout: 60_000 }, async () => {
    const named = setup(['random', 'random', 'random'], 9, 2);
    const [a, b] = [host(undefined, true), host(undefined, true)];
    const replayed = [await played(a, named), await played(b, named)];
    expect(replayed[0]?.actions.length).toBeGreaterThan(10);
    expect(replayed[1]?.actions).toEqual(replayed[0]?.actions);
    expect((await played(a, unseeded())).setup.seed).not.toBe((await played(a, unseeded())).setup.seed); // one chance in 2^32
    // without it the same named seed gives the same setup but computers deciding afresh
    const [c, d] = [host(undefined), host(undefined)];
    const fresh = [await played(c, named), await played(d, named)];
    expect(fresh[1]?.actions).not.toEqual(fresh[0]?.actions);
    await Promise.all([a.shutdown(), b.shutdown(), c.shutdown(), d.shutdown()]);
  });
});
