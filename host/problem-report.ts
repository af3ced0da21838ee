// "Report a problem" (Help menu): one zip the player keeps or sends on himself — report.txt (the app's version, the
// platform, the runtime's versions, the time, the settings), the log files of the data folder, the page's trail and,
// only when the player asked for it, the open game's save. It is written where the player chooses (Electron's save
// dialog) or handed to the page as a download (browser mode). Nothing leaves the machine.
import { arch, platform, release } from 'node:os';
import { open, readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { fail, ok, type AppInfo, type GameInfo, type ProblemReport, type Result, type Settings } from './contract.js';
import { writeFileAtomic, type AtomicFs } from './atomic-write.js';
import { logsDir } from './paths.js';
import { describe, type FileDialogs } from './save-files.js';

/** The tail of a log file kept in a report (a log starts over past 1 MiB, electron/crash.ts: this is far above). */
export const LOG_TAIL_BYTES = 4 * 1024 * 1024;

/** The runtime versions a report names (those present: Electron's only in the app). */
const RUNTIMES = ['node', 'v8', 'electron', 'chrome'] as const;

/** What a report is built from. */
export interface ProblemReportDeps {
  readonly dataDir: string;
  readonly appVersion: string;
  readonly mode: AppInfo['mode'];
  readonly contractVersion: number;
  /** Electron's save dialog; null in browser mode, where the page downloads the report. */
  readonly dialogs: FileDialogs | null;
  /** The settings now (the report names them; the dialog opens in the folder saves last went to or came from). */
  readonly settings: () => Settings;
  readonly now: () => Date;
  readonly fs?: AtomicFs;
}

/** What the caller adds of its own: the page's trail, the open game (if any) and its save when the player asked. */
export interface ReportParts {
  readonly trail: readonly string[];
  readonly game: GameInfo | null;
  readonly save: { readonly fileName: string; readonly text: string } | null;
}

/** The report's file name for a day: titan-problem-2026-11-29.zip. */
export function reportFileName(now: Date): string {
  return `titan-problem-${now.toISOString().slice(0, 10)}.zip`;
}

/** The last `max` bytes of a file (all of a smaller one). */
async function readTail(path: string, max: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const size = (await handle.stat()).size;
    const length = Math.min(size, max);
    const buffer = new Uint8Array(length);
    const { bytesRead } = await handle.read(buffer, 0, length, size - length);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The log files of the data folder, each its last LOG_TAIL_BYTES, by name; what could not be read, in words. */
async function readLogs(dataDir: string): Promise<{ files: Map<string, Uint8Array>; problem: string | null }> {
  const files = new Map<string, Uint8Array>();
  const dir = logsDir(dataDir);
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name).sort();
  } catch (e) {
    const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
    return { files, problem: missing ? null : `the logs folder could not be read: ${describe(e)}` };
  }
  const unread: string[] = [];
  for (const name of names) {
    try {
      files.set(name, await readTail(join(dir, name), LOG_TAIL_BYTES));
    } catch (e) {
      unread.push(`${name} (${describe(e)})`);
    }
  }
  return { files, problem: unread.length > 0 ? `not read: ${unread.join(', ')}` : null };
}

/** report.txt: what the report holds and the facts about this installation a problem is looked into with. */
function reportText(deps: ProblemReportDeps, parts: ReportParts, logs: Awaited<ReturnType<typeof readLogs>>, at: Date): string {
  const { lastFolder: _folder, ...settings } = deps.settings(); // a folder on the player's disk is no one else's business
  const runtimes = RUNTIMES.flatMap((name) => (process.versions[name] ? [`${name} ${process.versions[name]}`] : []));
  const g = parts.game;
  const logNames = [...logs.files].map(([name, bytes]) => `logs/${name} (${bytes.length} bytes)`);
  return [
    'TITAN problem report',
    `written: ${at.toISOString()}`,
    `app: ${deps.appVersion} (${deps.mode}), contract ${deps.contractVersion}`,
    `platform: ${platform()} ${arch()} (${release()})`,
    `runtime: ${runtimes.join(', ')}`,
    `settings: ${JSON.stringify(settings)}`,
    g
      ? `game: ${g.game} (${g.variant}), round ${g.round}, phase ${g.phase}, state ${g.stateId}, seats ${g.seats.map((s) => `${s.color} ${s.kind}`).join(', ')}${g.winner !== null ? `, won by ${g.winner}` : ''}`
      : 'game: none open',
    `save: ${parts.save ? `save/${parts.save.fileName}` : 'not included'}`,
    `logs: ${logNames.length > 0 ? logNames.join(', ') : 'none'}${logs.problem ? `; ${logs.problem}` : ''}`,
    `trail: trail.txt (${parts.trail.length} lines: the page's recent screens, actions, clicks and keys)`,
    '',
  ].join('\n');
}

/** The report's zip, every part in it. */
async function buildZip(deps: ProblemReportDeps, parts: ReportParts, at: Date): Promise<Uint8Array> {
  const logs = await readLogs(deps.dataDir);
  const files: Zippable = {
    'report.txt': strToU8(reportText(deps, parts, logs, at)),
    'trail.txt': strToU8(parts.trail.map((line) => `${line}\n`).join('')),
  };
  for (const [name, bytes] of logs.files) files[`logs/${name}`] = bytes;
  if (parts.save) files[`save/${parts.save.fileName}`] = strToU8(parts.save.text);
  return zipSync(files, { mtime: at });
}

/** Builds a problem report and hands it where it goes: the file the player picks, or the page's download. */
export async function writeProblemReport(deps: ProblemReportDeps, parts: ReportParts): Promise<Result<ProblemReport>> {
  const at = deps.now();
  const fileName = reportFileName(at);
  if (!deps.dialogs) return ok({ kind: 'download', fileName, base64: Buffer.from(await buildZip(deps, parts, at)).toString('base64') });
  const picked = await deps.dialogs.pickReport(deps.settings().lastFolder, fileName);
  if (picked === null) return ok({ kind: 'cancelled' });
  const path = extname(picked) === '' ? `${picked}.zip` : picked;
  const zip = await buildZip(deps, parts, at);
  try {
    await writeFileAtomic(path, zip, deps.fs);
  } catch (e) {
    return fail('io', `the report could not be written to ${path}: ${describe(e)}`);
  }
  return ok({ kind: 'written', path });
}
