// The host service's way back into unfinished games: the latest one (Continue), a game by its id (the always-on host
// after a restart), each from its resume file — or, when that is damaged, its newest good checkpoint, the player told so.
import { readFile } from 'node:fs/promises';
import type { AnyGameModule } from '../engine/platform/module.js';
import { fail, ok, type AutosaveInfo, type GameInfo, type HostError, type Result } from './contract.js';
import { unreadable } from './save-files.js';
import type { ServiceCore } from './service-core.js';

/** The most recently played unfinished game: the one open in this host, else from its resume file — or, when that
 * file is damaged, from the same game's newest good checkpoint, and the player is told so. */
export async function continueLatest(core: ServiceCore): Promise<Result<GameInfo>> {
  const resumes = (await core.saves.listAutosaves()).filter((a) => a.reason === 'resume');
  let firstError: HostError | null = null;
  for (const info of resumes) {
    const r = await resume(core, info, true);
    if (r === null) continue;
    if (r.ok) return r;
    firstError ??= r.error;
  }
  if (firstError) return fail(firstError.code, firstError.message, (await core.saves.newestGood(core.files.opener))?.info ?? null);
  return fail('not-found', 'there is no unfinished game to continue');
}

/** Opens the game `gameId` again from its autosaves as continueLatest does, finished or not (the always-on host
 * after a restart: host/always-on.ts). */
export async function reopen(core: ServiceCore, gameId: string): Promise<Result<GameInfo>> {
  const info = (await core.saves.listAutosaves()).find((a) => a.reason === 'resume' && a.gameId === gameId);
  if (!info) return fail('not-found', `game ${gameId} has no autosave`);
  return (await resume(core, info, false)) ?? fail('not-found', `game ${gameId} cannot be opened again`);
}

/** One game from its resume file, else its newest good checkpoint (the player told so); null when it is over and
 * `unfinished` asks for an unfinished one, or nothing of it can be read. */
async function resume(core: ServiceCore, info: AutosaveInfo, unfinished: boolean): Promise<Result<GameInfo> | null> {
  const over = (save: { module: AnyGameModule; state: unknown }): boolean => unfinished && save.module.summary(save.state).over;
  const live = core.session(info.gameId);
  if (live) {
    if (over(live)) return null;
    core.emit(live.screen(false));
    return ok(live.info());
  }
  await core.retire(info.gameId); // a game just quit: its last writes first
  let text: string;
  let error: HostError | null = null;
  try {
    text = await readFile(info.path, 'utf8');
  } catch (e) {
    text = '';
    const [code, message] = unreadable(e, info.title);
    error = { code, message };
  }
  const r = text === '' ? null : await core.files.openText(text, info.gameId);
  if (r?.ok) {
    if (over(r.loaded.save)) return null;
    return ok(await core.open(core.sessionFrom(r.loaded, null), null));
  }
  if (r) error = { code: r.error.code, message: `${info.title}: ${r.error.message}` };
  const fallback = await core.saves.newestGood(core.files.opener, info.path, info.gameId);
  if (!fallback || over(fallback.game.save)) return error ? { ok: false, error } : null;
  const game = await core.open(core.sessionFrom(fallback.game, null), null);
  const why = r && !r.ok ? r.error.message : 'it could not be read';
  core.emit({
    kind: 'notice',
    gameId: game.gameId,
    code: 'resume-damaged',
    message: `The latest autosave of "${info.title}" is damaged (${why}). The game continues from its autosave of ${fallback.info.savedAt} (round ${fallback.info.round}); the moves made after it are lost.`,
  });
  return ok(game);
}
