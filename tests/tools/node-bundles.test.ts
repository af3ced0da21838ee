// The freshness check of the Node bundles (tools/bundle/node-bundles.mjs) on a tiny project of its own: a start
// rebuilds when a file the bundle is made from changed (or a bundle is missing), and runs the bundle as it is
// otherwise — a file outside the bundle's imports changes nothing. Modification times are set by hand, no clock read.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshBundles, staleReason } from '../../tools/bundle/node-bundles.mjs';

const ENTRIES = { main: 'main.ts' };
let root = '';
let out = '';

/** Writes `file` of the tiny project with its modification time `secondsAgo` before now. */
function write(file: string, text: string, secondsAgo = 60): void {
  const path = join(root, file);
  writeFileSync(path, text);
  const t = Date.now() / 1000 - secondsAgo;
  utimesSync(path, t, t);
}

/** What the bundle prints when run. */
function runBundle(): string {
  const r = spawnSync(process.execPath, [join(out, 'main.mjs')], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  return r.stdout.trim();
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'titan-bundles-'));
  out = join(root, 'dist-node');
  write('main.ts', "import { word } from './word.js';\nconsole.log(word);\n");
  write('word.ts', "export const word: string = 'one';\n");
  write('other.ts', "export const other = 'not imported';\n");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the Node bundles are rebuilt exactly when a file they are made from changed', () => {
  it('builds once, then reuses the bundle while nothing it is made from changed', async () => {
    expect(staleReason(root, out, ENTRIES)).toBe('not built yet');
    expect(await freshBundles(root, out, ENTRIES)).toBe(true);
    expect(runBundle()).toBe('one');
    const built = statSync(join(out, 'main.mjs')).mtimeMs;
    expect(staleReason(root, out, ENTRIES)).toBeNull();
    // a file the bundle does not import changes nothing
    write('other.ts', "export const other = 'changed, still not imported';\n", 30);
    expect(await freshBundles(root, out, ENTRIES)).toBe(false);
    expect(statSync(join(out, 'main.mjs')).mtimeMs).toBe(built);
  });

  it('rebuilds when an imported file changed, even to the same size', async () => {
    await freshBundles(root, out, ENTRIES);
    write('word.ts', "export const word: string = 'two';\n", 30);
    expect(staleReason(root, out, ENTRIES)).toBe('word.ts changed');
    expect(await freshBundles(root, out, ENTRIES)).toBe(true);
    expect(runBundle()).toBe('two');
    expect(staleReason(root, out, ENTRIES)).toBeNull();
  });

  it('rebuilds when the settings the bundles depend on changed, or appeared', async () => {
    await freshBundles(root, out, ENTRIES);
    write('tsconfig.json', '{}\n', 30);
    expect(staleReason(root, out, ENTRIES)).toBe('tsconfig.json changed');
    expect(await freshBundles(root, out, ENTRIES)).toBe(true);
    write('tsconfig.json', '{ }\n', 20);
    expect(staleReason(root, out, ENTRIES)).toBe('tsconfig.json changed');
  });

  it('rebuilds when an input is gone, a bundle is missing, or the entries are others', async () => {
    await freshBundles(root, out, ENTRIES);
    rmSync(join(root, 'word.ts'));
    expect(staleReason(root, out, ENTRIES)).toBe('word.ts changed');
    write('main.ts', "console.log('alone');\n", 30);
    expect(await freshBundles(root, out, ENTRIES)).toBe(true);
    expect(runBundle()).toBe('alone');
    rmSync(join(out, 'main.mjs'));
    expect(staleReason(root, out, ENTRIES)).toBe('main.mjs is missing');
    expect(staleReason(root, out, { main: 'other.ts' })).toBe('other entries');
    writeFileSync(join(out, 'inputs.json'), '{"entries": {"main": "main.ts"}}');
    expect(staleReason(root, out, ENTRIES)).toBe('not built yet');
  });

  it('writes no stamp when an input was modified after the build began, so the next start rebuilds', async () => {
    write('word.ts', "export const word: string = 'later';\n", -60);
    expect(await freshBundles(root, out, ENTRIES)).toBe(true);
    expect(runBundle()).toBe('later');
    expect(staleReason(root, out, ENTRIES)).toBe('not built yet');
  });
});
