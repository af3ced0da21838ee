// `titan export|import FILE`: a save written as a readable record and a record read back (docs/notation.md). Each
// returns the text to print and the exit code, so main.ts only does the I/O.
import { parseRecord, recordOf } from '../../engine/platform/notation.js';
import { GAMES, loadSave } from '../../games/index.js';
import { readText, standingLines, type CommandOutput } from './files.js';

/** `export`: the save's game as a record. */
export function exportCommand(file: string): CommandOutput {
  const r = readText(file);
  if (!r.ok) return { stdout: r.message, exitCode: 1 };
  const loaded = loadSave(r.text);
  if (!loaded.ok) return { stdout: `cannot export: ${loaded.error.code}: ${loaded.error.message}`, exitCode: 1 };
  if (loaded.base) return { stdout: 'cannot export: the save no longer replays from its setup', exitCode: 1 };
  const record = recordOf(loaded);
  return record.ok ? { stdout: record.text.trimEnd(), exitCode: 0 } : { stdout: `cannot export: ${record.message}`, exitCode: 1 };
}

/** `import`: the record read back and replayed; where it ends, as `replay` prints a save's. */
export function importCommand(file: string): CommandOutput {
  const r = readText(file);
  if (!r.ok) return { stdout: r.message, exitCode: 1 };
  const read = parseRecord(r.text, (game) => GAMES.byGame(game));
  if (!read.ok) return { stdout: `cannot import: line ${read.line}: ${read.message}`, exitCode: 1 };
  return { stdout: standingLines(read.module, read.game, read.actions.length, read.state, null).join('\n'), exitCode: 0 };
}
