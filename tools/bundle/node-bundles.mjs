// @ts-check
// The Node programs of the project as bundles, so that they start without compiling TypeScript (issue 24, fast
// start): browser mode's server (host/serve.ts), the command line (tools/cli/main.ts) and the worker threads they
// start, as ES modules in dist-node/ with the chunks they share (a command of the CLI is a chunk of its own, loaded
// when it runs, so that `help` reads little). The engine worker of the Electron build is bundled by the same function
// as one self-contained file (vite.electron.config.ts). Plain JavaScript: it must run before anything is compiled.
//
// esbuild rather than a second Vite config: a rebuild takes a fraction of a second, and its metafile names every file
// a bundle was made from — the inputs the freshness stamp records (modification time and size of each), so that a
// start runs the bundles as they are only when none of those files changed since, and rebuilds them otherwise.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** The stamp beside the bundles: the entries, the files written and every input's modification time and size at the
 * last build. */
const STAMP = 'inputs.json';

/** This file: a change to how the bundles are made is a change to every bundle. */
const SELF = fileURLToPath(import.meta.url);

/** Files that shape the bundles without being in them (esbuild reads tsconfig.json; package.json says what a package
 * is), stamped beside the inputs esbuild names. */
const SETTINGS = ['package.json', 'tsconfig.json'];

/** @typedef {Readonly<Record<string, readonly [number, number]>>} InputMarks the inputs' [mtimeMs, size], by path
 * relative to the root */

/**
 * Bundles `entries` (name → entry, relative to `root`) into `outDir` as ES modules for Node 20: every package is
 * bundled (a worker run from its source text, as Electron's is, can import none) but tsx's loader, which only a
 * tournament's reference build asks for. With `split`, code shared by entries or loaded by a dynamic import goes to
 * chunks beside the entries (the old ones removed) — in the same folder, so that a module finding files beside it by
 * `import.meta.url` finds the same ones from every file of the build; without, each entry is one self-contained file.
 * Each file is replaced whole (written beside, then renamed), so that a program starting meanwhile, or a second build
 * at the same time, never reads half a bundle. Returns the paths of every input (relative to `root`) and of every file
 * written (relative to `outDir`).
 * @param {string} root
 * @param {string} outDir
 * @param {Readonly<Record<string, string>>} entries
 * @param {boolean} [split]
 * @returns {Promise<{ inputs: string[], outputs: string[] }>}
 */
export async function bundle(root, outDir, entries, split = false) {
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
    splitting: split,
    chunkNames: '[name]-[hash]',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const outputs = result.outputFiles.map((file) => relative(outDir, file.path));
  mkdirSync(outDir, { recursive: true });
  for (const file of result.outputFiles) replaceFile(file.path, file.contents);
  if (split) for (const name of readdirSync(outDir)) if (name.endsWith('.mjs') && !outputs.includes(name)) rmSync(join(outDir, name), { force: true });
  return { inputs: Object.keys(result.metafile.inputs), outputs };
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
 * Why the bundles of `entries` in `outDir` must be rebuilt, or null when they are up to date: no stamp (or one of
 * another form), another set of entries, a file of the build missing, or an input changed (or gone) since the build.
 * @param {string} root
 * @param {string} outDir
 * @param {Readonly<Record<string, string>>} entries
 * @returns {string | null}
 */
export function staleReason(root, outDir, entries) {
  /** @type {{ entries: Record<string, string>, outputs: string[], inputs: InputMarks } | null} */
  let stamp = null;
  try {
    stamp = JSON.parse(readFileSync(join(outDir, STAMP), 'utf8'));
  } catch {
    return 'not built yet';
  }
  if (!stamp || !Array.isArray(stamp.outputs) || typeof stamp.inputs !== 'object' || stamp.inputs === null) return 'not built yet';
  if (JSON.stringify(stamp.entries) !== JSON.stringify(entries)) return 'other entries';
  for (const file of stamp.outputs) if (!statSync(join(outDir, file), { throwIfNoEntry: false })) return `${file} is missing`;
  const now = marksOf(root, Object.keys(stamp.inputs));
  for (const [path, [mtime, size]] of Object.entries(stamp.inputs)) {
    const [m, s] = now[path];
    if (m !== mtime || s !== size) return `${path} changed`;
  }
  return null;
}

/**
 * Builds the bundles (split into chunks) and stamps them with their inputs' marks (this file's and the settings'
 * among them) — unless an input changed while they were being built (it was modified after the build began): then no
 * stamp is written, and the next start rebuilds.
 * @param {string} root
 * @param {string} outDir
 * @param {Readonly<Record<string, string>>} entries
 * @returns {Promise<void>}
 */
async function buildStamped(root, outDir, entries) {
  const started = performance.timeOrigin + performance.now();
  const { inputs, outputs } = await bundle(root, outDir, entries, true);
  const marks = marksOf(root, [...inputs, relative(root, SELF), ...SETTINGS]);
  if (Object.values(marks).some(([mtime]) => mtime > started)) return;
  replaceFile(join(outDir, STAMP), `${JSON.stringify({ entries, outputs, inputs: marks })}\n`);
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
