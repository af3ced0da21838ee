// CI smoke test of packaging: bundle main/preload/worker, build the renderer if needed, run
// `electron-builder --dir --linux` with a stub electronDist (no download), and check what app.asar contains.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WorkerEngineRunner, workerUrlOf } from '../../host/engine-runner.js';
import { tempDir } from '../host/helpers.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name: string): string => join(repo, 'node_modules', '.bin', name);
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const env = { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: '/nonexistent', ELECTRON_SKIP_BINARY_DOWNLOAD: '1', FORCE_COLOR: '0' };

/** The file list of an asar archive (header: uint32 sizes, then the JSON directory tree). */
function asarFiles(path: string): { files: string[]; unpacked: string[] } {
  const buf = readFileSync(path);
  const size = buf.readUInt32LE(12);
  const header = JSON.parse(buf.subarray(16, 16 + size).toString('utf8')) as AsarNode;
  const files: string[] = [];
  const unpacked: string[] = [];
  const walk = (node: AsarNode, prefix: string): void => {
    for (const [name, child] of Object.entries(node.files ?? {})) {
      const p = prefix === '' ? name : `${prefix}/${name}`;
      if (child.files) walk(child, p);
      else (child.unpacked ? unpacked : files).push(p);
    }
  };
  walk(header, '');
  return { files, unpacked };
}
interface AsarNode {
  files?: Record<string, AsarNode>;
  unpacked?: boolean;
}

describe('packaging', () => {
  it('packs exactly the bundled app into app.asar', { timeout: 180_000 }, () => {
    const run = (cmd: string, args: string[]): void => void execFileSync(cmd, args, { cwd: repo, env, stdio: 'pipe' });
    run(bin('vite'), ['build', '-c', 'vite.electron.config.ts']);
    run(bin('vite'), ['build', '-c', 'vite.electron.config.ts', '--mode', 'preload']);
    if (!existsSync(join(repo, 'dist', 'renderer', 'index.html'))) {
      // The renderer's build needs its generated icon subset first (the same two steps as e2e/global-setup.ts).
      if (!existsSync(join(repo, 'assets', 'game-icons.json'))) run(bin('tsx'), ['tools/copy-icons.ts']);
      run(bin('vite'), ['build', '--logLevel', 'warn']);
    }

    const preload = readFileSync(join(repo, 'dist-electron', 'preload.cjs'), 'utf8');
    expect(preload.match(/require\(["'][^"']+["']\)/g)).toEqual(['require("electron")']);

    // The stub carries a fuse wire like a real Electron binary (sentinel, version 1, 8 fuses at Electron's defaults),
    // so the build also proves the fuses of electron-builder.yml are flipped.
    const stub = tempDir('titan-electron-dist-');
    const wire = (bytes: string): Buffer => Buffer.concat([Buffer.from(SENTINEL), Buffer.from([1, 8]), Buffer.from(bytes)]);
    writeFileSync(join(stub, 'electron'), Buffer.concat([Buffer.from('#!/bin/sh\nexit 0\n# '), wire('10110001'), Buffer.from('\n')]));
    chmodSync(join(stub, 'electron'), 0o755);
    writeFileSync(join(stub, 'version'), JSON.parse(readFileSync(join(repo, 'node_modules', 'electron', 'package.json'), 'utf8')).version);
    const out = tempDir('titan-release-');
    mkdirSync(out, { recursive: true });
    // the repository electron-builder publishes to: read from the checkout's git remote in the release workflow, named
    // here the way other CI services name it (a worktree's .git is a file it does not read)
    execFileSync(bin('electron-builder'), ['--dir', '--linux', '--publish', 'never', `-c.electronDist=${stub}`, `-c.directories.output=${out}`], { cwd: repo, env: { ...env, TRAVIS_REPO_SLUG: 'titan-team/titan' }, stdio: 'pipe' });

    const binary = readFileSync(join(out, 'linux-unpacked', 'titan'));
    const at = binary.indexOf(SENTINEL) + SENTINEL.length + 2;
    // runAsNode off, cookie encryption on, NODE_OPTIONS off, inspect off, asar integrity on, only app.asar, (v8 snapshot as is), no file:// privileges.
    expect(binary.subarray(at, at + 8).toString()).toBe('01001100');

    const { files, unpacked } = asarFiles(join(out, 'linux-unpacked', 'resources', 'app.asar'));
    expect(files).toEqual(expect.arrayContaining(['package.json', 'dist-electron/main.js', 'dist-electron/preload.cjs', 'dist/renderer/index.html']));
    // everything runs from inside the integrity-checked archive, the engine worker included
    expect(files).toContain('dist-electron/engine-worker.mjs');
    expect(unpacked).toEqual([]);
    expect(existsSync(join(out, 'linux-unpacked', 'resources', 'app.asar.unpacked'))).toBe(false);
    expect(files.filter((f) => /\.(ts|map)$/.test(f) || /^(node_modules|host|electron|engine|tests|e2e|renderer)\//.test(f))).toEqual([]);
    expect(files.filter((f) => f.startsWith('dist/renderer/assets/')).length).toBeGreaterThan(0);
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { main: string };
    expect(files).toContain(pkg.main);
    // electron-updater's settings beside app.asar (electron/updates.ts): the GitHub releases electron-builder.yml publishes to
    const updates = readFileSync(join(out, 'linux-unpacked', 'resources', 'app-update.yml'), 'utf8');
    expect(updates).toMatch(/^provider: github$/m);
    expect(updates).toMatch(/^owner: titan-team$/m);
    expect(updates).toMatch(/^repo: titan$/m);
  });

  it('runs the engine worker bundle from its source text, as the app does with the copy inside app.asar', { timeout: 60_000 }, async () => {
    const runner = new WorkerEngineRunner(workerUrlOf(readFileSync(join(repo, 'dist-electron', 'engine-worker.mjs'), 'utf8')));
    const roll = { type: 'roll', player: 'Red', stateId: 0 } as const;
    const decided = await runner.run({ work: 'decide', game: 'titan', level: 'random', input: { seat: 'Red', view: null, legal: [roll], events: [], memory: null }, seed: 1 });
    expect(decided.action).toEqual(roll);
    await runner.dispose();
  });
});
