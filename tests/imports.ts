// How the architecture tests read the code: every static, side-effect, re-export and dynamic import of a source
// file, resolved to a repository path, with whether it is type-only (`import type` / `export type`: nothing of it is
// left at run time), and the import cycles among files at run time.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** One import of a file, resolved to a repository path (bare package names stay as they are). */
export interface Import {
  readonly from: string;
  readonly target: string;
  readonly typeOnly: boolean;
}

/** The source files (.ts and .svelte) under a folder of the repository, as repository paths. */
export function sourceFiles(dir: string, ext: RegExp = /\.(ts|svelte)$/): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((n) => {
    const path = join(dir, n);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path, ext);
    return ext.test(n) ? [path] : [];
  });
}

/** Every import of `file` whose text is `text` (read from the disk when not given). */
export function importsOf(file: string, text: string = readFileSync(join(ROOT, file), 'utf8')): Import[] {
  const resolve = (spec: string): string => (spec.startsWith('.') ? relative(ROOT, normalize(join(ROOT, dirname(file), spec))).replace(/\.js$/, '.ts') : spec);
  const out: Import[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm)) out.push({ from: file, target: resolve(m[2]), typeOnly: m[1] !== undefined });
  for (const m of text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) out.push({ from: file, target: resolve(m[1]), typeOnly: false });
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push({ from: file, target: resolve(m[1]), typeOnly: false });
  return out;
}

/** The run-time import cycles among `files` (Tarjan's strongly connected components of more than one file, or a file
 * importing itself), each as its files in order; type-only imports aside unless `types` counts them too. */
export function runtimeCycles(files: readonly string[], imports: (file: string) => readonly Import[] = (f) => importsOf(f), types = false): string[][] {
  const known = new Set(files);
  const edges = new Map(files.map((f) => [f, [...new Set(imports(f).filter((i) => (types || !i.typeOnly) && known.has(i.target)).map((i) => i.target))]]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (f: string): void => {
    index.set(f, next);
    low.set(f, next++);
    stack.push(f);
    onStack.add(f);
    for (const g of edges.get(f) ?? []) {
      if (!index.has(g)) {
        visit(g);
        low.set(f, Math.min(low.get(f) ?? 0, low.get(g) ?? 0));
      } else if (onStack.has(g)) low.set(f, Math.min(low.get(f) ?? 0, index.get(g) ?? 0));
    }
    if (low.get(f) !== index.get(f)) return;
    const component: string[] = [];
    for (let g = stack.pop(); g !== undefined; g = stack.pop()) {
      onStack.delete(g);
      component.push(g);
      if (g === f) break;
    }
    if (component.length > 1 || (edges.get(f) ?? []).includes(f)) cycles.push(component.sort());
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return cycles;
}
