// A game's autosaves under any pace of play: one writer per game that always writes the NEWEST state to the resume
// file (states superseded while a write was on the disk are skipped, not queued), rotating checkpoints of the states
// they were taken at (at most as many waiting as are kept on disk: older ones would be rotated away at once), and a
// way for the host to wait until the resume file is at most a few actions behind (agents do, so an all-AI game at
// AI delay 0 never runs away from its autosave). Memory stays bounded however fast the actions come.
import type { CheckpointReason } from '../engine/platform/module.js';
import type { Push } from './contract.js';
import { describe } from './save-files.js';
import type { SaveStore } from './save-store.js';

/** Most actions the resume file may lag behind before agents wait for it. */
export const MAX_RESUME_LAG = 3;

/** Where and how a game's autosaves are written. */
export interface AutosaveTarget {
  /** Writes a rotating checkpoint autosave; returns its path. */
  checkpoint(reason: CheckpointReason, text: string): Promise<string>;
  /** Rewrites the resume file. */
  resume(text: string): Promise<void>;
  /** The game's version (bumped on every change) and its save text now. */
  current(): { readonly version: number; readonly text: () => string };
  /** A checkpoint was written. */
  saved(path: string): void;
  /** A write failed (the game goes on; the next change tries again). */
  failed(error: unknown): void;
}

/** The autosave writer of one game. */
export class Autosave {
  private readonly checkpoints: { readonly reason: CheckpointReason; readonly text: string }[] = [];
  /** The game version the resume file holds. */
  private written = -1;
  private running: Promise<void> | null = null;
  private readonly waiters: { readonly lag: number; readonly resolve: () => void }[] = [];

  constructor(private readonly target: AutosaveTarget, private readonly keep: () => number) {}

  /** The game changed; `checkpoint` also keeps this very state as a rotating autosave. */
  changed(checkpoint: CheckpointReason | null): void {
    if (checkpoint) {
      this.checkpoints.push({ reason: checkpoint, text: this.target.current().text() });
      const excess = this.checkpoints.length - Math.max(1, this.keep());
      if (excess > 0) this.checkpoints.splice(0, excess);
    }
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
  }

  /** Checkpoint texts waiting for the disk (at most the number kept). */
  get waiting(): number {
    return this.checkpoints.length;
  }

  /** Resolves when every write asked for so far is on the disk. */
  async flushed(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Resolves once the resume file is at most `lag` versions behind the game. */
  within(lag: number): Promise<void> {
    if (this.behind() <= lag) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ lag, resolve }));
  }

  private behind(): number {
    return this.running === null && this.checkpoints.length === 0 ? 0 : this.target.current().version - this.written;
  }

  private async run(): Promise<void> {
    for (;;) {
      const cp = this.checkpoints.shift();
      if (cp) {
        try {
          this.target.saved(await this.target.checkpoint(cp.reason, cp.text));
        } catch (e) {
          this.target.failed(e);
        }
        continue;
      }
      const now = this.target.current();
      if (now.version === this.written) break;
      try {
        await this.target.resume(now.text());
      } catch (e) {
        this.target.failed(e);
      }
      // Written, or given up on after a failure: either way the game must not wait on this version again.
      this.written = now.version;
      this.release();
    }
    this.release(true);
  }

  private release(idle = false): void {
    const behind = idle ? 0 : this.target.current().version - this.written;
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const w = this.waiters[i];
      if (w && behind <= w.lag) {
        this.waiters.splice(i, 1);
        w.resolve();
      }
    }
  }
}

/** What a host game's autosaves are written with: the saves folder, how many checkpoints it keeps, the clock, the
 * game's version and save text now, and the screens to tell. */
export interface GameAutosaveIo {
  readonly saves: Pick<SaveStore, 'writeCheckpoint' | 'writeResume'>;
  readonly keep: () => number;
  readonly now: () => Date;
  readonly current: AutosaveTarget['current'];
  readonly emit: (push: Push) => void;
}

/** The autosave writer of a game the host plays: its checkpoints and resume file in the saves folder, the screens
 * told of each checkpoint written ("saved", auto) and of a write that failed (the game goes on). */
export function gameAutosave(gameId: string, io: GameAutosaveIo): Autosave {
  return new Autosave(
    {
      checkpoint: (reason, text) => io.saves.writeCheckpoint(gameId, reason, text, io.keep(), io.now()),
      resume: async (text) => void (await io.saves.writeResume(gameId, text)),
      current: io.current,
      saved: (path) => io.emit({ kind: 'saved', gameId, path, auto: true, savedAt: io.now().toISOString() }),
      failed: (e) => io.emit({ kind: 'error', gameId, error: { code: 'io', message: `autosave failed: ${describe(e)}` } }),
    },
    io.keep,
  );
}
