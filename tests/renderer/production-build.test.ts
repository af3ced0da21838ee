// The renderer's production bundle: the page hooks of the end-to-end tests (window.__titanBoard, __arenaScreen,
// __godsScreen, __trail) exist only in the tests' build (vite build --mode test), and the start screen loads no game's
// screens and no board code (issue 24, fast start: initial JS ≤ 450 KB; `npm run bench` prints the figure).
import { describe, expect, it } from 'vitest';
import { initialChunks, INITIAL_JS_TARGET, jsBytes, rendererBundle, type BundleFile } from '../../tools/bench/renderer-bundle.js';

const HOOKS = ['__titanBoard', '__arenaScreen', '__godsScreen', '__trail'];

/** The text of every file of a build. */
const text = (files: readonly BundleFile[]): string => files.map((f) => (f.type === 'chunk' ? f.code : String(f.source))).join('\n');

describe('the renderer bundle', () => {
  it('ships no test hook in production, and has them in the end-to-end tests’ build', async () => {
    const production = text(await rendererBundle('production'));
    const test = text(await rendererBundle('test'));
    for (const hook of HOOKS) {
      expect(production).not.toContain(hook);
      expect(test).toContain(hook);
    }
  });

  it('loads no game screen, board or help code before a table is shown, and stays within 450 KB of JS at the start', async () => {
    const initial = initialChunks(await rendererBundle('production'));
    expect(initial.length).toBeGreaterThan(0);
    const modules = initial.flatMap((c) => c.moduleIds);
    for (const late of ['/screens/GameScreen.svelte', '/screens/NewGameScreen.svelte', '/gods/GodsScreen.svelte', '/arena/ArenaScreen.svelte', '/screens/HelpScreen.svelte', '/node_modules/konva/', '/node_modules/qrcode-generator/']) {
      expect(modules.filter((m) => m.includes(late)), late).toEqual([]);
    }
    expect(jsBytes(initial)).toBeLessThanOrEqual(INITIAL_JS_TARGET);
  });
});
