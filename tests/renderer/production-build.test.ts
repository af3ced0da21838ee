// The page hooks of the end-to-end tests (window.__titanBoard, __arenaScreen, __godsScreen) exist only in the tests' build
// (vite build --mode test): the bundle `vite build` makes for players carries none of them.
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const HOOKS = ['__titanBoard', '__arenaScreen', '__godsScreen'];

/** The text of every file the renderer build of `mode` writes (built in memory). */
async function bundle(mode: 'production' | 'test'): Promise<string> {
  const out = await build({ configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)), mode, logLevel: 'silent', build: { write: false } });
  const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output.map((f) => (f.type === 'chunk' ? f.code : String(f.source)))).join('\n');
}

describe('the renderer bundle', () => {
  it('ships no test hook in production, and has them in the end-to-end tests’ build', async () => {
    const production = await bundle('production');
    const test = await bundle('test');
    for (const hook of HOOKS) {
      expect(production).not.toContain(hook);
      expect(test).toContain(hook);
    }
  });
});
