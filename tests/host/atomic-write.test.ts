// Crash-safe writing: a failure at any step leaves the previous file intact and no temporary file behind, and a
// process killed while writing in a loop never leaves a half-written file.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import * as fsp from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isTempFile, writeFileAtomic, type AtomicFs } from '../../host/atomic-write.js';
import { tempDir } from './helpers.js';

const realFs: AtomicFs = { open: fsp.open, rename: fsp.rename, rm: fsp.rm, mkdir: fsp.mkdir };

describe('writeFileAtomic', () => {
  it('creates folders, writes and replaces', async () => {
    const dir = tempDir();
    const path = join(dir, 'a', 'b', 'save.titan');
    await writeFileAtomic(path, 'one');
    await writeFileAtomic(path, 'two');
    expect(readFileSync(path, 'utf8')).toBe('two');
    expect(readdirSync(join(dir, 'a', 'b'))).toEqual(['save.titan']);
  });

  it('writes saves and their new folders for their owner only (0600, 0700)', async () => {
    const dir = tempDir();
    const path = join(dir, 'new', 'save.titan');
    await writeFileAtomic(path, 'one');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'new')).mode & 0o777).toBe(0o700);
  });

  it('keeps the old file when the rename fails, and cleans its temporary file', async () => {
    const dir = tempDir();
    const path = join(dir, 'save.titan');
    writeFileSync(path, 'old');
    const failing: AtomicFs = { ...realFs, rename: async () => Promise.reject(new Error('disk full')) };
    await expect(writeFileAtomic(path, 'new', failing)).rejects.toThrow('disk full');
    expect(readFileSync(path, 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['save.titan']);
  });

  it('keeps the old file when the flush fails', async () => {
    const dir = tempDir();
    const path = join(dir, 'save.titan');
    writeFileSync(path, 'old');
    const failing: AtomicFs = {
      ...realFs,
      open: (async (p: string, flags: string) => {
        const handle = await fsp.open(p, flags);
        return Object.assign(Object.create(Object.getPrototypeOf(handle) as object) as fsp.FileHandle, handle, {
          writeFile: handle.writeFile.bind(handle),
          close: handle.close.bind(handle),
          sync: async () => Promise.reject(new Error('EIO')),
        });
      }) as AtomicFs['open'],
    };
    await expect(writeFileAtomic(path, 'new', failing)).rejects.toThrow('EIO');
    expect(readFileSync(path, 'utf8')).toBe('old');
    expect(readdirSync(dir).filter((n) => isTempFile(n))).toEqual([]);
  });

  it('never leaves a torn file when the writing process is killed', { timeout: 30_000 }, async () => {
    const dir = tempDir();
    const path = join(dir, 'save.titan');
    const script = join(dir, 'writer.mts');
    const module = fileURLToPath(new URL('../../host/atomic-write.ts', import.meta.url));
    writeFileSync(
      script,
      `import { writeFileAtomic } from ${JSON.stringify(module)};
       const big = (i: number) => JSON.stringify({ i, pad: 'x'.repeat(2_000_000) });
       for (let i = 0; ; i++) { await writeFileAtomic(${JSON.stringify(path)}, big(i)); if (i === 2) console.log('writing'); }`,
    );
    // node itself with tsx's loader (not the tsx wrapper, whose child would survive the kill).
    const repo = fileURLToPath(new URL('../..', import.meta.url));
    for (let round = 0; round < 3; round++) {
      const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((ok, ko) => {
        child.stdout.once('data', () => ok());
        child.once('exit', (code) => ko(new Error(`the writer exited early (${code})`)));
      });
      await new Promise((ok) => setTimeout(ok, 30 + round * 40));
      child.kill('SIGKILL');
      await new Promise((ok) => child.once('exit', ok));
      expect(existsSync(path)).toBe(true);
      const data = JSON.parse(readFileSync(path, 'utf8')) as { i: number; pad: string };
      expect(data.pad.length).toBe(2_000_000);
    }
  });
});
