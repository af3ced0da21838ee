// The renderer draws what the engine hands it and never re-derives a rule: outside renderer/ it may import at run
// time only the modules listed here — the preview API, static data for drawing (board and battleland geometry,
// names, card faces), its transport to the host and the AI levels' names. Everything else of the engine, host, games
// and AI it may import as types only (`import type`), which leaves nothing in the bundle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Run-time imports the renderer may make outside renderer/, by repository path, and why. */
const ALLOWED: readonly { readonly path: RegExp; readonly why: string }[] = [
  { path: /^engine\/preview\/[\w-]+\.ts$/, why: 'the preview API' },
  { path: /^engine\/data\/(types|generated\/[\w-]+)\.ts$/, why: 'board and battleland geometry' },
  { path: /^engine\/variants\/index\.ts$/, why: 'lands, battlelands, creatures, recruit charts and their names' },
  { path: /^engine\/arena\/(cards|types)\.ts$/, why: 'Arena card faces' },
  { path: /^engine\/gods\/data\/masterboard\.ts$/, why: 'the Gods of Titan masterboard geometry' },
  { path: /^host\/(contract|browser-client)\.ts$/, why: 'the transport to the host' },
  { path: /^ai\/levels\.ts$/, why: 'the AI levels’ names' },
  { path: /^assets\//, why: 'icons' },
];

/** One import of a renderer file, resolved to a repository path (bare package names stay as they are). */
interface Import {
  readonly from: string;
  readonly target: string;
  readonly typeOnly: boolean;
}

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((n) => {
    const path = join(dir, n);
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return /\.(ts|svelte)$/.test(n) ? [path] : [];
  });
}

/** Every static, side-effect, re-export and dynamic import of a file. */
function importsOf(file: string, text: string): Import[] {
  const resolve = (spec: string): string => (spec.startsWith('.') ? relative(root, normalize(join(root, dirname(file), spec))).replace(/\.js$/, '.ts') : spec);
  const out: Import[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm)) out.push({ from: file, target: resolve(m[2]), typeOnly: m[1] !== undefined });
  for (const m of text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) out.push({ from: file, target: resolve(m[1]), typeOnly: false });
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push({ from: file, target: resolve(m[1]), typeOnly: false });
  return out;
}

/** The run-time imports of renderer files that reach outside renderer/ and are not allowed. */
function forbidden(imports: readonly Import[]): string[] {
  const local = /^(renderer\/|[^./][^/]*$|@|konva|svelte)/;
  return imports
    .filter((i) => !i.typeOnly && !local.test(i.target) && !ALLOWED.some((a) => a.path.test(i.target)))
    .map((i) => `${i.from} imports ${i.target}`);
}

describe('renderer boundaries', () => {
  const all = files('renderer').flatMap((f) => importsOf(f, readFileSync(join(root, f), 'utf8')));

  it('imports from the engine, host, games and AI only the allowed modules at run time; everything else as types', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(forbidden(all)).toEqual([]);
  });

  it('catches a rule imported into a component, in every form an import takes', () => {
    const file = 'renderer/components/LandCard.svelte';
    const tries = [
      "  import { recruitOptions } from '../../engine/master/muster.js';",
      "  import {\n    legalActions,\n  } from '../../engine/legal.js';",
      "  import { type Action, strikeChart } from '../../engine/battle/strike.js';",
      "  export { apply } from '../../engine/reducer.js';",
      "  const rules = import('../../engine/game/turn.js');",
    ];
    for (const line of tries) expect(forbidden(importsOf(file, `<script lang="ts">\n${line}\n</script>`))).toHaveLength(1);
    expect(forbidden(importsOf(file, "  import type { RecruitOption } from '../../engine/master/muster.js';"))).toEqual([]);
  });
});
