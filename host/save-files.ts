// The host's file operations: reading a save the player picked (a dialog, a listed path or an upload), opening its
// text in the engine worker (never on the host's thread) and finding its game module again, and saving to a file.
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { GameRegistry } from '../games/index.js';
import { fail, type HostError, type SaveSource } from './contract.js';
import { writeFileAtomic, type AtomicFs } from './atomic-write.js';
import type { EngineRunner } from './engine-runner.js';
import type { OpenReply } from './engine-work.js';
import type { LoadedGame } from './save-codec.js';
import type { SaveOpener, SaveStore } from './save-store.js';
import type { SettingsStore } from './settings.js';

/** Native file pickers (Electron's dialog); absent in browser mode. Each answers null when the user cancels. */
export interface FileDialogs {
  pickOpen(defaultDir: string | null): Promise<string | null>;
  pickSave(defaultDir: string | null, suggestedName: string): Promise<string | null>;
  /** Where a problem report's zip goes (host/problem-report.ts). */
  pickReport(defaultDir: string | null, suggestedName: string): Promise<string | null>;
  /** Where an exported game record goes (host/records.ts). */
  pickRecord(defaultDir: string | null, suggestedName: string): Promise<string | null>;
}

/** A save's text read from where the player pointed, with the path it came from (null: an upload) and its name. */
export type ReadSave = { ok: true; text: string; path: string | null; label: string } | { ok: false; error: HostError };

/** An opened save, or why it cannot be opened. */
export type OpenedSave = { ok: true; loaded: LoadedGame } | { ok: false; error: HostError };

/** What the file operations are built from (the service's own parts). */
export interface SaveFilesDeps {
  readonly runner: EngineRunner;
  readonly games: GameRegistry;
  readonly saves: SaveStore;
  readonly settings: SettingsStore;
  readonly dialogs: FileDialogs | null;
  readonly fs?: AtomicFs;
}

/** An error's message (or the thrown value in words). */
export function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Why a save file could not be read, in words for the player: no errno text and no path on the host's disk. */
export function unreadable(e: unknown, title: string): [HostError['code'], string] {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return ['not-found', `The save "${title}" is no longer there: it was moved or deleted.`];
  if (code === 'EACCES' || code === 'EPERM') return ['io', `The save "${title}" may not be read (its file is protected).`];
  return ['io', `The save "${title}" could not be read from the disk.`];
}

/** Reading, opening and writing save files for the host service. */
export class SaveFiles {
  constructor(private readonly deps: SaveFilesDeps) {}

  /** Opens save-file text in the engine worker (never parsed on this thread: a hostile file cannot freeze the host)
   * and finds its game module again in this host's registry. */
  async openText(text: string, fallbackId: string): Promise<OpenedSave> {
    let r: OpenReply;
    try {
      r = await this.deps.runner.run({ work: 'open', text, fallbackId } as const);
    } catch (e) {
      return fail('internal', `the save could not be opened: ${describe(e)}`);
    }
    if (!r.ok) return r;
    const module = this.deps.games.byId(r.loaded.save.module);
    if (!module) return fail('save-foreign', `this host has no game "${r.loaded.save.module}"`);
    return { ok: true, loaded: { ...r.loaded, save: { ...r.loaded.save, module } } };
  }

  /** openText for the save store. */
  readonly opener: SaveOpener = (text, fallbackId) => this.openText(text, fallbackId);

  /** The newest good checkpoint to offer when a save fails (of one file's game, if given), or null. */
  async recovery(path?: string): Promise<Awaited<ReturnType<SaveStore['newestGood']>>> {
    return this.deps.saves.newestGood(this.opener, path);
  }

  /** The text of the save the player pointed at: an upload, the native dialog's pick, or a path the app listed. */
  async readSource(source: SaveSource): Promise<ReadSave> {
    if (source.kind === 'text') return { ok: true, text: source.text, path: null, label: source.name || 'the uploaded file' };
    const { saves, settings } = this.deps;
    let path: string;
    if (source.kind === 'dialog') {
      if (!this.deps.dialogs) return fail('unsupported', 'there is no file dialog in browser mode: upload the file');
      const picked = await this.deps.dialogs.pickOpen(settings.get().lastFolder);
      if (picked === null) return fail('cancelled', 'no file was chosen');
      settings.update({ lastFolder: dirname(picked) });
      path = picked;
    } else {
      if (!saves.isKnownPath(source.path)) return fail('forbidden', 'only saves listed by the app (recent, autosaves, saves folder) can be opened by path');
      path = source.path;
    }
    try {
      return { ok: true, text: await readFile(path, 'utf8'), path, label: `"${saves.titleOf(path)}"` };
    } catch (e) {
      return fail(...unreadable(e, saves.titleOf(path)), (await this.recovery())?.info ?? null);
    }
  }

  /** Writes a save's text to `path` atomically; null when written, else the typed error. */
  async write(path: string, text: string): Promise<{ ok: false; error: HostError } | null> {
    try {
      await writeFileAtomic(path, text, this.deps.fs);
      return null;
    } catch (e) {
      return fail('io', `could not write ${path}: ${describe(e)}`);
    }
  }
}
