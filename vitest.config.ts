import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // the renderer's client classes use Svelte runes ($state) in .svelte.ts modules: compiled as the app compiles them
  plugins: [svelte()],
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    pool: 'threads',
    setupFiles: ['tests/assertions-setup.ts'],
  },
});
