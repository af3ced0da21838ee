// Loading a save completely: open it from its snapshot (engine/platform/save/open.ts), then replay its log
// (engine/platform/save/verify.ts). A save of this build's versions must replay to its position or it is refused. A save of
// older versions whose log no longer replays identically is not an error: the game continues from its (migrated)
// position, the log is kept as history, and the notice says so in words.
import type { AnyGameModule } from '../module.js';
import type { Failed } from './errors.js';
import { openSave, type OpenedSave } from './open.js';
import { verifySave } from './verify.js';

/** Something the player should be told about a loaded save (it loaded; this is not an error). */
export interface SaveNotice {
  /** `history-not-replayed`: an older save whose log no longer replays under today's rules. */
  readonly code: 'history-not-replayed';
  readonly message: string;
  /** The app version that wrote the save, when it recorded one. */
  readonly app: string | null;
}

/** A loaded game: the state returned is the saved position (migrated to this build). */
export type LoadResult = Failed | ({ readonly ok: true; readonly notice: SaveNotice | null; readonly events: readonly unknown[] } & OpenedSave);

/** The notice for an older save whose log does not replay, and the save continued from its position. */
export function rebased(save: OpenedSave, reason: string): { save: OpenedSave; notice: SaveNotice } {
  const by = save.written.app ?? 'an earlier version of the game';
  return {
    save: { ...save, base: { index: save.actions.length, state: save.state } },
    notice: {
      code: 'history-not-replayed',
      message: `This game was saved by ${by === 'unknown' ? 'an earlier version of the game' : `version ${by}`}. Its move history no longer replays exactly under today's rules (${reason}), so the game continues from the saved position; the history is kept.`,
      app: save.written.app,
    },
  };
}

/** Loads save-file text of any of `modules`, replaying its log; never throws. */
export function loadSaveWith(raw: string, modules: readonly AnyGameModule[]): LoadResult {
  const opened = openSave(raw, modules);
  if (!opened.ok) return opened;
  const verified = verifySave(opened.save);
  if (verified.ok) return { ok: true, ...opened.save, notice: null, events: verified.events };
  if (!opened.save.older) return verified;
  const r = rebased(opened.save, verified.error.message);
  return { ok: true, ...r.save, notice: r.notice, events: [] };
}
