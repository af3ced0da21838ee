// Bundles Electron's main process (with the host service) and the agent worker as ES modules, and — with
// `--mode preload` — the sandboxed preload as one self-contained CommonJS file. Output: dist-electron/.
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));
const external = ['electron', /^node:/, ...builtinModules];

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
        input: preload ? { preload: here('./electron/preload.ts') } : { main: here('./electron/main.ts'), 'agent-worker': here('./host/agent-worker.ts') },
        external,
        output: preload
          ? { format: 'cjs', entryFileNames: '[name].cjs' }
          : {
              format: 'es',
              // .mjs: the worker is unpacked beside app.asar, out of reach of package.json's "type": "module".
              entryFileNames: (chunk: { name: string }) => (chunk.name === 'agent-worker' ? '[name].mjs' : '[name].js'),
              chunkFileNames: 'chunks/[name]-[hash].js',
            },
      },
    },
    ssr: { noExternal: true, external: ['electron'] },
  };
});
