// `titan replay|validate|query FILE`: the file-reading commands. Each returns the text to print and the exit code,
// so main.ts only does the I/O.
import { readFileSync } from 'node:fs';
import { runQueries } from '../../engine/titan/query/index.js';
import { positionHash } from '../../engine/platform/save/index.js';
import type { AnyGameModule } from '../../engine/platform/module.js';
import { loadSave } from '../../games/index.js';

/** What a command prints and how the process exits. */
export interface CommandOutput {
  readonly stdout: string;
  readonly exitCode: number;
}

/** A file's text, or why it cannot be read. */
export function readText(file: string): { ok: true; text: string } | { ok: false; message: string } {
  try {
    return { ok: true, text: readFileSync(file, 'utf8') };
  } catch (e) {
    return { ok: false, message: `cannot read ${file}: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** Where a replayed game stands: its final state hash, its game and log, a note, its round and the scores. */
export function standingLines(module: AnyGameModule, game: string, actions: number, state: unknown, note: string | null): string[] {
  const s = module.summary(state);
  return [
    `hash ${positionHash(module, state)}`,
    `game ${game}, ${actions} actions, state ${module.stateId(state)}`,
    ...(note ? [`note: ${note}`] : []),
    `round ${s.round}, phase ${s.phase}${s.over ? `, over: winner ${s.winner ?? 'none'}` : ''}`,
    ...s.players.map((p) => `  ${p.id} (${p.name}): ${s.scores[p.id] ?? 0} points`),
  ];
}

/** `replay`: the final state hash and a summary of the game. */
export function replayCommand(file: string): CommandOutput {
  const r = readText(file);
  if (!r.ok) return { stdout: r.message, exitCode: 1 };
  const loaded = loadSave(r.text);
  if (!loaded.ok) return { stdout: `cannot replay: ${loaded.error.code}: ${loaded.error.message}`, exitCode: 1 };
  return { stdout: standingLines(loaded.module, loaded.game, loaded.actions.length, loaded.state, loaded.notice?.message ?? null).join('\n'), exitCode: 0 };
}

/** `validate`: exit 0 when the save loads, 1 with the typed error. */
export function validateCommand(file: string): CommandOutput {
  const r = readText(file);
  if (!r.ok) return { stdout: r.message, exitCode: 1 };
  const loaded = loadSave(r.text);
  if (!loaded.ok) return { stdout: JSON.stringify({ valid: false, error: loaded.error }, null, 2), exitCode: 1 };
  const { written } = loaded;
  const notice = loaded.notice ? { notice: loaded.notice.message } : {};
  return { stdout: JSON.stringify({ valid: true, game: loaded.game, actions: loaded.actions.length, written, ...notice }), exitCode: 0 };
}

/** `query`: the oracle's JSON answer(s); bad input or unknown kinds print `{"error": …}` and exit 2. */
export function queryCommand(file: string): CommandOutput {
  const r = readText(file);
  if (!r.ok) return { stdout: JSON.stringify({ error: r.message }), exitCode: 2 };
  let input: unknown;
  try {
    input = JSON.parse(r.text);
  } catch (e) {
    return { stdout: JSON.stringify({ error: `not JSON: ${e instanceof Error ? e.message : String(e)}` }), exitCode: 2 };
  }
  const answer = runQueries(input);
  return { stdout: JSON.stringify(answer.output, null, 2), exitCode: answer.ok ? 0 : 2 };
}
