import { svelte } from '@sveltejs/vite-plugin-svelte';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // the renderer's client classes use Svelte runes ($state) in .svelte.ts modules: compiled as the app compiles them
  plugins: [svelte()],
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    pool: 'threads',
    // one worker per core (vitest's default leaves one core to itself: on CI's two cores, one file at a time)
    maxWorkers: availableParallelism(),
    setupFiles: ['tests/assertions-setup.ts'],
  },
});
