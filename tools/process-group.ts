// A server started as a process group of its own (browser mode behind `npm run`, or its bundle run directly): waiting
// for the URL file it writes once it listens, and stopping the whole group. For the e2e suite's servers
// (e2e/own-server.ts) and the start-up benchmark (tools/bench/startup.ts).
import { existsSync, readFileSync } from 'node:fs';

/** The text of `path` once it exists and is not empty (polled every `everyMs`); an error after `ms`. */
export async function waitForFile(path: string, ms: number, everyMs = 100): Promise<string> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (existsSync(path)) {
      const text = readFileSync(path, 'utf8').trim();
      if (text) return text;
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`the server did not write ${path} within ${ms} ms`);
}

/** Whether any process of the group `pgid` is still running. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the server's process group and waits until every process of it has exited: the host writes its games'
 * autosaves as it shuts down, and the data folder is removed only after the last write (else rmdir finds it not
 * empty). */
export async function stopGroup(pgid: number): Promise<void> {
  if (!groupAlive(pgid)) return;
  process.kill(-pgid, 'SIGTERM');
  if (await gone(pgid, 20_000)) return;
  process.kill(-pgid, 'SIGKILL');
  await gone(pgid, 5_000);
}

/** Waits up to `ms` for the group to be gone; whether it is. */
async function gone(pgid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (groupAlive(pgid) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return !groupAlive(pgid);
}
