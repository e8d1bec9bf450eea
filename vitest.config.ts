import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests only; browser tests run under Playwright (tests/browser).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores, which on a 2-core
    // machine is one: the suite ran on one core while the other sat idle.
    maxWorkers: availableParallelism(),
  },
});
