// Saves on disk: the app data folder's autosaves (one folder per game: a `resume` file rewritten after every
// action, and rotating checkpoints at phase starts, engagement boundaries and battle rounds, keeping the last N),
// the folder of named saves, and the recent-files list. Every write is crash-safe (host/atomic-write.ts).
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import type { GameRegistry } from '../games/index.js';
import type { AutosaveInfo, AutosaveReason, RecentEntry } from './contract.js';
import { isTempFile, writeFileAtomic, type AtomicFs } from './atomic-write.js';
import type { KeyValueStore } from './settings.js';
import type { LoadedGame } from './save-codec.js';

/** Opens save-file text (in the engine worker, in the app); `fallbackId` names a game whose file has no host meta. */
export type SaveOpener = (text: string, fallbackId: string) => Promise<{ ok: true; loaded: LoadedGame } | { ok: false }>;

/** File extension of TITAN saves. */
export const SAVE_EXTENSION = '.titan';
const RESUME = `resume${SAVE_EXTENSION}`;
const RECENT_KEY = 'recent';
const RECENT_MAX = 10;
const REASONS: readonly AutosaveReason[] = ['phase', 'engagement', 'battle-round', 'resume'];

/** True when `child` is `parent` or inside it. */
export function isInside(parent: string, child: string): boolean {
  const rel = relative(resolve(parent), resolve(child));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** A file name made safe from anything a user typed. */
export function safeFileName(name: string): string {
  const cleaned = name.replace(/[^\p{L}\p{N} ._-]/gu, '_').replace(/^[ .]+|[ .]+$/g, '').slice(0, 80);
  return cleaned.length > 0 ? cleaned : 'game';
}

/** Whether the process that is writing a temporary file (its pid is in the name: host/atomic-write.ts) still runs. */
function writerRunning(name: string): boolean {
  const pid = Number(/\.(\d+)\.[0-9a-f]+\.tmp$/.exec(name)?.[1]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A sortable timestamp for file names. */
function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('.', '');
}

/** The save files of one folder (no temporary files of an unfinished write), in name order; none when it is missing. */
async function saveFilesIn(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith(SAVE_EXTENSION) && !isTempFile(n)).sort().map((n) => join(dir, n));
}

/** Owns the app data folder's saves. */
export class SaveStore {
  /** Rotating and resume autosaves, one subfolder per game. */
  readonly autosaveDir: string;
  /** Named saves written by saveAs({ kind: 'name' }). */
  readonly savesDir: string;
  private seq = 0;

  constructor(dataDir: string, private readonly kv: KeyValueStore, private readonly games: GameRegistry, private readonly fs?: AtomicFs) {
    this.autosaveDir = join(dataDir, 'autosave');
    this.savesDir = join(dataDir, 'saves');
  }

  /** Removes the temporary files a crash mid-write left in a game's autosave folder (those of processes no longer
   * running: another instance's write in progress is left alone); returns how many went. */
  async sweepTemp(gameId: string): Promise<number> {
    const dir = join(this.autosaveDir, gameId);
    const names = await readdir(dir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      if (!isTempFile(name) || writerRunning(name)) continue;
      await rm(join(dir, name), { force: true });
      removed++;
    }
    return removed;
  }

  /** Rewrites the game's resume file (what Continue opens). */
  async writeResume(gameId: string, text: string): Promise<string> {
    const path = join(this.autosaveDir, gameId, RESUME);
    await writeFileAtomic(path, text, this.fs);
    return path;
  }

  /** Writes a checkpoint autosave and deletes the game's oldest ones beyond `keep`. */
  async writeCheckpoint(gameId: string, reason: Exclude<AutosaveReason, 'resume'>, text: string, keep: number, now: Date): Promise<string> {
    const dir = join(this.autosaveDir, gameId);
    this.seq = (this.seq + 1) % 1000;
    const path = join(dir, `${stamp(now)}-${String(this.seq).padStart(3, '0')}-${reason}${SAVE_EXTENSION}`);
    await writeFileAtomic(path, text, this.fs);
    const checkpoints = (await readdir(dir)).filter((n) => n !== RESUME && n.endsWith(SAVE_EXTENSION) && !isTempFile(n)).sort();
    for (const old of checkpoints.slice(0, Math.max(0, checkpoints.length - keep))) await rm(join(dir, old), { force: true });
    return path;
  }

  /** Every autosave file with its game's id (its folder's name), folder by folder in name order, unread. */
  async autosaveFiles(): Promise<{ readonly path: string; readonly gameId: string }[]> {
    const games = await readdir(this.autosaveDir, { withFileTypes: true }).catch(() => []);
    const out: { path: string; gameId: string }[] = [];
    for (const g of games.filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
      for (const path of await saveFilesIn(join(this.autosaveDir, g))) out.push({ path, gameId: g });
    }
    return out;
  }

  /** Every save file the app keeps: the autosaves, then the saves folder's files, unread. */
  async allSaveFiles(): Promise<string[]> {
    return [...(await this.autosaveFiles()).map((f) => f.path), ...(await saveFilesIn(this.savesDir))];
  }

  /** Every autosave, newest first (unreadable files are listed from their name; opening them reports the damage). */
  async listAutosaves(): Promise<AutosaveInfo[]> {
    const out: AutosaveInfo[] = [];
    for (const f of await this.autosaveFiles()) out.push(await this.describe(f.path, f.gameId));
    return out.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : a.path < b.path ? 1 : -1));
  }

  /** The newest autosave (of game `gameId`, if given) that opens cleanly — intact, of a known game, a valid position —
   * skipping `except`. */
  async newestGood(open: SaveOpener, except?: string, gameId?: string): Promise<{ info: AutosaveInfo; game: LoadedGame } | null> {
    for (const info of await this.listAutosaves()) {
      if (except !== undefined && resolve(info.path) === resolve(except)) continue;
      if (gameId !== undefined && info.gameId !== gameId) continue;
      const text = await readFile(info.path, 'utf8').catch(() => null);
      if (text === null) continue;
      const r = await open(text, info.gameId);
      if (r.ok) return { info, game: r.loaded };
    }
    return null;
  }

  /** Reads an autosave's headline from its meta without replaying it. */
  private async describe(path: string, gameId: string): Promise<AutosaveInfo> {
    const name = basename(path, SAVE_EXTENSION);
    const reason = name === 'resume' ? 'resume' : (REASONS.find((r) => name.endsWith(`-${r}`)) ?? 'phase');
    const base = { path, gameId, reason, title: gameId, round: 0, phase: 'setup' };
    const mtime = await stat(path).then((s) => s.mtime.toISOString()).catch(() => new Date(0).toISOString());
    try {
      const file = JSON.parse(await readFile(path, 'utf8')) as { game?: unknown; meta?: Record<string, unknown> };
      const meta = file.meta ?? {};
      const module = typeof file.game === 'string' ? this.games.byGame(file.game) : undefined;
      return {
        ...base,
        ...(module ? { game: module.id } : {}),
        title: typeof meta.title === 'string' ? meta.title : base.title,
        savedAt: typeof meta.updatedAt === 'string' ? meta.updatedAt : mtime,
        round: typeof meta.round === 'number' ? meta.round : 0,
        phase: typeof meta.phase === 'string' ? meta.phase : base.phase,
      };
    } catch {
      return { ...base, savedAt: mtime };
    }
  }

  /** The recent files, newest first, each checked for existence. */
  async listRecent(): Promise<RecentEntry[]> {
    const out: RecentEntry[] = [];
    for (const r of this.recentRaw()) {
      const exists = await stat(r.path).then((s) => s.isFile()).catch(() => false);
      out.push({ ...r, exists });
    }
    return out;
  }

  /** What the player calls a save: its title in the recent list, else its file name (never the folder it is in). */
  titleOf(path: string): string {
    return this.recentRaw().find((r) => resolve(r.path) === resolve(path))?.title ?? basename(path, SAVE_EXTENSION);
  }

  /** Puts a file at the top of the recent list. */
  addRecent(path: string, title: string, savedAt: string): void {
    const rest = this.recentRaw().filter((r) => resolve(r.path) !== resolve(path));
    this.kv.set(RECENT_KEY, [{ path, title, savedAt }, ...rest].slice(0, RECENT_MAX));
  }

  /** True for paths the host itself listed or owns: the renderer may only ask to open those. */
  isKnownPath(path: string): boolean {
    if (!isAbsolute(path)) return false;
    if (isInside(this.autosaveDir, path) || isInside(this.savesDir, path)) return true;
    return this.recentRaw().some((r) => resolve(r.path) === resolve(path));
  }

  private recentRaw(): { path: string; title: string; savedAt: string }[] {
    const raw = this.kv.get(RECENT_KEY);
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (r): r is { path: string; title: string; savedAt: string } =>
        typeof r === 'object' && r !== null && typeof r.path === 'string' && typeof r.title === 'string' && typeof r.savedAt === 'string',
    );
  }
}
