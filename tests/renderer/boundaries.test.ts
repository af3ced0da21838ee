// The renderer draws what the engine hands it and never re-derives a rule: outside renderer/ it may import at run
// time only the modules listed here — the preview API, static data for drawing (board and battleland geometry,
// names, card faces), its transport to the host and the AI levels' names. Everything else of the engine, host, games
// and AI it may import as types only (`import type`), which leaves nothing in the bundle.
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles, type Import } from '../imports.js';

/** Run-time imports the renderer may make outside renderer/, by repository path, and why. */
const ALLOWED: readonly { readonly path: RegExp; readonly why: string }[] = [
  { path: /^engine\/(titan|gods)\/preview\/[\w-]+\.ts$/, why: 'the preview API' },
  { path: /^engine\/(family|titan)\/(data\/)?(types|generated\/[\w-]+)\.ts$/, why: 'board and battleland geometry' },
  { path: /^engine\/family\/board\/lattice\.ts$/, why: 'the cells a masterboard land covers (the shared triangle lattice)' },
  { path: /^engine\/titan\/variants\/index\.ts$/, why: 'lands, battlelands, creatures, recruit charts and their names' },
  { path: /^engine\/arena\/(cards|types)\.ts$/, why: 'Arena card faces' },
  { path: /^engine\/gods\/data\/masterboard\.ts$/, why: 'the Gods of Titan masterboard geometry' },
  { path: /^host\/(contract|browser-client|owner-client)\.ts$/, why: 'the transport to the host (a seat’s page, the owner’s page)' },
  { path: /^ai\/levels\.ts$/, why: 'the AI levels’ names' },
  { path: /^ai\/gods\/levels\.ts$/, why: 'the Gods of Titan AI levels (data, no decision code)' },
  { path: /^assets\//, why: 'icons' },
];

/** The run-time imports of renderer files that reach outside renderer/ and are not allowed. */
function forbidden(imports: readonly Import[]): string[] {
  const local = /^(renderer\/|[^./][^/]*$|@|konva|svelte)/;
  return imports
    .filter((i) => !i.typeOnly && !local.test(i.target) && !ALLOWED.some((a) => a.path.test(i.target)))
    .map((i) => `${i.from} imports ${i.target}`);
}

describe('renderer boundaries', () => {
  const all = sourceFiles('renderer').flatMap((f) => importsOf(f));

  it('imports from the engine, host, games and AI only the allowed modules at run time; everything else as types', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(forbidden(all)).toEqual([]);
  });

  it('catches a rule imported into a component, in every form an import takes', () => {
    const file = 'renderer/components/LandCard.svelte';
    const tries = [
      "  import { recruitOptions } from '../../engine/titan/master/muster.js';",
      "  import {\n    legalActions,\n  } from '../../engine/titan/legal.js';",
      "  import { type Action, strikeChart } from '../../engine/family/battle/strike.js';",
      "  export { apply } from '../../engine/titan/reducer.js';",
      "  const rules = import('../../engine/titan/game/turn.js');",
    ];
    for (const line of tries) expect(forbidden(importsOf(file, `<script lang="ts">\n${line}\n</script>`))).toHaveLength(1);
    expect(forbidden(importsOf(file, "  import type { RecruitOption } from '../../engine/titan/master/muster.js';"))).toEqual([]);
  });
});
