// The host service's look-back methods (host/contract-lookback.ts, host/contract-records.ts): "Report a problem", a
// game's statistics, its review and its record, each answered for the open game the request names.
import { basename } from 'node:path';
import { CONTRACT_VERSION, ok, type RequestOf } from './contract.js';
import { writeProblemReport } from './problem-report.js';
import { exportRecord as writeRecord } from './records.js';
import { reviewBoard as boardOf, reviewGame as reviewOf, type ReviewPage } from './review.js';
import { SAVE_EXTENSION } from './save-store.js';
import { unknownGame, type Reply, type ServiceCore } from './service-core.js';

/** "Report a problem": a zip of the logs, the app's facts, the page's trail and — only when the player ticked it —
 * the open game's save, written where the player picks (Electron) or downloaded by the page (host/problem-report.ts). */
export async function problemReport(core: ServiceCore, { includeSave, gameId, trail }: RequestOf<'problemReport'>): Reply<'problemReport'> {
  const s = gameId === null ? null : (core.session(gameId) ?? null);
  if (gameId !== null && !s) return unknownGame(gameId);
  const { dataDir, appVersion, mode, dialogs, fs } = core.deps;
  return writeProblemReport(
    { dataDir, appVersion, mode, contractVersion: CONTRACT_VERSION, dialogs, settings: () => core.settings.get(), now: core.now, ...(fs ? { fs } : {}) },
    { trail, game: s?.info() ?? null, save: includeSave && s ? { fileName: core.fileNameOf(s), text: core.encode(s) } : null },
  );
}

/** A game's statistics, counted off the window's thread: a finished game's whole (everything is known once it is
 * over), a game still going on only its public part (from the events every seat may see). */
export async function gameStats(core: ServiceCore, { gameId }: RequestOf<'gameStats'>): Reply<'gameStats'> {
  const s = core.session(gameId);
  if (!s) return unknownGame(gameId);
  const whole = s.module.summary(s.state).over;
  const r = await core.deps.runner.run({ work: 'stats', game: s.module.id, setup: s.setup, base: s.base, actions: s.actions, publicOnly: !whole });
  return r.ok ? ok({ ...r.stats, whole }) : r;
}

/** The game's review as `page` may see it (host/review.ts; network play passes its page, dispatch the host's screen);
 * a record opened on this screen (openRecord) is reviewed under its id, never by a network page. */
export async function reviewGame(core: ServiceCore, { gameId }: RequestOf<'reviewGame'>, page: ReviewPage): Reply<'reviewGame'> {
  if (!page.remote && core.records.has(gameId)) return core.records.review(gameId);
  const s = core.session(gameId);
  return s ? reviewOf(core.deps.runner, s, page) : unknownGame(gameId);
}

/** The review's board at a step as `page` may see it. */
export async function reviewBoard(core: ServiceCore, req: RequestOf<'reviewBoard'>, page: ReviewPage): Reply<'reviewBoard'> {
  if (!page.remote && core.records.has(req.gameId)) return core.records.board(req.gameId, req.index);
  const s = core.session(req.gameId);
  return s ? boardOf(core.deps.runner, s, page, req) : unknownGame(req.gameId);
}

/** "Export game record…" (host/records.ts): the whole of a finished game, else only what `page`'s seat knew. */
export async function exportRecord(core: ServiceCore, { gameId }: RequestOf<'exportRecord'>, page: ReviewPage): Reply<'exportRecord'> {
  const s = core.session(gameId);
  if (!s) return unknownGame(gameId);
  const { runner, dialogs, fs } = core.deps;
  return writeRecord({ runner, dialogs, settings: () => core.settings.get(), ...(fs ? { fs } : {}) }, s, page, basename(core.fileNameOf(s), SAVE_EXTENSION));
}
