// Bundles Electron's main process (with the host service) and the engine worker as ES modules, and — with
// `--mode preload` — the sandboxed preload as one self-contained CommonJS file. Output: dist-electron/.
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { bundle, NODE_BUNDLES, ROOT } from './tools/bundle/node-bundles.mjs';

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));
const external = ['electron', /^node:/, ...builtinModules];

/**
 * Bundles the engine worker as ONE self-contained file after the main build: it runs from its source text, read from
 * inside app.asar (electron/main.ts), where chunks shared with main (the engines both use) could not be imported. Made
 * as browser mode's and the command line's worker are (tools/bundle/node-bundles.mjs).
 */
function engineWorker(): Plugin {
  return {
    name: 'titan-engine-worker',
    apply: 'build',
    async closeBundle() {
      await bundle(ROOT, here('./dist-electron'), { 'engine-worker': NODE_BUNDLES['engine-worker'] });
    },
  };
}

export default defineConfig(({ mode }) => {
  const preload = mode === 'preload';
  return {
    publicDir: false,
    build: {
      outDir: here('./dist-electron'),
      emptyOutDir: !preload,
      target: 'node22',
      minify: false,
      sourcemap: false,
      ssr: true,
      rollupOptions: {
        input: preload ? { preload: here('./electron/preload.ts') } : { main: here('./electron/main.ts') },
        external,
        output: preload
          ? { format: 'cjs', entryFileNames: '[name].cjs' }
          : {
              format: 'es',
              entryFileNames: '[name].js',
              chunkFileNames: 'chunks/[name]-[hash].js',
            },
      },
    },
    ssr: { noExternal: true, external: ['electron'] },
    // .mjs: the worker is unpacked beside app.asar, out of reach of package.json's "type": "module".
    plugins: preload ? [] : [engineWorker()],
  };
});
