// Crash safety of the desktop app: errors of the main process are written to a log file in the data folder and told to
// the player once, in words; a renderer that died is logged and loaded again — its page returns to the game the host
// still holds (renderer/lib/resume.ts), unless it keeps dying. Nothing leaves the machine.
import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { logsDir } from '../host/paths.js';

/** Past this size the log starts over (the old one kept as main.log.1). */
export const LOG_LIMIT = 1 << 20;
/** A renderer that died this many times within RELOAD_WINDOW_MS is not loaded again (it would only die again). */
export const MAX_RELOADS = 3;
export const RELOAD_WINDOW_MS = 60_000;

/** The app's log file in its data folder. */
export class CrashLog {
  readonly path: string;

  constructor(dataDir: string, private readonly now: () => Date = () => new Date()) {
    this.path = join(logsDir(dataDir), 'main.log');
  }

  /** Appends one record (a line of JSON). Never throws: a log that cannot be written must not crash the handler. */
  write(kind: string, detail: unknown): void {
    try {
      mkdirSync(dirname(this.path), { recursive: true });
      if (sizeOf(this.path) > LOG_LIMIT) renameSync(this.path, `${this.path}.1`);
      appendFileSync(this.path, `${JSON.stringify({ at: this.now().toISOString(), kind, ...described(detail) })}\n`);
    } catch {
      // nothing is left to report to
    }
  }
}

function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/** An error as the log keeps it. */
function described(detail: unknown): { message: string; stack?: string } {
  if (detail instanceof Error) return { message: detail.message, ...(detail.stack ? { stack: detail.stack } : {}) };
  if (typeof detail === 'object' && detail !== null && 'message' in detail) return { message: String(detail.message) };
  return { message: String(detail) };
}

/** What the player is told, in the app's language. */
const WORDS = {
  en: {
    main: (path: string) => `TITAN ran into an internal error and wrote it to ${path}. Your game goes on and its autosave is kept; if something no longer works, quit and choose Continue.`,
    renderer: (path: string) => `The game window stopped several times in a row and is not reloaded again (details in ${path}). Your game is in its autosave: quit and choose Continue.`,
  },
  de: {
    main: (path: string) => `TITAN hatte einen internen Fehler und hat ihn in ${path} geschrieben. Dein Spiel geht weiter, seine automatische Sicherung bleibt; funktioniert etwas nicht mehr, beende TITAN und wähle „Fortsetzen“.`,
    renderer: (path: string) => `Das Spielfenster ist mehrmals hintereinander ausgefallen und wird nicht noch einmal geladen (Einzelheiten in ${path}). Dein Spiel ist in seiner automatischen Sicherung: beende TITAN und wähle „Fortsetzen“.`,
  },
} as const;

/** What the crash handlers need of Node and Electron (passed in: tested without them). */
export interface CrashDeps {
  readonly log: CrashLog;
  /** Shows the player a message (a message box). */
  readonly tell: (message: string) => void;
  /** The app's language now. */
  readonly language: () => 'en' | 'de';
  readonly now?: () => number;
}

/** Main-process errors: each one logged, the player told of the first. */
export function watchMainProcess(process: Pick<NodeJS.Process, 'on'>, deps: CrashDeps): void {
  let told = false;
  const report = (kind: string) => (e: unknown): void => {
    deps.log.write(kind, e);
    if (told) return;
    told = true;
    deps.tell(WORDS[deps.language()].main(deps.log.path));
  };
  process.on('uncaughtException', report('main-error'));
  process.on('unhandledRejection', report('main-rejection'));
}

/** The renderer side of a window that can die and be loaded again. */
export interface RendererContents {
  on(event: 'render-process-gone', listener: (event: unknown, details: { readonly reason: string; readonly exitCode: number }) => void): unknown;
  reload(): void;
}

/** A renderer that died is logged and loaded again (not after a clean exit; not once it keeps dying: then the player is
 * told). */
export function watchRenderer(contents: RendererContents, deps: CrashDeps): void {
  const now = deps.now ?? (() => Date.now());
  let deaths: number[] = [];
  contents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit') return;
    deps.log.write('renderer-gone', { message: `${details.reason} (exit code ${details.exitCode})` });
    const t = now();
    deaths = [...deaths.filter((d) => t - d < RELOAD_WINDOW_MS), t];
    if (deaths.length > MAX_RELOADS) deps.tell(WORDS[deps.language()].renderer(deps.log.path));
    else contents.reload();
  });
}
