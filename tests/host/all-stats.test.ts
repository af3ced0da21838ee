// The host's allStats (issue 23: statistics across all games on this machine): the finished games it finds in its
// data folder — autosave folders and saves folder, one entry per game id, the newest — added up per player name;
// an unfinished game left out, a damaged and a foreign file skipped and counted; the figures are the sums of the
// games' own gameStats; a second call reads no file again that did not change; remote pages may not ask.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../engine/platform/all-stats.js';
import type { SeatStats } from '../../engine/platform/stats.js';
import { GAMES } from '../../games/index.js';
import { encodeGame } from '../../host/save-codec.js';
import { WorkerEngineRunner, type EngineRunner } from '../../host/engine-runner.js';
import type { EngineRequest, ReplyOf } from '../../host/engine-work.js';
import { finishedGameText } from '../finished-games.js';
import { makeHarness, tempDir } from './helpers.js';

/** The worker runner, counting the requests of each work it runs. */
class CountingRunner implements EngineRunner {
  readonly inner = new WorkerEngineRunner();
  readonly counts = new Map<string, number>();
  run<R extends EngineRequest>(request: R, signal?: AbortSignal): Promise<ReplyOf<R>> {
    this.counts.set(request.work, (this.counts.get(request.work) ?? 0) + 1);
    return this.inner.run(request, signal);
  }
  dispose(): Promise<void> {
    return this.inner.dispose();
  }
}

const FIGURES = ['strikes', 'dice', 'hits', 'expectedHits', 'variance', 'battles', 'battlesWon', 'mustered', 'slew', 'lost'] as const;

describe('the host adds up the statistics of every finished game on this machine', () => {
  it('two finished games of two kinds counted, an unfinished one left out, a damaged and a foreign file skipped; sums of the games\' own figures', async () => {
    const titan = GAMES.byId('titan');
    const gods = GAMES.byId('gods-of-titan');
    if (!titan || !gods) throw new Error('missing module');
    const dataDir = tempDir();
    const savesDir = join(dataDir, 'saves');
    mkdirSync(savesDir, { recursive: true });
    const variant = finishedGameText(titan, 2, 5, 100, 'titan-variant');
    const godsGame = finishedGameText(gods, 3, 7, 100);
    writeFileSync(join(savesDir, 'variant.titan'), variant.text);
    mkdirSync(join(dataDir, 'autosave', godsGame.gameId), { recursive: true });
    writeFileSync(join(dataDir, 'autosave', godsGame.gameId, 'resume.titan'), godsGame.text);
    // the same game saved by name as well: one entry per game id
    writeFileSync(join(savesDir, 'gods copy.titan'), godsGame.text);
    const setup = titan.sim.defaultSetup(2, 9, { variant: null, turnLimit: null, pointTarget: null });
    const now = new Date().toISOString();
    const fresh = encodeGame(titan, { gameId: 'unfinished-1', title: 'going on', kinds: ['human', 'human'], createdAt: now }, { setup, actions: [], base: null, state: titan.createGame(setup).state, updatedAt: now, app: 'test' });
    writeFileSync(join(savesDir, 'unfinished.titan'), fresh);
    writeFileSync(join(savesDir, 'damaged.titan'), variant.text.slice(0, 500));
    writeFileSync(join(savesDir, 'foreign.titan'), JSON.stringify({ hello: 'world' }));

    const runner = new CountingRunner();
    const h = makeHarness(dataDir, runner);
    const all = await h.service.allStats();
    if (!all.ok) throw new Error(all.error.message);
    expect(all.value.games).toBe(2);
    expect(all.value.skipped).toBe(2);
    expect(all.value.kinds.map((k) => [k.kind, k.games]).sort()).toEqual([['Gods of Titan', 1], ['Titan Variant (§21)', 1]]);

    // each game's own statistics, opened and counted one by one
    const expected = new Map<string, { games: number; won: number } & Record<(typeof FIGURES)[number], number>>();
    for (const path of [join(savesDir, 'variant.titan'), join(savesDir, 'gods copy.titan')]) {
      const opened = await h.service.openSave({ source: { kind: 'path', path } });
      if (!opened.ok) throw new Error(opened.error.message);
      const stats = await h.service.gameStats({ gameId: opened.value.gameId });
      if (!stats.ok) throw new Error(stats.error.message);
      for (const s of stats.value.seats) {
        const name = opened.value.seats.find((p) => p.color === s.seat)?.name ?? s.seat;
        const e = expected.get(nameKey(name)) ?? ({ games: 0, won: 0, ...Object.fromEntries(FIGURES.map((f) => [f, 0])) } as never);
        e.games++;
        if (opened.value.winner === s.seat) e.won++;
        for (const f of FIGURES) e[f] += (s as SeatStats)[f];
        expected.set(nameKey(name), e);
      }
      await h.service.quitGame({ gameId: opened.value.gameId });
    }
    // "Random 1" and "Random 2" played both games: one player each across them
    expect(all.value.players.map((p) => [p.name, p.games])).toEqual([['Random 1', 2], ['Random 2', 2], ['Random 3', 1]]);
    for (const p of all.value.players) {
      const e = expected.get(nameKey(p.name));
      expect(e).toBeDefined();
      expect([p.games, p.won]).toEqual([e?.games, e?.won]);
      for (const f of FIGURES) expect(p[f]).toBeCloseTo(e?.[f] ?? NaN, 9);
      expect(p.luck).toBeCloseTo(p.hits - p.expectedHits, 9);
      expect(p.spread).toBeCloseTo(Math.sqrt(p.variance), 9);
    }
    expect(all.value.players.reduce((n, p) => n + p.dice, 0)).toBeGreaterThan(0);
    // every game has one winner at most, counted with his kind
    const won = all.value.players.reduce((n, p) => n + p.won, 0);
    expect(won).toBeGreaterThanOrEqual(1);
    expect(won).toBeLessThanOrEqual(2);
    for (const p of all.value.players) expect(p.kinds.reduce((n, k) => n + k.won, 0)).toBe(p.won);

    // a second call reads no unchanged file again (the opened games rewrote only their own autosaves)
    await h.service.settled();
    const before = { open: runner.counts.get('open') ?? 0, stats: runner.counts.get('stats') ?? 0 };
    const again = await h.service.allStats();
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.games).toBe(2);
    const newFiles = (runner.counts.get('open') ?? 0) - before.open;
    expect(newFiles).toBeLessThanOrEqual(4); // the two opened games' resume and checkpoint files, nothing else
    const third = { open: runner.counts.get('open') ?? 0, stats: runner.counts.get('stats') ?? 0 };
    await h.service.allStats();
    expect(runner.counts.get('open') ?? 0).toBe(third.open);
    expect(runner.counts.get('stats') ?? 0).toBe(third.stats);
    await h.service.shutdown();
  });

  it('matches names across games without case and extra spaces', () => {
    expect(nameKey('  Anna  Maria ')).toBe(nameKey('anna maria'));
    expect(nameKey('Anna')).not.toBe(nameKey('Anne'));
  });
});
