// Save files as documents: a `.titan` file the OS hands the app — double-clicked (macOS `open-file`; elsewhere the
// path on the command line of a launch), or given to a second launch, which passes it to the running one — is opened
// in the window, once its page can take it. The page does the usual checks and asks before leaving a game.
import { isAbsolute, resolve } from 'node:path';

/** The save file a command line names: its last argument ending in `.titan`, made absolute against `cwd`. */
export function savePathOf(args: readonly string[], cwd: string): string | null {
  const named = [...args].reverse().find((a) => !a.startsWith('-') && /\.titan$/i.test(a));
  if (named === undefined) return null;
  return isAbsolute(named) ? named : resolve(cwd, named);
}

/** Paths handed over before the page can show them wait here; each is delivered once, in order, when it is ready. */
export class DocumentQueue {
  private readonly pending: string[] = [];
  private deliver: ((path: string) => void) | null = null;

  /** A document to open: now if the page is ready, else once it is. */
  open(path: string): void {
    if (this.deliver) this.deliver(path);
    else this.pending.push(path);
  }

  /** The page is ready (loaded, or loaded again): documents go to `deliver` from now on. */
  ready(deliver: (path: string) => void): void {
    this.deliver = deliver;
    for (const path of this.pending.splice(0)) deliver(path);
  }

  /** The page is gone (a reload or a crash): documents wait again. */
  lost(): void {
    this.deliver = null;
  }
}
