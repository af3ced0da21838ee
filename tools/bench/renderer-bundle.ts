// The renderer's bundle as the page loads it: built in memory with the app's vite config, and the chunks the page
// fetches before any table is shown (the entry and its static imports). Read by `npm run bench` (the start-up figure
// beside its target) and by tests/renderer/production-build.test.ts (which keeps it there).
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

/** A file of the build. */
export type BundleFile = Rolldown.OutputChunk | Rolldown.OutputAsset;

/** Issue 24 (fast start): most JavaScript the start screen may load, in bytes. */
export const INITIAL_JS_TARGET = 450 * 1024;

/** Every file the renderer build of `mode` writes (built in memory, nothing written). */
export async function rendererBundle(mode: 'production' | 'test'): Promise<readonly BundleFile[]> {
  const out = await build({ configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)), mode, logLevel: 'silent', build: { write: false } });
  const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output);
}

/** The chunks the page loads before any screen is chosen: the entry and what it imports statically. */
export function initialChunks(files: readonly BundleFile[]): Rolldown.OutputChunk[] {
  const chunks = new Map(files.flatMap((f) => (f.type === 'chunk' ? [[f.fileName, f] as const] : [])));
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of chunks.get(name)?.imports ?? []) visit(next);
  };
  for (const c of chunks.values()) if (c.isEntry) visit(c.fileName);
  return [...seen].flatMap((n) => chunks.get(n) ?? []);
}

/** The bytes of JavaScript in `chunks`. */
export function jsBytes(chunks: readonly BundleFile[]): number {
  return chunks.reduce((n, c) => n + (c.type === 'chunk' ? Buffer.byteLength(c.code) : 0), 0);
}
