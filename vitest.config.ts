import { svelte } from '@sveltejs/vite-plugin-svelte';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** The suites of the pure code (engine, games, AI, saves, tools' game runs): they only call functions on plain data, so
 * a worker runs their files one after another in one module graph instead of importing the engine afresh for each
 * file (which cost ~40 % of the suite's CPU). */
const PURE = ['ai', 'arena', 'battle', 'battle-flow', 'data', 'game', 'gods', 'lessons', 'master', 'muster', 'platform', 'preview', 'save'].map((d) => `tests/${d}/**/*.test.ts`);
/** Files among them that change what others import — stub a module (vi.mock) or register a TITAN variant in the
 * engine's registry — and so keep a module graph of their own. */
const OWN_GRAPH = ['tests/ai/gods-hard.test.ts', 'tests/battle-flow/end.test.ts', 'tests/battle-flow/start-maneuver.test.ts', 'tests/data/variant-hooks.test.ts'];

export default defineConfig({
  // the renderer's client classes use Svelte runes ($state) in .svelte.ts modules: compiled as the app compiles them
  plugins: [svelte()],
  test: {
    environment: 'node',
    testTimeout: 120_000,
    pool: 'threads',
    // one worker per core (vitest's default leaves one core to itself: on CI's two cores, one file at a time)
    maxWorkers: availableParallelism(),
    setupFiles: ['tests/assertions-setup.ts'],
    projects: [
      { extends: true, test: { name: 'pure', include: PURE, exclude: OWN_GRAPH, isolate: false } },
      // the host, the renderer, Electron, the tools and the workflows (servers, workers, stubs, page globals), and the
      // files above: each file in a module graph of its own
      { extends: true, test: { name: 'isolated', include: ['tests/**/*.test.ts'], exclude: PURE } },
      { extends: true, test: { name: 'own-graph', include: OWN_GRAPH } },
    ],
  },
});
