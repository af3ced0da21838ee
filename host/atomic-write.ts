// Crash-safe file writing: the new content goes to a temporary file in the same folder, is flushed to the disk, and
// only then renamed over the target, so a crash or power cut leaves either the old file or the new one, never half.
import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The file-system operations atomic writing needs (node:fs/promises in the app; tests inject failures). */
export interface AtomicFs {
  open: typeof nodeFs.open;
  rename: typeof nodeFs.rename;
  rm: typeof nodeFs.rm;
  mkdir: typeof nodeFs.mkdir;
}

const realFs: AtomicFs = { open: nodeFs.open, rename: nodeFs.rename, rm: nodeFs.rm, mkdir: nodeFs.mkdir };

/** Writes `content` to `path` atomically (for its owner only): temp file, fsync, rename, fsync of the folder. Throws on
 * failure (target untouched). */
export async function writeFileAtomic(path: string, content: string | Uint8Array, fs: AtomicFs = realFs): Promise<void> {
  const dir = dirname(path);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    // Saves are the player's own: readable and writable by him alone (the rename keeps the mode).
    const handle = await fs.open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(content, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, path);
  } catch (e) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw e;
  }
  await syncDir(dir, fs);
}

/** Flushes a folder entry so the rename itself survives a power cut (not possible on Windows: skipped there). */
async function syncDir(dir: string, fs: AtomicFs): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await fs.open(dir, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync().catch(() => undefined);
  } finally {
    await handle.close();
  }
}

/** True when a name is one of our temporary files (left behind only by a crash; listings skip them). */
export function isTempFile(name: string): boolean {
  return name.startsWith('.') && name.endsWith('.tmp');
}
