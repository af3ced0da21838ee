// @ts-check
// The Node programs of the project as bundles, so that they start without compiling TypeScript (issue 24, fast
// start): browser mode's server (host/serve.ts), the command line (tools/cli/main.ts) and the worker threads they
// start, each one self-contained ES module in dist-node/. The engine worker of the Electron build is bundled by the
// same function (vite.electron.config.ts). Plain JavaScript: it must run before anything is compiled.
//
// esbuild rather than a second Vite config: a rebuild takes a fraction of a second, and its metafile names every file
// a bundle was made from — the inputs the freshness stamp records (modification time and size of each), so that a
// start runs the bundles as they are only when none of those files changed since, and rebuilds them otherwise.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's root folder. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where the bundles go. */
export const NODE_OUT = join(ROOT, 'dist-node');

/** The bundles of dist-node/: output name (`<name>.mjs`) → entry, relative to the root. The workers are entries of
 * their own because a worker thread starts from a file (host/engine-runner.ts, tools/tournament/workers.ts). */
export const NODE_BUNDLES = {
  serve: 'host/serve.ts',
  cli: 'tools/cli/main.ts',
  'engine-worker': 'host/engine-worker.ts',
  'tournament-worker': 'tools/tournament/worker.ts',
};

/** The stamp beside the bundles: every input's modification time and size at the last build. */
const STAMP = 'inputs.json';

/** This file: a change to how the bundles are made is a change to every bundle. */
const SELF = fileURLToPath(import.meta.url);

/** Files that shape the bundles without being in them (esbuild reads tsconfig.json; package.json says what a package
 * is), stamped beside the inputs esbuild names. */
const SETTINGS = ['package.json', 'tsconfig.json'];

/** @typedef {Readonly<Record<string, readonly [number, number]>>} InputMarks the inputs' [mtimeMs, size], by path
 * relative to the root */

/**
 * Bundles `entries` (name → entry, relative to `root`) into `outDir` as self-contained ES modules for Node 20:
 * every package is bundled (a worker run from its source text, as Electron's is, can import none) but tsx's loader,
 * which only a tournament's reference build asks for. Each file is replaced whole (written beside, then renamed), so
 * that a program starting meanwhile, or a second build at the same time, never reads half a bundle. Returns the paths
 * (relative to `root`) of every input.
 * @param {string} root
 * @param {string} outDir
 * @param {Readonly<Record<string, string>>} entries
 * @returns {Promise<string[]>}
 */
export async function bundle(root, outDir, entries) {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.entries(entries).map(([out, entry]) => ({ in: entry, out })),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['tsx', 'tsx/*'],
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(outDir, { recursive: true });
  for (const file of result.outputFiles) replaceFile(file.path, file.contents);
  return Object.keys(result.metafile.inputs);
}

/**
 * Writes `path` beside itself and renames it into place.
 * @param {string} path
 * @param {string | Uint8Array} contents
 */
function replaceFile(path, contents) {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, contents);
  renameSync(temp, path);
}

/**
 * The inputs' marks now (an input gone is marked [-1, -1]).
 * @param {string} root
 * @param {readonly string[]} inputs
 * @returns {InputMarks}
 */
function marksOf(root, inputs) {
  /** @type {Record<string, readonly [number, number]>} */
  const marks = {};
  for (const path of inputs) {
    const info = statSync(join(root, path), { throwIfNoEntry: false });
    marks[path] = info ? [info.mtimeMs, info.size] : [-1, -1];
  }
  return marks;
}

/**
 * Why the bundles of `entries` in `outDir` must be rebuilt, or null when they are up to date: no stamp, another set
 * of entries, a bundle missing, or an input changed (or gone) since the build.
 * @param {string} root
 * @param {string} outDir
 * @param {Readonly<Record<string, string>>} entries
 * @returns {string | null}
 */
export function staleReason(root, outDir, entries) {
  /** @type {{ entries: Record<string, string>, inputs: InputMarks } | null} */
  let stamp = null;
  try {
    stamp = JSON.parse(readFileSync(join(outDir, STAMP), 'utf8'));
  } catch {
    return 'not built yet';
  }
  if (!stamp || JSON.stringify(stamp.entries) !== JSON.stringify(entries)) return 'other entries';
  for (const name of Object.keys(entries)) if (!statSync(join(outDir, `${name}.mjs`), { throwIfNoEntry: false })) return `${name}.mjs is missing`;
  const now = marksOf(root, Object.keys(stamp.inputs));
  for (const [path, [mtime, size]] of Object.entries(stamp.inputs)) {
    const [m, s] = now[path];
    if (m !== mtime || s !== size) return `${path} changed`;
  }
  return null;
}

/**
 * Builds the bundles and stamps them with their inputs' marks (this file's and the settings' among them) — unless
 * an input changed while they were being built (it was modified after the build began): then no stamp is written, and
 * the next start rebuilds.
 * @param {string} root
 * @param {string} outDir
 * @param {Readonly<Record<string, string>>} entries
 * @returns {Promise<void>}
 */
export async function buildStamped(root, outDir, entries) {
  const started = performance.timeOrigin + performance.now();
  const inputs = [...(await bundle(root, outDir, entries)), relative(root, SELF), ...SETTINGS];
  const marks = marksOf(root, inputs);
  if (Object.values(marks).some(([mtime]) => mtime > started)) return;
  replaceFile(join(outDir, STAMP), `${JSON.stringify({ entries, inputs: marks })}\n`);
}

/**
 * Makes sure the bundles are up to date, rebuilding them when `staleReason` names a reason (said on stderr).
 * Returns whether it rebuilt.
 * @param {string} [root]
 * @param {string} [outDir]
 * @param {Readonly<Record<string, string>>} [entries]
 * @returns {Promise<boolean>}
 */
export async function freshBundles(root = ROOT, outDir = NODE_OUT, entries = NODE_BUNDLES) {
  const reason = staleReason(root, outDir, entries);
  if (reason === null) return false;
  const t = performance.now();
  await buildStamped(root, outDir, entries);
  process.stderr.write(`bundled ${Object.keys(entries).join(', ')} into ${relative(root, outDir) || '.'} (${reason}) in ${(performance.now() - t).toFixed(0)} ms\n`);
  return true;
}
