import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    pool: 'threads',
    setupFiles: ['tests/assertions-setup.ts'],
  },
});
