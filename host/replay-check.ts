// The replay check of an opened game, off the host's thread: its log must lead to the position it was opened at.
import type { Push } from './contract.js';
import type { EngineRunner } from './engine-runner.js';
import { describe } from './save-files.js';
import type { GameSession } from './session.js';

/** What the replay check uses of the host service. */
export interface ReplayCheckDeps {
  readonly runner: EngineRunner;
  /** The game changed outside an action (rebased): autosave it. */
  persist(s: GameSession): void;
  emit(push: Push): void;
}

/**
 * Checks an opened game's log. If it leads to the opened position, the agent seats learn the game's events; if not,
 * the game goes on from that position (the log before it is kept as history) and the player is told why in words —
 * an older save whose rules changed, or a log that does not lead to its position although the file is intact.
 */
export function checkHistory(s: GameSession, opened: NonNullable<GameSession['opened']>, deps: ReplayCheckDeps): Promise<void> {
  const gameId = s.meta.gameId;
  return deps.runner.run({ work: 'verify', game: s.module.id, setup: s.setup, base: opened.base, actions: s.actions.slice(0, opened.index), state: opened.state }).then(
    (r) => {
      if (r.ok) {
        s.learnHistory(r.events);
        if (!s.closed) deps.emit(s.screenWithLog());
        return;
      }
      s.learnHistory(null);
      s.rebase(opened.index, opened.state);
      deps.persist(s);
      const by = opened.app && opened.app !== 'unknown' ? `version ${opened.app}` : 'an earlier version of the game';
      const message = opened.older
        ? `This game was saved by ${by}. Its move history no longer replays exactly under today's rules (${r.error.message}), so the game continues from the saved position; the history is kept.`
        : `The move history of this save does not lead to its position (${r.error.message}). The game continues from the saved position; the history is kept.`;
      deps.emit({ kind: 'notice', gameId, code: opened.older ? 'history-not-replayed' : 'history-unverified', message });
    },
    (e: unknown) => {
      s.learnHistory(null);
      if (!s.closed) deps.emit({ kind: 'error', gameId, error: { code: 'internal', message: `the replay check failed: ${describe(e)}` } });
    },
  );
}
