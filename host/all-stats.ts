// The statistics across all the finished games on this machine (issue 23): every save the host can find — each game's
// autosave folder (its resume file and checkpoints) and the saves folder — opened in the engine worker, one entry per
// game id (its newest file), the finished ones replayed there for their figures ('stats' work) and added up
// (engine/platform/all-stats.ts). Unfinished games are left out (their hidden parts are not over yet), and so are
// games that keep no statistics; a damaged or foreign file is skipped and counted. Each file's result is kept in
// memory by path, size and modification time, so that opening the window again reads only what changed.
import { readFile, stat } from 'node:fs/promises';
import { allStats, type AllStats, type FinishedGame } from '../engine/platform/all-stats.js';
import { nameOfGame } from '../engine/platform/module.js';
import type { EngineRunner } from './engine-runner.js';
import type { SaveFiles } from './save-files.js';
import type { SaveStore } from './save-store.js';

/** What one file holds for the sum: nothing readable (skipped), or its game's id, when it was written and, when the
 * game is over and keeps statistics, the game as the sum counts it. */
type FileResult = { readonly skipped: true } | { readonly skipped: false; readonly gameId: string; readonly updatedAt: string; readonly game: FinishedGame | null };

/** What the gatherer is built from (the service's own parts). */
export interface AllStatsDeps {
  readonly saves: SaveStore;
  readonly files: SaveFiles;
  readonly runner: EngineRunner;
}

/** Gathers and adds up the finished games' statistics, keeping each file's result while the file is unchanged. */
export class AllStatsGatherer {
  private readonly cache = new Map<string, { readonly size: number; readonly mtimeMs: number; readonly result: FileResult }>();

  constructor(private readonly deps: AllStatsDeps) {}

  /** The statistics of every finished game found now. */
  async gather(): Promise<AllStats> {
    const newest = new Map<string, { updatedAt: string; game: FinishedGame | null }>();
    let skipped = 0;
    const seen = new Set<string>();
    for (const path of await this.deps.saves.allSaveFiles()) {
      seen.add(path);
      const r = await this.fileResult(path);
      if (r === null) continue; // gone meanwhile
      if (r.skipped) {
        skipped++;
        continue;
      }
      const known = newest.get(r.gameId);
      if (!known || known.updatedAt < r.updatedAt) newest.set(r.gameId, { updatedAt: r.updatedAt, game: r.game });
    }
    for (const path of this.cache.keys()) if (!seen.has(path)) this.cache.delete(path);
    const finished = [...newest.values()].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0)).flatMap((e) => (e.game ? [e.game] : []));
    return allStats(finished, skipped);
  }

  /** The file's result, from the cache while its size and modification time are unchanged; null when it is gone. */
  private async fileResult(path: string): Promise<FileResult | null> {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = this.cache.get(path);
    if (cached && cached.size === info.size && cached.mtimeMs === info.mtimeMs) return cached.result;
    const text = await readFile(path, 'utf8').catch(() => null);
    if (text === null) return null;
    const result = await this.read(text, path);
    this.cache.set(path, { size: info.size, mtimeMs: info.mtimeMs, result });
    return result;
  }

  /** Opens a file's text and, for a finished game with statistics, counts them in the engine worker. */
  private async read(text: string, path: string): Promise<FileResult> {
    const r = await this.deps.files.openText(text, `file:${path}`);
    if (!r.ok) return { skipped: true };
    const { save, meta, updatedAt } = r.loaded;
    const summary = save.module.summary(save.state);
    const base = { skipped: false, gameId: meta.gameId, updatedAt } as const;
    if (!summary.over || !save.module.review?.facts) return { ...base, game: null };
    const counted = await this.deps.runner.run({ work: 'stats', game: save.module.id, setup: save.setup, base: save.base, actions: save.actions, publicOnly: false }).catch(() => null);
    if (!counted?.ok) return { skipped: true };
    const game = save.module.gameOf(save.setup);
    return {
      ...base,
      game: {
        kind: nameOfGame(save.module, game),
        names: Object.fromEntries(save.module.seatsOf(save.setup).map((s) => [s.id, s.name])),
        winner: summary.winner,
        stats: counted.stats,
      },
    };
  }
}
