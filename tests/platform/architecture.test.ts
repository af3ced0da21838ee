// The engine's layers as docs/architecture.md draws them: the shared platform (engine/platform), the rules the games
// of the TITAN family share (engine/family), then one folder per game (engine/titan, engine/gods, engine/arena). A
// layer imports only the layers beneath it (types included: ownership, not only run time), a game never imports
// another game, and no source file of the project takes part in an import cycle at run time; Gods of Titan's battle
// add-ons never import its battle core (the core hands them its helpers).
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
  const files = ['engine', 'ai', 'games', 'host', 'renderer', 'tools'].flatMap((d) => sourceFiles(d));

  it('no source file of the project takes part in a run-time import cycle', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter((f) => f.startsWith('engine/gods/')).length).toBeGreaterThan(100);
    expect(runtimeCycles(files)).toEqual([]);
  });

  it('no engine file takes part in an import cycle, type imports included (each file\'s place in its layer is plain)', () => {
    const engine = files.filter((f) => f.startsWith('engine/'));
    expect(engine.length).toBeGreaterThan(300);
    expect(runtimeCycles(engine, (f) => importsOf(f), true)).toEqual([]);
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
    expect(runtimeCycles(Object.keys(planted), (f) => importsOf(f, planted[f]), true)).toHaveLength(3);
  });
});

describe('the Gods battle add-ons (engine/gods/battle/addon.ts)', () => {
  const BATTLE = 'engine/gods/battle/';
  /** The add-ons' folders: spells (15), special abilities (16), reinforcement and summoning (17, 18). */
  const ADDONS = ['abilities/', 'spells/', 'additions/'].map((f) => BATTLE + f);
  /** What of the battle an add-on may import at run time besides its own folder: the shared facts, never the core. */
  const SHARED = ['facts.ts', 'hazard-rules.ts', 'order.ts', 'atoms.ts'].map((f) => BATTLE + f);

  /** The run-time imports of add-on files that reach the battle outside their own folder and the shared facts. */
  function reachingCore(imports: readonly Import[]): string[] {
    return imports.flatMap((i) => {
      const own = ADDONS.find((folder) => i.from.startsWith(folder));
      if (!own || i.typeOnly || !i.target.startsWith(BATTLE) || i.target.startsWith(own) || SHARED.includes(i.target)) return [];
      return [`${i.from} imports ${i.target}`];
    });
  }

  it('an add-on imports nothing of the battle core nor of another add-on at run time: the core hands it what it needs', () => {
    const files = ADDONS.flatMap((folder) => sourceFiles(folder));
    expect(files.length).toBeGreaterThan(20);
    expect(reachingCore(files.flatMap((f) => importsOf(f)))).toEqual([]);
  });

  it('catches an add-on that imports the core or another add-on, and lets a type import and the shared facts pass', () => {
    const file = 'engine/gods/battle/spells/cast.ts';
    expect(reachingCore(importsOf(file, "import { GODS_BATTLE } from '../machine.js';"))).toHaveLength(1);
    expect(reachingCore(importsOf(file, "import { mountOf } from '../abilities/mount.js';"))).toHaveLength(1);
    expect(reachingCore(importsOf(file, "import type { GodsBattleCore } from '../addon.js';\nimport { chartRow } from '../facts.js';\nimport { castBy } from './memory.js';"))).toEqual([]);
  });
});
