// The engine's layers as docs/architecture.md draws them: the shared platform (engine/platform), the rules the games
// of the TITAN family share (engine/family), then one folder per game (engine/titan, engine/gods, engine/arena). A
// layer imports only the layers beneath it (types included: ownership, not only run time), a game never imports
// another game, and no source file of the project takes part in an import cycle at run time.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, ROOT, runtimeCycles, sourceFiles, type Import } from '../imports.js';

/** Each layer of engine/ and the layers it may import from (itself included). */
const LAYERS: Readonly<Record<string, readonly string[]>> = {
  platform: ['platform'],
  family: ['platform', 'family'],
  titan: ['platform', 'family', 'titan'],
  gods: ['platform', 'family', 'gods'],
  arena: ['platform', 'family', 'arena'],
};

/** The imports of engine files that reach a layer theirs may not import from, or outside engine/. */
function crossings(imports: readonly Import[]): string[] {
  return imports.flatMap((i) => {
    const [, from] = i.from.split('/');
    if (!i.target.startsWith('.') && !i.target.includes('/')) return []; // a package (zod)
    const [top, to] = i.target.split('/');
    const allowed = LAYERS[from ?? ''] ?? [];
    return top === 'engine' && to !== undefined && allowed.includes(to) ? [] : [`${i.from} imports ${i.target}`];
  });
}

const engineFiles = sourceFiles('engine', /\.ts$/);

describe('the engine layers (docs/architecture.md)', () => {
  it('engine/ holds only its layers: the platform, the family and one folder per game', () => {
    const entries = readdirSync(join(ROOT, 'engine')).filter((n) => n !== 'tsconfig.json').sort();
    expect(entries).toEqual(Object.keys(LAYERS).sort());
  });

  it('each layer imports only from the layers beneath it, and no game from another game', () => {
    const imports = engineFiles.flatMap((f) => importsOf(f));
    expect(imports.length).toBeGreaterThan(1000);
    expect(crossings(imports)).toEqual([]);
  });

  it('catches a game that imports another game, the family that imports a game, and the platform that imports a rule', () => {
    const tries: [string, string][] = [
      ['engine/gods/reducer.ts', "import { apply } from '../titan/reducer.js';"],
      ['engine/gods/reducer.ts', "import type { GameState } from '../titan/state.js';"],
      ['engine/family/battle/strike.ts', "export { legalActions } from '../../titan/legal.js';"],
      ['engine/platform/hash.ts', "import { HEX_LABELS } from '../family/battle/grid.js';"],
    ];
    for (const [file, line] of tries) expect(crossings(importsOf(file, line)), line).toHaveLength(1);
    expect(crossings(importsOf('engine/gods/reducer.ts', "import { seedRng } from '../platform/rng.js';\nimport { z } from 'zod';"))).toEqual([]);
  });
});

describe('import cycles', () => {
  // Gods of Titan's battle add-ons and its turn code still import their core back (issue: one TITAN-family engine);
  // every other part of the project has none, and keeps none.
  const files = ['engine', 'ai', 'games', 'host', 'renderer', 'tools'].flatMap((d) => sourceFiles(d)).filter((f) => !f.startsWith('engine/gods/'));

  it('no source file outside Gods of Titan takes part in a run-time import cycle', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(runtimeCycles(files)).toEqual([]);
  });

  it('finds a cycle of two files and of one, and not one closed only by a type import', () => {
    const planted: Record<string, string> = {
      'a.ts': "import { b } from './b.js';",
      'b.ts': "import { a } from './a.js';",
      'c.ts': "import { c } from './c.js';",
      'd.ts': "import type { e } from './e.js';",
      'e.ts': "import { d } from './d.js';",
    };
    const cycles = runtimeCycles(Object.keys(planted), (f) => importsOf(f, planted[f]));
    expect(cycles).toEqual(expect.arrayContaining([['a.ts', 'b.ts'], ['c.ts']]));
    expect(cycles).toHaveLength(2);
  });
});
